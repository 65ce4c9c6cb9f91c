// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s
// Expected text: mlir-opt-22's generic output for this file (properties as upstream names them).
// (No custom-form round trip here: the custom form drops `nontemporal = false`, as MLIR's does.)

// Memory ops: load/store (nontemporal, alignment, vector elements), masked, gather/scatter
// (memref and tensor), expand/compress, and the transfer ops with their inferred
// permutation maps, in_bounds, masks, broadcasts, 0-D and vector-element sources.
func.func @memory(%x: f32, %i: index, %buf: memref<?x?xf32>, %b1: memref<?xf32>, %b3: memref<?x?x?xf32>, %vb: memref<?xvector<4xf32>>, %b0: memref<f32>, %t: tensor<?x?xf32>, %t1: tensor<?xf32>, %v: vector<4xf32>, %v0: vector<f32>, %m: vector<4xi1>, %idx: vector<4xindex>, %m2: vector<4x5xi1>, %v23: vector<2x3xf32>) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %0 = vector.load %buf[%i, %i] : memref<?x?xf32>, vector<4xf32>
  %1 = vector.load %buf[%i, %i] {nontemporal = true, alignment = 16} : memref<?x?xf32>, vector<2x3xf32>
  %2 = vector.load %vb[%i] {nontemporal = false} : memref<?xvector<4xf32>>, vector<4xf32>
  vector.store %v, %buf[%i, %i] : memref<?x?xf32>, vector<4xf32>
  vector.store %v, %b1[%i] {alignment = 8, nontemporal = true} : memref<?xf32>, vector<4xf32>
  %3 = vector.maskedload %b1[%i], %m, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %4 = vector.maskedload %buf[%i, %i], %m, %v {alignment = 4} : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %b1[%i], %m, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %5 = vector.gather %buf[%i, %i] [%idx], %m, %v : memref<?x?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %6 = vector.gather %t1[%i] [%idx], %m, %v {tag} : tensor<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %b1[%i] [%idx], %m, %v : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  %7 = vector.scatter %t1[%i] [%idx], %m, %v : tensor<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<?xf32>
  %8 = vector.expandload %b1[%i], %m, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %b1[%i], %m, %v {tag} : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %9 = vector.transfer_read %buf[%i, %i], %x : memref<?x?xf32>, vector<4xf32>
  %10 = vector.transfer_read %buf[%i, %i], %x {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<2x3xf32>
  %11 = vector.transfer_read %buf[%i, %i], %x, %m {in_bounds = [false]} : memref<?x?xf32>, vector<4xf32>
  %12 = vector.transfer_read %b3[%i, %i, %i], %x, %m2 {permutation_map = affine_map<(d0, d1, d2)->(d1, d0, 0)>} : memref<?x?x?xf32>, vector<5x4x8xf32>
  %13 = vector.transfer_read %b0[], %x : memref<f32>, vector<f32>
  %14 = vector.transfer_read %b0[], %x {permutation_map = affine_map<() -> (0)>} : memref<f32>, vector<1xf32>
  %15 = vector.transfer_read %buf[%i, %i], %x {permutation_map = affine_map<(d0, d1) -> ()>} : memref<?x?xf32>, vector<f32>
  %16 = vector.transfer_read %vb[%i], %v : memref<?xvector<4xf32>>, vector<1x4xf32>
  %17 = vector.transfer_read %t[%i, %i], %x {in_bounds = [true]} : tensor<?x?xf32>, vector<4xf32>
  vector.transfer_write %v, %buf[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v23, %buf[%i, %i] {in_bounds = [false, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>, tag} : vector<2x3xf32>, memref<?x?xf32>
  vector.transfer_write %v, %buf[%i, %i], %m : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v0, %b0[] : vector<f32>, memref<f32>
  %18 = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true]} : vector<4xf32>, tensor<?x?xf32>
  return %18, %7 : tensor<?x?xf32>, tensor<?xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d1, d0, 0)>
