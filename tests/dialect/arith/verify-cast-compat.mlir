// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// Width rules of ext/trunc casts and the index_cast / bitcast compatibility checks.

func.func @f(%a: i32) {
  %0 = arith.extsi %a : i32 to i16
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.extui %a : i32 to i32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @f(%a: f32) {
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @f(%a: f16) {
  %0 = arith.extf %a : f16 to bf16
  return
}

// -----

func.func @f(%a: f32) {
  %0 = arith.truncf %a : f32 to f64
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @f(%a: index) {
  %0 = arith.index_cast %a : index to index
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.bitcast %a : i32 to f64
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible
// CHECK: :12:{{[0-9]+}}: error: 'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible
// CHECK: :19:{{[0-9]+}}: error: 'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible
// CHECK: :26:{{[0-9]+}}: error: 'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible
// CHECK: :33:{{[0-9]+}}: error: 'arith.extf' op operand type 'f16' and result type 'bf16' are cast incompatible
// CHECK: :40:{{[0-9]+}}: error: 'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible
// CHECK: :47:{{[0-9]+}}: error: 'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible
// CHECK: :54:{{[0-9]+}}: error: 'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible
// CHECK: :61:{{[0-9]+}}: error: 'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible
