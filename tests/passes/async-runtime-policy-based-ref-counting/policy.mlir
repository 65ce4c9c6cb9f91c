// Policy-based counting: a drop_ref after the is_error check of a token or group, after the
// load of a value, after add_to_group of a token, and right after the definition of an unused
// value; returned and otherwise used values get nothing. CHECK lines: mlir-opt-22's output.
// RUN: corolift opt %s --async-runtime-policy-based-ref-counting | FileCheck %s
// RUN: corolift opt %s --async-runtime-policy-based-ref-counting | corolift opt | FileCheck %s

// CHECK-LABEL: func.func @token_awaited(%arg0: !async.token) {
// CHECK-NEXT:    async.runtime.await %arg0 : !async.token
// CHECK-NEXT:    %0 = async.runtime.is_error %arg0 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @token_awaited(%t: !async.token) {
  async.runtime.await %t : !async.token
  %e = async.runtime.is_error %t : !async.token
  return
}

// CHECK-LABEL: func.func @value_loaded(%arg0: !async.value<i32>) -> i32 {
// CHECK-NEXT:    async.runtime.await %arg0 : !async.value<i32>
// CHECK-NEXT:    %0 = async.runtime.load %arg0 : <i32>
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<i32>
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @value_loaded(%v: !async.value<i32>) -> i32 {
  async.runtime.await %v : !async.value<i32>
  %x = async.runtime.load %v : <i32>
  return %x : i32
}

// CHECK-LABEL: func.func @token_into_group(%arg0: !async.token, %arg1: !async.group) {
// CHECK-NEXT:    %0 = async.runtime.add_to_group %arg0, %arg1 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    async.runtime.await %arg1 : !async.group
// CHECK-NEXT:    %1 = async.runtime.is_error %arg1 : !async.group
// CHECK-NEXT:    async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.group
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @token_into_group(%t: !async.token, %g: !async.group) {
  %i = async.runtime.add_to_group %t, %g : !async.token
  async.runtime.await %g : !async.group
  %e = async.runtime.is_error %g : !async.group
  return
}

// CHECK-LABEL: func.func @unused_and_other_uses() -> !async.token {
// CHECK-NEXT:    %0 = async.runtime.create : !async.value<f32>
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:    %1 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.set_available %1 : !async.token
// CHECK-NEXT:    return %1 : !async.token
// CHECK-NEXT:  }
func.func @unused_and_other_uses() -> !async.token {
  %unused = async.runtime.create : !async.value<f32>
  %t = async.runtime.create : !async.token
  async.runtime.set_available %t : !async.token
  return %t : !async.token
}
