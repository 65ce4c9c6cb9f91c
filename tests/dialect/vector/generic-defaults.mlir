// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: corolift opt %s | FileCheck %s --check-prefix=CUSTOM
// Generic-form input without default-valued properties: mlir-opt-22 fills in
// outerproduct's and contract's `kind`, reduction's `fastmath`; `nontemporal` stays absent.
// Expected text: mlir-opt-22's output for this file.

func.func @g(%a: f32, %v4: vector<4xf32>, %m1: memref<?xf32>, %i: index, %v23: vector<2x3xf32>, %v32: vector<3x2xf32>, %v22: vector<2x2xf32>, %v2: vector<2xf32>) {
  %0 = "vector.outerproduct"(%v4, %v4) : (vector<4xf32>, vector<4xf32>) -> vector<4x4xf32>
  %1 = "vector.contract"(%v23, %v32, %v22) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>]}> : (vector<2x3xf32>, vector<3x2xf32>, vector<2x2xf32>) -> vector<2x2xf32>
  %2 = "vector.load"(%m1, %i) : (memref<?xf32>, index) -> vector<4xf32>
  %3 = "vector.reduction"(%v4) <{kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
  %4 = "vector.transfer_read"(%m1, %i, %a) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  %5:2 = "vector.scan"(%v23, %v2) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x3xf32>, vector<2xf32>) -> (vector<2x3xf32>, vector<2xf32>)
  "vector.print"() <{punctuation = #vector.punctuation<comma>}> : () -> ()
  return
}

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: #map3 = affine_map<(d0) -> (d0)>
// GENERIC-LABEL: "func.func"() <{function_type = (f32, vector<4xf32>, memref<?xf32>, index, vector<2x3xf32>, vector<3x2xf32>, vector<2x2xf32>, vector<2xf32>) -> (), sym_name = "g"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32, %arg1: vector<4xf32>, %arg2: memref<?xf32>, %arg3: index, %arg4: vector<2x3xf32>, %arg5: vector<3x2xf32>, %arg6: vector<2x2xf32>, %arg7: vector<2xf32>):
// GENERIC-NEXT: %0 = "vector.outerproduct"(%arg1, %arg1) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>) -> vector<4x4xf32>
// GENERIC-NEXT: %1 = "vector.contract"(%arg4, %arg5, %arg6) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x3xf32>, vector<3x2xf32>, vector<2x2xf32>) -> vector<2x2xf32>
// GENERIC-NEXT: %2 = "vector.load"(%arg2, %arg3) : (memref<?xf32>, index) -> vector<4xf32>
// GENERIC-NEXT: %3 = "vector.reduction"(%arg1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT: %4 = "vector.transfer_read"(%arg2, %arg3, %arg0) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map3}> : (memref<?xf32>, index, f32) -> vector<4xf32>
// GENERIC-NEXT: %5:2 = "vector.scan"(%arg4, %arg7) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x3xf32>, vector<2xf32>) -> (vector<2x3xf32>, vector<2xf32>)
// GENERIC-NEXT: "vector.print"() <{punctuation = #vector.punctuation<comma>}> : () -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CUSTOM: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CUSTOM-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CUSTOM-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CUSTOM-LABEL: func.func @g(%arg0: f32, %arg1: vector<4xf32>, %arg2: memref<?xf32>, %arg3: index, %arg4: vector<2x3xf32>, %arg5: vector<3x2xf32>, %arg6: vector<2x2xf32>, %arg7: vector<2xf32>) {
// CUSTOM-NEXT: %0 = vector.outerproduct %arg1, %arg1 : vector<4xf32>, vector<4xf32>
// CUSTOM-NEXT: %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg4, %arg5, %arg6 : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CUSTOM-NEXT: %2 = vector.load %arg2[%arg3] : memref<?xf32>, vector<4xf32>
// CUSTOM-NEXT: %3 = vector.reduction <add>, %arg1 : vector<4xf32> into f32
// CUSTOM-NEXT: %4 = vector.transfer_read %arg2[%arg3], %arg0 : memref<?xf32>, vector<4xf32>
// CUSTOM-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg4, %arg7 {inclusive = true, reduction_dim = 1 : i64} : vector<2x3xf32>, vector<2xf32>
// CUSTOM-NEXT: vector.print punctuation <comma>
// CUSTOM-NEXT: return
// CUSTOM-NEXT: }
