// RUN: corolift opt %s -inline='default-pipeline=' | FileCheck %s --match-full-lines
// RUN: corolift opt %s -inline='default-pipeline=' | corolift opt | FileCheck %s --match-full-lines

// Expected text: mlir-opt-22 -inline='default-pipeline=' (without the canonicalize run after inlining, which would fold the result further).
// A callee with several blocks: the caller's block is split after the call, the callee's
// blocks go in between, each func.return becomes a cf.br to the continuation block, whose
// argument replaces the call result.
func.func private @clamp(%x: i32, %lo: i32) -> i32 {
  %lt = arith.cmpi slt, %x, %lo : i32
  cf.cond_br %lt, ^low, ^keep
^low:
  return %lo : i32
^keep:
  %y = arith.addi %x, %x : i32
  return %y : i32
}

func.func @caller(%a: i32, %b: i32) -> i32 {
  %m = arith.muli %a, %b : i32
  %c = call @clamp(%m, %b) : (i32, i32) -> i32
  %r = arith.subi %c, %a : i32
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @caller(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = arith.addi %0, %0 : i32
// CHECK-NEXT: cf.br ^bb3(%2 : i32)
// CHECK-NEXT: ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %4 = arith.subi %3, %arg0 : i32
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
