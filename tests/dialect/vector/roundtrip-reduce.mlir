// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s
// REQUIRES: mlir-opt-22
// RUN: corolift opt %s | mlir-opt-22 | FileCheck %s
// Expected text: mlir-opt-22's output for this file.

// Combining ops: reduction (kinds, accumulator, fastmath), multi_reduction, scan, fma,
// contract (matmul, dot product, integer kinds) and outerproduct (outer, AXPY, kinds).
#matmul = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @reduce(%x: f32, %n: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %v23: vector<2x3xf32>, %v32: vector<3x2xf32>, %v22: vector<2x2xf32>, %v2: vector<2xf32>, %v3: vector<3xf32>, %i23: vector<2x3xi32>, %i2: vector<2xi32>, %s: vector<[4]xf32>) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %1 = vector.reduction <mul>, %v, %x fastmath<reassoc, nnan> : vector<4xf32> into f32
  %2 = vector.reduction <maxsi>, %vi {tag} : vector<4xi32> into i32
  %3 = vector.reduction <minimumf>, %s : vector<[4]xf32> into f32
  %4 = vector.multi_reduction <add>, %v23, %v2 [1] : vector<2x3xf32> to vector<2xf32>
  %5 = vector.multi_reduction <maxnumf>, %v23, %x [0, 1] : vector<2x3xf32> to f32
  %6 = vector.multi_reduction <xor>, %i23, %i2 {tag} [1] : vector<2x3xi32> to vector<2xi32>
  %7:2 = vector.scan <add>, %v23, %v2 {inclusive = true, reduction_dim = 1 : i64} : vector<2x3xf32>, vector<2xf32>
  %8, %9 = vector.scan <mul>, %i23, %i2 {inclusive = false, reduction_dim = 1, tag} : vector<2x3xi32>, vector<2xi32>
  %10 = vector.fma %v, %v, %v : vector<4xf32>
  %11 = vector.fma %v23, %v23, %v23 {tag} : vector<2x3xf32>
  %12 = vector.contract {indexing_maps = #matmul, iterator_types = ["parallel", "parallel", "reduction"]} %v23, %v32, %v22 : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %13 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %v, %v, %x {tag} : vector<4xf32>, vector<4xf32> into f32
  %14 = vector.outerproduct %v2, %v3 : vector<2xf32>, vector<3xf32>
  %15 = vector.outerproduct %v2, %v3, %v23 : vector<2xf32>, vector<3xf32>
  %16 = vector.outerproduct %v2, %v3, %v23 {kind = #vector.kind<mul>} : vector<2xf32>, vector<3xf32>
  %17 = vector.outerproduct %v, %x, %v {kind = #vector.kind<minnumf>} : vector<4xf32>, f32
  %18 = vector.outerproduct %s, %x : vector<[4]xf32>, f32
  return
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @reduce(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>, %arg3: vector<4xi32>, %arg4: vector<2x3xf32>, %arg5: vector<3x2xf32>, %arg6: vector<2x2xf32>, %arg7: vector<2xf32>, %arg8: vector<3xf32>, %arg9: vector<2x3xi32>, %arg10: vector<2xi32>, %arg11: vector<[4]xf32>) {
// CHECK-NEXT: %0 = vector.reduction <add>, %arg2 : vector<4xf32> into f32
// CHECK-NEXT: %1 = vector.reduction <mul>, %arg2, %arg0 fastmath<reassoc,nnan> : vector<4xf32> into f32
// CHECK-NEXT: %2 = vector.reduction <maxsi>, %arg3 {tag} : vector<4xi32> into i32
// CHECK-NEXT: %3 = vector.reduction <minimumf>, %arg11 : vector<[4]xf32> into f32
// CHECK-NEXT: %4 = vector.multi_reduction <add>, %arg4, %arg7 [1] : vector<2x3xf32> to vector<2xf32>
// CHECK-NEXT: %5 = vector.multi_reduction <maxnumf>, %arg4, %arg0 [0, 1] : vector<2x3xf32> to f32
// CHECK-NEXT: %6 = vector.multi_reduction <xor>, %arg9, %arg10 {tag} [1] : vector<2x3xi32> to vector<2xi32>
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg4, %arg7 {inclusive = true, reduction_dim = 1 : i64} : vector<2x3xf32>, vector<2xf32>
// CHECK-NEXT: %dest_0, %accumulated_value_1 = vector.scan <mul>, %arg9, %arg10 {inclusive = false, reduction_dim = 1 : i64, tag} : vector<2x3xi32>, vector<2xi32>
// CHECK-NEXT: %7 = vector.fma %arg2, %arg2, %arg2 : vector<4xf32>
// CHECK-NEXT: %8 = vector.fma %arg4, %arg4, %arg4 {tag} : vector<2x3xf32>
// CHECK-NEXT: %9 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg4, %arg5, %arg6 : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CHECK-NEXT: %10 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %arg2, %arg2, %arg0 {tag} : vector<4xf32>, vector<4xf32> into f32
// CHECK-NEXT: %11 = vector.outerproduct %arg7, %arg8 : vector<2xf32>, vector<3xf32>
// CHECK-NEXT: %12 = vector.outerproduct %arg7, %arg8, %arg4 {kind = #vector.kind<add>} : vector<2xf32>, vector<3xf32>
// CHECK-NEXT: %13 = vector.outerproduct %arg7, %arg8, %arg4 {kind = #vector.kind<mul>} : vector<2xf32>, vector<3xf32>
// CHECK-NEXT: %14 = vector.outerproduct %arg2, %arg0, %arg2 {kind = #vector.kind<minnumf>} : vector<4xf32>, f32
// CHECK-NEXT: %15 = vector.outerproduct %arg11, %arg0 : vector<[4]xf32>, f32
// CHECK-NEXT: return
// CHECK-NEXT: }
