// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// Integer ops reject non-signless-integer-like operand and result types.

func.func @f(%a: f32) {
  %0 = arith.addi %a, %a : f32
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  %0 = arith.divsi %a, %a : vector<4xf32>
  return
}

// -----

func.func @f(%a: si32) {
  %0 = arith.addi %a, %a : si32
  return
}

// -----

func.func @f(%a: i32, %b: f32) {
  %0 = "arith.addi"(%a, %b) : (i32, f32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> f32
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
// CHECK: :12:{{[0-9]+}}: error: 'arith.divsi' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'
// CHECK: :19:{{[0-9]+}}: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'si32'
// CHECK: :26:{{[0-9]+}}: error: 'arith.addi' op operand #1 must be signless-integer-like, but got 'f32'
// CHECK: :33:{{[0-9]+}}: error: 'arith.addi' op result #0 must be signless-integer-like, but got 'f32'
