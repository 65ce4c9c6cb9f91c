// The reduction and multiply-accumulate ops in their custom syntax (trait-dictionary contract
// aliases, outerproduct kinds and AXPY form, n-D and 0-D fma, multi_reduction to a vector and to a
// scalar, exclusive scans with an n-D and a 0-D initial value, ordered and reassociated sums).
// Expected output: mlir-runner-22 on `mlir-opt-22 --lower-vector-multi-reduction
// --test-vector-scan-lowering -test-lower-to-llvm` of this file.
// COMPARE-SKIP: a fastmath<reassoc> f32 sum may add in any order: mlir-runner-22 -O0 and its default level add pairwise (2.625), -O3 folds the constant sum in order (4.875); the CHECK line is the default level's, which corolift follows
// RUN: corolift run %s | FileCheck %s --match-full-lines
#matmul = {
  indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                   affine_map<(m, n, k) -> (k, n)>,
                   affine_map<(m, n, k) -> (m, n)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
#matvec = {
  indexing_maps = [affine_map<(m, k) -> (m, k)>,
                   affine_map<(m, k) -> (k)>,
                   affine_map<(m, k) -> (m)>],
  iterator_types = ["parallel", "reduction"]
}
#dot = {
  indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>],
  iterator_types = ["reduction"]
}
func.func @main() {
  %a = arith.constant dense<[[1.5, -2.25, 3.0], [0.1, 0.2, 0.3]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [-1.0, 0.5, 0.25, 8.0], [1.0e7, 1.0, -1.0e7, 0.125]]> : vector<3x4xf32>
  %c = arith.constant dense<0.5> : vector<2x4xf32>
  %mm = vector.contract #matmul %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  // CHECK: ( ( 3e+07, 5.375, -3e+07, -11.125 ), ( 3e+06, 1.1, -3e+06, 2.5375 ) )
  vector.print %mm : vector<2x4xf32>
  %x = arith.constant dense<[1.0e8, 1.0, -1.0e8]> : vector<3xf32>
  %acc2 = arith.constant dense<[0.25, -0.25]> : vector<2xf32>
  %mv = vector.contract #matvec %a, %x, %acc2 : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  // CHECK-NEXT: ( -1.5e+08, -2e+07 )
  vector.print %mv : vector<2xf32>
  %s0 = arith.constant 1.0 : f32
  %d = vector.contract #dot %x, %x, %s0 : vector<3xf32>, vector<3xf32> into f32
  // CHECK-NEXT: 2e+16
  vector.print %d : f32
  %l = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %r = arith.constant dense<[0.1, 0.2, 0.3, 0.4, 0.5]> : vector<5xf32>
  %op = vector.outerproduct %l, %r : vector<3xf32>, vector<5xf32>
  // CHECK-NEXT: ( ( 0.1, 0.2, 0.3, 0.4, 0.5 ), ( 0.2, 0.4, 0.6, 0.8, 1 ), ( 0.3, 0.6, 0.9, 1.2, 1.5 ) )
  vector.print %op : vector<3x5xf32>
  %acc3 = arith.constant dense<1.0> : vector<3x5xf32>
  %opm = vector.outerproduct %l, %r, %acc3 {kind = #vector.kind<maxnumf>} : vector<3xf32>, vector<5xf32>
  // CHECK-NEXT: ( ( 1, 1, 1, 1, 1 ), ( 1, 1, 1, 1, 1 ), ( 1, 1, 1, 1.2, 1.5 ) )
  vector.print %opm : vector<3x5xf32>
  %axpy = vector.outerproduct %l, %s0, %l : vector<3xf32>, f32
  // CHECK-NEXT: ( 2, 4, 6 )
  vector.print %axpy : vector<3xf32>
  %f = vector.fma %a, %a, %a : vector<2x3xf32>
  // CHECK-NEXT: ( ( 3.75, 2.8125, 12 ), ( 0.11, 0.24, 0.39 ) )
  vector.print %f : vector<2x3xf32>
  %i = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %iacc = arith.constant dense<[100, 200, 300]> : vector<3xi32>
  %mr = vector.multi_reduction <add>, %i, %iacc [0] : vector<2x3xi32> to vector<3xi32>
  // CHECK-NEXT: ( 105, 207, 309 )
  vector.print %mr : vector<3xi32>
  %z = arith.constant 7 : i32
  %all = vector.multi_reduction <maxsi>, %i, %z [0, 1] : vector<2x3xi32> to i32
  // CHECK-NEXT: 7
  vector.print %all : i32
  %init = arith.constant dense<[10, 20]> : vector<2xi32>
  %sc, %sa = vector.scan <mul>, %i, %init {inclusive = false, reduction_dim = 1} : vector<2x3xi32>, vector<2xi32>
  // CHECK-NEXT: ( ( 10, 10, 20 ), ( 20, 80, 400 ) )
  vector.print %sc : vector<2x3xi32>
  // CHECK-NEXT: ( 20, 400 )
  vector.print %sa : vector<2xi32>
  %v = arith.constant dense<[1.0e8, 1.0, -1.0e8, 1.0, 3.0, 0.5, 0.25, 0.125]> : vector<8xf32>
  %sum = vector.reduction <add>, %v : vector<8xf32> into f32
  // CHECK-NEXT: 4.875
  vector.print %sum : f32
  %sumr = vector.reduction <add>, %v fastmath<reassoc> : vector<8xf32> into f32
  // CHECK-NEXT: 2.625
  vector.print %sumr : f32
  %mn = vector.reduction <minimumf>, %v, %s0 : vector<8xf32> into f32
  // CHECK-NEXT: -1e+08
  vector.print %mn : f32
  %z0 = arith.constant dense<1.5> : vector<f32>
  %zf = vector.fma %z0, %z0, %z0 : vector<f32>
  // CHECK-NEXT: ( 3.75 )
  vector.print %zf : vector<f32>
  %i1 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %init0 = arith.constant dense<5> : vector<i32>
  %sc0, %sa0 = vector.scan <add>, %i1, %init0 {inclusive = false, reduction_dim = 0} : vector<3xi32>, vector<i32>
  // CHECK-NEXT: ( 5, 6, 8 )
  vector.print %sc0 : vector<3xi32>
  // CHECK-NEXT: ( 8 )
  vector.print %sa0 : vector<i32>
  return
}
