// RUN: not corolift opt %s -one-shot-bufferize 2>&1 | FileCheck %s

// Without bufferize-function-boundaries, upstream keeps tensor signatures and bridges them with
// bufferization.to_tensor / to_buffer ops, which corolift cannot compile: a clear error instead.

// CHECK: needs-function-boundaries.mlir:[[# @LINE + 1]]:1: error: 'func.func' op has tensors in its signature: corolift's one-shot-bufferize needs bufferize-function-boundaries for them
func.func @id(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
