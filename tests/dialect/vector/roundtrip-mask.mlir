// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s
// REQUIRES: mlir-opt-22
// RUN: corolift opt %s | mlir-opt-22 | FileCheck %s
// Expected text: mlir-opt-22's output for this file.

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

// CHECK-LABEL: func.func @mask(%arg0: f32, %arg1: index, %arg2: index, %arg3: vector<4xf32>, %arg4: vector<4xi1>, %arg5: vector<2x3xi1>, %arg6: vector<2x3xf32>, %arg7: memref<?xf32>) {
// CHECK-NEXT: %0 = vector.create_mask %arg1 : vector<4xi1>
// CHECK-NEXT: %1 = vector.create_mask %arg1, %arg2 {tag} : vector<2x3xi1>
// CHECK-NEXT: %2 = vector.create_mask %arg1 : vector<[4]xi1>
// CHECK-NEXT: %3 = vector.create_mask %arg1 : vector<i1>
// CHECK-NEXT: %4 = vector.constant_mask [2] : vector<4xi1>
// CHECK-NEXT: %5 = vector.constant_mask [1, 3] {tag} : vector<2x3xi1>
// CHECK-NEXT: %6 = vector.constant_mask [0] : vector<i1>
// CHECK-NEXT: %7 = vector.constant_mask [4] : vector<[4]xi1>
// CHECK-NEXT: %8 = vector.step : vector<4xindex>
// CHECK-NEXT: %9 = vector.step {tag} : vector<[8]xindex>
// CHECK-NEXT: %10 = vector.mask %arg4 { vector.reduction <add>, %arg3 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK-NEXT: %11 = vector.mask %arg4, %arg3 { vector.transfer_read %arg7[%arg1], %arg0 : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: vector.mask %arg4 { vector.transfer_write %arg3, %arg7[%arg1] : vector<4xf32>, memref<?xf32> } {tag} : vector<4xi1>
// CHECK-NEXT: %12 = vector.mask %arg5 { vector.multi_reduction <add>, %arg6, %arg0 [0, 1] : vector<2x3xf32> to f32 } : vector<2x3xi1> -> f32
// CHECK-NEXT: %13 = vector.mask %arg4 { vector.yield %arg3 : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: vector.mask %arg4 { vector.yield } : vector<4xi1>
// CHECK-NEXT: vector.mask %arg4 { vector.yield } : vector<4xi1>
// CHECK-NEXT: return
// CHECK-NEXT: }
