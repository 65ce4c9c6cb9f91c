// RUN: corolift opt %s --split-input-file -verify-diagnostics

// Generic-form view-like memref ops with missing or inconsistent inherent attributes.
// Each diagnostic was checked with mlir-opt-22 --split-input-file -verify-diagnostics on this file.

func.func @a(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.reinterpret_cast' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.reinterpret_cast"(%m) : (memref<4xf32>) -> memref<4xf32>
  return
}
// -----
func.func @b(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.reinterpret_cast' op requires attribute 'static_offsets'}}
  %0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (memref<4xf32>) -> memref<4xf32>
  return
}
// -----
func.func @c(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op requires attribute 'reassociation'}}
  %0 = "memref.collapse_shape"(%m) : (memref<4xf32>) -> memref<4xf32>
  return
}
// -----
func.func @d(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op requires attribute 'static_output_shape'}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<4xf32>) -> memref<2x2xf32>
  return
}
// -----
func.func @e(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.transpose' op requires attribute 'permutation'}}
  %0 = "memref.transpose"(%m) : (memref<4x4xf32>) -> memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op requires attribute 'alignment'}}
  %0 = "memref.assume_alignment"(%m) : (memref<4xf32>) -> memref<4xf32>
  return
}
// -----
func.func @g(%m: memref<4xi8>) {
  // expected-error @+1 {{'memref.view' op expected 2 or more operands, but found 1}}
  %0 = "memref.view"(%m) : (memref<4xi8>) -> memref<1xf32>
  return
}
// -----
func.func @h(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.reshape' op expected 2 operands, but found 1}}
  %0 = "memref.reshape"(%m) : (memref<4xf32>) -> memref<4xf32>
  return
}
