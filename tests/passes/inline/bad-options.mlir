// RUN: not corolift opt %s -inline='max-iterations=x' 2>&1 | FileCheck %s --check-prefix=ITER
// RUN: not corolift opt %s -inline='default-pipeline=no-such-pass' 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not corolift opt %s -inline='op-pipelines=canonicalize' 2>&1 | FileCheck %s --check-prefix=OPS

// Bad inliner options are errors, never a panic: a non-number, a pipeline naming an unknown
// pass, and op-pipelines entries that are not `op-name(pipeline)`.
// ITER: '{{.*}}' value invalid for uint argument
// PIPE: 'no-such-pass' does not refer to a registered pass or pass pipeline
// OPS: op-pipelines expects `op-name(pipeline)` entries
func.func @f() {
  return
}
