// RUN: corolift opt %s -convert-scf-to-cf | FileCheck %s
// RUN: corolift opt %s -convert-scf-to-cf | corolift opt | FileCheck %s

// scf.while, the do-while form, and an scf.if nested in the after region: convert-scf-to-cf matches mlir-opt-22.
func.func @while_loop(%init: i32, %lim: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %lim : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %one = arith.constant 1 : i32
    %n = arith.addi %b, %one : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @dowhile(%init: i32, %lim: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %one = arith.constant 1 : i32
    %n = arith.addi %a, %one : i32
    %c = arith.cmpi slt, %n, %lim : i32
    scf.condition(%c) %n : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @if_in_while(%init: i32, %lim: i32, %c2: i1) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %lim : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = scf.if %c2 -> i32 {
      scf.yield %b : i32
    } else {
      %one = arith.constant 1 : i32
      %q = arith.addi %b, %one : i32
      scf.yield %q : i32
    }
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @while_loop(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dowhile(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %arg1 : i32
// CHECK-NEXT: cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_in_while(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2(%0 : i32), ^bb7
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg2, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%2 : i32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb5(%3 : i32)
// CHECK-NEXT: ^bb5(%4: i32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: cf.br ^bb1(%4 : i32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
