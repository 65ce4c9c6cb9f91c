// RUN: corolift opt %s -convert-linalg-to-parallel-loops | FileCheck %s --match-full-lines
// RUN: corolift opt %s -convert-linalg-to-parallel-loops | corolift opt | FileCheck %s --match-full-lines

// A linalg.generic with a parallel and a reduction iterator: the leading parallel iterators
// become one scf.parallel, the reduction an scf.for inside it. The body loads each operand at
// the indices its map gives (the output at the row index only), computes and stores what it
// yields.
// Expected text: mlir-opt-22 -convert-linalg-to-parallel-loops.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @rowsum(%a: memref<4x?xf64>, %s: memref<4xf64>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x?xf64>) outs(%s : memref<4xf64>) {
  ^bb0(%x: f64, %acc: f64):
    %0 = arith.addf %x, %acc : f64
    linalg.yield %0 : f64
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @rowsum(%arg0: memref<4x?xf64>, %arg1: memref<4xf64>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf64>
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<4x?xf64>
// CHECK-NEXT: %1 = memref.load %arg1[%arg2] : memref<4xf64>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f64
// CHECK-NEXT: memref.store %2, %arg1[%arg2] : memref<4xf64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
