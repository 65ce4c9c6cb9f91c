// Passing a token or value to func.call adds a reference for the callee before the call;
// returning one hands the creation reference to the caller (no drop_ref before return).
// CHECK lines: mlir-opt-22's output on this file.
// RUN: corolift opt %s --async-runtime-ref-counting | FileCheck %s
// RUN: corolift opt %s --async-runtime-ref-counting | corolift opt | FileCheck %s

// CHECK-LABEL: func.func private @consume_token(!async.token)
func.func private @consume_token(!async.token)
// CHECK-LABEL: func.func private @consume_value(!async.value<i32>)
func.func private @consume_value(!async.value<i32>)

// CHECK-LABEL: func.func @pass_to_calls(%arg0: !async.token) -> !async.value<i32> {
// CHECK-NEXT:    %0 = async.runtime.create : !async.value<i32>
// CHECK-NEXT:    async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    call @consume_token(%arg0) : (!async.token) -> ()
// CHECK-NEXT:    async.runtime.add_ref %0 {count = 1 : i64} : !async.value<i32>
// CHECK-NEXT:    call @consume_value(%0) : (!async.value<i32>) -> ()
// CHECK-NEXT:    async.runtime.await %arg0 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return %0 : !async.value<i32>
// CHECK-NEXT:  }
func.func @pass_to_calls(%arg: !async.token) -> !async.value<i32> {
  %v = async.runtime.create : !async.value<i32>
  call @consume_token(%arg) : (!async.token) -> ()
  call @consume_value(%v) : (!async.value<i32>) -> ()
  async.runtime.await %arg : !async.token
  return %v : !async.value<i32>
}

// CHECK-LABEL: func.func @returned() -> !async.token {
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.set_available %0 : !async.token
// CHECK-NEXT:    return %0 : !async.token
// CHECK-NEXT:  }
func.func @returned() -> !async.token {
  %t = async.runtime.create : !async.token
  async.runtime.set_available %t : !async.token
  return %t : !async.token
}

// CHECK-LABEL: func.func @last_use_is_call() {
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.add_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    call @consume_token(%0) : (!async.token) -> ()
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @last_use_is_call() {
  %t = async.runtime.create : !async.token
  call @consume_token(%t) : (!async.token) -> ()
  return
}
