// The elements of a dense list literal must all have one shape; messages and locations as
// mlir-opt-22 reports them. Found by the front_end fuzz target: `[[1, 2, 3], [4, 5]]` was
// accepted with fewer elements than its type holds, and printing it panicked.
// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

func.func @shorter() {
  // CHECK: dense-inconsistent-shape.mlir:[[# @LINE + 1]]:47: error: tensor literal is invalid; ranks are not consistent between elements
  %j = arith.constant dense<[[1, 2, 3], [4, 5]]> : vector<2x3xi32>
  return
}

// -----

func.func @longer() {
  // CHECK: dense-inconsistent-shape.mlir:[[# @LINE + 1]]:47: error: tensor literal is invalid; ranks are not consistent between elements
  %j = arith.constant dense<[[1, 2], [4, 5, 6]]> : vector<2x3xi32>
  return
}

// -----

func.func @scalar_beside_list() {
  // CHECK: dense-inconsistent-shape.mlir:[[# @LINE + 1]]:39: error: tensor literal is invalid; ranks are not consistent between elements
  %j = arith.constant dense<[[1, 2], 3]> : vector<2x2xi32>
  return
}

// -----

func.func @deeper() {
  // CHECK: dense-inconsistent-shape.mlir:[[# @LINE + 1]]:54: error: tensor literal is invalid; ranks are not consistent between elements
  %j = arith.constant dense<[[[1], [2]], [[3], [4, 5]]]> : tensor<2x2x1xi32>
  return
}
