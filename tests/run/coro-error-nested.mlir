// Errors propagating through nested coroutines: a failing cf.assert in an async.execute,
// awaited in an async.func, awaited by another async.func, awaited by a third one through
// an execute; main checks the value and token error flags with async.runtime.await +
// async.runtime.is_error. Also an error value passed as an execute operand and a group
// with one failed member. Code after a failed await is not run (nothing printed).
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// CHECK lines: the output of mlir-runner-22 on this file, lowered by mlir-opt-22 with
// async-func-to-async-runtime,async-to-async-runtime, ref counting, convert-async-to-llvm and
// the usual lowering to LLVM (addresses aside).

// CHECK:      2.5
// CHECK-NEXT: 5
// CHECK-NEXT: 0
// CHECK-NEXT: 42
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 2.5
// CHECK-NEXT: 5
// CHECK-NEXT: 1
// CHECK-NOT:  {{.}}

async.func @inner(%ok: i1) -> !async.value<f32> {
  %t, %v = async.execute -> !async.value<f32> {
    cf.assert %ok, "inner execute failed"
    %c = arith.constant 2.5 : f32
    async.yield %c : f32
  }
  %x = async.await %v : !async.value<f32>
  // Not reached when the execute failed.
  vector.print %x : f32
  %y = arith.addf %x, %x : f32
  return %y : f32
}

async.func @middle(%ok: i1) -> !async.token {
  %v = async.call @inner(%ok) : (i1) -> !async.value<f32>
  %x = async.await %v : !async.value<f32>
  vector.print %x : f32
  return
}

async.func @outer(%ok: i1) -> !async.value<i32> {
  %t = async.call @middle(%ok) : (i1) -> !async.token
  // An execute that awaits the token inside.
  %t2, %v2 = async.execute -> !async.value<i32> {
    async.await %t : !async.token
    %c = arith.constant 42 : i32
    async.yield %c : i32
  }
  %x = async.await %v2 : !async.value<i32>
  return %x : i32
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false

  // Success path.
  %v0 = async.call @outer(%true) : (i1) -> !async.value<i32>
  async.runtime.await %v0 : !async.value<i32>
  %e0 = async.runtime.is_error %v0 : !async.value<i32>
  vector.print %e0 : i1
  %x0 = async.await %v0 : !async.value<i32>
  vector.print %x0 : i32

  // Failure path: the error reaches main through three coroutine levels.
  %v1 = async.call @outer(%false) : (i1) -> !async.value<i32>
  async.runtime.await %v1 : !async.value<i32>
  %e1 = async.runtime.is_error %v1 : !async.value<i32>
  vector.print %e1 : i1

  // Token error path: middle's token.
  %t2 = async.call @middle(%false) : (i1) -> !async.token
  async.runtime.await %t2 : !async.token
  %e2 = async.runtime.is_error %t2 : !async.token
  vector.print %e2 : i1

  // An error value passed as an execute operand: the implicit await fails the execute.
  %v3 = async.call @inner(%false) : (i1) -> !async.value<f32>
  %t4, %v4 = async.execute (%v3 as %u : !async.value<f32>) -> !async.value<f32> {
    %w = arith.addf %u, %u : f32
    vector.print %w : f32
    async.yield %w : f32
  }
  async.runtime.await %t4 : !async.token
  %e4 = async.runtime.is_error %t4 : !async.token
  vector.print %e4 : i1
  async.runtime.await %v4 : !async.value<f32>
  %e5 = async.runtime.is_error %v4 : !async.value<f32>
  vector.print %e5 : i1

  // A group with one failed member is in error.
  %c3 = arith.constant 3 : index
  %g = async.create_group %c3 : !async.group
  %ta = async.call @middle(%true) : (i1) -> !async.token
  %tb = async.call @middle(%false) : (i1) -> !async.token
  %tc = async.execute {
    async.yield
  }
  %i0 = async.add_to_group %ta, %g : !async.token
  %i1 = async.add_to_group %tb, %g : !async.token
  %i2 = async.add_to_group %tc, %g : !async.token
  async.runtime.await %g : !async.group
  %eg = async.runtime.is_error %g : !async.group
  vector.print %eg : i1
  return
}
