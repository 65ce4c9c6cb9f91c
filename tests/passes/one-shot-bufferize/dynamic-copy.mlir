// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --match-full-lines
// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | corolift opt | FileCheck %s --match-full-lines

// Inserting into a constant copies it: through a cast to a dynamic shape the copy's sizes come
// from memref.dim (a constant index before each); a ranked-to-ranked cast keeps the layout.
// Expected text: mlir-opt-22 -one-shot-bufferize=bufferize-function-boundaries.
func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %v = arith.constant 16.0 : f32
  %c1 = arith.constant 1 : index
  %t0 = arith.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %t1 = tensor.insert %v into %t0[%c1, %c1] : tensor<2x3xf32>
  %t2 = tensor.cast %t1 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%t2) : (tensor<*xf32>) -> ()
  %t3 = tensor.cast %t0 : tensor<2x3xf32> to tensor<?x?xf32>
  %t4 = tensor.insert %v into %t3[%c1, %c1] : tensor<?x?xf32>
  %t5 = tensor.cast %t4 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%t5) : (tensor<*xf32>) -> ()
  %t6 = tensor.cast %t0 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%t6) : (tensor<*xf32>) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_2x3xf32 : memref<2x3xf32> = dense<{{\[\[}}0.000000e+00, 1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00, 5.000000e+00]]> {alignment = 64 : i64}
// CHECK-NEXT:   func.func private @printMemrefF32(memref<*xf32>)
// CHECK-NEXT:   func.func @main() {
// CHECK-NEXT:     %cst = arith.constant 1.600000e+01 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.get_global @__constant_2x3xf32 : memref<2x3xf32>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<2x3xf32> to memref<2x3xf32>
// CHECK-NEXT:     memref.store %cst, %alloc[%c1, %c1] : memref<2x3xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<*xf32>
// CHECK-NEXT:     call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT:     %cast_0 = memref.cast %0 : memref<2x3xf32> to memref<?x?xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %cast_0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_2 = memref.dim %cast_0, %c1_1 : memref<?x?xf32>
// CHECK-NEXT:     %alloc_3 = memref.alloc(%dim, %dim_2) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT:     memref.copy %cast_0, %alloc_3 : memref<?x?xf32> to memref<?x?xf32>
// CHECK-NEXT:     memref.store %cst, %alloc_3[%c1, %c1] : memref<?x?xf32>
// CHECK-NEXT:     %cast_4 = memref.cast %alloc_3 : memref<?x?xf32> to memref<*xf32>
// CHECK-NEXT:     call @printMemrefF32(%cast_4) : (memref<*xf32>) -> ()
// CHECK-NEXT:     %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT:     memref.copy %0, %alloc_5 : memref<2x3xf32> to memref<2x3xf32>
// CHECK-NEXT:     %cast_6 = memref.cast %alloc_5 : memref<2x3xf32> to memref<*xf32>
// CHECK-NEXT:     call @printMemrefF32(%cast_6) : (memref<*xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
