// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// cf.br / cf.cond_br with and without successor operands, weights, attribute dicts.
func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.cond_br %c, ^bb2(%x, %b : i32, f32), ^bb3
^bb2(%y: i32, %z: f32):
  cf.br ^bb3 {tag}
^bb3:
  cf.cond_br %c weights([10, 90]), ^bb1(%a : i32), ^bb4(%a : i32) {tag = 1 : i32}
^bb4(%r: i32):
  return %r : i32
}
func.func @self_loop(%c: i1) {
  cf.br ^loop
^loop:
  cf.cond_br %c, ^loop, ^exit
^exit:
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%0, %arg2 : i32, f32), ^bb3
// CHECK-NEXT: ^bb2(%1: i32, %2: f32):  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3 {tag}
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.cond_br %arg0 weights([10, 90]), ^bb1(%arg1 : i32), ^bb4(%arg1 : i32) {tag = 1 : i32}
// CHECK-NEXT: ^bb4(%3: i32):  // pred: ^bb3
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @self_loop(%arg0: i1) {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
