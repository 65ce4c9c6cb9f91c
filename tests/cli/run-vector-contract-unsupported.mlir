// A vector.contract that upstream's default (dot) lowering leaves unlowered — a combining kind
// other than add — is a located error of `corolift run`, not a crash (mlir-opt-22
// -test-lower-to-llvm leaves the op in place, so mlir-runner-22 cannot run it either).
// RUN: not corolift run %s 2>&1 | FileCheck %s
// CHECK: run-vector-contract-unsupported.mlir:[[@LINE+11]]:9: error: 'vector.contract' op with a combining kind other than 'add' is not supported by code generation
#matmul = {
  indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                   affine_map<(m, n, k) -> (k, n)>,
                   affine_map<(m, n, k) -> (m, n)>],
  iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>
}
func.func @main() {
  %a = arith.constant dense<1.0> : vector<2x3xf32>
  %b = arith.constant dense<1.0> : vector<3x4xf32>
  %c = arith.constant dense<0.5> : vector<2x4xf32>
  %mm = vector.contract #matmul %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  vector.print %mm : vector<2x4xf32>
  return
}
