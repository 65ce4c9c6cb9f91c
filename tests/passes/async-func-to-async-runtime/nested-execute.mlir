// RUN: corolift opt %s -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-func-to-async-runtime -async-to-async-runtime | corolift opt | FileCheck %s

// async.execute inside async.func: the first pass leaves it (and the awaits in its body) for
// async-to-async-runtime, which outlines it; the await of its token in the async.func is a
// suspension point of the async.func coroutine.
async.func @outer(%m: memref<1xf32>, %x: f32) -> !async.token {
  %t = async.execute {
    %c0 = arith.constant 0 : index
    memref.store %x, %m[%c0] : memref<1xf32>
    async.yield
  }
  async.await %t : !async.token
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @outer(%arg0: memref<1xf32>, %arg1: f32) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.coro.id
// CHECK-NEXT: %2 = async.coro.begin %1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %3 = call @async_execute_fn(%arg1, %arg0) : (f32, memref<1xf32>) -> !async.token
// CHECK-NEXT: %4 = async.coro.save %2
// CHECK-NEXT: async.runtime.await_and_resume %3, %2 : !async.token
// CHECK-NEXT: async.coro.suspend %4, ^bb7, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %5 = async.runtime.is_error %3 : !async.token
// CHECK-NEXT: cf.cond_br %5, ^bb4, ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: async.runtime.set_available %0 : !async.token
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: async.runtime.set_error %0 : !async.token
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // 3 preds: ^bb1, ^bb5, ^bb6
// CHECK-NEXT: async.coro.end %2
// CHECK-NEXT: return %0 : !async.token
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @async_execute_fn(%arg0: f32, %arg1: memref<1xf32>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.coro.id
// CHECK-NEXT: %2 = async.coro.begin %1
// CHECK-NEXT: %3 = async.coro.save %2
// CHECK-NEXT: async.runtime.resume %2
// CHECK-NEXT: async.coro.suspend %3, ^bb4, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg0, %arg1[%c0] : memref<1xf32>
// CHECK-NEXT: async.runtime.set_available %0 : !async.token
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
// CHECK-NEXT: async.coro.end %2
// CHECK-NEXT: return %0 : !async.token
// CHECK-NEXT: }
// CHECK-NEXT: }
