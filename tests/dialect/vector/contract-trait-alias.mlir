// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s
// vector.contract's leading dictionary may be an attribute alias (as upstream tests write
// it); a trait without `kind` gets `#vector.kind<add>`. Expected text: mlir-opt-22.

#dot_trait = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
  iterator_types = ["reduction"]
}
func.func @dot(%a: vector<8xf32>, %b: vector<8xf32>, %acc: f32) -> f32 {
  %0 = vector.contract #dot_trait %a, %b, %acc
    : vector<8xf32>, vector<8xf32> into f32
  return %0 : f32
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @dot(%arg0: vector<8xf32>, %arg1: vector<8xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<8xf32>, vector<8xf32> into f32
// CHECK-NEXT: return %0 : f32
