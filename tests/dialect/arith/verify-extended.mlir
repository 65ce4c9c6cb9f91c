// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// addui_extended / mul{s,u}i_extended: type constraints, matching types, elementwise shapes,
// result count. Expected diagnostics: mlir-opt-22.

func.func @f(%v: vector<4xi32>) {
  %s, %o = arith.addui_extended %v, %v : vector<4xi32>, i1
  return
}

// -----

func.func @f(%a: i64, %b: i64) {
  %s, %o = arith.addui_extended %a, %b : i64, i64
  return
}

// -----

func.func @f(%a: i64, %b: i64) {
  %s, %o = "arith.mulsi_extended"(%a, %b) : (i64, i64) -> (i64, i32)
  return
}

// -----

func.func @f(%a: f32) {
  %s, %o = arith.mului_extended %a, %a : f32
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  %s, %o = "arith.addui_extended"(%a, %b) : (i32, i64) -> (i32, i1)
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  %s, %o = arith.addui_extended %v, %v : vector<4xi32>, vector<8xi1>
  return
}

// -----

func.func @f(%v: i32) {
  %s, %o = arith.addui_extended %v, %v : i32, vector<8xi1>
  return
}

// -----

func.func @f(%a: i32) {
  %s = "arith.mului_extended"(%a, %a) : (i32, i32) -> i32
  return
}

// CHECK: {{.*}}verify-extended.mlir:6:12: error: 'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar
// CHECK: {{.*}}verify-extended.mlir:13:12: error: 'arith.addui_extended' op result #1 must be bool-like, but got 'i64'
// CHECK: {{.*}}verify-extended.mlir:20:12: error: 'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type
// CHECK: {{.*}}verify-extended.mlir:27:12: error: 'arith.mului_extended' op operand #0 must be signless-integer-like, but got 'f32'
// CHECK: {{.*}}verify-extended.mlir:34:12: error: 'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type
// CHECK: {{.*}}verify-extended.mlir:41:12: error: 'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type
// CHECK: {{.*}}verify-extended.mlir:48:12: error: 'arith.addui_extended' op if a result is non-scalar, then at least one operand must be non-scalar
// CHECK: {{.*}}verify-extended.mlir:55:8: error: 'arith.mului_extended' op expected 2 results
