// A use inside a nested region (scf.if) makes the region's owner the user in the defining
// block: the drop_ref goes after the scf.if. CHECK lines: mlir-opt-22's output.
// RUN: corolift opt %s --async-runtime-ref-counting | FileCheck %s
// RUN: corolift opt %s --async-runtime-ref-counting | corolift opt | FileCheck %s

// CHECK-LABEL: func.func @use_in_nested_region(%arg0: i1) {
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      async.runtime.await %0 : !async.token
// CHECK-NEXT:    }
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    %1 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %1 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @use_in_nested_region(%c: i1) {
  %t = async.runtime.create : !async.token
  scf.if %c {
    async.runtime.await %t : !async.token
  }
  %u = async.runtime.create : !async.token
  return
}
