// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%lb: index, %i: i32) {
  "scf.for"(%lb, %i, %lb) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// CHECK: error: 'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type
