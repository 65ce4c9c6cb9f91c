// memref.load / memref.store: a bad `alignment` is reported where the attribute dictionary
// is parsed (custom form) or by the verifier (generic form), and store has no results.
// Messages: mlir-opt-22's.
// RUN: corolift opt %s --split-input-file -verify-diagnostics

func.func @load_alignment(%m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.load' 'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %v = memref.load %m[%i] {alignment = -1} : memref<4xi32>
  return
}

// -----

func.func @store_alignment(%m: memref<4xi32>, %i: index, %v: i32) {
  // expected-error @+1 {{custom op 'memref.store' 'memref.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  memref.store %v, %m[%i] {alignment = 3} : memref<4xi32>
  return
}

// -----

func.func @generic_load_alignment(%m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %v = "memref.load"(%m, %i) <{alignment = 6 : i64}> : (memref<4xi32>, index) -> i32
  return
}

// -----

func.func @store_results(%x: i32, %p: memref<i32>) {
  // expected-error @+1 {{'memref.store' op requires zero results}}
  %r = "memref.store"(%x, %p) : (i32, memref<i32>) -> i32
  return
}
