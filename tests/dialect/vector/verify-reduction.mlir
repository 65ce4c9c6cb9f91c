// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// reduction: element and accumulator types, rank, kind/type support, kind keyword, operand.

func.func @f(%v: vector<4xf32>) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f64
  return
}

// -----

func.func @f(%v: vector<4xf32>, %a: f64) {
  %0 = "vector.reduction"(%v, %a) <{kind = #vector.kind<add>}> : (vector<4xf32>, f64) -> f32
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  %0 = vector.reduction <add>, %v : vector<2x4xf32> into f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.reduction <and>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  %0 = vector.reduction <maximumf>, %v : vector<4xi32> into i32
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  %0 = vector.reduction <foo>, %v : vector<4xi32> into i32
  return
}

// -----

func.func @f(%x: f32) {
  %r = "vector.reduction"(%x) <{kind = #vector.kind<add>}> : (f32) -> f32
  return
}

// CHECK: :5:{{[0-9]+}}: error: 'vector.reduction' op failed to verify that source operand and result have same element type
// CHECK: :12:{{[0-9]+}}: error: 'vector.reduction' op failed to verify that dest and acc have the same type
// CHECK: :19:{{[0-9]+}}: error: 'vector.reduction' op unsupported reduction rank: 2
// CHECK: :26:{{[0-9]+}}: error: 'vector.reduction' op unsupported reduction type ''f32'' for kind 'and'
// CHECK: :33:{{[0-9]+}}: error: 'vector.reduction' op unsupported reduction type ''i32'' for kind 'maximumf'
// CHECK: :40:{{[0-9]+}}: error: custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf
// CHECK: :47:{{[0-9]+}}: error: 'vector.reduction' op operand #0 must be vector of any type values, but got 'f32'
