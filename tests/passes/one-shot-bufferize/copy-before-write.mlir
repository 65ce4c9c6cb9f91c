// RUN: corolift opt %s -one-shot-bufferize="bufferize-function-boundaries copy-before-write" | FileCheck %s --match-full-lines

// copy-before-write skips the analysis: every write goes to a fresh copy, even of a writable
// argument. Expected text: mlir-opt-22 with the same options (which crashes on programs with
// calls in this mode; corolift treats every callee as unknown, as upstream's code intends).
func.func @wr(%arg0: tensor<4xf32>, %i: index, %v: f32) -> tensor<4xf32> {
  %r = tensor.insert %v into %arg0[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @wr(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
