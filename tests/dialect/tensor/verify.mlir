// RUN: corolift opt %s --split-input-file -verify-diagnostics

// The tensor ops' verifiers; messages as mlir-opt-22 words them
// (mlir-opt-22 --split-input-file -verify-diagnostics accepts this file).

func.func @cast_shape(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @cast_elem(%t: tensor<*xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<*xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<*xf32> to tensor<4xi32>
  return
}

// -----

func.func @empty_sizes(%n: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = "tensor.empty"(%n) : (index) -> tensor<4xf32>
  return
}

// -----

func.func @extract_indices(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4x4xf32>, index) -> f32
  return
}

// -----

func.func @extract_type(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func.func @extract_unranked(%t: tensor<*xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.extract"(%t, %i) : (tensor<*xf32>, index) -> f32
  return
}

// -----

func.func @insert_indices(%t: tensor<4x4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = "tensor.insert"(%v, %t, %i) : (f32, tensor<4x4xf32>, index) -> tensor<4x4xf32>
  return
}

// -----

func.func @insert_result(%t: tensor<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %0 = "tensor.insert"(%v, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<5xf32>
  return
}

// -----

func.func @insert_scalar(%t: tensor<4xf32>, %i: index, %v: f64) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%v, %t, %i) : (f64, tensor<4xf32>, index) -> tensor<4xf32>
  return
}
