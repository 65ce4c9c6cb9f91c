// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%c: i1) {
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// CHECK: error: 'scf.if' op expects region #0 to have 0 or 1 blocks
