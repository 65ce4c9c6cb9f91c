// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%lb: index, %x: f32) {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce
  }
  return
}

// CHECK: error: 'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0
