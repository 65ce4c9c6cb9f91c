// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --match-full-lines
// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | corolift opt | FileCheck %s --match-full-lines
// RUN: corolift opt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --match-full-lines --check-prefix=IDENTITY

// Function arguments written out of place: one marked bufferization.writable = false (the
// attribute is dropped afterwards, as upstream does), one whose old value is read after the
// insert; an argument passed straight on to a call (no cast needed, the callee only reads it).
// Expected text: mlir-opt-22 with the same options.
func.func @readonly_arg(%t: tensor<4xf32> {bufferization.writable = false}, %i: index, %v: f32) -> f32 {
  %r = tensor.insert %v into %t[%i] : tensor<4xf32>
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %x : f32
}

func.func @old_value_read(%t: tensor<4xf32>, %i: index, %v: f32) -> (f32, f32) {
  %r = tensor.insert %v into %t[%i] : tensor<4xf32>
  %a = tensor.extract %t[%i] : tensor<4xf32>
  %b = tensor.extract %r[%i] : tensor<4xf32>
  return %a, %b : f32, f32
}

func.func @forward(%t: tensor<4xf32>, %i: index, %v: f32) -> f32 {
  %x:2 = call @old_value_read(%t, %i, %v) : (tensor<4xf32>, index, f32) -> (f32, f32)
  %y = tensor.extract %t[%i] : tensor<4xf32>
  return %y : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @readonly_arg(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:     %0 = memref.load %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @old_value_read(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = memref.load %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:     return %0, %1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forward(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0:2 = call @old_value_read(%arg0, %arg1, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, index, f32) -> (f32, f32)
// CHECK-NEXT:     %1 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// IDENTITY: module {
// IDENTITY-NEXT:   func.func @readonly_arg(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// IDENTITY-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// IDENTITY-NEXT:     %0 = memref.load %alloc[%arg1] : memref<4xf32>
// IDENTITY-NEXT:     return %0 : f32
// IDENTITY-NEXT:   }
// IDENTITY-NEXT:   func.func @old_value_read(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> (f32, f32) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// IDENTITY-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// IDENTITY-NEXT:     %0 = memref.load %arg0[%arg1] : memref<4xf32>
// IDENTITY-NEXT:     %1 = memref.load %alloc[%arg1] : memref<4xf32>
// IDENTITY-NEXT:     return %0, %1 : f32, f32
// IDENTITY-NEXT:   }
// IDENTITY-NEXT:   func.func @forward(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// IDENTITY-NEXT:     %0:2 = call @old_value_read(%arg0, %arg1, %arg2) : (memref<4xf32>, index, f32) -> (f32, f32)
// IDENTITY-NEXT:     %1 = memref.load %arg0[%arg1] : memref<4xf32>
// IDENTITY-NEXT:     return %1 : f32
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
