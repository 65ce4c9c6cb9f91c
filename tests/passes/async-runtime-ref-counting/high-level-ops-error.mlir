// Counting before async.execute/await/yield are lowered would be wrong once they are: the pass
// refuses with upstream's error at the first such op in post-order (the async.yield), with
// mlir-opt's "see current operation" note. Expected text: mlir-opt-22's diagnostic.
// RUN: not corolift opt %s --async-runtime-ref-counting 2>&1 | FileCheck %s

// CHECK: high-level-ops-error.mlir:12:5: error: async operations must be lowered to async runtime operations
// CHECK-NEXT: async.yield
// CHECK-NEXT: ^
// CHECK-NEXT: high-level-ops-error.mlir:12:5: note: see current operation: "async.yield"() : () -> ()
func.func @not_lowered(%t0: !async.token) {
  %t = async.execute [%t0] {
    async.yield
  }
  async.await %t : !async.token
  return
}
