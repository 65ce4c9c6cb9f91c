// convert-scf-to-cf on `scf.for unsigned` (the loop condition is `arith.cmpi ult`) with i8
// and index induction variables and iter_args. Expected text: mlir-opt-22 -convert-scf-to-cf.
// RUN: corolift opt %s -convert-scf-to-cf | FileCheck %s
// RUN: corolift opt %s -convert-scf-to-cf | corolift opt | FileCheck %s

// CHECK-LABEL: func.func @unsigned_i8(%arg0: i8, %arg1: i8, %arg2: i8) -> i8 {
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     cf.br ^bb1(%arg0, %c0_i8 : i8, i8)
// CHECK-NEXT:   ^bb1(%0: i8, %1: i8):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi ult, %0, %arg1 : i8
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.addi %1, %0 : i8
// CHECK-NEXT:     %4 = arith.addi %0, %arg2 : i8
// CHECK-NEXT:     cf.br ^bb1(%4, %3 : i8, i8)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1 : i8
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @unsigned_index(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi ult, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     vector.print %0 : index
// CHECK-NEXT:     %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%2 : index)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:  }

func.func @unsigned_i8(%lb: i8, %ub: i8, %s: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %c0) -> (i8) : i8 {
    %n = arith.addi %a, %i : i8
    scf.yield %n : i8
  }
  return %r : i8
}

func.func @unsigned_index(%lb: index, %ub: index, %s: index) {
  scf.for unsigned %i = %lb to %ub step %s {
    vector.print %i : index
  }
  return
}
