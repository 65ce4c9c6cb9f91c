// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Dimension lists may have whitespace around each 'x' (`vector<4 x i32>`, `[4] x f32`), as
// MLIR lexes them token by token; they print without it. Expected text from mlir-opt-22.

func.func @f(%a: vector<4 x i32>, %b: tensor<2 x ? x f32>, %c: memref<4 x 8 x f32>, %d: vector<[4] x f32>) {
  %0 = arith.constant dense<0> : vector<4 x i32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: vector<4xi32>, %arg1: tensor<2x?xf32>, %arg2: memref<4x8xf32>, %arg3: vector<[4]xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
