// RUN: not corolift opt %s -allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s
// A stack buffer needs an enclosing automatic allocation scope (func.func,
// memref.alloca_scope, llvm.func — and, in corolift, async.func). Expected message from
// mlir-opt-22 on the first case; the second and third are accepted by both.

"no_scope"() ({
  %a = memref.alloca() : memref<1xf32>
  "no_scope.end"() : () -> ()
}) : () -> ()
// CHECK: verify-alloca-ancestor.mlir:7:8: error: 'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait

// -----

"no_scope"() ({
  memref.alloca_scope {
    %a = memref.alloca() : memref<1xf32>
  }
  "no_scope.end"() : () -> ()
}) : () -> ()

// -----

func.func @f() {
  "some.region_op"() ({
    %a = memref.alloca() : memref<1xf32>
    "some.end"() : () -> ()
  }) : () -> ()
  return
}
// CHECK-NOT: error
