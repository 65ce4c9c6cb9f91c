// RUN: corolift opt %s -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-to-async-runtime | corolift opt | FileCheck %s

// Outlining with a dependency token, value operands, a captured value and a cloned constant;
// values become available before the token; cf.assert in the body branches to set_error;
// the await in @caller (not a coroutine) is a blocking wait.
func.func @caller(%dep: !async.token, %a: !async.value<f32>, %scale: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %t, %v:2 = async.execute [%dep] (%a as %x: !async.value<f32>) -> (!async.value<f32>, !async.value<i1>) {
    %s = arith.mulf %x, %scale : f32
    %p = arith.addf %s, %one : f32
    %ok = arith.cmpf olt, %p, %scale : f32
    cf.assert %ok, "too big"
    async.yield %p, %ok : f32, i1
  }
  %r = async.await %v#0 : !async.value<f32>
  return %r : f32
}

// CHECK: module {
// CHECK-LABEL: func.func @caller(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: f32) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0:3 = call @async_execute_fn(%arg0, %arg1, %arg2) : (!async.token, !async.value<f32>, f32) -> (!async.token, !async.value<f32>, !async.value<i1>)
// CHECK-NEXT: async.runtime.await %0#1 : !async.value<f32>
// CHECK-NEXT: %1 = async.runtime.is_error %0#1 : !async.value<f32>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %2 = arith.xori %1, %true : i1
// CHECK-NEXT: cf.assert %2, "Awaited async operand is in error state"
// CHECK-NEXT: %3 = async.runtime.load %0#1 : <f32>
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @async_execute_fn(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: f32) -> (!async.token, !async.value<f32>, !async.value<i1>) attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.runtime.create : !async.value<f32>
// CHECK-NEXT: %2 = async.runtime.create : !async.value<i1>
// CHECK-NEXT: %3 = async.coro.id
// CHECK-NEXT: %4 = async.coro.begin %3
// CHECK-NEXT: %5 = async.coro.save %4
// CHECK-NEXT: async.runtime.resume %4
// CHECK-NEXT: async.coro.suspend %5, ^bb10, ^bb1, ^bb9
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %6 = async.coro.save %4
// CHECK-NEXT: async.runtime.await_and_resume %arg0, %4 : !async.token
// CHECK-NEXT: async.coro.suspend %6, ^bb10, ^bb2, ^bb9
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %7 = async.runtime.is_error %arg0 : !async.token
// CHECK-NEXT: cf.cond_br %7, ^bb7, ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %8 = async.coro.save %4
// CHECK-NEXT: async.runtime.await_and_resume %arg1, %4 : !async.value<f32>
// CHECK-NEXT: async.coro.suspend %8, ^bb10, ^bb4, ^bb9
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %9 = async.runtime.is_error %arg1 : !async.value<f32>
// CHECK-NEXT: cf.cond_br %9, ^bb7, ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: %10 = async.runtime.load %arg1 : <f32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %11 = arith.mulf %10, %arg2 : f32
// CHECK-NEXT: %12 = arith.addf %11, %cst : f32
// CHECK-NEXT: %13 = arith.cmpf olt, %12, %arg2 : f32
// CHECK-NEXT: cf.cond_br %13, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: async.runtime.store %12, %1 : <f32>
// CHECK-NEXT: async.runtime.set_available %1 : !async.value<f32>
// CHECK-NEXT: async.runtime.store %13, %2 : <i1>
// CHECK-NEXT: async.runtime.set_available %2 : !async.value<i1>
// CHECK-NEXT: async.runtime.set_available %0 : !async.token
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb7:  // 3 preds: ^bb2, ^bb4, ^bb5
// CHECK-NEXT: async.runtime.set_error %0 : !async.token
// CHECK-NEXT: async.runtime.set_error %1 : !async.value<f32>
// CHECK-NEXT: async.runtime.set_error %2 : !async.value<i1>
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb8:  // 2 preds: ^bb6, ^bb7
// CHECK-NEXT: async.coro.free %3, %4
// CHECK-NEXT: cf.br ^bb10
// CHECK-NEXT: ^bb9:  // 3 preds: ^bb0, ^bb1, ^bb3
// CHECK-NEXT: async.coro.free %3, %4
// CHECK-NEXT: cf.br ^bb10
// CHECK-NEXT: ^bb10:  // 5 preds: ^bb0, ^bb1, ^bb3, ^bb8, ^bb9
// CHECK-NEXT: async.coro.end %4
// CHECK-NEXT: return %0, %1, %2 : !async.token, !async.value<f32>, !async.value<i1>
// CHECK-NEXT: }
// CHECK-NEXT: }
