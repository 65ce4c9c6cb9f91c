// Awaits on already-available objects: the same token and value awaited twice (blocking in
// main, non-blocking in an execute and in an async.func), a token of an execute that has
// already finished, used as a dependency and awaited inside.
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// CHECK lines: the output of mlir-runner-22 on this file, lowered by mlir-opt-22 with
// async-func-to-async-runtime,async-to-async-runtime, ref counting, convert-async-to-llvm and
// the usual lowering to LLVM (addresses aside).

// CHECK:      5
// CHECK-NEXT: 5
// CHECK-NEXT: 15
// CHECK-NEXT: 30
// CHECK-NEXT: 900
// CHECK-NEXT: 0
// CHECK-NOT:  {{.}}

async.func @wait_twice(%t: !async.token, %v: !async.value<i32>) -> !async.value<i32> {
  // The token and the value are already available when this runs (main awaited them).
  async.await %t : !async.token
  async.await %t : !async.token
  %a = async.await %v : !async.value<i32>
  %b = async.await %v : !async.value<i32>
  %s = arith.addi %a, %b : i32
  return %s : i32
}

func.func @main() {
  %c5 = arith.constant 5 : i32
  %t0, %v0 = async.execute -> !async.value<i32> {
    async.yield %c5 : i32
  }
  // Blocking awaits in main, twice each.
  async.await %t0 : !async.token
  async.await %t0 : !async.token
  %x0 = async.await %v0 : !async.value<i32>
  %x1 = async.await %v0 : !async.value<i32>
  vector.print %x0 : i32
  vector.print %x1 : i32

  // An execute that awaits objects of an execute that has already finished, twice each,
  // and also depends on that token.
  %t1, %v1 = async.execute [%t0] (%v0 as %u : !async.value<i32>) -> !async.value<i32> {
    async.await %t0 : !async.token
    async.await %t0 : !async.token
    %a = async.await %v0 : !async.value<i32>
    %b = async.await %v0 : !async.value<i32>
    %s = arith.addi %a, %b : i32
    %s2 = arith.addi %s, %u : i32
    async.yield %s2 : i32
  }
  %x2 = async.await %v1 : !async.value<i32>
  vector.print %x2 : i32

  // An async.func awaiting already-available objects.
  %v2 = async.call @wait_twice(%t1, %v1) : (!async.token, !async.value<i32>) -> !async.value<i32>
  %x3 = async.await %v2 : !async.value<i32>
  vector.print %x3 : i32

  // An execute awaiting a token twice that may or may not be ready: the first await
  // suspends (or not), the second always finds it ready.
  %t3 = async.execute {
    async.yield
  }
  %t4, %v4 = async.execute -> !async.value<i32> {
    async.await %t3 : !async.token
    async.await %t3 : !async.token
    %x = async.await %v2 : !async.value<i32>
    %y = async.await %v2 : !async.value<i32>
    %z = arith.muli %x, %y : i32
    async.yield %z : i32
  }
  async.await %t4 : !async.token
  async.await %t4 : !async.token
  %x4 = async.await %v4 : !async.value<i32>
  vector.print %x4 : i32
  %e = async.runtime.is_error %t4 : !async.token
  vector.print %e : i1
  return
}
