// memref.alloc / memref.alloca `alignment`: a non power of two, zero, a negative value or
// a non-i64 attribute is reported where the attribute dictionary is parsed, as mlir-opt-22
// does (it checks inherent attributes when it turns them into properties).
// RUN: corolift opt %s --split-input-file -verify-diagnostics

func.func @three() {
  // expected-error @+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 3} : memref<2xi32>
  return
}

// -----

func.func @zero() {
  // expected-error @+1 {{custom op 'memref.alloca' 'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloca() {alignment = 0} : memref<2xi32>
  return
}

// -----

func.func @negative(%n: index) {
  // expected-error @+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc(%n) {alignment = -4} : memref<?xi32>
  return
}

// -----

func.func @i32_attr() {
  // expected-error @+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 8 : i32} : memref<2xi32>
  return
}

// -----

func.func @generic() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloc"() <{alignment = 12 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
  return
}
