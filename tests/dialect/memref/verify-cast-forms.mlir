// RUN: corolift opt %s --split-input-file -verify-diagnostics

// memref.cast compatibility (shape, unranked to unranked, layouts, element type, memory
// space) and memref.dim of a 0-D memref.
// Each diagnostic was checked with mlir-opt-22 --split-input-file -verify-diagnostics on this file.

func.func @cast(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @cast2(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}
// -----
func.func @cast3(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[2]>>
  return
}
// -----
func.func @cast4(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<*xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<*xi32>
  return
}
// -----
func.func @cast5(%m: memref<4xf32, strided<[?], offset: ?>>) {
  %0 = memref.cast %m : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: 3>>
  %1 = memref.cast %m : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, strided<[?], offset: ?>>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %2 = memref.cast %m : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, 1>
  return
}
// -----
func.func @dim(%m: memref<f32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %m, %i : memref<f32>
  return
}
