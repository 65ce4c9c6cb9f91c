// RUN: corolift opt %s --split-input-file -verify-diagnostics

// memref.subview result types: rank, sizes, element type, memory space, offset and strides of
// rank-reduced results (unit dimensions told apart by their strides), identity layouts.
// Each diagnostic was checked with mlir-opt-22 --split-input-file -verify-diagnostics on this file.

func.func @rank(%m: memref<4xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<2x1xf32>'}}
  %0 = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2x1xf32>
  return
}
// -----
func.func @sizes(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<3xf32, strided<[1]>>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<3xf32, strided<[1]>>
  return
}
// -----
func.func @elem(%m: memref<4xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<2xi32, strided<[1]>>'}}
  %0 = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2xi32, strided<[1]>>
  return
}
// -----
func.func @space(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<4xf32>' and subview memref type 'memref<2xf32, strided<[1]>, 1>'}}
  %0 = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>, 1>
  return
}
// -----
func.func @offset(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x4xf32, strided<[4, 1], offset: 4>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[1], offset: 5>>'}}
  %0 = memref.subview %m[1, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: 5>>
  return
}
// -----
func.func @dynoffset(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{expected result type to be 'memref<1x4xf32, strided<[4, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[1], offset: 4>>'}}
  %0 = memref.subview %m[%i, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: 4>>
  return
}
// -----
func.func @stride(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1x4xf32, strided<[4, 2]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[1]>>'}}
  %0 = memref.subview %m[0, 0] [1, 4] [1, 2] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
  return
}
// -----
func.func @reducedlayout(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x1xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 1] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
  return
}
// -----
func.func @okidentity(%m: memref<4x4xf32>) {
  %0 = memref.subview %m[0, 0] [2, 4] [1, 1] : memref<4x4xf32> to memref<2x4xf32>
  %1 = memref.subview %m[0, 0] [4, 1] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4]>>
  %2 = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<4x4xf32> to memref<1xf32, strided<[4]>>
  %3 = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<4x4xf32> to memref<1xf32, strided<[1]>>
  // expected-error @+1 {{expected result type to be 'memref<1x1xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1xf32, strided<[2]>>'}}
  %4 = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<4x4xf32> to memref<1xf32, strided<[2]>>
  return
}
// -----
func.func @dynsize(%m: memref<4x4xf32>, %n: index) {
  // expected-error @+1 {{expected result type to be 'memref<?x4xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x4xf32, strided<[4, 1]>>'}}
  %0 = memref.subview %m[0, 0] [%n, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  return
}
// -----
func.func @unitdyn(%m: memref<4x4xf32>, %n: index) {
  %0 = memref.subview %m[0, 0] [1, %n] [1, 1] : memref<4x4xf32> to memref<?xf32, strided<[1]>>
  return
}
