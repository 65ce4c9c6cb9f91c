// An affine map naming a dimension or symbol it does not declare is a parse error, as in
// mlir-opt-22 ("use of undeclared identifier"). Found by the pipeline fuzz target: a
// linalg.generic whose map used d5 of five dimensions made convert-linalg-to-loops index out
// of range.
// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: affine-map-undeclared-identifier.mlir:[[# @LINE + 1]]:30: error: use of undeclared identifier
#m = affine_map<(d0, d1) -> (d2, d0)>
func.func @dim() {
  return
}

// -----

// CHECK: affine-map-undeclared-identifier.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: use of undeclared identifier
#m = affine_map<(d0, d1)[s0] -> (d0 + s1)>
func.func @symbol() {
  return
}

// -----

// CHECK: affine-map-undeclared-identifier.mlir:[[# @LINE + 2]]:39: error: use of undeclared identifier
#maps = [
  affine_map<(d0, d1, d2, d3, d4) -> (d5, d1, d2, d3, d4)>,
  affine_map<(d0, d1, d2, d3, d4) -> (d3, d0)>
]
#traits = {
  iterator_types = ["parallel", "parallel", "reduction", "parallel", "reduction"],
  indexing_maps = #maps
}
func.func @gather(%src: memref<?x?x?x?x?xi64>, %dst: memref<?x?xi64>) {
  linalg.generic #traits ins(%src : memref<?x?x?x?x?xi64>) outs(%dst : memref<?x?xi64>) {
  ^bb0(%v: i64, %acc: i64):
    %s = arith.maxsi %v, %acc : i64
    linalg.yield %s : i64
  }
  return
}

// -----

// Keywords and numbers are not identifiers.
// CHECK-NOT: error
// CHECK: func.func @fine
#m = affine_map<(d0, d1)[s0] -> (d0 floordiv 2 + d1 mod 3, s0 ceildiv 4 - 7)>
func.func @fine() attributes {m = #m} {
  return
}
