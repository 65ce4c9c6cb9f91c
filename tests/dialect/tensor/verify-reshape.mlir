// tensor.expand_shape / tensor.collapse_shape verifier messages (MLIR 22's).
// RUN: corolift opt %s --split-input-file -verify-diagnostics

func.func @groups(%a: tensor<?x?xf32>, %n: index) {
  // expected-error @+1 {{'tensor.expand_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [%n, 5, %n] : tensor<?x?xf32> into tensor<?x5x?xf32>
  return
}

// -----

func.func @contiguous(%a: tensor<?x?x?xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #1 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %a [[0, 1], [1, 2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  return
}

// -----

func.func @output_rank(%a: tensor<2xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = tensor.expand_shape %a [[0, 1, 2]] output_shape [1, 2] : tensor<2xf32> into tensor<1x1x2xf32>
  return
}
