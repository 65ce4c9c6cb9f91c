// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// extract: position bounds and rank, inferred result type, dynamic positions, vector operand.

func.func @f(%v: vector<4xf32>) {
  %0 = vector.extract %v[4] : f32 from vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.extract %v[1, 2] : f32 from vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  %0 = vector.extract %v[1] : f32 from vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %i: index) {
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: 1>}> : (vector<4xf32>, index) -> f32
  return
}

// -----

func.func @f(%v: f32) {
  %0 = "vector.extract"(%v) <{static_position = array<i64>}> : (f32) -> f32
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)
// CHECK: :12:{{[0-9]+}}: error: 'vector.extract' op expected position attribute of rank no greater than vector rank
// CHECK: :19:{{[0-9]+}}: error: 'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'f32'
// CHECK: :26:{{[0-9]+}}: error: 'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite
// CHECK: :33:{{[0-9]+}}: error: 'vector.extract' op operand #0 must be vector of any type values, but got 'f32'
