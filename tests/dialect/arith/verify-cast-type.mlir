// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// Operand and result type constraints of casts.

func.func @f(%a: f32) {
  %0 = arith.extsi %a : f32 to i64
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.extui %a : i32 to f64
  return
}

// -----

func.func @f(%a: f32) {
  %0 = arith.sitofp %a : f32 to f32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.sitofp %a : i32 to i32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.fptosi %a : i32 to i32
  return
}

// -----

func.func @f(%a: f32) {
  %0 = arith.fptosi %a : f32 to index
  return
}

// -----

func.func @f(%a: f32) {
  %0 = arith.index_cast %a : f32 to index
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.index_castui %a : i32 to f32
  return
}

// -----

func.func @f(%i: index) {
  %0 = arith.bitcast %i : index to i64
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.extf %a : i32 to f64
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'
// CHECK: :12:{{[0-9]+}}: error: 'arith.extui' op result #0 must be signless-fixed-width-integer-like, but got 'f64'
// CHECK: :19:{{[0-9]+}}: error: 'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'
// CHECK: :26:{{[0-9]+}}: error: 'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'
// CHECK: :33:{{[0-9]+}}: error: 'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'
// CHECK: :40:{{[0-9]+}}: error: 'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'index'
// CHECK: :47:{{[0-9]+}}: error: 'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'
// CHECK: :54:{{[0-9]+}}: error: 'arith.index_castui' op result #0 must be signless-integer-like or memref of signless-integer, but got 'f32'
// CHECK: :61:{{[0-9]+}}: error: 'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'
// CHECK: :68:{{[0-9]+}}: error: 'arith.extf' op operand #0 must be floating-point-like, but got 'i32'
