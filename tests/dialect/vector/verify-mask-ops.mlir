// RUN: corolift opt %s --split-input-file -verify-diagnostics
// REQUIRES: mlir-opt-22
// RUN: mlir-opt-22 %s --split-input-file -verify-diagnostics

// Verifier and parser errors of create_mask, constant_mask, step and vector.mask (mask
// operand, region contents, the mask type the masked op expects, passthru). Each diagnostic
// was checked with mlir-opt-22 -verify-diagnostics on this file (the second RUN line).

func.func @create_mask_rank(%n: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %n : vector<2x2xi1>
  return
}

// -----

func.func @constant_mask_conjunction() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [2, 0] : vector<3x3xi1>
  return
}

// -----

func.func @step_i32() {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  return
}

// -----

func.func @mask_reduction_shape(%v: vector<4xf32>, %m: vector<8xi1>) {
  // expected-error @+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<8xi1> -> f32
  return
}

// -----

func.func @mask_transfer_shape(%b: memref<?x?xf32>, %i: index, %p: f32, %m: vector<4xi1>) {
  // expected-error @+1 {{'vector.mask' op expects a 'vector<2x4xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.transfer_read %b[%i, %i], %p : memref<?x?xf32>, vector<2x4xf32> } : vector<4xi1> -> vector<2x4xf32>
  return
}

// -----

func.func @mask_not_maskable(%a: vector<4xi32>, %m: vector<4xi1>) {
  // expected-error @+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { arith.addi %a, %a : vector<4xi32> } : vector<4xi1> -> vector<4xi32>
  return
}

// -----

func.func @mask_two_ops(%v: vector<4xf32>, %m: vector<4xi1>) {
  // expected-error @+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = vector.mask %m {
    %1 = vector.reduction <add>, %v : vector<4xf32> into f32
    %2 = vector.reduction <mul>, %v : vector<4xf32> into f32
    vector.yield %2 : f32
  } : vector<4xi1> -> f32
  return
}

// -----

func.func @mask_0d(%v: vector<4xf32>, %m: vector<i1>) {
  // expected-error @+1 {{'vector.mask' op operand #0 must be vector of 1-bit signless integer values, but got 'vector<i1>'}}
  vector.mask %m { vector.yield } : vector<i1>
  return
}

// -----

func.func @mask_passthru_without_result(%m: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.mask' expects a result if passthru operand is provided}}
  vector.mask %m, %p { vector.yield } : vector<4xi1>
  return
}
