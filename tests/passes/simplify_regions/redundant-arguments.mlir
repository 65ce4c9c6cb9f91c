// Aggressive region simplification, redundant arguments: a block argument every predecessor
// branch passes the same value for is replaced by that value and dropped (not when a back
// edge passes the argument itself). Expected text: mlir-opt-22
// --canonicalize=region-simplify=aggressive, which changes nothing else here.
// RUN: corolift opt %s -allow-unregistered-dialect --test-simplify-regions=aggressive=true | FileCheck %s
// RUN: corolift opt %s -allow-unregistered-dialect --test-simplify-regions=aggressive=true | corolift opt -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @redundant(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2(%arg2 : i32), ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.use"(%arg2) : (i32) -> ()
// CHECK-NEXT:     cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT:   ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "foo.use"(%arg1, %0) : (i32, i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @loop_invariant(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:     "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg1 : i32, i32)
// CHECK-NEXT:   ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %2 = arith.addi %0, %arg0 : i32
// CHECK-NEXT:     %3 = arith.cmpi sge, %2, %1 : i32
// CHECK-NEXT:     "foo.use"(%2) : (i32) -> ()
// CHECK-NEXT:     cf.cond_br %3, ^bb2, ^bb1(%2, %1 : i32, i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
func.func @redundant(%c: i1, %a: i32, %b: i32) {
  "foo.use"(%a) : (i32) -> ()
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2
^bb2:
  "foo.use"(%b) : (i32) -> ()
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  "foo.use"(%x, %y) : (i32, i32) -> ()
  return
}

func.func @loop_invariant(%a: i32, %n: i32) {
  "foo.use"(%a) : (i32) -> ()
  cf.br ^loop(%a, %n : i32, i32)
^loop(%i: i32, %bound: i32):
  %next = arith.addi %i, %a : i32
  %done = arith.cmpi sge, %next, %bound : i32
  "foo.use"(%next) : (i32) -> ()
  cf.cond_br %done, ^exit, ^loop(%next, %bound : i32, i32)
^exit:
  return
}
