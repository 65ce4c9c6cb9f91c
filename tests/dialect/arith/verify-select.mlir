// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// select: boolean condition, matching value types, condition shape.

func.func @f(%c: i32, %a: i32) {
  %0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %a: i32, %b: i64) {
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @f(%c: vector<2xi1>, %a: vector<4xi32>) {
  %0 = arith.select %c, %a, %a : vector<2xi1>, vector<4xi32>
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'arith.select' op operand #0 must be bool-like, but got 'i32'
// CHECK: :12:{{[0-9]+}}: error: 'arith.select' op failed to verify that all of {true_value, false_value, result} have same type
// CHECK: :19:{{[0-9]+}}: error: 'arith.select' op failed to verify that condition is signless i1 or has matching shape
