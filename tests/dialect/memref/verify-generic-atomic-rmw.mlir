// memref.generic_atomic_rmw and memref.atomic_yield verifiers: MLIR 22's messages.
// RUN: corolift opt %s --split-input-file -verify-diagnostics

func.func @two_args(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @arg_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: i32):
    memref.atomic_yield %a : i32
  }
  return
}

// -----

func.func @side_effect(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %a, %m[%i] : memref<4xf32>
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @yield_type(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    %c = arith.constant 1 : i32
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @vector_element(%m: memref<4xvector<2xf32>>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op operand #0 must be memref of signless integer or floating-point values, but got 'memref<4xvector<2xf32>>'}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xvector<2xf32>> {
  ^bb0(%a: vector<2xf32>):
    memref.atomic_yield %a : vector<2xf32>
  }
  return
}

// -----

func.func @yield_outside(%a: f32) {
  // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %a : f32
}

// -----

func.func @empty_body(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  }
  return
}
