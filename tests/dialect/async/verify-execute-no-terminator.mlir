// RUN: corolift opt %s --split-input-file -verify-diagnostics

// An async.execute body without async.yield (its custom form adds none) fails the verifier's
// `block with no terminator` check, which MLIR reaches before the SingleBlockImplicitTerminator
// region trait. Each diagnostic was checked with mlir-opt-22 -verify-diagnostics on this file.

func.func @custom_form() {
  %t = async.execute {
    // expected-error @+1 {{block with no terminator}}
    %x = arith.constant 1 : i32
  }
  return
}

// -----

func.func @generic_form() {
  %t = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
    // expected-error @+1 {{block with no terminator}}
    %z = arith.constant 1 : i32
  }) : () -> !async.token
  return
}
