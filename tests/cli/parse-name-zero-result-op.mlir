// RUN: not corolift opt %s 2>&1 | FileCheck %s
// Naming the results of an op that has none: mlir-opt-22's message and location.

func.func @f(%m: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %0 = memref.store %v, %m[%c0] : memref<4xf32>
  return
}

// CHECK: parse-name-zero-result-op.mlir:6:3: error: cannot name an operation with no results
