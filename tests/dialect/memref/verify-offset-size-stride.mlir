// RUN: corolift opt %s --split-input-file -verify-diagnostics

// The offset/size/stride interface checks of memref.reinterpret_cast and memref.subview: list
// ranks, negative offsets and sizes.
// Each diagnostic was checked with mlir-opt-22 --split-input-file -verify-diagnostics on this file.

func.func @a(%m: memref<8xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.reinterpret_cast %m to offset: [-1], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32, strided<[1], offset: -1>>
  return
}
// -----
func.func @b(%m: memref<8xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -2}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [-2], strides: [1] : memref<8xf32> to memref<?xf32>
  return
}
// -----
func.func @c(%m: memref<8xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0, 1], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32>
  return
}
// -----
func.func @d(%m: memref<8xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 1] [8] [1] : memref<8xf32> to memref<8xf32>
  return
}
// -----
func.func @e(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %m[0] [8] [1] : memref<8x8xf32> to memref<8xf32>
  return
}
// -----
func.func @f(%m: memref<8xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[-1] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: -1>>
  return
}
