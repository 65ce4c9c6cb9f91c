// coro-split on an async.execute coroutine with one await: ramp / resume / destroy structure
// and the frame type. The input is the output of
// `corolift opt --async-to-async-runtime` on an execute that captures an i64 and an f32,
// awaits a nested execute's token, then uses a value computed before the await, a constant,
// and the f32.
// RUN: corolift opt %s --coro-split | FileCheck %s --implicit-check-not=async.coro --implicit-check-not=presplitcoroutine
// RUN: corolift opt %s --coro-split | corolift opt | FileCheck %s --implicit-check-not=async.coro --implicit-check-not=presplitcoroutine
//
// CHECK lines checked by hand against the design in src/passes/coro_split/mod.rs:
// - Frame: 24-byte header (resume_fn at 0, destroy_fn at 8, index at 16); each suspension point
//   has its own variant, all starting at byte 24 (they share storage). Point 0 (the initial
//   `runtime.resume`) keeps the live-ins of the body: %arg0 (i64), the token, the value and
//   %arg1 (f32). Point 1 (the await) keeps the token, the value, %5 = %arg0 + %arg0 (i64), the
//   awaited token and the f32; the constant 7 is not stored (recomputed). Each point's f32
//   (4 bytes) goes to the header's spare word at offset 20, the 8-byte values from 24 on.
//   Size: 24 + 4*8 = 56 (a multiple of the alignment 8).
// CHECK-DAG: !async_execute_fn_frame = !corolift.frame<"async_execute_fn", size 32, align 8, {resume_fn at 0 : !llvm.ptr, destroy_fn at 8 : !llvm.ptr, index at 16 : i32, s0.0 at 24 : !async.token}>
// CHECK-DAG: !async_execute_fn_0_frame = !corolift.frame<"async_execute_fn_0", size 56, align 8, {resume_fn at 0 : !llvm.ptr, destroy_fn at 8 : !llvm.ptr, index at 16 : i32, s0.0 at 24 : i64, s0.1 at 32 : !async.token, s0.2 at 40 : !async.value<i64>, s0.3 at 20 : f32, s1.0 at 24 : !async.token, s1.1 at 32 : !async.value<i64>, s1.2 at 40 : i64, s1.3 at 48 : !async.token, s1.4 at 20 : f32}>
//
// - Ramp (same signature): creates the token and value, allocates the frame (naming the resume
//   and destroy functions), stores point 0's values, then the resume index 0, hands the frame to
//   the runtime (`corolift.coro.execute`), and returns the token and value from registers: no
//   frame access after the hand-over.
// CHECK-LABEL: func.func private @async_execute_fn_0(%arg0: i64, %arg1: f32) -> (!async.token, !async.value<i64>) {
// CHECK-NEXT:    %[[T:.+]] = async.runtime.create : !async.token
// CHECK-NEXT:    %[[V:.+]] = async.runtime.create : !async.value<i64>
// CHECK-NEXT:    %[[F:.+]] = "corolift.frame.alloc"() <{destroy = @async_execute_fn_0.destroy, resume = @async_execute_fn_0.resume, suspend_points = 2 : i64}> : () -> !async_execute_fn_0_frame
// CHECK-NEXT:    "corolift.frame.store"(%arg0, %[[F]]) <{field = "s0.0"}>
// CHECK-NEXT:    "corolift.frame.store"(%[[T]], %[[F]]) <{field = "s0.1"}>
// CHECK-NEXT:    "corolift.frame.store"(%[[V]], %[[F]]) <{field = "s0.2"}>
// CHECK-NEXT:    "corolift.frame.store"(%arg1, %[[F]]) <{field = "s0.3"}>
// CHECK-NEXT:    %[[Z:.+]] = arith.constant 0 : i32
// CHECK-NEXT:    "corolift.frame.store"(%[[Z]], %[[F]]) <{field = "index"}>
// CHECK-NEXT:    "corolift.coro.execute"(%[[F]]) <{resume = @async_execute_fn_0.resume}>
// CHECK-NOT:     corolift.frame
// CHECK:         return %[[T]], %[[V]] : !async.token, !async.value<i64>
// CHECK-NEXT:  }
//
// - Resume: loads the index and dispatches (cf.switch) to one landing per suspension point
//   (default: unreachable). Landing 0 reloads point 0's fields; landing 1 reloads point 1's
//   fields and recomputes the constant 7.
// CHECK-LABEL: func.func private @async_execute_fn_0.resume(%arg0: !async_execute_fn_0_frame) {
// CHECK-NEXT:    %[[I:.+]] = "corolift.frame.load"(%arg0) <{field = "index"}> : (!async_execute_fn_0_frame) -> i32
// CHECK-NEXT:    cf.switch %[[I]] : i32, [
// CHECK-NEXT:      default: ^[[BAD:bb[0-9]+]],
// CHECK-NEXT:      0: ^[[L0:bb[0-9]+]],
// CHECK-NEXT:      1: ^[[L1:bb[0-9]+]]
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^[[L0]]:
// CHECK-NEXT:    %[[A0:.+]] = "corolift.frame.load"(%arg0) <{field = "s0.0"}> : (!async_execute_fn_0_frame) -> i64
// CHECK-NEXT:    %[[T0:.+]] = "corolift.frame.load"(%arg0) <{field = "s0.1"}> : (!async_execute_fn_0_frame) -> !async.token
// CHECK-NEXT:    %[[V0:.+]] = "corolift.frame.load"(%arg0) <{field = "s0.2"}> : (!async_execute_fn_0_frame) -> !async.value<i64>
// CHECK-NEXT:    %[[B0:.+]] = "corolift.frame.load"(%arg0) <{field = "s0.3"}> : (!async_execute_fn_0_frame) -> f32
// CHECK-NEXT:    cf.br ^[[BODY:bb[0-9]+]]
// CHECK-NEXT:  ^[[L1]]:
// CHECK-NEXT:    "corolift.frame.load"(%arg0) <{field = "s1.0"}> : (!async_execute_fn_0_frame) -> !async.token
// CHECK-NEXT:    "corolift.frame.load"(%arg0) <{field = "s1.1"}> : (!async_execute_fn_0_frame) -> !async.value<i64>
// CHECK-NEXT:    "corolift.frame.load"(%arg0) <{field = "s1.2"}> : (!async_execute_fn_0_frame) -> i64
// CHECK-NEXT:    "corolift.frame.load"(%arg0) <{field = "s1.3"}> : (!async_execute_fn_0_frame) -> !async.token
// CHECK-NEXT:    "corolift.frame.load"(%arg0) <{field = "s1.4"}> : (!async_execute_fn_0_frame) -> f32
// CHECK-NEXT:    arith.constant 7 : i64
// CHECK-NEXT:    cf.br ^[[AFTER:bb[0-9]+]](
// CHECK-NEXT:  ^[[BAD]]:
// CHECK-NEXT:    "corolift.unreachable"()
//
// - The await (point 1): the body computes %arg0 + %arg0 and starts the nested execute, then
//   checks whether its token is already complete (`corolift.coro.ready`). If it is, execution
//   goes straight on, no store made. Otherwise point 1's values and the index 1 are stored
//   *before* `corolift.coro.await`, which either registers the resume function (the activation
//   returns) or — the token completed in between — continues too. Both ways join the block
//   the landings also reach. After the await, the frame is only freed.
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    %[[X:.+]] = arith.addi %[[A0]], %[[A0]] : i64
// CHECK-NEXT:    arith.constant 7 : i64
// CHECK-NEXT:    %[[N:.+]] = call @async_execute_fn() : () -> !async.token
// CHECK-NEXT:    %[[R:.+]] = "corolift.coro.ready"(%[[N]]) : (!async.token) -> i1
// CHECK-NEXT:    cf.cond_br %[[R]], ^[[FAST:bb[0-9]+]], ^[[SLOW:bb[0-9]+]]
// CHECK-NEXT:  ^[[SLOW]]:
// CHECK-NEXT:    "corolift.frame.store"(%[[T0]], %arg0) <{field = "s1.0"}>
// CHECK-NEXT:    "corolift.frame.store"(%[[V0]], %arg0) <{field = "s1.1"}>
// CHECK-NEXT:    "corolift.frame.store"(%[[X]], %arg0) <{field = "s1.2"}>
// CHECK-NEXT:    "corolift.frame.store"(%[[N]], %arg0) <{field = "s1.3"}>
// CHECK-NEXT:    "corolift.frame.store"(%[[B0]], %arg0) <{field = "s1.4"}>
// CHECK-NEXT:    %[[ONE:.+]] = arith.constant 1 : i32
// CHECK-NEXT:    "corolift.frame.store"(%[[ONE]], %arg0) <{field = "index"}>
// CHECK-NEXT:    "corolift.coro.await"(%[[N]], %arg0)[^[[RACE:bb[0-9]+]], ^[[LEAVE:bb[0-9]+]]] <{resume = @async_execute_fn_0.resume}>
// CHECK-NEXT:  ^[[RACE]]:
// CHECK-NEXT:    cf.br ^[[FAST]]
// CHECK-NEXT:  ^[[FAST]]:
// CHECK-NEXT:    cf.br ^[[AFTER]](
// CHECK-NEXT:  ^[[AFTER]](
// CHECK-NOT:     corolift.frame.{{(load|store)}}
// CHECK:         "corolift.frame.free"(%arg0)
// CHECK-NOT:     corolift.frame
// CHECK:       ^[[LEAVE]]:
// CHECK-NEXT:    return
// CHECK-NEXT:  }
//
// - Destroy: the same dispatch, every landing going to the cleanup path, which frees the frame.
// CHECK-LABEL: func.func private @async_execute_fn_0.destroy(%arg0: !async_execute_fn_0_frame) {
// CHECK-NEXT:    "corolift.frame.load"(%arg0) <{field = "index"}>
// CHECK-NEXT:    cf.switch
// CHECK-NOT:     corolift.frame.{{(load|store)}}
// CHECK:         "corolift.frame.free"(%arg0)
// CHECK:         return
// CHECK-NEXT:  }