// CHECK-NEXT: #map3 = affine_map<() -> ()>
// CHECK-NEXT: #map4 = affine_map<() -> (0)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: "func.func"() <{function_type = (f32, index, memref<?x?xf32>, memref<?xf32>, memref<?x?x?xf32>, memref<?xvector<4xf32>>, memref<f32>, tensor<?x?xf32>, tensor<?xf32>, vector<4xf32>, vector<f32>, vector<4xi1>, vector<4xindex>, vector<4x5xi1>, vector<2x3xf32>) -> (tensor<?x?xf32>, tensor<?xf32>), sym_name = "memory"}> ({
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: index, %arg2: memref<?x?xf32>, %arg3: memref<?xf32>, %arg4: memref<?x?x?xf32>, %arg5: memref<?xvector<4xf32>>, %arg6: memref<f32>, %arg7: tensor<?x?xf32>, %arg8: tensor<?xf32>, %arg9: vector<4xf32>, %arg10: vector<f32>, %arg11: vector<4xi1>, %arg12: vector<4xindex>, %arg13: vector<4x5xi1>, %arg14: vector<2x3xf32>):
// CHECK-NEXT: %0 = "vector.load"(%arg2, %arg1, %arg1) : (memref<?x?xf32>, index, index) -> vector<4xf32>
// CHECK-NEXT: %1 = "vector.load"(%arg2, %arg1, %arg1) <{alignment = 16 : i64, nontemporal = true}> : (memref<?x?xf32>, index, index) -> vector<2x3xf32>
// CHECK-NEXT: %2 = "vector.load"(%arg5, %arg1) <{nontemporal = false}> : (memref<?xvector<4xf32>>, index) -> vector<4xf32>
// CHECK-NEXT: "vector.store"(%arg9, %arg2, %arg1, %arg1) : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: "vector.store"(%arg9, %arg3, %arg1) <{alignment = 8 : i64, nontemporal = true}> : (vector<4xf32>, memref<?xf32>, index) -> ()
// CHECK-NEXT: %3 = "vector.maskedload"(%arg3, %arg1, %arg11, %arg9) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %4 = "vector.maskedload"(%arg2, %arg1, %arg1, %arg11, %arg9) <{alignment = 4 : i64}> : (memref<?x?xf32>, index, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "vector.maskedstore"(%arg3, %arg1, %arg11, %arg9) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
// CHECK-NEXT: %5 = "vector.gather"(%arg2, %arg1, %arg1, %arg12, %arg11, %arg9) : (memref<?x?xf32>, index, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %6 = "vector.gather"(%arg8, %arg1, %arg12, %arg11, %arg9) {tag} : (tensor<?xf32>, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "vector.scatter"(%arg3, %arg1, %arg12, %arg11, %arg9) : (memref<?xf32>, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> ()
// CHECK-NEXT: %7 = "vector.scatter"(%arg8, %arg1, %arg12, %arg11, %arg9) : (tensor<?xf32>, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> tensor<?xf32>
// CHECK-NEXT: %8 = "vector.expandload"(%arg3, %arg1, %arg11, %arg9) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "vector.compressstore"(%arg3, %arg1, %arg11, %arg9) {tag} : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
// CHECK-NEXT: %9 = "vector.transfer_read"(%arg2, %arg1, %arg1, %arg0) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// CHECK-NEXT: %10 = "vector.transfer_read"(%arg2, %arg1, %arg1, %arg0) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32) -> vector<2x3xf32>
// CHECK-NEXT: %11 = "vector.transfer_read"(%arg2, %arg1, %arg1, %arg0, %arg11) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<4xf32>
// CHECK-NEXT: %12 = "vector.transfer_read"(%arg4, %arg1, %arg1, %arg1, %arg0, %arg13) <{in_bounds = [false, false, false], operandSegmentSizes = array<i32: 1, 3, 1, 1>, permutation_map = #map2}> : (memref<?x?x?xf32>, index, index, index, f32, vector<4x5xi1>) -> vector<5x4x8xf32>
// CHECK-NEXT: %13 = "vector.transfer_read"(%arg6, %arg0) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 0, 1, 0>, permutation_map = #map3}> : (memref<f32>, f32) -> vector<f32>
// CHECK-NEXT: %14 = "vector.transfer_read"(%arg6, %arg0) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 0, 1, 0>, permutation_map = #map4}> : (memref<f32>, f32) -> vector<1xf32>
// CHECK-NEXT: %15 = "vector.transfer_read"(%arg2, %arg1, %arg1, %arg0) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map5}> : (memref<?x?xf32>, index, index, f32) -> vector<f32>
// CHECK-NEXT: %16 = "vector.transfer_read"(%arg5, %arg1, %arg9) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map6}> : (memref<?xvector<4xf32>>, index, vector<4xf32>) -> vector<1x4xf32>
// CHECK-NEXT: %17 = "vector.transfer_read"(%arg7, %arg1, %arg1, %arg0) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (tensor<?x?xf32>, index, index, f32) -> vector<4xf32>
// CHECK-NEXT: "vector.transfer_write"(%arg9, %arg2, %arg1, %arg1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: "vector.transfer_write"(%arg14, %arg2, %arg1, %arg1) <{in_bounds = [false, true], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map1}> {tag} : (vector<2x3xf32>, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: "vector.transfer_write"(%arg9, %arg2, %arg1, %arg1, %arg11) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index, vector<4xi1>) -> ()
// CHECK-NEXT: "vector.transfer_write"(%arg10, %arg6) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 1, 0, 0>, permutation_map = #map3}> : (vector<f32>, memref<f32>) -> ()
// CHECK-NEXT: %18 = "vector.transfer_write"(%arg9, %arg7, %arg1, %arg1) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
// CHECK-NEXT: "func.return"(%18, %7) : (tensor<?x?xf32>, tensor<?xf32>) -> ()
// CHECK-NEXT: }) : () -> ()
