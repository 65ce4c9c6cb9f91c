// Without a @__transform_main schedule the interpreter reports mlir-opt-22's error.
// RUN: not corolift opt %s -transform-interpreter 2>&1 | FileCheck %s
// CHECK: error: could not find a nested named sequence with name: __transform_main
func.func @entry() {
  return
}
