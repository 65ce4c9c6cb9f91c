// RUN: corolift opt %s --split-input-file -verify-diagnostics

// memref.view: layouts, memory spaces, dynamic size count, source type.
// Each diagnostic was checked with mlir-opt-22 --split-input-file -verify-diagnostics on this file.

func.func @vbase(%m: memref<64xi8, strided<[2]>>, %i: index) {
  // expected-error @+1 {{unsupported map for base memref type 'memref<64xi8, strided<[2]>>'}}
  %0 = memref.view %m[%i][] : memref<64xi8, strided<[2]>> to memref<4xf32>
  return
}
// -----
func.func @vres(%m: memref<64xi8>, %i: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %m[%i][] : memref<64xi8> to memref<4xf32, strided<[2]>>
  return
}
// -----
func.func @vspace(%m: memref<64xi8, 1>, %i: index) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<64xi8, 1>' and view memref type 'memref<4xf32>'}}
  %0 = memref.view %m[%i][] : memref<64xi8, 1> to memref<4xf32>
  return
}
// -----
func.func @vsizes(%m: memref<64xi8>, %i: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %m[%i][] : memref<64xi8> to memref<?xf32>
  return
}
// -----
func.func @vsrc(%m: memref<64xi16>, %i: index) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<64xi16>'}}
  %0 = memref.view %m[%i][] : memref<64xi16> to memref<4xf32>
  return
}
