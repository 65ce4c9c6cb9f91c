// RUN: corolift opt %s -async-func-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-func-to-async-runtime | corolift opt | FileCheck %s

// Expected text: mlir-opt-22 output.
// Value-only async.func: no token is created; set_error only touches the values; a function
// that never suspends still gets the (unreachable) cleanup-for-destroy block, as in MLIR 22.
async.func @seven() -> !async.value<i32> {
  %c = arith.constant 7 : i32
  return %c : i32
}

async.func @twice(%v: !async.value<i32>) -> !async.value<i32> {
  %x = async.await %v : !async.value<i32>
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @seven() -> !async.value<i32> attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.value<i32>
// CHECK-NEXT: %1 = async.coro.id
// CHECK-NEXT: %2 = async.coro.begin %1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: async.runtime.store %c7_i32, %0 : <i32>
// CHECK-NEXT: async.runtime.set_available %0 : !async.value<i32>
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb3:  // no predecessors
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: async.coro.end %2
// CHECK-NEXT: return %0 : !async.value<i32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @twice(%arg0: !async.value<i32>) -> !async.value<i32> attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.value<i32>
// CHECK-NEXT: %1 = async.coro.id
// CHECK-NEXT: %2 = async.coro.begin %1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %3 = async.coro.save %2
// CHECK-NEXT: async.runtime.await_and_resume %arg0, %2 : !async.value<i32>
// CHECK-NEXT: async.coro.suspend %3, ^bb7, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %4 = async.runtime.is_error %arg0 : !async.value<i32>
// CHECK-NEXT: cf.cond_br %4, ^bb4, ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %5 = async.runtime.load %arg0 : <i32>
// CHECK-NEXT: %6 = arith.addi %5, %5 : i32
// CHECK-NEXT: async.runtime.store %6, %0 : <i32>
// CHECK-NEXT: async.runtime.set_available %0 : !async.value<i32>
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: async.runtime.set_error %0 : !async.value<i32>
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // 3 preds: ^bb1, ^bb5, ^bb6
// CHECK-NEXT: async.coro.end %2
// CHECK-NEXT: return %0 : !async.value<i32>
// CHECK-NEXT: }
// CHECK-NEXT: }
