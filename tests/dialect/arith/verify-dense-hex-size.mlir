// RUN: not corolift opt %s 2>&1 | FileCheck %s

// A hex buffer must hold one element (a splat) or all of them. Message and location from
// mlir-opt-22.

func.func @f() {
  %0 = arith.constant dense<"0x0102"> : vector<3xi8>
  return
}

// CHECK: verify-dense-hex-size.mlir:7:23: error: elements hex data size is invalid for provided type: 'vector<3xi8>'
