// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%lb: index) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// CHECK: error: 'scf.for' op expected induction variable to be same type as bounds and step
