// RUN: corolift opt %s -convert-linalg-to-parallel-loops | FileCheck %s --match-full-lines

// The trait dictionary of a linalg.generic may come through an attribute alias. Iterators
// parallel, parallel, reduction, parallel, reduction: scf.parallel over the first two, scf.for,
// scf.parallel over the fourth, scf.for; the output is indexed (d3, d0).
// Expected text: mlir-opt-22 -convert-linalg-to-parallel-loops.
#maps = [
  affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>,
  affine_map<(d0, d1, d2, d3, d4) -> (d3, d0)>
]
#traits = {
  iterator_types = ["parallel", "parallel", "reduction", "parallel", "reduction"],
  indexing_maps = #maps
}
func.func @gather(%src: memref<?x?x?x?x?xi64>, %dst: memref<?x?xi64>) {
  linalg.generic #traits ins(%src : memref<?x?x?x?x?xi64>) outs(%dst : memref<?x?xi64>) {
  ^bb0(%v: i64, %acc: i64):
    %s = arith.maxsi %v, %acc : i64
    linalg.yield %s : i64
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @gather(%arg0: memref<?x?x?x?x?xi64>, %arg1: memref<?x?xi64>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?xi64>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?x?xi64>
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?x?x?xi64>
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c3 : memref<?x?x?x?x?xi64>
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c4 : memref<?x?x?x?x?xi64>
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%dim, %dim_0) step (%c1, %c1) {
// CHECK-NEXT: scf.for %arg4 = %c0 to %dim_1 step %c1 {
// CHECK-NEXT: scf.parallel (%arg5) = (%c0) to (%dim_2) step (%c1) {
// CHECK-NEXT: scf.for %arg6 = %c0 to %dim_3 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?x?xi64>
// CHECK-NEXT: %1 = memref.load %arg1[%arg5, %arg2] : memref<?x?xi64>
// CHECK-NEXT: %2 = arith.maxsi %0, %1 : i64
// CHECK-NEXT: memref.store %2, %arg1[%arg5, %arg2] : memref<?x?xi64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
