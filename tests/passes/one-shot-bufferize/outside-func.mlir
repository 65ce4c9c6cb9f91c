// RUN: not corolift opt %s --allow-unregistered-dialect -one-shot-bufferize=bufferize-function-boundaries 2>&1 | FileCheck %s

// Tensor ops must be inside a func.func: corolift's bufferization works function by function.
"test.container"() ({
  // CHECK: outside-func.mlir:[[# @LINE + 1]]:8: error: 'arith.constant' op operates on tensors outside a func.func, which corolift's one-shot-bufferize does not bufferize
  %c = arith.constant dense<1.0> : tensor<2xf32>
  "test.terminator"() : () -> ()
}) : () -> ()
