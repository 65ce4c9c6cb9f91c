// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%x: f32) {
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.yield %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// CHECK: error: 'scf.while' op expects the 'before' region to terminate with 'scf.condition'
