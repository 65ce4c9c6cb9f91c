// RUN: corolift opt %s -async-func-to-async-runtime | FileCheck %s
// RUN: corolift opt %s -async-func-to-async-runtime | corolift opt | FileCheck %s

// Beyond upstream (mlir-opt-22 produces invalid IR here): awaits nested in scf.for and
// scf.if inside an async.func are lowered after the SCF ops become CFG. Hand-checked.
async.func @sum(%n: index, %v: !async.value<i32>, %c: i1) -> !async.value<i32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %x = async.await %v : !async.value<i32>
    %s = arith.addi %acc, %x : i32
    scf.yield %s : i32
  }
  %q = scf.if %c -> i32 {
    %y = async.await %v : !async.value<i32>
    scf.yield %y : i32
  } else {
    scf.yield %r : i32
  }
  return %q : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @sum(%arg0: index, %arg1: !async.value<i32>, %arg2: i1) -> !async.value<i32> attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT: %0 = async.runtime.create : !async.value<i32>
// CHECK-NEXT: %1 = async.coro.id
// CHECK-NEXT: %2 = async.coro.begin %1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb2(%c0, %c0_i32 : index, i32)
// CHECK-NEXT: ^bb2(%3: index, %4: i32):  // 2 preds: ^bb1, ^bb5
// CHECK-NEXT: %5 = arith.cmpi slt, %3, %arg0 : index
// CHECK-NEXT: cf.cond_br %5, ^bb3, ^bb6
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %6 = async.coro.save %2
// CHECK-NEXT: async.runtime.await_and_resume %arg1, %2 : !async.value<i32>
// CHECK-NEXT: async.coro.suspend %6, ^bb16, ^bb4, ^bb15
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %7 = async.runtime.is_error %arg1 : !async.value<i32>
// CHECK-NEXT: cf.cond_br %7, ^bb13, ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: %8 = async.runtime.load %arg1 : <i32>
// CHECK-NEXT: %9 = arith.addi %4, %8 : i32
// CHECK-NEXT: %10 = arith.addi %3, %c1 : index
// CHECK-NEXT: cf.br ^bb2(%10, %9 : index, i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb2
// CHECK-NEXT: cf.cond_br %arg2, ^bb7, ^bb10
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: %11 = async.coro.save %2
// CHECK-NEXT: async.runtime.await_and_resume %arg1, %2 : !async.value<i32>
// CHECK-NEXT: async.coro.suspend %11, ^bb16, ^bb8, ^bb15
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: %12 = async.runtime.is_error %arg1 : !async.value<i32>
// CHECK-NEXT: cf.cond_br %12, ^bb13, ^bb9
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT: %13 = async.runtime.load %arg1 : <i32>
// CHECK-NEXT: cf.br ^bb11(%13 : i32)
// CHECK-NEXT: ^bb10:  // pred: ^bb6
// CHECK-NEXT: cf.br ^bb11(%4 : i32)
// CHECK-NEXT: ^bb11(%14: i32):  // 2 preds: ^bb9, ^bb10
// CHECK-NEXT: cf.br ^bb12
// CHECK-NEXT: ^bb12:  // pred: ^bb11
// CHECK-NEXT: async.runtime.store %14, %0 : <i32>
// CHECK-NEXT: async.runtime.set_available %0 : !async.value<i32>
// CHECK-NEXT: cf.br ^bb14
// CHECK-NEXT: ^bb13:  // 2 preds: ^bb4, ^bb8
// CHECK-NEXT: async.runtime.set_error %0 : !async.value<i32>
// CHECK-NEXT: cf.br ^bb14
// CHECK-NEXT: ^bb14:  // 2 preds: ^bb12, ^bb13
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb16
// CHECK-NEXT: ^bb15:  // 2 preds: ^bb3, ^bb7
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb16
// CHECK-NEXT: ^bb16:  // 4 preds: ^bb3, ^bb7, ^bb14, ^bb15
// CHECK-NEXT: async.coro.end %2
// CHECK-NEXT: return %0 : !async.value<i32>
// CHECK-NEXT: }
// CHECK-NEXT: }
