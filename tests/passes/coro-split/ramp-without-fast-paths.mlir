// coro-split{ramp-fast-paths=false} (what `corolift run -O0` and `corolift compile -O0` ask
// for): the ramp tests no awaited object for readiness. It runs to the first suspension point,
// allocates the frame there and hands it to the runtime; when the runtime answers "already
// ready" the ramp calls the resume function on the frame and returns. The code after the first
// await exists in resume only, which keeps its own readiness test for the second await.
// RUN: corolift opt %s --async-func-to-async-runtime --async-runtime-ref-counting --async-runtime-ref-counting-opt --coro-split=ramp-fast-paths=false | FileCheck %s --implicit-check-not=async.coro
// RUN: corolift opt %s --pass-pipeline='builtin.module(async-func-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt),coro-split{ramp-fast-paths=false})' | FileCheck %s --implicit-check-not=async.coro
//
// CHECK lines written by hand from the design in src/passes/coro_split/mod.rs.
// The ramp: the call, then straight to the frame (no corolift.coro.ready), point 0's values
// (%x, the result value, the awaited value), index 0, the await; its ready edge resumes.
// CHECK-LABEL: func.func @twice(%arg0: i64) -> !async.value<i64> {
// CHECK:         %[[A:.+]] = call @double(%arg0)
// CHECK-NEXT:    %[[F:.+]] = "corolift.frame.alloc"()
// CHECK-NEXT:    "corolift.frame.store"(%arg0, %[[F]]) <{field = "s0.0"}>
// CHECK-NEXT:    "corolift.frame.store"(%{{.+}}, %[[F]]) <{field = "s0.1"}>
// CHECK-NEXT:    "corolift.frame.store"(%[[A]], %[[F]]) <{field = "s0.2"}>
// CHECK-NEXT:    %[[Z:.+]] = arith.constant 0 : i32
// CHECK-NEXT:    "corolift.frame.store"(%[[Z]], %[[F]]) <{field = "index"}>
// CHECK-NEXT:    "corolift.coro.await"(%[[A]], %[[F]])[^[[READY:bb[0-9]+]], ^[[OUT:bb[0-9]+]]] <{resume = @twice.resume}>
// CHECK-NEXT:  ^[[READY]]:
// CHECK-NEXT:    call @twice.resume(%[[F]])
// CHECK-NEXT:    cf.br ^[[OUT]]
// CHECK-NEXT:  ^[[OUT]]:
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// Resume still tests the second await's object before it stores anything.
// CHECK-LABEL: func.func private @twice.resume(
// CHECK:         call @double(
// CHECK-NEXT:    "corolift.coro.ready"
// CHECK:       func.func private @twice.destroy(

async.func @double(%x: i64) -> !async.value<i64> {
  %r = arith.addi %x, %x : i64
  return %r : i64
}

async.func @twice(%x: i64) -> !async.value<i64> {
  %a = async.call @double(%x) : (i64) -> !async.value<i64>
  %va = async.await %a : !async.value<i64>
  %b = async.call @double(%va) : (i64) -> !async.value<i64>
  %vb = async.await %b : !async.value<i64>
  %s = arith.addi %vb, %x : i64
  return %s : i64
}
