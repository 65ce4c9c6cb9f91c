// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%x: f32, %i: i32) {
  "scf.while"(%x) ({
  ^bb0(%a: f32):
    "scf.condition"(%i, %a) : (i32, f32) -> ()
  }, {
  ^bb0(%a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (f32) -> ()
  return
}

// CHECK: error: 'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'
