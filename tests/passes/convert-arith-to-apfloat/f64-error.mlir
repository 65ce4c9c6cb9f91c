// RUN: not corolift opt %s --convert-arith-to-apfloat 2>&1 | FileCheck %s

// On f64, MLIR 22's rewrite builds an arith.extui from i64 to i64, which does not verify;
// corolift reports the same error at the op. Expected message from mlir-opt-22.

func.func @d(%a: f64) -> f64 {
  // CHECK: f64-error.mlir:[[@LINE+1]]:8: error: 'arith.extui' op operand type 'i64' and result type 'i64' are cast incompatible
  %0 = arith.addf %a, %a : f64
  return %0 : f64
}
