// memref.prefetch: parse errors and verifier messages of MLIR 22.
// RUN: corolift opt %s --split-input-file -verify-diagnostics

func.func @locality(%m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], write, locality<4>, data : memref<4xi32>
  return
}

// -----

func.func @rw(%m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], wrte, locality<3>, data : memref<4xi32>
  return
}

// -----

func.func @cache(%m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], write, locality<3>, dat : memref<4xi32>
  return
}

// -----

func.func @indices(%m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i, %i], write, locality<3>, data : memref<4xi32>
  return
}

// -----

func.func @generic_locality(%m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  "memref.prefetch"(%m, %i) <{isDataCache = true, isWrite = true, localityHint = 7 : i32}> : (memref<4xi32>, index) -> ()
  return
}
