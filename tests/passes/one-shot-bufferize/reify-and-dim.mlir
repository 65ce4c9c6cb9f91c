// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --match-full-lines
// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | corolift opt | FileCheck %s --match-full-lines

// A tensor.empty written twice: the second writer gets a fresh allocation sized by the empty's
// own operand (no copy of undefined contents, no memref.dim). A result copied at a write keeps
// its original buffer for tensor.dim; a returned memref.cast is folded away (the function
// returns the cast's source and takes its type). Expected text: mlir-opt-22
// -one-shot-bufferize=bufferize-function-boundaries.
func.func @set(%t: tensor<?xf32>, %i: index, %v: f32) -> tensor<?xf32> {
  %r = tensor.insert %v into %t[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @pass(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

func.func @main(%n: index, %v: f32) -> (tensor<?xf32>, tensor<?xf32>, index, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %a = call @set(%e, %c0, %v) : (tensor<?xf32>, index, f32) -> tensor<?xf32>
  %b = call @set(%e, %c0, %v) : (tensor<?xf32>, index, f32) -> tensor<?xf32>
  %k = arith.constant dense<1.0> : tensor<4xf32>
  %p = call @pass(%k) : (tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.cast %p : tensor<4xf32> to tensor<?xf32>
  %w = tensor.insert %v into %d[%c0] : tensor<?xf32>
  %s = tensor.dim %d, %c0 : tensor<?xf32>
  return %a, %b, %s, %d : tensor<?xf32>, tensor<?xf32>, index, tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @set(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     memref.store %arg2, %arg0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pass(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @main(%arg0: index, %arg1: f32) -> (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, index, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = call @set(%cast, %c0, %arg1) : (memref<?xf32, strided<[?], offset: ?>>, index, f32) -> memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_1 = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = call @set(%cast_1, %c0, %arg1) : (memref<?xf32, strided<[?], offset: ?>>, index, f32) -> memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:     %cast_2 = memref.cast %2 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %3 = call @pass(%cast_2) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_3 = memref.cast %3 : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %cast_3, %c0_4 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc_5 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     memref.copy %cast_3, %alloc_5 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc_5[%c0] : memref<?xf32>
// CHECK-NEXT:     %dim_6 = memref.dim %cast_3, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %1, %dim_6, %3 : memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, index, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
