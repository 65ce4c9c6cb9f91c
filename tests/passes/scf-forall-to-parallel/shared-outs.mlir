// An scf.forall with shared_outs (not bufferized) cannot become an scf.parallel: the pass
// fails (mlir-opt-22 exits 1 too; corolift also says why).
// RUN: not corolift opt %s -pass-pipeline='builtin.module(func.func(scf-forall-to-parallel))' 2>&1 | FileCheck %s

func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

// CHECK: error: only fully bufferized scf.forall ops can be lowered to scf.parallel
