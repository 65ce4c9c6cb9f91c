// RUN: not corolift opt %s 2>&1 | FileCheck %s

// A decimal integer is not a float literal, in a dense list too (only hex integers are read
// as float bit patterns). Message, note and location from mlir-opt-22.

func.func @f() {
  %0 = arith.constant dense<[1.0, 2]> : vector<2xf32>
  return
}

// CHECK: verify-float-decimal-integer.mlir:7:35: error: unexpected decimal integer literal for a floating point value
// CHECK: verify-float-decimal-integer.mlir:7:35: note: add a trailing dot to make the literal a float
