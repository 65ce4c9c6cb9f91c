// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f() {
  "scf.yield"() : () -> ()
}

// CHECK: error: 'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'
