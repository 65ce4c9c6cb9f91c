// `true` and `false` are i1 attributes that take no `: type`, unlike number literals: the
// colon after them is the next thing to parse, and where an op ends there it is mlir-opt-22's
// error at that colon. Found by the front_end fuzz target: `arith.constant true : (i1) -> ()`
// was read as a constant of function type, printed as `1 : (i1) -> ()` and did not parse back.
// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

func.func @function_type() {
  // CHECK: bool-attr-no-type-suffix.mlir:[[# @LINE + 1]]:27: error: expected operation name in quotes
  %t = arith.constant true : (i1) -> ()
  return
}

// -----

func.func @i1() {
  // CHECK: bool-attr-no-type-suffix.mlir:[[# @LINE + 1]]:28: error: expected operation name in quotes
  %f = arith.constant false : i1
  return
}

// -----

// In a dictionary too: the colon is not part of the attribute.
// CHECK: bool-attr-no-type-suffix.mlir:[[# @LINE + 1]]:47: error: expected '}' in attribute dictionary
func.func private @g() attributes {flag = true : i1}
