// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%c: i32) {
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// CHECK: error: 'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'
