// RUN: corolift opt %s -convert-linalg-to-parallel-loops | FileCheck %s --match-full-lines

// linalg.matmul lowers like the generic it stands for: scf.parallel over (m, n), scf.for over
// k, loads of A(m, k), B(k, n) and C(m, n), multiply-add, store to C(m, n). Each loop's bound
// comes from the first operand dimension tied to it (m and k from A, n from B).
// Expected text: mlir-opt-22 -convert-linalg-to-parallel-loops.
func.func @mm(%A: memref<4x?xf32>, %B: memref<?x6xf32>, %C: memref<4x6xf32>) {
  linalg.matmul ins(%A, %B : memref<4x?xf32>, memref<?x6xf32>) outs(%C : memref<4x6xf32>)
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @mm(%arg0: memref<4x?xf32>, %arg1: memref<?x6xf32>, %arg2: memref<4x6xf32>) {
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%c4, %c6) step (%c1, %c1) {
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg5] : memref<4x?xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg5, %arg4] : memref<?x6xf32>
// CHECK-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<4x6xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg3, %arg4] : memref<4x6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
