// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// Float ops reject non-float operands.

func.func @f(%a: i32) {
  %0 = arith.addf %a, %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.negf %a : i32
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'arith.addf' op operand #0 must be floating-point-like, but got 'i32'
// CHECK: :12:{{[0-9]+}}: error: 'arith.negf' op operand #0 must be floating-point-like, but got 'i32'
