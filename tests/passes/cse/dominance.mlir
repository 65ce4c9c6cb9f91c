// cse over a CFG: a block sees the ops of the blocks dominating it (down the dominator tree,
// through loops), never those of siblings or of blocks it dominates. Expected text:
// mlir-opt-22 --cse.
// RUN: corolift opt %s --cse | FileCheck %s
// RUN: corolift opt %s --cse | corolift opt -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @cfg(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.muli %0, %arg2 : i32
// CHECK-NEXT:     cf.br ^bb3(%1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:     cf.br ^bb3(%2 : i32)
// CHECK-NEXT:   ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %4 = arith.muli %0, %arg2 : i32
// CHECK-NEXT:     %5 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:     %6 = arith.addi %4, %3 : i32
// CHECK-NEXT:     %7 = arith.addi %6, %5 : i32
// CHECK-NEXT:     return %7 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @loop(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %1, %arg1 : i32
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.addi %1, %0 : i32
// CHECK-NEXT:     cf.cond_br %2, ^bb1(%3 : i32), ^bb3
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %4 = arith.addi %0, %0 : i32
// CHECK-NEXT:     return %4 : i32
// CHECK-NEXT:   }
func.func @cfg(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %1, %b : i32
  %3 = arith.subi %a, %b : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %4 = arith.muli %0, %b : i32
  %5 = arith.subi %a, %b : i32
  cf.br ^bb3(%5 : i32)
^bb3(%r: i32):
  %6 = arith.muli %0, %b : i32
  %7 = arith.subi %a, %b : i32
  %8 = arith.addi %6, %r : i32
  %9 = arith.addi %8, %7 : i32
  return %9 : i32
}

func.func @loop(%a: i32, %n: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  cf.br ^header(%a : i32)
^header(%i: i32):
  %1 = arith.muli %a, %a : i32
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %2 = arith.muli %a, %a : i32
  %3 = arith.cmpi slt, %i, %n : i32
  %next = arith.addi %i, %2 : i32
  cf.cond_br %3, ^header(%next : i32), ^exit
^exit:
  %4 = arith.addi %0, %1 : i32
  return %4 : i32
}
