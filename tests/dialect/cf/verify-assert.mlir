// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// assert: message attribute and i1 operand.

func.func @f(%x: i1) {
  "cf.assert"(%x) : (i1) -> ()
  return
}

// -----

func.func @f(%x: i32) {
  "cf.assert"(%x) <{msg = "m"}> : (i32) -> ()
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'cf.assert' op requires attribute 'msg'
// CHECK: :12:{{[0-9]+}}: error: 'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'
