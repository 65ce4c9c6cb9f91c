// RUN: corolift opt %s -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-func-to-async-runtime -async-to-async-runtime | corolift opt | FileCheck %s

// Stateful async.func (token first): token and values created in the entry block, awaits
// become suspension points (hot start: no initial suspension), return stores values and
// makes them available before the token; cf.assert branches to set_error.
async.func @stateful(%a: !async.value<i32>, %flag: i1) -> (!async.token, !async.value<i32>) {
  %x = async.await %a : !async.value<i32>
  cf.assert %flag, "flag"
  %y = arith.addi %x, %x : i32
  return %y : i32
}

func.func @caller(%a: !async.value<i32>, %f: i1) -> (!async.token, !async.value<i32>) {
  %t, %v = async.call @stateful(%a, %f) : (!async.value<i32>, i1) -> (!async.token, !async.value<i32>)
  return %t, %v : !async.token, !async.value<i32>
}

// CHECK: module {
// CHECK-LABEL: func.func @stateful(%arg0: !async.value<i32>, %arg1: i1) -> (!async.token, !async.value<i32>) attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.runtime.create : !async.value<i32>
// CHECK-NEXT: %2 = async.coro.id
// CHECK-NEXT: %3 = async.coro.begin %2
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %4 = async.coro.save %3
// CHECK-NEXT: async.runtime.await_and_resume %arg0, %3 : !async.value<i32>
// CHECK-NEXT: async.coro.suspend %4, ^bb8, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %5 = async.runtime.is_error %arg0 : !async.value<i32>
// CHECK-NEXT: cf.cond_br %5, ^bb5, ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %6 = async.runtime.load %arg0 : <i32>
// CHECK-NEXT: cf.cond_br %arg1, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %7 = arith.addi %6, %6 : i32
// CHECK-NEXT: async.runtime.store %7, %1 : <i32>
// CHECK-NEXT: async.runtime.set_available %1 : !async.value<i32>
// CHECK-NEXT: async.runtime.set_available %0 : !async.token
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: async.runtime.set_error %0 : !async.token
// CHECK-NEXT: async.runtime.set_error %1 : !async.value<i32>
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT: async.coro.free %2, %3
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT: async.coro.free %2, %3
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb8:  // 3 preds: ^bb1, ^bb6, ^bb7
// CHECK-NEXT: async.coro.end %3
// CHECK-NEXT: return %0, %1 : !async.token, !async.value<i32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller(%arg0: !async.value<i32>, %arg1: i1) -> (!async.token, !async.value<i32>) {
// CHECK-NEXT: %0:2 = call @stateful(%arg0, %arg1) : (!async.value<i32>, i1) -> (!async.token, !async.value<i32>)
// CHECK-NEXT: return %0#0, %0#1 : !async.token, !async.value<i32>
// CHECK-NEXT: }
// CHECK-NEXT: }
