// RUN: corolift opt %s --split-input-file -verify-diagnostics

// scf.parallel checks its terminator in its own verifier (MLIR's verifyAndGetTerminator), with
// a note at the op that ends the body, before the ops of the body are verified. Each
// diagnostic was checked with mlir-opt-22 -verify-diagnostics on this file.

func.func @not_reduce() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%c0, %c0, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note @+1 {{terminator here}}
    %y = arith.constant 1 : i32
  }) : (index, index, index) -> ()
  return
}
