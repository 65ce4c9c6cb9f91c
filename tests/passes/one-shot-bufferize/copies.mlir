// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --match-full-lines
// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | corolift opt | FileCheck %s --match-full-lines

// Where One-Shot Analysis inserts copies: a constant passed (through an unranked cast) to a
// declaration that may write it is copied (before the cast: an unranked result cannot be
// copied); bufferization.access = "read" / "write" declarations; inserting into a constant
// copies it; a read of the old value after an in-place insert forces a copy of a tensor.empty
// buffer (with its dynamic size from memref.dim); an unused tensor.empty allocates nothing; a
// write-only operand gets an allocation without copy.
// Expected text: mlir-opt-22 -one-shot-bufferize=bufferize-function-boundaries.
func.func private @consume(tensor<*xf32>)
func.func private @peek(tensor<*xf32> {bufferization.access = "read"})
func.func private @fill(tensor<2x3xf32> {bufferization.access = "write"})

func.func @copies(%i: index, %j: index, %v: f32) -> (f32, f32, index, f32) {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %u = tensor.cast %c : tensor<2x3xf32> to tensor<*xf32>
  call @peek(%u) : (tensor<*xf32>) -> ()
  call @consume(%u) : (tensor<*xf32>) -> ()
  %c2 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %w = tensor.insert %v into %c2[%i, %j] : tensor<2x3xf32>
  %r = tensor.extract %c2[%j, %i] : tensor<2x3xf32>
  %a = tensor.extract %w[%i, %j] : tensor<2x3xf32>
  %e = tensor.empty(%i) : tensor<?x3xf32>
  %e2 = tensor.insert %v into %e[%j, %j] : tensor<?x3xf32>
  %b = tensor.extract %e2[%j, %j] : tensor<?x3xf32>
  %e3 = tensor.insert %a into %e2[%i, %j] : tensor<?x3xf32>
  %b2 = tensor.extract %e2[%j, %j] : tensor<?x3xf32>
  %d = tensor.dim %e3, %j : tensor<?x3xf32>
  %unused = tensor.empty() : tensor<4xf32>
  %f = tensor.empty() : tensor<2x3xf32>
  call @fill(%f) : (tensor<2x3xf32>) -> ()
  return %a, %b2, %d, %r : f32, f32, index, f32
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_2x3xf32 : memref<2x3xf32> = dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> {alignment = 64 : i64}
// CHECK-NEXT:   func.func private @consume(memref<*xf32>)
// CHECK-NEXT:   func.func private @peek(memref<*xf32> {bufferization.access = "read"})
// CHECK-NEXT:   func.func private @fill(memref<2x3xf32, strided<[?, ?], offset: ?>> {bufferization.access = "write"})
// CHECK-NEXT:   func.func @copies(%arg0: index, %arg1: index, %arg2: f32) -> (f32, f32, index, f32) {
// CHECK-NEXT:     %0 = memref.get_global @__constant_2x3xf32 : memref<2x3xf32>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<2x3xf32> to memref<2x3xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<*xf32>
// CHECK-NEXT:     call @peek(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT:     call @consume(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT:     %1 = memref.get_global @__constant_2x3xf32 : memref<2x3xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT:     memref.copy %1, %alloc_0 : memref<2x3xf32> to memref<2x3xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc_0[%arg0, %arg1] : memref<2x3xf32>
// CHECK-NEXT:     %2 = memref.load %1[%arg1, %arg0] : memref<2x3xf32>
// CHECK-NEXT:     %3 = memref.load %alloc_0[%arg0, %arg1] : memref<2x3xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x3xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc_1[%arg1, %arg1] : memref<?x3xf32>
// CHECK-NEXT:     %4 = memref.load %alloc_1[%arg1, %arg1] : memref<?x3xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %alloc_1, %c0 : memref<?x3xf32>
// CHECK-NEXT:     %alloc_2 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x3xf32>
// CHECK-NEXT:     memref.copy %alloc_1, %alloc_2 : memref<?x3xf32> to memref<?x3xf32>
// CHECK-NEXT:     memref.store %3, %alloc_2[%arg0, %arg1] : memref<?x3xf32>
// CHECK-NEXT:     %5 = memref.load %alloc_1[%arg1, %arg1] : memref<?x3xf32>
// CHECK-NEXT:     %dim_3 = memref.dim %alloc_2, %arg1 : memref<?x3xf32>
// CHECK-NEXT:     %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT:     %cast_5 = memref.cast %alloc_4 : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     call @fill(%cast_5) : (memref<2x3xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT:     return %3, %5, %dim_3, %2 : f32, f32, index, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
