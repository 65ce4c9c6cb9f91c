// RUN: not corolift opt %s 2>&1 | FileCheck %s

// A hex float literal is a bit pattern: MLIR rejects a leading minus (the sign is a bit of
// the pattern). Message and location from mlir-opt-22.

func.func @f() {
  %0 = arith.constant -0x7F800000 : f32
  return
}

// CHECK: verify-float-negative-hex.mlir:7:24: error: hexadecimal float literal should not have a leading minus
