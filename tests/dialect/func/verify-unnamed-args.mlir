// func.func with unnamed arguments: its body's entry block must match the signature
// (mlir-opt-22's messages).
// RUN: corolift opt %s --split-input-file -verify-diagnostics

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @none(i32) {
  return
}

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
func.func @wrong(i32) {
^bb0(%a: i64):
  return
}
