// RUN: not corolift opt %s 2>&1 | FileCheck %s

// A hex float literal wider than its type is rejected, not truncated. Message and location
// from mlir-opt-22.

func.func @f() {
  %0 = arith.constant 0x1FFFF : f16
  return
}

// CHECK: verify-hex-float-width.mlir:7:23: error: hexadecimal float constant out of range for type
