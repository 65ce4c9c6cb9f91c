// RUN: not corolift opt %s -convert-linalg-to-parallel-loops 2>&1 | FileCheck %s

// An indexing map that is not a projected permutation (here d0 + d1) would need affine.apply,
// which corolift does not have: a located error rather than a wrong lowering (mlir-opt-22
// emits affine.apply).
#shift = affine_map<(d0, d1) -> (d0 + d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: memref<16xf32>, %o: memref<4x4xf32>) {
  // CHECK: generic-non-permutation.mlir:[[@LINE+1]]:3: error: 'linalg.generic' op has an indexing map that is not a projected permutation, which corolift cannot lower (no affine.apply)
  linalg.generic {indexing_maps = [#shift, #id], iterator_types = ["parallel", "parallel"]} ins(%a : memref<16xf32>) outs(%o : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
