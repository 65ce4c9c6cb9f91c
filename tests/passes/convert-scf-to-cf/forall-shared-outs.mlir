// An scf.forall with shared_outs (not bufferized) cannot become an scf.parallel, so
// convert-scf-to-cf fails on it, as mlir-opt-22 does (same message).
// RUN: not corolift opt %s -convert-scf-to-cf 2>&1 | FileCheck %s

func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

// CHECK: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
