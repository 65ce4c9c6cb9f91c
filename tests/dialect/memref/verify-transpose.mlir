// RUN: corolift opt %s --split-input-file -verify-diagnostics

// memref.transpose: permutation maps and the canonical transposed type (static and dynamic
// strides and offsets, printed as MLIR's canonical affine maps; affine-map result layouts).
// Each diagnostic was checked with mlir-opt-22 --split-input-file -verify-diagnostics on this file.

func.func @perm(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<2x3xf32> to memref<2x2xf32>
  return
}
// -----
func.func @rank(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i) -> (i) : memref<2x3xf32> to memref<2x3xf32>
  return
}
// -----
func.func @type(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<3x2xf32>' is not equivalent to the canonical transposed input type 'memref<3x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 3)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32>
  return
}
// -----
func.func @ident(%m: memref<2x3xf32>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<2x3xf32> to memref<2x3xf32>
  return
}
// -----
func.func @a(%m: memref<2x3xf32, strided<[?, 1], offset: ?>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<3x2xf32>' is not equivalent to the canonical transposed input type 'memref<3x2xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32, strided<[?, 1], offset: ?>> to memref<3x2xf32>
  return
}
// -----
func.func @b(%m: memref<2x3xf32, strided<[3, ?], offset: 5>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<3x2xf32>' is not equivalent to the canonical transposed input type 'memref<3x2xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 * 3 + 5)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32, strided<[3, ?], offset: 5>> to memref<3x2xf32>
  return
}
// -----
func.func @c(%m: memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<4x3x2xf32>' is not equivalent to the canonical transposed input type 'memref<4x3x2xf32, affine_map<(d0, d1, d2)[s0, s1, s2, s3] -> (d0 * s1 + s0 + d1 * s2 + d2 * s3)>>'}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>> to memref<4x3x2xf32>
  return
}
// -----
func.func @d(%m: memref<2x3xf32, strided<[3, 1], offset: ?>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32, strided<[3, 1], offset: ?>> to memref<3x2xf32, strided<[1, 3], offset: ?>>
  %1 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32, strided<[3, 1], offset: ?>> to memref<3x2xf32, affine_map<(d0, d1)[s0] -> (d0 + s0 + d1 * 3)>>
  return
}
