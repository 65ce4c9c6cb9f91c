// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s | corolift opt --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s
// Expected text: mlir-opt-22's generic output for this file (properties as upstream names them).

// Masks: create_mask, constant_mask, step, vector.mask (with and without results,
// passthru, an explicit or empty yield) and vector.yield.
func.func @mask(%x: f32, %i: index, %j: index, %v: vector<4xf32>, %m: vector<4xi1>, %m23: vector<2x3xi1>, %v23: vector<2x3xf32>, %buf: memref<?xf32>) {
  %0 = vector.create_mask %i : vector<4xi1>
  %1 = vector.create_mask %i, %j {tag} : vector<2x3xi1>
  %2 = vector.create_mask %i : vector<[4]xi1>
  %3 = vector.create_mask %i : vector<i1>
  %4 = vector.constant_mask [2] : vector<4xi1>
  %5 = vector.constant_mask [1, 3] {tag} : vector<2x3xi1>
  %6 = vector.constant_mask [0] : vector<i1>
  %7 = vector.constant_mask [4] : vector<[4]xi1>
  %8 = vector.step : vector<4xindex>
  %9 = vector.step {tag} : vector<[8]xindex>
  %10 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %11 = vector.mask %m, %v { vector.transfer_read %buf[%i], %x : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %m { vector.transfer_write %v, %buf[%i] : vector<4xf32>, memref<?xf32> } {tag} : vector<4xi1>
  %12 = vector.mask %m23 { vector.multi_reduction <add>, %v23, %x [0, 1] : vector<2x3xf32> to f32 } : vector<2x3xi1> -> f32
  %13 = vector.mask %m { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %m { vector.yield } : vector<4xi1>
  vector.mask %m { } : vector<4xi1>
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: "func.func"() <{function_type = (f32, index, index, vector<4xf32>, vector<4xi1>, vector<2x3xi1>, vector<2x3xf32>, memref<?xf32>) -> (), sym_name = "mask"}> ({
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: index, %arg2: index, %arg3: vector<4xf32>, %arg4: vector<4xi1>, %arg5: vector<2x3xi1>, %arg6: vector<2x3xf32>, %arg7: memref<?xf32>):
// CHECK-NEXT: %0 = "vector.create_mask"(%arg1) : (index) -> vector<4xi1>
// CHECK-NEXT: %1 = "vector.create_mask"(%arg1, %arg2) {tag} : (index, index) -> vector<2x3xi1>
// CHECK-NEXT: %2 = "vector.create_mask"(%arg1) : (index) -> vector<[4]xi1>
// CHECK-NEXT: %3 = "vector.create_mask"(%arg1) : (index) -> vector<i1>
// CHECK-NEXT: %4 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi1>
// CHECK-NEXT: %5 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 1, 3>}> {tag} : () -> vector<2x3xi1>
// CHECK-NEXT: %6 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 0>}> : () -> vector<i1>
// CHECK-NEXT: %7 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 4>}> : () -> vector<[4]xi1>
// CHECK-NEXT: %8 = "vector.step"() : () -> vector<4xindex>
// CHECK-NEXT: %9 = "vector.step"() {tag} : () -> vector<[8]xindex>
// CHECK-NEXT: %10 = "vector.mask"(%arg4) ({
// CHECK-NEXT: %16 = "vector.reduction"(%arg3) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// CHECK-NEXT: "vector.yield"(%16) : (f32) -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> f32
// CHECK-NEXT: %11 = "vector.mask"(%arg4, %arg3) ({
// CHECK-NEXT: %15 = "vector.transfer_read"(%arg7, %arg1, %arg0) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<?xf32>, index, f32) -> vector<4xf32>
// CHECK-NEXT: "vector.yield"(%15) : (vector<4xf32>) -> ()
// CHECK-NEXT: }) : (vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "vector.mask"(%arg4) ({
// CHECK-NEXT: "vector.transfer_write"(%arg3, %arg7, %arg1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<4xf32>, memref<?xf32>, index) -> ()
// CHECK-NEXT: "vector.yield"() : () -> ()
// CHECK-NEXT: }) {tag} : (vector<4xi1>) -> ()
// CHECK-NEXT: %12 = "vector.mask"(%arg5) ({
// CHECK-NEXT: %14 = "vector.multi_reduction"(%arg6, %arg0) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3xf32>, f32) -> f32
// CHECK-NEXT: "vector.yield"(%14) : (f32) -> ()
// CHECK-NEXT: }) : (vector<2x3xi1>) -> f32
// CHECK-NEXT: %13 = "vector.mask"(%arg4) ({
// CHECK-NEXT: "vector.yield"(%arg3) : (vector<4xf32>) -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> vector<4xf32>
// CHECK-NEXT: "vector.mask"(%arg4) ({
// CHECK-NEXT: "vector.yield"() : () -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> ()
// CHECK-NEXT: "vector.mask"(%arg4) ({
// CHECK-NEXT: "vector.yield"() : () -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
