// memref.realloc's verifier: MLIR 22's messages (ReallocOp::verify uses emitError, so they
// carry no "'memref.realloc' op" prefix) and the ODS rank and alignment constraints.
// RUN: corolift opt %s --split-input-file -verify-diagnostics

func.func @rank2_source(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'}}
  %0 = memref.realloc %m : memref<4x4xf32> to memref<8xf32>
  return
}

// -----

func.func @rank2_result(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.realloc' op result #0 must be 1D memref of any type values, but got 'memref<8x2xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8x2xf32>
  return
}

// -----

func.func @unnecessary_size(%m: memref<4xf32>, %d: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%d) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @missing_size(%m: memref<4xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @element_type(%m: memref<4xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf64>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf64>
  return
}

// -----

func.func @memory_space(%m: memref<4xf32, 1>) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<4xf32, 1>' and result memref type 'memref<8xf32>'}}
  %0 = memref.realloc %m : memref<4xf32, 1> to memref<8xf32>
  return
}

// -----

func.func @source_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @result_layout(%m: memref<4xf32>) {
  // expected-error @+1 {{unsupported layout for result memref type 'memref<8xf32, strided<[1], offset: 2>>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @alignment(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'memref.realloc' 'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.realloc %m {alignment = 3} : memref<4xf32> to memref<8xf32>
  return
}
