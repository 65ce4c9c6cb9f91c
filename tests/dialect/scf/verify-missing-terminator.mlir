// RUN: corolift opt %s --split-input-file -verify-diagnostics

// A region of scf.for / scf.if (generic form: no implicit scf.yield) ending in an op that is
// not a terminator fails the verifier's `block with no terminator` check, which MLIR reaches
// before the ops' SingleBlockImplicitTerminator region trait. Each diagnostic was checked with
// mlir-opt-22 -verify-diagnostics on this file.

func.func @for_body() {
  %c0 = arith.constant 0 : index
  "scf.for"(%c0, %c0, %c0) ({
  ^bb0(%i: index):
    // expected-error @+1 {{block with no terminator}}
    %y = arith.constant 1 : i32
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @if_then() {
  %t = arith.constant true
  "scf.if"(%t) ({
    // expected-error @+1 {{block with no terminator}}
    %y = arith.constant 1 : i32
  }, {
  }) : (i1) -> ()
  return
}
