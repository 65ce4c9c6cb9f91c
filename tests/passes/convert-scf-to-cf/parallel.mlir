// RUN: corolift opt %s -convert-scf-to-cf | FileCheck %s
// RUN: corolift opt %s -convert-scf-to-cf | corolift opt | FileCheck %s

// scf.parallel becomes nested loops; reductions are carried through them: convert-scf-to-cf matches mlir-opt-22.
func.func @parallel(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>, %v: f32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  return
}

func.func @par_reduce(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%init) -> f32 {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r2: f32):
      %s = arith.addf %l, %r2 : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// CHECK: module {
// CHECK-LABEL: func.func @parallel(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>, %arg4: f32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: memref.store %arg4, %arg3[%0, %2] : memref<?x?xf32>
// CHECK-NEXT: %4 = arith.addi %2, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%4 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par_reduce(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0, %1 : index, f32)
// CHECK-NEXT: ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT: cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %6 = arith.index_cast %0 : index to i32
// CHECK-NEXT: %7 = arith.sitofp %6 : i32 to f32
// CHECK-NEXT: %8 = arith.addf %4, %7 : f32
// CHECK-NEXT: %9 = arith.addi %3, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%9, %8 : index, f32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %10 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%10, %4 : index, f32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
