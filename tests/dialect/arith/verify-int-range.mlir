// RUN: corolift opt %s --split-input-file -verify-diagnostics --allow-unregistered-dialect

// Integer literals out of their type's range are errors, as MLIR's buildAttributeAPInt has
// them: bits beyond the width, a negative value below the signed minimum (and -0), a positive
// index or signed value with the sign bit set, a negative unsigned value. Each diagnostic was
// checked with mlir-opt-22 -verify-diagnostics on this file.

func.func @f() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant -129 : i8
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 9223372036854775808 : index
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 256 : i8
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant -0 : i32
  return
}

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"test.attrs"() {a = -1 : ui8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.attrs"() {a = 128 : si8} : () -> ()

// -----

func.func @f() {
  // expected-error @+1 {{integer constant out of range for type}}
  %0 = arith.constant dense<[1, 128]> : vector<2xsi8>
  return
}
