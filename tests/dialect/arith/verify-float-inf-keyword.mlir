// RUN: not corolift opt %s 2>&1 | FileCheck %s

// MLIR has no `inf` / `nan` float keywords (infinities and NaNs are written as hex bit
// patterns); the error is placed right after the previous token, as MLIR's
// emitWrongTokenError does. Message and location from mlir-opt-22.

func.func @f() {
  %0 = arith.constant inf : f32
  return
}

// CHECK: verify-float-inf-keyword.mlir:8:22: error: expected attribute value
