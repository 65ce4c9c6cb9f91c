// Integer literals beyond 128 bits end in a located error (corolift holds integer attributes
// in 128 bits, src/limits.rs); the texts are mlir-opt-22's where it rejects the literal too.
// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

// A literal beyond 128 bits, for a 64-bit type: mlir-opt-22's error.
func.func @f() {
  // CHECK: [[@LINE+1]]:23: error: integer constant out of range for attribute
  %c = arith.constant 9999999999999999999999999999999999999999 : i64
  return
}

// -----

// The same in hexadecimal.
func.func @f() {
  // CHECK: [[@LINE+1]]:23: error: integer constant out of range for attribute
  %c = arith.constant 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i64
  return
}

// -----

// 400 digits need more than 1024 bits: out of range for i1024 as well.
func.func @f() {
  // CHECK: [[@LINE+1]]:23: error: integer constant out of range for attribute
  %c = arith.constant 9999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999 : i1024
  return
}

// -----

// 200 digits fit in i1024, and mlir-opt-22 keeps them; corolift holds integers in 128 bits
// and says so.
func.func @f() {
  // CHECK: [[@LINE+1]]:23: error: integer constant does not fit in 128 bits
  %c = arith.constant 99999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999 : i1024
  return
}
