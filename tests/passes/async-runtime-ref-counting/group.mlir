// A group and the tokens added to it: each token is dropped after its last use
// (set_available), the group after the error check that follows its await.
// CHECK lines: mlir-opt-22's output on this file.
// RUN: corolift opt %s --async-runtime-ref-counting | FileCheck %s
// RUN: corolift opt %s --async-runtime-ref-counting | corolift opt | FileCheck %s

// CHECK-LABEL: func.func @group() {
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %0 = async.runtime.create_group %c2 : !async.group
// CHECK-NEXT:    %1 = async.runtime.create : !async.token
// CHECK-NEXT:    %2 = async.runtime.create : !async.token
// CHECK-NEXT:    %3 = async.runtime.add_to_group %1, %0 : !async.token
// CHECK-NEXT:    async.runtime.set_available %1 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %1 {count = 1 : i64} : !async.token
// CHECK-NEXT:    %4 = async.runtime.add_to_group %2, %0 : !async.token
// CHECK-NEXT:    async.runtime.set_available %2 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %2 {count = 1 : i64} : !async.token
// CHECK-NEXT:    async.runtime.await %0 : !async.group
// CHECK-NEXT:    %5 = async.runtime.is_error %0 : !async.group
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.group
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @group() {
  %c2 = arith.constant 2 : index
  %g = async.runtime.create_group %c2 : !async.group
  %a = async.runtime.create : !async.token
  %b = async.runtime.create : !async.token
  %ia = async.runtime.add_to_group %a, %g : !async.token
  async.runtime.set_available %a : !async.token
  %ib = async.runtime.add_to_group %b, %g : !async.token
  async.runtime.set_available %b : !async.token
  async.runtime.await %g : !async.group
  %err = async.runtime.is_error %g : !async.group
  return
}
