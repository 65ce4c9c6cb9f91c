// RUN: corolift opt %s --split-input-file -verify-diagnostics
// REQUIRES: mlir-opt-22
// RUN: mlir-opt-22 %s --split-input-file -verify-diagnostics

// Verifier and parser errors of the memory ops (load/store layouts and ranks, masked
// accesses, gather/scatter, expand/compress, the transfer ops' permutation maps, masks and
// bit widths). Each diagnostic was checked with mlir-opt-22 -verify-diagnostics on this file
// (the second RUN line).

func.func @load_strided(%m: memref<8x8xf32, strided<[8, 2]>>, %i: index) {
  // expected-error @+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<8x8xf32, strided<[8, 2]>>, vector<4xf32>
  return
}

// -----

func.func @load_one_element_strided(%m: memref<8x8xf32, strided<[8, 2]>>, %i: index) -> vector<1xf32> {
  %0 = vector.load %m[%i, %i] : memref<8x8xf32, strided<[8, 2]>>, vector<1xf32>
  return %0 : vector<1xf32>
}

// -----

func.func @store_indices(%m: memref<4x4xi8>, %v: vector<4xi8>, %i: index) {
  // expected-error @+1 {{'vector.store' op requires 2 indices}}
  vector.store %v, %m[%i] : memref<4x4xi8>, vector<4xi8>
  return
}

// -----

func.func @store_alignment(%m: memref<4xi8>, %v: vector<4xi8>, %i: index) {
  // expected-error @+1 {{'vector.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  vector.store %v, %m[%i] {alignment = 6} : memref<4xi8>, vector<4xi8>
  return
}

// -----

func.func @maskedload_passthru(%m: memref<?xf32>, %k: vector<4xi1>, %p: vector<4xf64>, %i: index) {
  // expected-error @+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<4xf64> into vector<4xf32>
  return
}

// -----

func.func @compress_scalable_mask(%m: memref<?xf32>, %k: vector<[4]xi1>, %v: vector<[4]xf32>, %i: index) {
  // expected-error @+1 {{'vector.compressstore' op operand #2 must be fixed-length vector of 1-bit signless integer values, but got 'vector<[4]xi1>'}}
  vector.compressstore %m[%i], %k, %v : memref<?xf32>, vector<[4]xi1>, vector<[4]xf32>
  return
}

// -----

func.func @gather_mask_dim(%m: memref<?xf32>, %x: vector<4xindex>, %k: vector<3xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %m[%i] [%x], %k, %p : memref<?xf32>, vector<4xindex>, vector<3xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @transfer_read_map_inputs(%m: memref<?x?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1)>} : memref<?x?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_padding(%m: memref<?xf32>, %i: index, %p: f64) {
  // expected-error @+1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f64) -> vector<4xf32>
  return
}

// -----

func.func @transfer_read_in_bounds(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_bitwidth(%m: memref<?xvector<4xi8>>, %i: index, %p: vector<4xi8>) {
  // expected-error @+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xvector<4xi8>>, vector<1x6xi8>
  return
}

// -----

func.func @transfer_read_custom_map(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<2x4xf32>
  return
}

// -----

func.func @transfer_write_broadcast(%m: memref<?x?xf32>, %v: vector<2x4xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : vector<2x4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @transfer_write_two_types(%m: memref<?xf32>, %v: vector<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'vector.transfer_write' requires two types}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>
  return
}
