// RUN: corolift opt %s --async-runtime-ref-counting | FileCheck %s
//
// The coroutine of an async.execute with a dependency it also awaits (the output of
// `corolift opt --async-to-async-runtime`, identical to mlir-opt-22's). The dependency's error
// edge ^bb2 -> ^bb6 needs a drop of %arg0 (live out of ^bb2, dead in the set_error block), and
// since ^bb6 has two predecessors the pass places a new block on that edge. The token %0 and
// the value %1 are still live there (set_error, then returned): the new block must not drop
// them. mlir-opt-22 does (it asks its liveness about the new block and finds nothing live),
// which releases both twice on this path.
//
// CHECK-LABEL: func.func private @async_execute_fn_0
// CHECK:         %[[ERR:.+]] = async.runtime.is_error %arg0 : !async.token
// CHECK-NEXT:    cf.cond_br %[[ERR]], ^[[EDGE:bb[0-9]+]], ^bb3
// CHECK:       ^[[EDGE]]:
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    cf.br ^[[SETERR:bb[0-9]+]]
// CHECK:       ^[[SETERR]]:
// CHECK-NEXT:    async.runtime.set_error %0 : !async.token
// CHECK-NEXT:    async.runtime.set_error %1 : !async.value<i32>

module {
  func.func @main() {
    %false = arith.constant false
    %0 = call @async_execute_fn() : () -> !async.token
    %1:2 = call @async_execute_fn_0(%0) : (!async.token) -> (!async.token, !async.value<i32>)
    async.runtime.await %1#1 : !async.value<i32>
    %2 = async.runtime.is_error %1#1 : !async.value<i32>
    vector.print %2 : i1
    return
  }
  func.func private @async_execute_fn() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb6, ^bb1, ^bb5
  ^bb1:  // pred: ^bb0
    %false = arith.constant false
    cf.cond_br %false, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    async.runtime.set_available %0 : !async.token
    cf.br ^bb4
  ^bb3:  // pred: ^bb1
    async.runtime.set_error %0 : !async.token
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    async.coro.free %1, %2
    cf.br ^bb6
  ^bb5:  // pred: ^bb0
    async.coro.free %1, %2
    cf.br ^bb6
  ^bb6:  // 3 preds: ^bb0, ^bb4, ^bb5
    async.coro.end %2
    return %0 : !async.token
  }
  func.func private @async_execute_fn_0(%arg0: !async.token) -> (!async.token, !async.value<i32>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i32>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb9, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    %5 = async.coro.save %3
    async.runtime.await_and_resume %arg0, %3 : !async.token
    async.coro.suspend %5, ^bb9, ^bb2, ^bb8
  ^bb2:  // pred: ^bb1
    %6 = async.runtime.is_error %arg0 : !async.token
    cf.cond_br %6, ^bb6, ^bb3
  ^bb3:  // pred: ^bb2
    %7 = async.coro.save %3
    async.runtime.await_and_resume %arg0, %3 : !async.token
    async.coro.suspend %7, ^bb9, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    %8 = async.runtime.is_error %arg0 : !async.token
    cf.cond_br %8, ^bb6, ^bb5
  ^bb5:  // pred: ^bb4
    %c42_i32 = arith.constant 42 : i32
    async.runtime.store %c42_i32, %1 : <i32>
    async.runtime.set_available %1 : !async.value<i32>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb7
  ^bb6:  // 2 preds: ^bb2, ^bb4
    async.runtime.set_error %0 : !async.token
    async.runtime.set_error %1 : !async.value<i32>
    cf.br ^bb7
  ^bb7:  // 2 preds: ^bb5, ^bb6
    async.coro.free %2, %3
    cf.br ^bb9
  ^bb8:  // 3 preds: ^bb0, ^bb1, ^bb3
    async.coro.free %2, %3
    cf.br ^bb9
  ^bb9:  // 5 preds: ^bb0, ^bb1, ^bb3, ^bb7, ^bb8
    async.coro.end %3
    return %0, %1 : !async.token, !async.value<i32>
  }
}

