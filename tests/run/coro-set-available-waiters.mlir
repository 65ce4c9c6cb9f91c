// async.runtime.set_available with and without waiters: the inline completion takes the
// compare-and-swap path when nobody waits yet and the runtime call when a waiter is
// registered (a continuation or a blocking await), for tokens and values (-O0 always
// calls); a chain of 200 executes, each awaiting the value of the one before, and a token
// awaited by main while its execute still waits on the chain's end.
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run -O0 %s | FileCheck %s
// CHECK lines are hand-checked: 1 plus 200 increments, then that plus the first value (1).
// (mlir-opt-22's async pipeline cannot lower the scf.for carrying an !async.value here.)

// CHECK:      201
// CHECK-NEXT: 202
// CHECK-NOT:  {{.}}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 200 : index
  %one = arith.constant 1 : i64
  %t0, %first = async.execute -> !async.value<i64> {
    async.yield %one : i64
  }
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %first) -> (!async.value<i64>) {
    %tn, %next = async.execute -> !async.value<i64> {
      %p = async.await %prev : !async.value<i64>
      %q = arith.addi %p, %one : i64
      async.yield %q : i64
    }
    scf.yield %next : !async.value<i64>
  }
  %done = async.execute {
    %v = async.await %last : !async.value<i64>
    vector.print %v : i64
    async.yield
  }
  async.await %done : !async.token
  %w = async.await %last : !async.value<i64>
  %f = async.await %first : !async.value<i64>
  %s = arith.addi %w, %f : i64
  vector.print %s : i64
  return
}