module {
  func.func @main(%arg0: i64, %arg1: f32) -> (!async.token, !async.value<i64>) {
    %0:2 = call @async_execute_fn_0(%arg0, %arg1) : (i64, f32) -> (!async.token, !async.value<i64>)
    return %0#0, %0#1 : !async.token, !async.value<i64>
  }
  func.func private @async_execute_fn() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    async.runtime.set_available %0 : !async.token
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb3:  // pred: ^bb0
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
    async.coro.end %2
    return %0 : !async.token
  }
  func.func private @async_execute_fn_0(%arg0: i64, %arg1: f32) -> (!async.token, !async.value<i64>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i64>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb7, ^bb1, ^bb6
  ^bb1:  // pred: ^bb0
    %5 = arith.addi %arg0, %arg0 : i64
    %c7_i64 = arith.constant 7 : i64
    %6 = call @async_execute_fn() : () -> !async.token
    %7 = async.coro.save %3
    async.runtime.await_and_resume %6, %3 : !async.token
    async.coro.suspend %7, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %8 = async.runtime.is_error %6 : !async.token
    cf.cond_br %8, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    %9 = arith.addi %5, %c7_i64 : i64
    %10 = arith.addf %arg1, %arg1 : f32
    vector.print %10 : f32
    async.runtime.store %9, %1 : <i64>
    async.runtime.set_available %1 : !async.value<i64>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.set_error %0 : !async.token
    async.runtime.set_error %1 : !async.value<i64>
    cf.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    async.coro.free %2, %3
    cf.br ^bb7
  ^bb6:  // 2 preds: ^bb0, ^bb1
    async.coro.free %2, %3
    cf.br ^bb7
  ^bb7:  // 4 preds: ^bb0, ^bb1, ^bb5, ^bb6
    async.coro.end %3
    return %0, %1 : !async.token, !async.value<i64>
  }
}

