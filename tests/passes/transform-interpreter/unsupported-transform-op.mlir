// A schedule that does more than apply vector lowering patterns is rejected with a located
// error rather than skipped: corolift runs no other transformation.
// RUN: not corolift opt %s -transform-interpreter 2>&1 | FileCheck %s
// ROUNDTRIP-SKIP: uses an op the transform dialect does not have (transform.tile), on purpose: the interpreter must reject what it does not know
// CHECK: unsupported-transform-op.mlir:[[@LINE+8]]:5: error: 'transform.tile' op is not supported by corolift's transform interpreter

func.func @entry() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root : !transform.any_op {transform.readonly}) {
    "transform.tile"(%root) : (!transform.any_op) -> ()
    transform.yield
  }
}
