// convert-scf-to-cf on an scf.index_switch with only a default region: a cf.switch without
// cases (MLIR sets no case_values then). Expected text: mlir-opt-22 -convert-scf-to-cf.
// RUN: corolift opt %s -convert-scf-to-cf | FileCheck %s
// RUN: corolift opt %s -convert-scf-to-cf --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @default_only(%arg0: index) -> i32 {
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     cf.switch %0 : i32, [
// CHECK-NEXT:       default: ^bb1]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     cf.br ^bb2(%c7_i32 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:  }

// GENERIC: "cf.switch"(%{{.*}})[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()

func.func @default_only(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  default {
    %a = arith.constant 7 : i32
    scf.yield %a : i32
  }
  return %r : i32
}
