// The body takes one index per loop (the rank is the number of lower bounds); message:
// mlir-opt-22.
// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f() {
  scf.forall (%i, %j) = (0) to (4, 4) step (1, 1) {
  }
  return
}

// CHECK: error: 'scf.forall' op region expects 1 arguments
