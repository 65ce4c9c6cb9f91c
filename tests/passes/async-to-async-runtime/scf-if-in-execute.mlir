// RUN: corolift opt %s -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-to-async-runtime | corolift opt | FileCheck %s

// An scf.if holding awaits inside an execute body becomes CFG before the awaits are split.
func.func @if_await(%c: i1, %t: !async.token, %v: !async.value<i32>) -> !async.value<i32> {
  %tok, %res = async.execute -> !async.value<i32> {
    %r = scf.if %c -> i32 {
      %x = async.await %v : !async.value<i32>
      scf.yield %x : i32
    } else {
      async.await %t : !async.token
      %z = arith.constant 0 : i32
      scf.yield %z : i32
    }
    async.yield %r : i32
  }
  return %res : !async.value<i32>
}

// CHECK: module {
// CHECK-LABEL: func.func @if_await(%arg0: i1, %arg1: !async.token, %arg2: !async.value<i32>) -> !async.value<i32> {
// CHECK-NEXT: %0:2 = call @async_execute_fn(%arg2, %arg1, %arg0) : (!async.value<i32>, !async.token, i1) -> (!async.token, !async.value<i32>)
// CHECK-NEXT: return %0#1 : !async.value<i32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @async_execute_fn(%arg0: !async.value<i32>, %arg1: !async.token, %arg2: i1) -> (!async.token, !async.value<i32>) attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.runtime.create : !async.value<i32>
// CHECK-NEXT: %2 = async.coro.id
// CHECK-NEXT: %3 = async.coro.begin %2
// CHECK-NEXT: %4 = async.coro.save %3
// CHECK-NEXT: async.runtime.resume %3
// CHECK-NEXT: async.coro.suspend %4, ^bb13, ^bb1, ^bb12
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg2, ^bb2, ^bb5
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %5 = async.coro.save %3
// CHECK-NEXT: async.runtime.await_and_resume %arg0, %3 : !async.value<i32>
// CHECK-NEXT: async.coro.suspend %5, ^bb13, ^bb3, ^bb12
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %6 = async.runtime.is_error %arg0 : !async.value<i32>
// CHECK-NEXT: cf.cond_br %6, ^bb10, ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %7 = async.runtime.load %arg0 : <i32>
// CHECK-NEXT: cf.br ^bb8(%7 : i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb1
// CHECK-NEXT: %8 = async.coro.save %3
// CHECK-NEXT: async.runtime.await_and_resume %arg1, %3 : !async.token
// CHECK-NEXT: async.coro.suspend %8, ^bb13, ^bb6, ^bb12
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %9 = async.runtime.is_error %arg1 : !async.token
// CHECK-NEXT: cf.cond_br %9, ^bb10, ^bb7
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb8(%c0_i32 : i32)
// CHECK-NEXT: ^bb8(%10: i32):  // 2 preds: ^bb4, ^bb7
// CHECK-NEXT: cf.br ^bb9
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT: async.runtime.store %10, %1 : <i32>
// CHECK-NEXT: async.runtime.set_available %1 : !async.value<i32>
// CHECK-NEXT: async.runtime.set_available %0 : !async.token
// CHECK-NEXT: cf.br ^bb11
// CHECK-NEXT: ^bb10:  // 2 preds: ^bb3, ^bb6
// CHECK-NEXT: async.runtime.set_error %0 : !async.token
// CHECK-NEXT: async.runtime.set_error %1 : !async.value<i32>
// CHECK-NEXT: cf.br ^bb11
// CHECK-NEXT: ^bb11:  // 2 preds: ^bb9, ^bb10
// CHECK-NEXT: async.coro.free %2, %3
// CHECK-NEXT: cf.br ^bb13
// CHECK-NEXT: ^bb12:  // 3 preds: ^bb0, ^bb2, ^bb5
// CHECK-NEXT: async.coro.free %2, %3
// CHECK-NEXT: cf.br ^bb13
// CHECK-NEXT: ^bb13:  // 5 preds: ^bb0, ^bb2, ^bb5, ^bb11, ^bb12
// CHECK-NEXT: async.coro.end %3
// CHECK-NEXT: return %0, %1 : !async.token, !async.value<i32>
// CHECK-NEXT: }
// CHECK-NEXT: }
