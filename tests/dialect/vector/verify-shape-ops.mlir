// RUN: corolift opt %s --split-input-file -verify-diagnostics
// REQUIRES: mlir-opt-22
// RUN: mlir-opt-22 %s --split-input-file -verify-diagnostics

// Verifier and parser errors of the shape ops (broadcast with scalable dimensions,
// insert/extract of 0-D vectors, shuffle, strided slices, shape_cast, bitcast, transpose,
// from_elements, deinterleave). Each diagnostic was checked with mlir-opt-22
// -verify-diagnostics on this file (the second RUN line).

func.func @bcast_scalar_result(%x: i32) {
  // expected-error @+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'i32'}}
  %0 = vector.broadcast %x : i32 to i32
  return
}

// -----

func.func @bcast_fixed_into_scalable(%v: vector<3xi8>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (3 vs. [3])}}
  %0 = vector.broadcast %v : vector<3xi8> to vector<2x[3]xi8>
  return
}

// -----

func.func @bcast_unit_scalable(%v: vector<[1]xi8>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([1] vs. [8])}}
  %0 = vector.broadcast %v : vector<[1]xi8> to vector<[8]xi8>
  return
}

// -----

func.func @bcast_from_tensor(%t: tensor<2xf64>) {
  // expected-error @+1 {{'vector.broadcast' op source type is not a vector}}
  %0 = vector.broadcast %t : tensor<2xf64> to vector<2xf64>
  return
}

// -----

func.func @extract_to_0d(%v: vector<2x3xi16>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %v[1, 2] : vector<i16> from vector<2x3xi16>
  return
}

// -----

func.func @insert_0d(%s: vector<i16>, %v: vector<2x3xi16>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the source operand}}
  %0 = vector.insert %s, %v [1, 2] : vector<i16> into vector<2x3xi16>
  return
}

// -----

func.func @insert_into_scalar(%s: i16) {
  // expected-error @+1 {{custom op 'vector.insert' invalid kind of type specified: expected builtin.vector, but found 'i16'}}
  %0 = vector.insert %s, %s [] : i16 into i16
  return
}

// -----

func.func @shuffle_scalable(%v: vector<[4]xi32>) {
  // expected-error @+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any type values, but got 'vector<[4]xi32>'}}
  %0 = vector.shuffle %v, %v [0, 1] : vector<[4]xi32>, vector<[4]xi32>
  return
}

// -----

func.func @shuffle_poison_ok_but_out_of_range(%v: vector<3xi32>) {
  // expected-error @+1 {{'vector.shuffle' op mask index #3 out of range}}
  %0 = vector.shuffle %v, %v [-1, 5, 6] : vector<3xi32>, vector<3xi32>
  return
}

// -----

func.func @slice_offsets_past_end(%v: vector<6x2xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 6)}}
  %0 = vector.extract_strided_slice %v {offsets = [6], sizes = [1], strides = [1]} : vector<6x2xf32> to vector<1x2xf32>
  return
}

// -----

func.func @slice_sum(%v: vector<6x2xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 7)}}
  %0 = vector.extract_strided_slice %v {offsets = [4], sizes = [3], strides = [1]} : vector<6x2xf32> to vector<3x2xf32>
  return
}

// -----

func.func @slice_stride(%v: vector<6x2xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [2]} : vector<6x2xf32> to vector<2x2xf32>
  return
}

// -----

func.func @slice_result(%v: vector<6x2xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x2xf32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<6x2xf32> to vector<4xf32>
  return
}

// -----

func.func @insert_slice_past_end(%a: vector<3xf32>, %b: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [1, 2], strides = [1]} : vector<3xf32> into vector<2x4xf32>
  return
}

// -----

func.func @insert_slice_scalable_flags(%a: vector<2xf32>, %b: vector<[2]xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op mismatching scalable flags (at source vector idx=0)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<2xf32> into vector<[2]xf32>
  return
}

// -----

func.func @shape_cast_scalable(%v: vector<2x[4]xi8>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of scalable dims at source (1) and result (0)}}
  %0 = vector.shape_cast %v : vector<2x[4]xi8> to vector<8xi8>
  return
}

// -----

func.func @bitcast_width(%v: vector<3xi16>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<3xi16> to vector<1xi32>
  return
}

// -----

func.func @transpose_dup(%v: vector<2x2x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 1}}
  %0 = vector.transpose %v, [1, 1, 0] : vector<2x2x3xf32> to vector<2x2x2xf32>
  return
}

// -----

func.func @transpose_size(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<2x3xf32>
  return
}

// -----

func.func @from_elements_count(%a: i8) {
  // expected-error @+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = vector.from_elements %a, %a : vector<3xi8>
  return
}

// -----

func.func @deinterleave_odd(%v: vector<2x3xi8>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = vector.deinterleave %v : vector<2x3xi8> -> vector<2x1xi8>
  return
}

// -----

func.func @interleave_width(%v: vector<4xi8>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %v, %v : vector<4xi8> -> vector<4xi8>
  return
}
