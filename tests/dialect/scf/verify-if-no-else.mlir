// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%c: i1, %x: f32) {
  %0 = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}

// CHECK: error: 'scf.if' op must have an else block if defining values
