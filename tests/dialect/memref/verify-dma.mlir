// memref.dma_start and memref.dma_wait verifiers: MLIR 22's messages.
// RUN: corolift opt %s --split-input-file -verify-diagnostics

func.func @stride_count(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %a[%i], %b[%i], %i, %t[%i], %i : memref<8xf32>, memref<8xf32, 1>, memref<1xi32>
  return
}

// -----

func.func @type_count(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %a[%i], %b[%i], %i, %t[%i] : memref<8xf32>, memref<8xf32, 1>
  return
}

// -----

func.func @num_elements(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %i: index, %n: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%a, %i, %b, %i, %n, %t, %i) : (memref<8xf32>, index, memref<8xf32, 1>, index, i32, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @operand_count(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%a, %i, %b, %i, %i, %t, %i, %i) : (memref<8xf32>, index, memref<8xf32, 1>, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @wait_indices(%t: memref<2x2xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1}}
  memref.dma_wait %t[%i], %i : memref<2x2xi32>
  return
}
