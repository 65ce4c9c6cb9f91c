// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// SameOperandsAndResultType and operand/result counts of binary ops.

func.func @f(%a: i32, %b: i64) {
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  "arith.addi"(%a, %a) : (i32, i32) -> ()
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'arith.addi' op requires the same type for all operands and results
// CHECK: :12:{{[0-9]+}}: error: 'arith.addi' op expected 2 operands, but found 1
// CHECK: :19:{{[0-9]+}}: error: 'arith.addi' op requires one result
