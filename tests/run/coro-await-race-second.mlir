// A lost race at the ramp's second await (%7 in @sum), after the first one was ready: the ramp
// allocates the frame only there and calls @sum.resume, which lands at suspension point 1.
//
// The IR below is `corolift run --emit=mlir` of this program (coro-split already applied):
//   async.func @double(%x: i64) -> !async.value<i64> {
//     %y = arith.addi %x, %x : i64
//     return %y : i64
//   }
//
//   async.func @sum(%a: i64, %b: i64) -> !async.value<i64> {
//     %c1 = arith.constant 1 : i64
//     %va = async.call @double(%a) : (i64) -> !async.value<i64>
//     %vb = async.call @double(%b) : (i64) -> !async.value<i64>
//     %x = async.await %va : !async.value<i64>
//     %y = async.await %vb : !async.value<i64>
//     %s = arith.addi %x, %y : i64
//     %t = arith.addi %s, %c1 : i64
//     return %t : i64
//   }
//
//   func.func @main() {
//     %c20 = arith.constant 20 : i64
//     %c100 = arith.constant 100 : i64
//     %r = async.call @sum(%c20, %c100) : (i64, i64) -> !async.value<i64>
//     %v = async.await %r : !async.value<i64>
//     vector.print %v : i64
//     return
//   }
// with, by hand, the branch on the named `corolift.coro.ready` replaced by a branch to the slow
// path, as if each awaited value had completed between the check and the runtime call (a race
// that real runs hit only now and then). The runtime then answers "ready" to
// `corolift.coro.await` and the code must still continue correctly.
// Expected by hand: 2*20 + 2*100 + 1 = 241, and no object left alive (leak check).
// ROUNDTRIP-SKIP: uses the corolift-only type !corolift.frame and corolift.* ops
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// CHECK: 241
!sum_frame = !corolift.frame<"sum", size 48, align 8, {resume_fn at 0 : !llvm.ptr, destroy_fn at 8 : !llvm.ptr, index at 16 : i32, s0.0 at 24 : !async.value<i64>, s0.1 at 32 : !async.value<i64>, s0.2 at 40 : !async.value<i64>, s1.0 at 24 : !async.value<i64>, s1.1 at 32 : !async.value<i64>, s1.2 at 40 : i64}>
module {
  func.func @double(%arg0: i64) -> !async.value<i64> {
    %0 = async.runtime.create : !async.value<i64>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %1 = arith.addi %arg0, %arg0 : i64
    async.runtime.store %1, %0 : <i64>
    async.runtime.set_available %0 : !async.value<i64>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    cf.br ^bb4
  ^bb3:  // no predecessors
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    return %0 : !async.value<i64>
  }
  func.func @sum(%arg0: i64, %arg1: i64) -> !async.value<i64> {
    %0 = async.runtime.create : !async.value<i64>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %c1_i64 = arith.constant 1 : i64
    %1 = call @double(%arg0) : (i64) -> !async.value<i64>
    %2 = call @double(%arg1) : (i64) -> !async.value<i64>
    %3 = "corolift.coro.ready"(%1) : (!async.value<i64>) -> i1
    cf.cond_br %3, ^bb4, ^bb2
  ^bb2:  // pred: ^bb1
    %4 = "corolift.frame.alloc"() <{destroy = @sum.destroy, resume = @sum.resume, suspend_points = 2 : i64}> : () -> !sum_frame
    "corolift.frame.store"(%0, %4) <{field = "s0.0"}> : (!async.value<i64>, !sum_frame) -> ()
    "corolift.frame.store"(%1, %4) <{field = "s0.1"}> : (!async.value<i64>, !sum_frame) -> ()
    "corolift.frame.store"(%2, %4) <{field = "s0.2"}> : (!async.value<i64>, !sum_frame) -> ()
    %c0_i32 = arith.constant 0 : i32
    "corolift.frame.store"(%c0_i32, %4) <{field = "index"}> : (i32, !sum_frame) -> ()
    "corolift.coro.await"(%1, %4)[^bb3, ^bb16] <{resume = @sum.resume}> : (!async.value<i64>, !sum_frame) -> ()
  ^bb3:  // pred: ^bb2
    call @sum.resume(%4) : (!sum_frame) -> ()
    cf.br ^bb16
  ^bb4:  // pred: ^bb1
    cf.br ^bb5
  ^bb5:  // pred: ^bb4
    %5 = async.runtime.is_error %1 : !async.value<i64>
    cf.cond_br %5, ^bb12, ^bb6
  ^bb6:  // pred: ^bb5
    %6 = async.runtime.load %1 : <i64>
    async.runtime.drop_ref %1 {count = 1 : i64} : !async.value<i64>
    %7 = "corolift.coro.ready"(%2) : (!async.value<i64>) -> i1
    cf.br ^bb7
  ^bb7:  // pred: ^bb6
    %8 = "corolift.frame.alloc"() <{destroy = @sum.destroy, resume = @sum.resume, suspend_points = 2 : i64}> : () -> !sum_frame
    "corolift.frame.store"(%0, %8) <{field = "s1.0"}> : (!async.value<i64>, !sum_frame) -> ()
    "corolift.frame.store"(%2, %8) <{field = "s1.1"}> : (!async.value<i64>, !sum_frame) -> ()
    "corolift.frame.store"(%6, %8) <{field = "s1.2"}> : (i64, !sum_frame) -> ()
    %c1_i32 = arith.constant 1 : i32
    "corolift.frame.store"(%c1_i32, %8) <{field = "index"}> : (i32, !sum_frame) -> ()
    "corolift.coro.await"(%2, %8)[^bb8, ^bb16] <{resume = @sum.resume}> : (!async.value<i64>, !sum_frame) -> ()
  ^bb8:  // pred: ^bb7
    call @sum.resume(%8) : (!sum_frame) -> ()
    cf.br ^bb16
  ^bb9:  // pred: ^bb6
    cf.br ^bb10
  ^bb10:  // pred: ^bb9
    %9 = async.runtime.is_error %2 : !async.value<i64>
    cf.cond_br %9, ^bb13, ^bb11
  ^bb11:  // pred: ^bb10
    %10 = async.runtime.load %2 : <i64>
    async.runtime.drop_ref %2 {count = 1 : i64} : !async.value<i64>
    %11 = arith.addi %6, %10 : i64
    %12 = arith.addi %11, %c1_i64 : i64
    async.runtime.store %12, %0 : <i64>
    async.runtime.set_available %0 : !async.value<i64>
    cf.br ^bb15
  ^bb12:  // pred: ^bb5
    async.runtime.drop_ref %2 {count = 1 : i64} : !async.value<i64>
    async.runtime.drop_ref %1 {count = 1 : i64} : !async.value<i64>
    cf.br ^bb14
  ^bb13:  // pred: ^bb10
    async.runtime.drop_ref %2 {count = 1 : i64} : !async.value<i64>
    cf.br ^bb14
  ^bb14:  // 2 preds: ^bb12, ^bb13
    async.runtime.set_error %0 : !async.value<i64>
    cf.br ^bb15
  ^bb15:  // 2 preds: ^bb11, ^bb14
    cf.br ^bb16
  ^bb16:  // 5 preds: ^bb2, ^bb3, ^bb7, ^bb8, ^bb15
    return %0 : !async.value<i64>
  }
  func.func private @sum.resume(%arg0: !sum_frame) {
    %0 = "corolift.frame.load"(%arg0) <{field = "index"}> : (!sum_frame) -> i32
    cf.switch %0 : i32, [
      default: ^bb3,
      0: ^bb1,
      1: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    %1 = "corolift.frame.load"(%arg0) <{field = "s0.0"}> : (!sum_frame) -> !async.value<i64>
    %2 = "corolift.frame.load"(%arg0) <{field = "s0.1"}> : (!sum_frame) -> !async.value<i64>
    %3 = "corolift.frame.load"(%arg0) <{field = "s0.2"}> : (!sum_frame) -> !async.value<i64>
    %c1_i64 = arith.constant 1 : i64
    cf.br ^bb4
  ^bb2:  // pred: ^bb0
    %4 = "corolift.frame.load"(%arg0) <{field = "s1.0"}> : (!sum_frame) -> !async.value<i64>
    %5 = "corolift.frame.load"(%arg0) <{field = "s1.1"}> : (!sum_frame) -> !async.value<i64>
    %6 = "corolift.frame.load"(%arg0) <{field = "s1.2"}> : (!sum_frame) -> i64
    %c1_i64_0 = arith.constant 1 : i64
    cf.br ^bb9(%4, %c1_i64_0, %5, %6 : !async.value<i64>, i64, !async.value<i64>, i64)
  ^bb3:  // pred: ^bb0
    "corolift.unreachable"() : () -> ()
  ^bb4:  // pred: ^bb1
    %7 = async.runtime.is_error %2 : !async.value<i64>
    cf.cond_br %7, ^bb11, ^bb5
  ^bb5:  // pred: ^bb4
    %8 = async.runtime.load %2 : <i64>
    async.runtime.drop_ref %2 {count = 1 : i64} : !async.value<i64>
    %9 = "corolift.coro.ready"(%3) : (!async.value<i64>) -> i1
    cf.cond_br %9, ^bb8, ^bb6
  ^bb6:  // pred: ^bb5
    "corolift.frame.store"(%1, %arg0) <{field = "s1.0"}> : (!async.value<i64>, !sum_frame) -> ()
    "corolift.frame.store"(%3, %arg0) <{field = "s1.1"}> : (!async.value<i64>, !sum_frame) -> ()
    "corolift.frame.store"(%8, %arg0) <{field = "s1.2"}> : (i64, !sum_frame) -> ()
    %c1_i32 = arith.constant 1 : i32
    "corolift.frame.store"(%c1_i32, %arg0) <{field = "index"}> : (i32, !sum_frame) -> ()
    "corolift.coro.await"(%3, %arg0)[^bb7, ^bb15] <{resume = @sum.resume}> : (!async.value<i64>, !sum_frame) -> ()
  ^bb7:  // pred: ^bb6
    cf.br ^bb8
  ^bb8:  // 2 preds: ^bb5, ^bb7
    cf.br ^bb9(%1, %c1_i64, %3, %8 : !async.value<i64>, i64, !async.value<i64>, i64)
  ^bb9(%10: !async.value<i64>, %11: i64, %12: !async.value<i64>, %13: i64):  // 2 preds: ^bb2, ^bb8
    %14 = async.runtime.is_error %12 : !async.value<i64>
    cf.cond_br %14, ^bb12, ^bb10
  ^bb10:  // pred: ^bb9
    %15 = async.runtime.load %12 : <i64>
    async.runtime.drop_ref %12 {count = 1 : i64} : !async.value<i64>
    %16 = arith.addi %13, %15 : i64
    %17 = arith.addi %16, %11 : i64
    async.runtime.store %17, %10 : <i64>
    async.runtime.set_available %10 : !async.value<i64>
    cf.br ^bb14
  ^bb11:  // pred: ^bb4
    async.runtime.drop_ref %3 {count = 1 : i64} : !async.value<i64>
    async.runtime.drop_ref %2 {count = 1 : i64} : !async.value<i64>
    cf.br ^bb13(%1 : !async.value<i64>)
  ^bb12:  // pred: ^bb9
    async.runtime.drop_ref %12 {count = 1 : i64} : !async.value<i64>
    cf.br ^bb13(%10 : !async.value<i64>)
  ^bb13(%18: !async.value<i64>):  // 2 preds: ^bb11, ^bb12
    async.runtime.set_error %18 : !async.value<i64>
    cf.br ^bb14
  ^bb14:  // 2 preds: ^bb10, ^bb13
    "corolift.frame.free"(%arg0) : (!sum_frame) -> ()
    cf.br ^bb15
  ^bb15:  // 2 preds: ^bb6, ^bb14
    return
  }
  func.func private @sum.destroy(%arg0: !sum_frame) {
    %0 = "corolift.frame.load"(%arg0) <{field = "index"}> : (!sum_frame) -> i32
    cf.switch %0 : i32, [
      default: ^bb3,
      0: ^bb1,
      1: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    cf.br ^bb4
  ^bb2:  // pred: ^bb0
    cf.br ^bb4
  ^bb3:  // pred: ^bb0
    "corolift.unreachable"() : () -> ()
  ^bb4:  // 2 preds: ^bb1, ^bb2
    "corolift.frame.free"(%arg0) : (!sum_frame) -> ()
    cf.br ^bb5
  ^bb5:  // pred: ^bb4
    return
  }
  func.func @main() {
    %c20_i64 = arith.constant 20 : i64
    %c100_i64 = arith.constant 100 : i64
    %0 = call @sum(%c20_i64, %c100_i64) : (i64, i64) -> !async.value<i64>
    async.runtime.await %0 : !async.value<i64>
    %1 = async.runtime.is_error %0 : !async.value<i64>
    %true = arith.constant true
    %2 = arith.xori %1, %true : i1
    cf.assert %2, "Awaited async operand is in error state"
    %3 = async.runtime.load %0 : <i64>
    async.runtime.drop_ref %0 {count = 1 : i64} : !async.value<i64>
    vector.print %3 : i64
    return
  }
}

