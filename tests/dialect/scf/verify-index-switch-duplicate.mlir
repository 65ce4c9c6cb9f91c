// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// CHECK: error: 'scf.index_switch' op has duplicate case value: 1
