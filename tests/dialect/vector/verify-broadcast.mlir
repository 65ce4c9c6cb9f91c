// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// broadcast: vector result, element types, ranks and dimensions.

func.func @f(%v: vector<4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<3xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  %0 = vector.broadcast %v : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%v: f32) {
  %0 = vector.broadcast %v : f32 to vector<4xi32>
  return
}

// -----

func.func @f(%v: f32) {
  %0 = "vector.broadcast"(%v) : (f32) -> f32
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'vector.broadcast' op dimension mismatch (4 vs. 3)
// CHECK: :12:{{[0-9]+}}: error: 'vector.broadcast' op source rank higher than destination rank
// CHECK: :19:{{[0-9]+}}: error: 'vector.broadcast' op failed to verify that source operand and result have same element type
// CHECK: :26:{{[0-9]+}}: error: 'vector.broadcast' op result #0 must be vector of any type values, but got 'f32'
