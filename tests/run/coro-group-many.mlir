// Groups with many members: 200 executes (blocking await_all in main) and 100 async.func
// calls (await_all twice inside an execute), and an empty group.
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// CHECK lines: the output of mlir-runner-22 on this file, lowered by mlir-opt-22 with
// async-func-to-async-runtime,async-to-async-runtime, ref counting, convert-async-to-llvm and
// the usual lowering to LLVM (addresses aside).

// CHECK:      2646700
// CHECK-NEXT: 0
// CHECK-NEXT: 24502500
// CHECK-NEXT: 0
// CHECK-NOT:  {{.}}

async.func @store_cube(%buf: memref<100xi64>, %i: index) -> !async.token {
  %ii = arith.index_cast %i : index to i64
  %sq = arith.muli %ii, %ii : i64
  %cu = arith.muli %sq, %ii : i64
  memref.store %cu, %buf[%i] : memref<100xi64>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c200 = arith.constant 200 : index
  %zero = arith.constant 0 : i64
  %buf = memref.alloc() : memref<200xi64>
  %g = async.create_group %c200 : !async.group
  scf.for %i = %c0 to %c200 step %c1 {
    %t = async.execute {
      %ii = arith.index_cast %i : index to i64
      %sq = arith.muli %ii, %ii : i64
      memref.store %sq, %buf[%i] : memref<200xi64>
      async.yield
    }
    %k = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  %s = scf.for %i = %c0 to %c200 step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = memref.load %buf[%i] : memref<200xi64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  // sum of i*i for i < 200 = 2646700
  vector.print %s : i64
  %e = async.runtime.is_error %g : !async.group
  vector.print %e : i1

  %buf2 = memref.alloc() : memref<100xi64>
  %g2 = async.create_group %c100 : !async.group
  scf.for %i = %c0 to %c100 step %c1 {
    %t = async.call @store_cube(%buf2, %i) : (memref<100xi64>, index) -> !async.token
    %k = async.add_to_group %t, %g2 : !async.token
  }
  %t2, %v2 = async.execute -> !async.value<i64> {
    async.await_all %g2
    async.await_all %g2
    %s2 = scf.for %i = %c0 to %c100 step %c1 iter_args(%acc = %zero) -> (i64) {
      %x = memref.load %buf2[%i] : memref<100xi64>
      %a = arith.addi %acc, %x : i64
      scf.yield %a : i64
    }
    async.yield %s2 : i64
  }
  %r2 = async.await %v2 : !async.value<i64>
  // sum of i^3 for i < 100 = (99*100/2)^2 = 24502500
  vector.print %r2 : i64

  // An empty group is immediately available.
  %g3 = async.create_group %c0 : !async.group
  async.await_all %g3
  %e3 = async.runtime.is_error %g3 : !async.group
  vector.print %e3 : i1
  memref.dealloc %buf : memref<200xi64>
  memref.dealloc %buf2 : memref<100xi64>
  return
}
