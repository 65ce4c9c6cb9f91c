// A token is dropped right after its last use; a token without uses right after its
// definition. CHECK lines: mlir-opt-22's output on this file.
// RUN: corolift opt %s --async-runtime-ref-counting | FileCheck %s
// RUN: corolift opt %s --async-runtime-ref-counting | corolift opt | FileCheck %s

// CHECK-LABEL: func.func @token_await() {
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    %1 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %1 {count = 1 : i64} : !async.token
// CHECK-NEXT:    async.runtime.set_available %0 : !async.token
// CHECK-NEXT:    async.runtime.await %0 : !async.token
// CHECK-NEXT:    %2 = async.runtime.is_error %0 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @token_await() {
  %t = async.runtime.create : !async.token
  %unused = async.runtime.create : !async.token
  async.runtime.set_available %t : !async.token
  async.runtime.await %t : !async.token
  %e = async.runtime.is_error %t : !async.token
  return
}
