// RUN: corolift opt %s --split-input-file -verify-diagnostics

// scf.parallel rejects a step defined by an `arith.constant` of index type that is zero or
// negative (MLIR's ParallelOp::verify), in any dimension; a non-constant step is accepted.
// Found by a user-style program that mlir-opt-22 rejected and corolift ran. Each diagnostic
// was checked with mlir-opt-22 -verify-diagnostics on this file.

func.func @negative() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %m = arith.constant -1 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%c0) to (%c4) step (%m) {
    scf.reduce
  }
  return
}

// -----

func.func @zero_second(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c0) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

func.func @dynamic_ok(%s: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%s) {
    scf.reduce
  }
  return
}
