// An iterator type other than "parallel" and "reduction" is a parse error of
// linalg.generic's custom form; message and location as mlir-opt-22 reports them. Found by
// the pipeline fuzz target (convert-linalg-to-loops took the unknown kind for a loop).
// RUN: not corolift opt %s 2>&1 | FileCheck %s

#map = affine_map<(d0) -> (d0)>
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  // CHECK: generic-unknown-iterator-type.mlir:[[# @LINE + 1]]:79: error: custom op 'linalg.generic' unexpected iterator_type (paralel)
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["paralel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
