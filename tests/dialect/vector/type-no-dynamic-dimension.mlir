// A vector type has static dimensions: `?` is no dimension of it, and `[` must be followed
// by one. Messages and locations as mlir-opt-22 reports them. Found by the front_end fuzz
// target: `vector<?x4xf32>` was accepted and printed as `vector<-9223372036854775808x4xf32>`,
// which does not parse.
// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: type-no-dynamic-dimension.mlir:[[# @LINE + 1]]:25: error: expected non-function type
func.func @f(%b: vector<?x4xf32>) {
  return
}

// -----

// CHECK: type-no-dynamic-dimension.mlir:[[# @LINE + 1]]:26: error: invalid dimension
func.func @f(%b: vector<[?]x4xf32>) {
  return
}

// -----

// CHECK: type-no-dynamic-dimension.mlir:[[# @LINE + 1]]:28: error: invalid dimension
func.func @f(%b: vector<4x[x]4xf32>) {
  return
}
