// RUN: corolift opt %s --split-input-file -verify-diagnostics

// memref.transpose: permutation maps and the canonical transposed type.
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
