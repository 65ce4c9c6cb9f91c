// RUN: corolift opt %s --split-input-file -verify-diagnostics

// A missing keyword in the syntax of memref ops, async.execute and builtin casts is reported as
// MLIR's OpAsmParser::parseKeyword reports it, prefixed with the op's name. Each diagnostic was
// checked with mlir-opt-22 -verify-diagnostics on this file.

func.func @copy(%a: memref<4xi32>, %b: memref<4xi32>) {
  // expected-error @+1 {{custom op 'memref.copy' expected 'to'}}
  memref.copy %a, %b : memref<4xi32> into memref<4xi32>
  return
}

// -----

func.func @cast(%a: memref<4xi32>) {
  // expected-error @+1 {{custom op 'memref.cast' expected 'to'}}
  %b = memref.cast %a : memref<4xi32> into memref<?xi32>
  return
}

// -----

func.func @subview(%a: memref<4x4xi32>) {
  // expected-error @+1 {{custom op 'memref.subview' expected 'to'}}
  %b = memref.subview %a[0, 0] [2, 2] [1, 1] : memref<4x4xi32> into memref<2x2xi32, strided<[4, 1]>>
  return
}

// -----

func.func @execute(%v: !async.value<i32>) {
  // expected-error @+1 {{custom op 'async.execute' expected 'as'}}
  %t = async.execute (%v at %x : !async.value<i32>) {
    async.yield
  }
  return
}

// -----

func.func @unrealized(%a: i32) {
  // expected-error @+1 {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
  %b = builtin.unrealized_conversion_cast %a : i32 into i64
  return
}
