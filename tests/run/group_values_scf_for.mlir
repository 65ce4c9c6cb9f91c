// Values added to groups in scf.for loops. Loop 1: 100 executes, each yields i*i as a value,
// joins the group and is then summed by a second execute taking the value as an operand
// (atomic add into a cell). Loop 2 carries a value through iter_args: each iteration's execute
// adds i to the previous running sum and joins a second group, awaited inside an execute.
// MLIR 22 rejects these programs: `convert-async-to-llvm` fails to legalize
// `async.runtime.add_to_group` of an `!async.value<T>` (its pattern takes tokens only), so
// values in groups are corolift's extension (`corolift_add_value_to_group` in the runtime).
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// COMPARE-SKIP: MLIR 22 rejects values in groups
// CHECK lines: hand-checked arithmetic (mlir-runner-22 cannot run this program).

// Loop 1: a value and a token per iteration, so the values' ranks are 0, 2, ..., 198; group not in error; sum of i*i for i < 100 = 328350.
// CHECK:      198
// CHECK-NEXT: 0
// CHECK-NEXT: 328350
// Loop 2: running sum 0 + 1 + ... + 49 = 1225, seen inside an execute after await_all.
// CHECK-NEXT: 1225
// CHECK-NEXT: 0
// CHECK-NOT:  {{.}}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c50 = arith.constant 50 : index
  %c100 = arith.constant 100 : index
  %c200 = arith.constant 200 : index
  %zero = arith.constant 0 : i64
  %cell = memref.alloc() : memref<1xi64>
  memref.store %zero, %cell[%c0] : memref<1xi64>

  // Each iteration adds a value and the token of its consumer: 200 members.
  %g = async.create_group %c200 : !async.group
  %last = scf.for %i = %c0 to %c100 step %c1 iter_args(%r = %c0) -> (index) {
    %t, %v = async.execute -> !async.value<i64> {
      %ii = arith.index_cast %i : index to i64
      %sq = arith.muli %ii, %ii : i64
      async.yield %sq : i64
    }
    %rank = async.add_to_group %v, %g : !async.value<i64>
    %tc = async.execute (%v as %x : !async.value<i64>) {
      %old = memref.atomic_rmw addi %x, %cell[%c0] : (i64, memref<1xi64>) -> i64
      async.yield
    }
    %rank2 = async.add_to_group %tc, %g : !async.token
    scf.yield %rank : index
  }
  vector.print %last : index
  async.await_all %g
  %e = async.runtime.is_error %g : !async.group
  vector.print %e : i1
  %s = memref.load %cell[%c0] : memref<1xi64>
  vector.print %s : i64

  // A value carried by the loop; every step joins the group.
  %g2 = async.create_group %c50 : !async.group
  %t0, %v0 = async.execute -> !async.value<i64> {
    async.yield %zero : i64
  }
  %final = scf.for %i = %c0 to %c50 step %c1 iter_args(%prev = %v0) -> (!async.value<i64>) {
    %t, %v = async.execute (%prev as %p : !async.value<i64>) -> !async.value<i64> {
      %ii = arith.index_cast %i : index to i64
      %n = arith.addi %p, %ii : i64
      async.yield %n : i64
    }
    %rank = async.add_to_group %v, %g2 : !async.value<i64>
    scf.yield %v : !async.value<i64>
  }
  %tw, %vw = async.execute -> !async.value<i64> {
    async.await_all %g2
    %x = async.await %final : !async.value<i64>
    async.yield %x : i64
  }
  %w = async.await %vw : !async.value<i64>
  vector.print %w : i64
  async.await_all %g2
  %e2 = async.runtime.is_error %g2 : !async.group
  vector.print %e2 : i1
  memref.dealloc %cell : memref<1xi64>
  return
}
