// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --match-full-lines
// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | corolift opt | FileCheck %s --match-full-lines
// RUN: corolift opt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --match-full-lines --check-prefix=IDENTITY
// RUN: corolift opt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" | FileCheck %s --match-full-lines --check-prefix=DYNAMIC

// Function boundaries: arguments get fully dynamic layouts, results the layout of the returned
// buffer (infer-layout-map; the cast made for the return stays, dead), declarations fully
// dynamic; calls cast their operands to the callee's types; what a callee reads, writes and
// returns (equivalent to an argument) decides the copies in the caller: the result of @id is
// the constant's buffer, so it is copied before @wr writes it. The other two layout options as
// upstream. Expected text: mlir-opt-22 with the same options.
func.func private @ext(tensor<4xf32>, tensor<?x3xi32>) -> tensor<4xf32>
func.func @id(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @mk(%n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  return %e : tensor<?xf32>
}
func.func @rd(%a: tensor<4xf32>, %i: index) -> f32 {
  %v = tensor.extract %a[%i] : tensor<4xf32>
  return %v : f32
}
func.func @wr(%a: tensor<4xf32>, %i: index, %f: f32) -> tensor<4xf32> {
  %r = tensor.insert %f into %a[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @main() {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %c2 = arith.constant dense<[(1.0, 2.0), (3.0,4.0)]> : tensor<2xcomplex<f32>>
  %c3 = arith.constant dense<(1, 2)> : tensor<2xcomplex<i32>>
  %r = call @id(%c) : (tensor<4xf32>) -> tensor<4xf32>
  %i = arith.constant 1 : index
  %f = arith.constant 5.0 : f32
  %w = call @wr(%r, %i, %f) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
  %v = call @rd(%w, %i) : (tensor<4xf32>, index) -> f32
  %v2 = call @rd(%c, %i) : (tensor<4xf32>, index) -> f32
  return
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @"__constant_2xcomplex<i32>" : memref<2xcomplex<i32>> = dense<(1,2)> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @"__constant_2xcomplex<f32>" : memref<2xcomplex<f32>> = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:   func.func private @ext(memref<4xf32, strided<[?], offset: ?>>, memref<?x3xi32, strided<[?, ?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   func.func @id(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mk(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rd(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @wr(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     memref.store %arg2, %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @main() {
// CHECK-NEXT:     %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:     %1 = memref.get_global @"__constant_2xcomplex<f32>" : memref<2xcomplex<f32>>
// CHECK-NEXT:     %2 = memref.get_global @"__constant_2xcomplex<i32>" : memref<2xcomplex<i32>>
// CHECK-NEXT:     %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %3 = call @id(%cast) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %3, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 5.000000e+00 : f32
// CHECK-NEXT:     %cast_0 = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %4 = call @wr(%cast_0, %c1, %cst) : (memref<4xf32, strided<[?], offset: ?>>, index, f32) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %5 = call @rd(%4, %c1) : (memref<4xf32, strided<[?], offset: ?>>, index) -> f32
// CHECK-NEXT:     %cast_1 = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %6 = call @rd(%cast_1, %c1) : (memref<4xf32, strided<[?], offset: ?>>, index) -> f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// IDENTITY: module {
// IDENTITY-NEXT:   memref.global "private" constant @"__constant_2xcomplex<i32>" : memref<2xcomplex<i32>> = dense<(1,2)> {alignment = 64 : i64}
// IDENTITY-NEXT:   memref.global "private" constant @"__constant_2xcomplex<f32>" : memref<2xcomplex<f32>> = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> {alignment = 64 : i64}
// IDENTITY-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// IDENTITY-NEXT:   func.func private @ext(memref<4xf32>, memref<?x3xi32>) -> memref<4xf32>
// IDENTITY-NEXT:   func.func @id(%arg0: memref<4xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     return %arg0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT:   func.func @mk(%arg0: index) -> memref<?xf32> {
// IDENTITY-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// IDENTITY-NEXT:     return %alloc : memref<?xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT:   func.func @rd(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// IDENTITY-NEXT:     %0 = memref.load %arg0[%arg1] : memref<4xf32>
// IDENTITY-NEXT:     return %0 : f32
// IDENTITY-NEXT:   }
// IDENTITY-NEXT:   func.func @wr(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// IDENTITY-NEXT:     memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// IDENTITY-NEXT:     return %arg0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT:   func.func @main() {
// IDENTITY-NEXT:     %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// IDENTITY-NEXT:     %1 = memref.get_global @"__constant_2xcomplex<f32>" : memref<2xcomplex<f32>>
// IDENTITY-NEXT:     %2 = memref.get_global @"__constant_2xcomplex<i32>" : memref<2xcomplex<i32>>
// IDENTITY-NEXT:     %3 = call @id(%0) : (memref<4xf32>) -> memref<4xf32>
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:     memref.copy %3, %alloc : memref<4xf32> to memref<4xf32>
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %cst = arith.constant 5.000000e+00 : f32
// IDENTITY-NEXT:     %4 = call @wr(%alloc, %c1, %cst) : (memref<4xf32>, index, f32) -> memref<4xf32>
// IDENTITY-NEXT:     %5 = call @rd(%4, %c1) : (memref<4xf32>, index) -> f32
// IDENTITY-NEXT:     %6 = call @rd(%0, %c1) : (memref<4xf32>, index) -> f32
// IDENTITY-NEXT:     return
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }

// DYNAMIC: module {
// DYNAMIC-NEXT:   memref.global "private" constant @"__constant_2xcomplex<i32>" : memref<2xcomplex<i32>> = dense<(1,2)> {alignment = 64 : i64}
// DYNAMIC-NEXT:   memref.global "private" constant @"__constant_2xcomplex<f32>" : memref<2xcomplex<f32>> = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> {alignment = 64 : i64}
// DYNAMIC-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// DYNAMIC-NEXT:   func.func private @ext(memref<4xf32, strided<[?], offset: ?>>, memref<?x3xi32, strided<[?, ?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:   func.func @id(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// DYNAMIC-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:   }
// DYNAMIC-NEXT:   func.func @mk(%arg0: index) -> memref<?xf32, strided<[?], offset: ?>> {
// DYNAMIC-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// DYNAMIC-NEXT:     %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:     return %cast : memref<?xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:   }
// DYNAMIC-NEXT:   func.func @rd(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> f32 {
// DYNAMIC-NEXT:     %0 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:     return %0 : f32
// DYNAMIC-NEXT:   }
// DYNAMIC-NEXT:   func.func @wr(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DYNAMIC-NEXT:     memref.store %arg2, %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:   }
// DYNAMIC-NEXT:   func.func @main() {
// DYNAMIC-NEXT:     %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// DYNAMIC-NEXT:     %1 = memref.get_global @"__constant_2xcomplex<f32>" : memref<2xcomplex<f32>>
// DYNAMIC-NEXT:     %2 = memref.get_global @"__constant_2xcomplex<i32>" : memref<2xcomplex<i32>>
// DYNAMIC-NEXT:     %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:     %3 = call @id(%cast) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYNAMIC-NEXT:     memref.copy %3, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// DYNAMIC-NEXT:     %c1 = arith.constant 1 : index
// DYNAMIC-NEXT:     %cst = arith.constant 5.000000e+00 : f32
// DYNAMIC-NEXT:     %cast_0 = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:     %4 = call @wr(%cast_0, %c1, %cst) : (memref<4xf32, strided<[?], offset: ?>>, index, f32) -> memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:     %5 = call @rd(%4, %c1) : (memref<4xf32, strided<[?], offset: ?>>, index) -> f32
// DYNAMIC-NEXT:     %cast_1 = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:     %6 = call @rd(%cast_1, %c1) : (memref<4xf32, strided<[?], offset: ?>>, index) -> f32
// DYNAMIC-NEXT:     return
// DYNAMIC-NEXT:   }
// DYNAMIC-NEXT: }
