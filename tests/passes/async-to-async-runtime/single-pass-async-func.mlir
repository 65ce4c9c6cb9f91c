// RUN: corolift opt %s -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-to-async-runtime | corolift opt | FileCheck %s

// Seed-era behaviour (issue 3): -async-to-async-runtime alone also lowers async.func, with
// the same result as -async-func-to-async-runtime followed by -async-to-async-runtime.
// (mlir-opt-22 leaves async.func in place here; the expected text is its two-pass output.)
async.func @value_of(%v: !async.value<f32>) -> !async.value<f32> {
  %x = async.await %v : !async.value<f32>
  %y = arith.addf %x, %x : f32
  return %y : f32
}

func.func @main(%v: !async.value<f32>) -> f32 {
  %r = async.call @value_of(%v) : (!async.value<f32>) -> !async.value<f32>
  %t = async.execute {
    %z = async.await %r : !async.value<f32>
    async.yield
  }
  async.await %t : !async.token
  %f = async.await %r : !async.value<f32>
  return %f : f32
}

// CHECK: module {
// CHECK-LABEL: func.func @value_of(%arg0: !async.value<f32>) -> !async.value<f32> attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.value<f32>
// CHECK-NEXT: %1 = async.coro.id
// CHECK-NEXT: %2 = async.coro.begin %1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %3 = async.coro.save %2
// CHECK-NEXT: async.runtime.await_and_resume %arg0, %2 : !async.value<f32>
// CHECK-NEXT: async.coro.suspend %3, ^bb7, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %4 = async.runtime.is_error %arg0 : !async.value<f32>
// CHECK-NEXT: cf.cond_br %4, ^bb4, ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %5 = async.runtime.load %arg0 : <f32>
// CHECK-NEXT: %6 = arith.addf %5, %5 : f32
// CHECK-NEXT: async.runtime.store %6, %0 : <f32>
// CHECK-NEXT: async.runtime.set_available %0 : !async.value<f32>
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: async.runtime.set_error %0 : !async.value<f32>
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // 3 preds: ^bb1, ^bb5, ^bb6
// CHECK-NEXT: async.coro.end %2
// CHECK-NEXT: return %0 : !async.value<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: !async.value<f32>) -> f32 {
// CHECK-NEXT: %0 = call @value_of(%arg0) : (!async.value<f32>) -> !async.value<f32>
// CHECK-NEXT: %1 = call @async_execute_fn(%0) : (!async.value<f32>) -> !async.token
// CHECK-NEXT: async.runtime.await %1 : !async.token
// CHECK-NEXT: %2 = async.runtime.is_error %1 : !async.token
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %3 = arith.xori %2, %true : i1
// CHECK-NEXT: cf.assert %3, "Awaited async operand is in error state"
// CHECK-NEXT: async.runtime.await %0 : !async.value<f32>
// CHECK-NEXT: %4 = async.runtime.is_error %0 : !async.value<f32>
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %5 = arith.xori %4, %true_0 : i1
// CHECK-NEXT: cf.assert %5, "Awaited async operand is in error state"
// CHECK-NEXT: %6 = async.runtime.load %0 : <f32>
// CHECK-NEXT: return %6 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @async_execute_fn(%arg0: !async.value<f32>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.coro.id
// CHECK-NEXT: %2 = async.coro.begin %1
// CHECK-NEXT: %3 = async.coro.save %2
// CHECK-NEXT: async.runtime.resume %2
// CHECK-NEXT: async.coro.suspend %3, ^bb7, ^bb1, ^bb6
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %4 = async.coro.save %2
// CHECK-NEXT: async.runtime.await_and_resume %arg0, %2 : !async.value<f32>
// CHECK-NEXT: async.coro.suspend %4, ^bb7, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %5 = async.runtime.is_error %arg0 : !async.value<f32>
// CHECK-NEXT: cf.cond_br %5, ^bb4, ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %6 = async.runtime.load %arg0 : <f32>
// CHECK-NEXT: async.runtime.set_available %0 : !async.token
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: async.runtime.set_error %0 : !async.token
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb6:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // 4 preds: ^bb0, ^bb1, ^bb5, ^bb6
// CHECK-NEXT: async.coro.end %2
// CHECK-NEXT: return %0 : !async.token
// CHECK-NEXT: }
// CHECK-NEXT: }
