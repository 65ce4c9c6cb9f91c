// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// Type constraints and operand/result counts of math ops (MathOps.td); the messages are
// mlir-opt-22's.

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  %r = math.sin %i : i32
  return
}

// -----

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  %r = math.ctlz %a : f32
  return
}

// -----

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  %r = "math.fpowi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  %r = "math.fpowi"(%a, %i) : (f32, i32) -> f64
  return
}

// -----

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  %r = "math.fpowi"(%v, %i) : (vector<4xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  %r = "math.isnan"(%a) : (f32) -> i32
  return
}

// -----

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  %r = "math.isnan"(%v) : (vector<4xf32>) -> i1
  return
}

// -----

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  %r = math.ipowi %a, %a : f32
  return
}

// -----

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  %r = "math.sin"(%a) : (f32) -> f64
  return
}

// -----

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  %r = "math.atan2"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  %r = "math.sin"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  %r = "math.fma"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  %r:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}

// -----

func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>) {
  "math.absi"(%i) : (i32) -> ()
  return
}

// CHECK: :6:{{[0-9]+}}: error: 'math.sin' op operand #0 must be floating-point-like, but got 'i32'
// CHECK: :13:{{[0-9]+}}: error: 'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'
// CHECK: :20:{{[0-9]+}}: error: 'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'
// CHECK: :27:{{[0-9]+}}: error: 'math.fpowi' op failed to verify that all of {lhs, result} have same type
// CHECK: :34:{{[0-9]+}}: error: 'math.fpowi' op requires the same shape for all operands and results
// CHECK: :41:{{[0-9]+}}: error: 'math.isnan' op result #0 must be bool-like, but got 'i32'
// CHECK: :48:{{[0-9]+}}: error: 'math.isnan' op failed to verify that result type has i1 element type and same shape as operands
// CHECK: :55:{{[0-9]+}}: error: 'math.ipowi' op operand #0 must be signless-integer-like, but got 'f32'
// CHECK: :62:{{[0-9]+}}: error: 'math.sin' op requires the same type for all operands and results
// CHECK: :69:{{[0-9]+}}: error: 'math.atan2' op requires the same type for all operands and results
// CHECK: :76:{{[0-9]+}}: error: 'math.sin' op requires a single operand
// CHECK: :83:{{[0-9]+}}: error: 'math.fma' op expected 3 operands, but found 2
// CHECK: :90:{{[0-9]+}}: error: 'math.sincos' op failed to verify that all of {operand, sin, cos} have same type
// CHECK: :97:{{[0-9]+}}: error: 'math.absi' op requires one result
