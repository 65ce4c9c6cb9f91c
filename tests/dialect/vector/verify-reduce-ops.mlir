// RUN: corolift opt %s --split-input-file -verify-diagnostics
// REQUIRES: mlir-opt-22
// RUN: mlir-opt-22 %s --split-input-file -verify-diagnostics

// Verifier and parser errors of the combining ops (multi_reduction, scan, fma, contract,
// outerproduct). Each diagnostic was checked with mlir-opt-22 -verify-diagnostics on this
// file (the second RUN line).

func.func @multi_reduction_dest(%v: vector<2x3xf32>, %acc: vector<3xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<3xf32>' is incompatible with source type 'vector<2x3xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xf32> to vector<3xf32>
  return
}

// -----

func.func @scan_kind(%v: vector<2x3xf16>, %i: vector<2xf16>) {
  // expected-error @+1 {{'vector.scan' op unsupported reduction type 'f16' for kind 'or'}}
  %0:2 = vector.scan <or>, %v, %i {inclusive = false, reduction_dim = 1 : i64} : vector<2x3xf16>, vector<2xf16>
  return
}

// -----

func.func @fma_int(%v: vector<2xi64>) {
  // expected-error @+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<2xi64>'}}
  %0 = vector.fma %v, %v, %v : vector<2xi64>
  return
}

// -----

func.func @contract_no_reduction(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2xf32>) {
  // expected-error @+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} %a, %b, %c : vector<2xf32>, vector<2xf32> into vector<2xf32>
  return
}

// -----

func.func @contract_sizes(%a: vector<2x3xf32>, %b: vector<4x5xf32>, %c: vector<2x5xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<4x5xf32> into vector<2x5xf32>
  return
}

// -----

func.func @contract_acc_shape(%a: vector<2x3xf32>, %b: vector<3x5xf32>, %c: vector<5x2xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x5xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x5xf32> into vector<5x2xf32>
  return
}

// -----

func.func @contract_scalar_acc(%a: vector<3xf32>, %b: vector<3xf32>, %c: vector<1xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> (k)>], iterator_types = ["reduction"]} %a, %b, %c : vector<3xf32>, vector<3xf32> into vector<1xf32>
  return
}

// -----

func.func @contract_elements(%a: vector<3xf32>, %b: vector<3xf16>, %c: f32) {
  // expected-error @+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<3xf32>, vector<3xf16> into f32
  return
}

// -----

func.func @contract_no_iterators(%a: vector<3xf32>, %c: f32) {
  // expected-error @+1 {{custom op 'vector.contract' expected "iterator_types" array attribute}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]} %a, %a, %c : vector<3xf32>, vector<3xf32> into f32
  return
}

// -----

func.func @outer_axpy_result(%a: vector<4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %s) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<2xf32>
  return
}

// -----

func.func @outer_kind(%a: vector<4xf32>, %b: vector<2xf32>, %c: vector<4x2xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<xor>} : vector<4xf32>, vector<2xf32>
  return
}
