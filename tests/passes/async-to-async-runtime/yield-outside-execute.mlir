// RUN: not corolift opt %s -async-to-async-runtime 2>&1 | FileCheck %s

// An async.yield outside async.execute is rejected (by the verifier, before the pass; the
// pass itself would report "failed to legalize operation 'async.yield'").
// CHECK: error: 'async.yield' op
func.func @f() {
  "async.yield"() : () -> ()
  return
}
