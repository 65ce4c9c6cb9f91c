// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// cmpi/cmpf result constraints, the custom parser's operand check and predicate keywords.

func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @f(%a: f32) {
  %0 = arith.cmpi eq, %a, %a : f32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.cmpf oeq, %a, %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @f(%a: f32) {
  %0 = arith.cmpf eq, %a, %a : f32
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'arith.cmpi' op result #0 must be bool-like, but got 'i32'
// CHECK: :12:{{[0-9]+}}: error: 'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands
// CHECK: :19:{{[0-9]+}}: error: custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'
// CHECK: :26:{{[0-9]+}}: error: custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'
// CHECK: :33:{{[0-9]+}}: error: custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]
// CHECK: :40:{{[0-9]+}}: error: custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]
