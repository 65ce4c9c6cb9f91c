// RUN: not corolift opt %s -one-shot-bufferize=bufferize-function-boundaries 2>&1 | FileCheck %s

// corolift bufferizes only a subset of the tensor ops; any other op on tensors is an error
// that names it (mlir-opt-22 bufferizes this program; corolift refuses instead of guessing).

func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: unsupported-op.mlir:[[# @LINE + 1]]:8: error: 'arith.addf' op operates on tensors, but corolift's one-shot-bufferize supports only arith.constant (dense), tensor.cast, tensor.dim, tensor.empty, tensor.extract, tensor.insert, linalg.fill (scalar value), func.func, func.call and func.return on tensors
  %0 = arith.addf %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
