// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%i: index, %x: f32) {
  %0 = scf.index_switch %i -> f32
  case 1 {
    scf.yield
  }
  default {
    scf.yield %x : f32
  }
  return
}

// CHECK: error: 'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0
