// RUN: corolift opt %s -async-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-to-async-runtime | corolift opt | FileCheck %s

// Beyond mlir-opt-22 (which fails with "failed to legalize operation 'scf.for'"): awaits in
// scf.for / scf.while / scf.index_switch inside an execute body become suspension points in
// the lowered CFG. Expected output hand-checked against the convert-scf-to-cf block layout.
func.func @loop_await(%n: index, %t: !async.token, %v: !async.value<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tok = async.execute {
    scf.for %i = %c0 to %n step %c1 {
      async.await %t : !async.token
    }
    %r = scf.while (%a = %c0) : (index) -> index {
      %x = async.await %v : !async.value<i32>
      %c = arith.cmpi slt, %a, %n : index
      scf.condition(%c) %a : index
    } do {
    ^bb0(%b: index):
      %nb = arith.addi %b, %c1 : index
      scf.yield %nb : index
    }
    %s = scf.index_switch %r -> i32
    case 1 {
      %y = async.await %v : !async.value<i32>
      scf.yield %y : i32
    }
    default {
      %z = arith.constant 3 : i32
      scf.yield %z : i32
    }
    async.yield
  }
  async.await %tok : !async.token
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @loop_await(%arg0: index, %arg1: !async.token, %arg2: !async.value<i32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = call @async_execute_fn(%arg1, %arg0, %arg2) : (!async.token, index, !async.value<i32>) -> !async.token
// CHECK-NEXT: async.runtime.await %0 : !async.token
// CHECK-NEXT: %1 = async.runtime.is_error %0 : !async.token
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %2 = arith.xori %1, %true : i1
// CHECK-NEXT: cf.assert %2, "Awaited async operand is in error state"
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @async_execute_fn(%arg0: !async.token, %arg1: index, %arg2: !async.value<i32>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.coro.id
// CHECK-NEXT: %2 = async.coro.begin %1
// CHECK-NEXT: %3 = async.coro.save %2
// CHECK-NEXT: async.runtime.resume %2
// CHECK-NEXT: async.coro.suspend %3, ^bb20, ^bb1, ^bb19
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb2(%c0 : index)
// CHECK-NEXT: ^bb2(%4: index):  // 2 preds: ^bb1, ^bb5
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT: cf.cond_br %5, ^bb3, ^bb6
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %6 = async.coro.save %2
// CHECK-NEXT: async.runtime.await_and_resume %arg0, %2 : !async.token
// CHECK-NEXT: async.coro.suspend %6, ^bb20, ^bb4, ^bb19
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %7 = async.runtime.is_error %arg0 : !async.token
// CHECK-NEXT: cf.cond_br %7, ^bb17, ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: %8 = arith.addi %4, %c1 : index
// CHECK-NEXT: cf.br ^bb2(%8 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb7(%c0 : index)
// CHECK-NEXT: ^bb7(%9: index):  // 2 preds: ^bb6, ^bb10
// CHECK-NEXT: %10 = async.coro.save %2
// CHECK-NEXT: async.runtime.await_and_resume %arg2, %2 : !async.value<i32>
// CHECK-NEXT: async.coro.suspend %10, ^bb20, ^bb8, ^bb19
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: %11 = async.runtime.is_error %arg2 : !async.value<i32>
// CHECK-NEXT: cf.cond_br %11, ^bb17, ^bb9
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT: %12 = async.runtime.load %arg2 : <i32>
// CHECK-NEXT: %13 = arith.cmpi slt, %9, %arg1 : index
// CHECK-NEXT: cf.cond_br %13, ^bb10(%9 : index), ^bb11
// CHECK-NEXT: ^bb10(%14: index):  // pred: ^bb9
// CHECK-NEXT: %15 = arith.addi %14, %c1 : index
// CHECK-NEXT: cf.br ^bb7(%15 : index)
// CHECK-NEXT: ^bb11:  // pred: ^bb9
// CHECK-NEXT: %16 = arith.index_cast %9 : index to i32
// CHECK-NEXT: cf.switch %16 : i32, [
// CHECK-NEXT: default: ^bb15,
// CHECK-NEXT: 1: ^bb12
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb12:  // pred: ^bb11
// CHECK-NEXT: %17 = async.coro.save %2
// CHECK-NEXT: async.runtime.await_and_resume %arg2, %2 : !async.value<i32>
// CHECK-NEXT: async.coro.suspend %17, ^bb20, ^bb13, ^bb19
// CHECK-NEXT: ^bb13:  // pred: ^bb12
// CHECK-NEXT: %18 = async.runtime.is_error %arg2 : !async.value<i32>
// CHECK-NEXT: cf.cond_br %18, ^bb17, ^bb14
// CHECK-NEXT: ^bb14:  // pred: ^bb13
// CHECK-NEXT: %19 = async.runtime.load %arg2 : <i32>
// CHECK-NEXT: cf.br ^bb16(%19 : i32)
// CHECK-NEXT: ^bb15:  // pred: ^bb11
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: cf.br ^bb16(%c3_i32 : i32)
// CHECK-NEXT: ^bb16(%20: i32):  // 2 preds: ^bb14, ^bb15
// CHECK-NEXT: async.runtime.set_available %0 : !async.token
// CHECK-NEXT: cf.br ^bb18
// CHECK-NEXT: ^bb17:  // 3 preds: ^bb4, ^bb8, ^bb13
// CHECK-NEXT: async.runtime.set_error %0 : !async.token
// CHECK-NEXT: cf.br ^bb18
// CHECK-NEXT: ^bb18:  // 2 preds: ^bb16, ^bb17
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb20
// CHECK-NEXT: ^bb19:  // 4 preds: ^bb0, ^bb3, ^bb7, ^bb12
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb20
// CHECK-NEXT: ^bb20:  // 6 preds: ^bb0, ^bb3, ^bb7, ^bb12, ^bb18, ^bb19
// CHECK-NEXT: async.coro.end %2
// CHECK-NEXT: return %0 : !async.token
// CHECK-NEXT: }
// CHECK-NEXT: }
