// RUN: corolift opt %s -convert-scf-to-cf | FileCheck %s
// RUN: corolift opt %s -convert-scf-to-cf | corolift opt | FileCheck %s

// scf.index_switch with and without results: convert-scf-to-cf matches mlir-opt-22.
func.func @switch(%i: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  }
  case 5 {
    scf.yield %a : i32
  }
  default {
    %c = arith.constant 42 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

func.func @switch_nores(%i: index) {
  scf.index_switch %i
  case 0 {
    %u = arith.index_cast %i : index to i32
    scf.yield
  }
  default {
  }
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 2: ^bb1,
// CHECK-NEXT: 5: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: cf.br ^bb4(%c10_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: cf.br ^bb4(%c42_i32 : i32)
// CHECK-NEXT: ^bb4(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_nores(%arg0: index) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 0: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
