// RUN: corolift opt %s -convert-linalg-to-parallel-loops | FileCheck %s --match-full-lines

// A reduction first, then a parallel iterator: the reduction is an scf.for and the parallel
// iterator an scf.parallel nested in it (a parallel loop only gathers leading parallel
// iterators). The output is indexed by the second loop and read through a scalar input.
// Expected text: mlir-opt-22 -convert-linalg-to-parallel-loops.
#t = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#none = affine_map<(d0, d1) -> ()>
func.func @colsum(%a: memref<8x5xi32>, %k: i32, %s: memref<5xi32>) {
  linalg.generic {indexing_maps = [#t, #none, #col], iterator_types = ["reduction", "parallel"]} ins(%a, %k : memref<8x5xi32>, i32) outs(%s : memref<5xi32>) {
  ^bb0(%x: i32, %scale: i32, %acc: i32):
    %0 = arith.muli %x, %scale : i32
    %1 = arith.addi %0, %acc : i32
    linalg.yield %1 : i32
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @colsum(%arg0: memref<8x5xi32>, %arg1: i32, %arg2: memref<5xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: scf.parallel (%arg4) = (%c0) to (%c5) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg4] : memref<8x5xi32>
// CHECK-NEXT: %1 = memref.load %arg2[%arg4] : memref<5xi32>
// CHECK-NEXT: %2 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: %3 = arith.addi %2, %1 : i32
// CHECK-NEXT: memref.store %3, %arg2[%arg4] : memref<5xi32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
