// A mapping attribute must have one entry per loop (message: mlir-opt-22).
// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f() {
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// CHECK: error: 'scf.forall' op mapping attribute size must match op rank
