// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s
// REQUIRES: mlir-opt-22
// RUN: corolift opt %s | mlir-opt-22 | FileCheck %s
// Expected text: mlir-opt-22's output for this file.

// vector.mask around transfers (memref and tensor results), attributes after the region,
// scalable masks, and the result names MLIR 22 gives (%res1/%res2, %vscale).
func.func @e(%a: f32, %v: vector<4xf32>, %m: vector<4xi1>, %b: memref<?x?xf32>, %i: index, %t: tensor<?x?xf32>, %s: vector<[4]xf32>, %ms: vector<[4]xi1>) -> (vector<4xf32>, tensor<?x?xf32>) {
  %0 = vector.mask %m { vector.transfer_read %b[%i, %i], %a {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32> } {tag = 1 : i32} : vector<4xi1> -> vector<4xf32>
  %1 = vector.mask %m { vector.transfer_write %v, %t[%i, %i] : vector<4xf32>, tensor<?x?xf32> } : vector<4xi1> -> tensor<?x?xf32>
  %2 = vector.mask %ms { vector.reduction <maxnumf>, %s : vector<[4]xf32> into f32 } : vector<[4]xi1> -> f32
  %3, %4 = vector.deinterleave %v : vector<4xf32> -> vector<2xf32>
  %c = vector.vscale
  %6 = vector.broadcast %a : f32 to vector<4xf32>
  return %0, %1 : vector<4xf32>, tensor<?x?xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @e(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: memref<?x?xf32>, %arg4: index, %arg5: tensor<?x?xf32>, %arg6: vector<[4]xf32>, %arg7: vector<[4]xi1>) -> (vector<4xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %0 = vector.mask %arg2 { vector.transfer_read %arg3[%arg4, %arg4], %arg0 {in_bounds = [true], permutation_map = #map} : memref<?x?xf32>, vector<4xf32> } {tag = 1 : i32} : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: %1 = vector.mask %arg2 { vector.transfer_write %arg1, %arg5[%arg4, %arg4] : vector<4xf32>, tensor<?x?xf32> } : vector<4xi1> -> tensor<?x?xf32>
// CHECK-NEXT: %2 = vector.mask %arg7 { vector.reduction <maxnumf>, %arg6 : vector<[4]xf32> into f32 } : vector<[4]xi1> -> f32
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg1 : vector<4xf32> -> vector<2xf32>
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %3 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: return %0, %1 : vector<4xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
