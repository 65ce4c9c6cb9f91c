// RUN: corolift opt %s --split-input-file -verify-diagnostics

// memref.collapse_shape / memref.expand_shape: ranks, reassociation groups, dynamic dims,
// group sizes, non-contiguous strided sources, result layouts, output_shape.
// Each diagnostic was checked with mlir-opt-22 --split-input-file -verify-diagnostics on this file.

func.func @rank(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %0 = memref.collapse_shape %m [[0]] : memref<4xf32> into memref<2x2xf32>
  return
}
// -----
func.func @groups(%m: memref<2x2xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<2x2xf32> into memref<4xf32>
  return
}
// -----
func.func @contig(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0, 2], [1]] : memref<2x3x4xf32> into memref<8x3xf32>
  return
}
// -----
func.func @oob(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation index 2 is out of bounds}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3xf32> into memref<6xf32>
  return
}
// -----
func.func @dyn(%m: memref<?x3xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<?x3xf32> into memref<6xf32>
  return
}
// -----
func.func @size(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (5) must equal reassociation group size (6)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<5xf32>
  return
}
// -----
func.func @count(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3x4xf32> into memref<6xf32>
  return
}
// -----
func.func @noncontig(%m: memref<2x3xf32, strided<[6, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, strided<[6, 1]>> into memref<6xf32, strided<[1]>>
  return
}
// -----
func.func @layout(%m: memref<2x3xf32, strided<[3, 1], offset: 5>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<6xf32, strided<[1], offset: 5>>' but found 'memref<6xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, strided<[3, 1], offset: 5>> into memref<6xf32>
  return
}
// -----
func.func @rank0(%m: memref<1x2xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<1x2xf32> into memref<f32>
  return
}
// -----
func.func @erank(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [6] : memref<2x3xf32> into memref<6xf32>
  return
}
// -----
func.func @elayout(%m: memref<6xf32, strided<[2]>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x3xf32, strided<[6, 2]>>' but found 'memref<2x3xf32, strided<[3, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xf32, strided<[2]>> into memref<2x3xf32, strided<[3, 1]>>
  return
}
// -----
func.func @ecount(%m: memref<6xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 1 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2] : memref<6xf32> into memref<2x3xf32>
  return
}
// -----
func.func @edyn(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 0}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 3] : memref<?xf32> into memref<2x?xf32>
  return
}
// -----
func.func @epos(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x3xf32>
  return
}
// -----
func.func @esize(%m: memref<6xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (6) must equal reassociation group size (8)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<6xf32> into memref<2x4xf32>
  return
}
