// RUN: corolift opt %s --split-input-file -verify-diagnostics

// memref.reinterpret_cast: memory space, element type, sizes/offset/strides against the result
// type (static and dynamic), result layout, from an unranked source.
// Each diagnostic was checked with mlir-opt-22 --split-input-file -verify-diagnostics on this file.

func.func @space(%m: memref<8xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<8xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32, 1>
  return
}
// -----
func.func @elem(%m: memref<8xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<8xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : memref<8xf32> to memref<8xi32>
  return
}
// -----
func.func @size(%m: memref<8xf32>) {
  // expected-error @+1 {{expected result type with size = 4 instead of 8 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<8xf32> to memref<8xf32>
  return
}
// -----
func.func @dynsize(%m: memref<8xf32>, %n: index) {
  // expected-error @+1 {{expected result type with size = dynamic instead of 8 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<8xf32> to memref<8xf32>
  return
}
// -----
func.func @offset(%m: memref<8xf32>) {
  // expected-error @+1 {{expected result type with offset = 2 instead of 3}}
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [4], strides: [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 3>>
  return
}
// -----
func.func @stride(%m: memref<8xf32>) {
  // expected-error @+1 {{expected result type with stride = 4 instead of 5 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32, strided<[5, 1]>>
  return
}
// -----
func.func @dynstride(%m: memref<8xf32>, %s: index) {
  // expected-error @+1 {{expected result type with stride = dynamic instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4], strides: [%s, 1] : memref<8xf32> to memref<2x4xf32>
  return
}
// -----
func.func @count(%m: memref<8xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4], strides: [1] : memref<8xf32> to memref<2x4xf32>
  return
}
// -----
func.func @map(%m: memref<8xf32>) {
  // expected-error @+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<2x4xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}
// -----
func.func @uspace(%m: memref<*xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<*xf32>' and result memref type 'memref<8xf32, 2>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : memref<*xf32> to memref<8xf32, 2>
  return
}
