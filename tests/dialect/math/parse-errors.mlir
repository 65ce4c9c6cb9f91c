// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// Syntax errors in the custom forms: an unknown fastmath flag, a fastmath clause on a
// classification op (MLIR 22 keeps their flags in the attribute dictionary), fpowi without its
// exponent type, clampf without `to`, a missing operand. The messages are mlir-opt-22's.

func.func @f(%a: f32, %i: i32) {
  %r = math.sin %a fastmath<bogus> : f32
  return
}

// -----

func.func @f(%a: f32, %i: i32) {
  %r = math.isnan %a fastmath<nnan> : f32
  return
}

// -----

func.func @f(%a: f32, %i: i32) {
  %r = math.fpowi %a, %i : f32
  return
}

// -----

func.func @f(%a: f32, %i: i32) {
  %r = math.clampf %a [%a, %a] : f32
  return
}

// -----

func.func @f(%a: f32, %i: i32) {
  %r = math.powf %a : f32
  return
}

// MLIR places "expected ..." at the end of the previous token; the column is not checked here.
// (mlir-opt-22 adds a second error after the first one of the bad flag, which is not checked.)
// CHECK: :7:29: error: custom op 'math.sin' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK: :14:{{[0-9]+}}: error: expected ':'
// CHECK: :21:{{[0-9]+}}: error: expected ','
// CHECK: :28:23: error: custom op 'math.clampf' expected 'to'
// CHECK: :35:{{[0-9]+}}: error: expected ','
