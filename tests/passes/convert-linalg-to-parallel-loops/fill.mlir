// RUN: corolift opt %s -convert-linalg-to-parallel-loops | FileCheck %s --match-full-lines
// RUN: corolift opt %s -convert-linalg-to-parallel-loops | corolift opt | FileCheck %s --match-full-lines

// linalg.fill has only parallel iterators: one scf.parallel over every dimension (from 0 to
// the extent, step 1; a static extent is a constant, a dynamic one a memref.dim) whose
// body stores the value and ends in an empty scf.reduce.
// Expected text: mlir-opt-22 -convert-linalg-to-parallel-loops.
func.func @fill_2d(%A: memref<4x?xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%A : memref<4x?xf32>)
  return
}

func.func @fill_1d(%B: memref<16xi64>, %x: i64) {
  linalg.fill ins(%x : i64) outs(%B : memref<16xi64>)
  return
}

func.func @fill_3d(%S: memref<?x3x?xi8, strided<[?, ?, 1], offset: ?>>, %i: i8) {
  linalg.fill ins(%i : i8) outs(%S : memref<?x3x?xi8, strided<[?, ?, 1], offset: ?>>)
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @fill_2d(%arg0: memref<4x?xf32>, %arg1: f32) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c4, %dim) step (%c1, %c1) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2, %arg3] : memref<4x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fill_1d(%arg0: memref<16xi64>, %arg1: i64) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c16) step (%c1) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2] : memref<16xi64>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fill_3d(%arg0: memref<?x3x?xi8, strided<[?, ?, 1], offset: ?>>, %arg1: i8) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x3x?xi8, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c2 : memref<?x3x?xi8, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT: scf.parallel (%arg2, %arg3, %arg4) = (%c0, %c0, %c0) to (%dim, %c3, %dim_0) step (%c1, %c1, %c1) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2, %arg3, %arg4] : memref<?x3x?xi8, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
