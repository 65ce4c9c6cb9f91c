// RUN: corolift opt %s -convert-scf-to-cf | FileCheck %s
// RUN: corolift opt %s -convert-scf-to-cf | corolift opt | FileCheck %s

// scf.execute_region with one and several blocks: convert-scf-to-cf matches mlir-opt-22.
func.func @exec_region(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @exec_multi(%c: i1, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @exec_region(%arg0: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec_multi(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.br ^bb4(%0 : i32)
// CHECK-NEXT: ^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
