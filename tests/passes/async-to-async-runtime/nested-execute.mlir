// RUN: corolift opt %s -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-to-async-runtime | corolift opt | FileCheck %s

// Inner executes are outlined first (@async_execute_fn), the outer one gets the _0 suffix;
// the inner call's result is awaited by a suspension point in the outer coroutine.
func.func @nested(%m: memref<2xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %outer = async.execute {
    %inner, %val = async.execute -> !async.value<f32> {
      %y = arith.addf %x, %x : f32
      async.yield %y : f32
    }
    %y = async.await %val : !async.value<f32>
    memref.store %y, %m[%c0] : memref<2xf32>
    async.yield
  }
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @nested(%arg0: memref<2xf32>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = call @async_execute_fn_0(%arg1, %arg0) : (f32, memref<2xf32>) -> !async.token
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @async_execute_fn(%arg0: f32) -> (!async.token, !async.value<f32>) attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.runtime.create : !async.value<f32>
// CHECK-NEXT: %2 = async.coro.id
// CHECK-NEXT: %3 = async.coro.begin %2
// CHECK-NEXT: %4 = async.coro.save %3
// CHECK-NEXT: async.runtime.resume %3
// CHECK-NEXT: async.coro.suspend %4, ^bb4, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %5 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: async.runtime.store %5, %1 : <f32>
// CHECK-NEXT: async.runtime.set_available %1 : !async.value<f32>
// CHECK-NEXT: async.runtime.set_available %0 : !async.token
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: async.coro.free %2, %3
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: async.coro.free %2, %3
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
// CHECK-NEXT: async.coro.end %3
// CHECK-NEXT: return %0, %1 : !async.token, !async.value<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @async_execute_fn_0(%arg0: f32, %arg1: memref<2xf32>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.coro.id
// CHECK-NEXT: %2 = async.coro.begin %1
// CHECK-NEXT: %3 = async.coro.save %2
// CHECK-NEXT: async.runtime.resume %2
// CHECK-NEXT: async.coro.suspend %3, ^bb7, ^bb1, ^bb6
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %4:2 = call @async_execute_fn(%arg0) : (f32) -> (!async.token, !async.value<f32>)
// CHECK-NEXT: %5 = async.coro.save %2
// CHECK-NEXT: async.runtime.await_and_resume %4#1, %2 : !async.value<f32>
// CHECK-NEXT: async.coro.suspend %5, ^bb7, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %6 = async.runtime.is_error %4#1 : !async.value<f32>
// CHECK-NEXT: cf.cond_br %6, ^bb4, ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %7 = async.runtime.load %4#1 : <f32>
// CHECK-NEXT: memref.store %7, %arg1[%c0] : memref<2xf32>
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
