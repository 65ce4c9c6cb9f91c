// RUN: corolift opt %s --split-input-file -verify-diagnostics

// memref.reshape: element types, identity layouts, shape operand length and type.
// Each diagnostic was checked with mlir-opt-22 --split-input-file -verify-diagnostics on this file.

func.func @elem(%m: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<4xi32>
  return
}
// -----
func.func @srclayout(%m: memref<4xf32, strided<[2]>>, %s: memref<1xindex>) {
  // expected-error @+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4xf32, strided<[2]>>, memref<1xindex>) -> memref<4xf32>
  return
}
// -----
func.func @reslayout(%m: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error @+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<4xf32, strided<[1], offset: 1>>
  return
}
// -----
func.func @dynlen(%m: memref<4xf32>, %s: memref<?xindex>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<4xf32>
  return
}
// -----
func.func @len(%m: memref<4xf32>, %s: memref<2xindex>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<4xf32>
  return
}
// -----
func.func @shapety(%m: memref<4xf32>, %s: memref<2xf32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2xf32>'}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xf32>) -> memref<2x2xf32>
  return
}
