// memref.atomic_rmw's ODS type constraints (MLIR 22): the value must be a signless integer
// or a float, the memref's elements too, and the value's type that of the elements.
// RUN: corolift opt %s --split-input-file -verify-diagnostics

func.func @index_value(%m: memref<4xindex>, %v: index, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (index, memref<4xindex>) -> index
  return
}

// -----

func.func @index_elements(%m: memref<4xindex>, %v: i64, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #1 must be memref of signless integer or floating-point values, but got 'memref<4xindex>'}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (i64, memref<4xindex>, index) -> i64
  return
}

// -----

func.func @value_type(%m: memref<4xi32>, %v: i64, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (i64, memref<4xi32>, index) -> i64
  return
}

// -----

func.func @float_kind(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'mulf' expects a floating-point type}}
  %0 = memref.atomic_rmw mulf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
