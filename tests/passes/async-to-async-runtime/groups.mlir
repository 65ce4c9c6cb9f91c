// RUN: corolift opt %s -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-to-async-runtime | corolift opt | FileCheck %s

// async.create_group / add_to_group become runtime ops everywhere; await_all blocks outside
// coroutines and suspends inside them.
func.func @groups(%t: !async.token) -> index {
  %c2 = arith.constant 2 : index
  %g = async.create_group %c2 : !async.group
  %r0 = async.add_to_group %t, %g : !async.token
  %t2 = async.execute {
    async.await_all %g
    async.yield
  }
  %r1 = async.add_to_group %t2, %g : !async.token
  async.await_all %g
  return %r1 : index
}

// CHECK: module {
// CHECK-LABEL: func.func @groups(%arg0: !async.token) -> index {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = async.runtime.create_group %c2 : !async.group
// CHECK-NEXT: %1 = async.runtime.add_to_group %arg0, %0 : !async.token
// CHECK-NEXT: %2 = call @async_execute_fn(%0) : (!async.group) -> !async.token
// CHECK-NEXT: %3 = async.runtime.add_to_group %2, %0 : !async.token
// CHECK-NEXT: async.runtime.await %0 : !async.group
// CHECK-NEXT: %4 = async.runtime.is_error %0 : !async.group
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %5 = arith.xori %4, %true : i1
// CHECK-NEXT: cf.assert %5, "Awaited async operand is in error state"
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @async_execute_fn(%arg0: !async.group) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.coro.id
// CHECK-NEXT: %2 = async.coro.begin %1
// CHECK-NEXT: %3 = async.coro.save %2
// CHECK-NEXT: async.runtime.resume %2
// CHECK-NEXT: async.coro.suspend %3, ^bb7, ^bb1, ^bb6
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %4 = async.coro.save %2
// CHECK-NEXT: async.runtime.await_and_resume %arg0, %2 : !async.group
// CHECK-NEXT: async.coro.suspend %4, ^bb7, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %5 = async.runtime.is_error %arg0 : !async.group
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
// CHECK-NEXT: ^bb6:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // 4 preds: ^bb0, ^bb1, ^bb5, ^bb6
// CHECK-NEXT: async.coro.end %2
// CHECK-NEXT: return %0 : !async.token
// CHECK-NEXT: }
// CHECK-NEXT: }
