// RUN: corolift opt %s --split-input-file -verify-diagnostics

// func.constant verifies its symbol use as MLIR's func::ConstantOp::verifySymbolUses does: the
// symbol names a func.func (not an async.func) whose type is the result type. Found by a
// user-style program that corolift accepted. Each diagnostic was checked with
// mlir-opt-22 -verify-diagnostics on this file.

func.func @main() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %f = func.constant @nope : () -> ()
  return
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @main() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @g : (i64) -> i32
  return
}

// -----

async.func @h() -> !async.token {
  return
}
func.func @main() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'h'}}
  %f = func.constant @h : () -> !async.token
  return
}
