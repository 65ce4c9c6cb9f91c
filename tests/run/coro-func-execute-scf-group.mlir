// An async.execute inside an async.func whose body holds an scf.for with async ops (a nested
// execute, a group). async-func-to-async-runtime turned that scf.for into CFG too, leaving the
// execute's region with several blocks ("'func.func' op has a block without a terminator"
// after outlining); the SCF inside an execute body belongs to the execute's coroutine, which
// async-to-async-runtime lowers. Found by difftest.
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// CHECK lines: checked by hand (mlir-opt-22 crashes on the async.func with this execute, and
// rejects the group ops inside the scf.for of an execute body: "failed to legalize operation
// 'scf.for'"). The loop runs 3 times; each iteration spawns a task yielding i * 10, groups its
// token, waits for the group and adds the value: 0 + 10 + 20 = 30, plus the initial 5 = 35.
// The group sizes are 1, so every add_to_group returns rank 0 and the ranks add 0 to it.

// CHECK:      0
// CHECK-NEXT: 35
// CHECK-NOT:  {{.}}

async.func @f(%init: i64) -> !async.value<i64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : i64
  %t, %v, %r = async.execute -> (!async.value<i64>, !async.value<index>) {
    %s:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %init, %ranks = %c0) -> (i64, index) {
      %ii = arith.index_cast %i : index to i64
      %ti, %vi = async.execute -> !async.value<i64> {
        %x = arith.muli %ii, %c10 : i64
        async.yield %x : i64
      }
      %g = async.create_group %c1 : !async.group
      %rank = async.add_to_group %ti, %g : !async.token
      async.await_all %g
      %x = async.await %vi : !async.value<i64>
      %a = arith.addi %acc, %x : i64
      %rs = arith.addi %ranks, %rank : index
      scf.yield %a, %rs : i64, index
    }
    async.yield %s#0, %s#1 : i64, index
  }
  %x = async.await %v : !async.value<i64>
  %rk = async.await %r : !async.value<index>
  %rk64 = arith.index_cast %rk : index to i64
  %sum = arith.addi %x, %rk64 : i64
  return %sum : i64
}

func.func @main() {
  %c5 = arith.constant 5 : i64
  %v = async.call @f(%c5) : (i64) -> !async.value<i64>
  async.runtime.await %v : !async.value<i64>
  %e = async.runtime.is_error %v : !async.value<i64>
  vector.print %e : i1
  %x = async.await %v : !async.value<i64>
  vector.print %x : i64
  return
}
