// RUN: corolift opt %s --split-input-file -verify-diagnostics

// Complex dense literals with the wrong number of parts; messages as mlir-opt-22 words them
// (mlir-opt-22 --split-input-file -verify-diagnostics accepts this file).

func.func @plain_splat() {
  // expected-error @+1 {{parsed 1 elements, but type ('complex<f32>') expected 2 elements}}
  %0 = arith.constant dense<1.0> : tensor<2xcomplex<f32>>
  return
}

// -----

func.func @mixed_list() {
  // expected-error @+1 {{parsed 3 elements, but type ('tensor<2xcomplex<f32>>') expected 4 elements}}
  %0 = arith.constant dense<[(1.0, 2.0), 3.0]> : tensor<2xcomplex<f32>>
  return
}

