// RUN: not corolift opt %s -one-shot-bufferize=bufferize-function-boundaries 2>&1 | FileCheck %s

// Unranked tensor operands always bufferize in place (they cannot be copied). Here that makes
// the cast's buffer the one @consume may write while the constant is read afterwards: no copy
// can fix it, and the pass stops as mlir-opt-22 does (same message and location).

func.func private @consume(tensor<*xf32>)

func.func @conflict(%i: index) -> f32 {
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  // CHECK: raw-conflict.mlir:[[# @LINE + 1]]:8: error: 'tensor.cast' op not bufferizable under the given constraints: cannot avoid RaW conflict
  %u = tensor.cast %c : tensor<2xf32> to tensor<*xf32>
  call @consume(%u) : (tensor<*xf32>) -> ()
  %x = tensor.extract %c[%i] : tensor<2xf32>
  return %x : f32
}
