// RUN: corolift opt -verify-diagnostics -split-input-file %s

func.func @f() {
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  call @nope() : () -> ()
  return
}

// -----

func.func private @callee(%x: i32) -> (i32, f32)

func.func @operand_count(%x: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0:2 = call @callee(%x, %x) : (i32, i32) -> (i32, f32)
  return
}

// -----

func.func private @callee(%x: i32) -> (i32, f32)

func.func @operand_type(%x: f32) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %0:2 = call @callee(%x) : (f32) -> (i32, f32)
  return
}

// -----

func.func private @callee(%x: i32) -> (i32, f32)

func.func @result_count(%x: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  %0 = call @callee(%x) : (i32) -> i32
  return
}

// -----

func.func private @callee(%x: i32) -> (i32, f32)

func.func @result_type(%x: i32) {
  // expected-error @+3 {{'func.call' op result type mismatch at index 1}}
  // expected-note @+2 {{      op result types: 'i32', 'i32'}}
  // expected-note @+1 {{function result types: 'i32', 'f32'}}
  %0:2 = call @callee(%x) : (i32) -> (i32, i32)
  return
}

// -----

// The callee must be a func.func.
async.func @async_callee() -> !async.token {
  return
}

func.func @not_a_function() {
  // expected-error @+1 {{'func.call' op 'async_callee' does not reference a valid function}}
  call @async_callee() : () -> ()
  return
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
func.func @dup() {
  return
}

// expected-error @+1 {{redefinition of symbol named 'dup'}}
func.func @dup() {
  return
}

// -----

// Symbols resolve in the nearest symbol table only.
func.func private @outer()

module {
  func.func @inner() {
    // expected-error @+1 {{'func.call' op 'outer' does not reference a valid function}}
    call @outer() : () -> ()
    return
  }
}
