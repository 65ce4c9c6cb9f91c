// Loop-carried tokens: a token as scf.for iter_arg, each execute depending on the previous
// one ([%prev]); a token and a value carried together and awaited inside the next execute;
// an execute awaiting, in a loop, executes that depend on an earlier chain's last token.
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// CHECK lines: mlir-opt-22 cannot run this file (its ref counting rejects tokens carried
// through block arguments, and an execute body must stay one block), so they were checked
// by hand: chain 1 appends digit i (x*10 + i): 0, 1, 12, ..., 1234567; chain 2 doubles from
// 1: 2, 4, ..., 256; chain 3 sums 0..7 = 28.

// CHECK:      0
// CHECK-NEXT: 1
// CHECK-NEXT: 12
// CHECK-NEXT: 123
// CHECK-NEXT: 1234
// CHECK-NEXT: 12345
// CHECK-NEXT: 123456
// CHECK-NEXT: 1234567
// CHECK-NEXT: 1234567
// CHECK-NEXT: 2
// CHECK-NEXT: 4
// CHECK-NEXT: 8
// CHECK-NEXT: 16
// CHECK-NEXT: 32
// CHECK-NEXT: 64
// CHECK-NEXT: 128
// CHECK-NEXT: 256
// CHECK-NEXT: 256
// CHECK-NEXT: 28
// CHECK-NOT:  {{.}}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<1xi64>
  %zero = arith.constant 0 : i64
  memref.store %zero, %buf[%c0] : memref<1xi64>
  %start = async.execute {
    async.yield
  }
  // Chain 1: dependency list.
  %last = scf.for %i = %c0 to %c8 step %c1 iter_args(%prev = %start) -> (!async.token) {
    %t = async.execute [%prev] {
      %x = memref.load %buf[%c0] : memref<1xi64>
      %ii = arith.index_cast %i : index to i64
      %ten = arith.constant 10 : i64
      %y = arith.muli %x, %ten : i64
      %z = arith.addi %y, %ii : i64
      memref.store %z, %buf[%c0] : memref<1xi64>
      vector.print %z : i64
      async.yield
    }
    scf.yield %t : !async.token
  }
  async.await %last : !async.token
  %r = memref.load %buf[%c0] : memref<1xi64>
  vector.print %r : i64

  // Chain 2: the predecessor token awaited inside the body; values carried too.
  %one = arith.constant 1 : i64
  %t0, %v0 = async.execute -> !async.value<i64> {
    async.yield %one : i64
  }
  %lt, %lv = scf.for %i = %c0 to %c8 step %c1 iter_args(%pt = %t0, %pv = %v0) -> (!async.token, !async.value<i64>) {
    %nt, %nv = async.execute -> !async.value<i64> {
      async.await %pt : !async.token
      %p = async.await %pv : !async.value<i64>
      %two = arith.constant 2 : i64
      %q = arith.muli %p, %two : i64
      vector.print %q : i64
      async.yield %q : i64
    }
    scf.yield %nt, %nv : !async.token, !async.value<i64>
  }
  %fin = async.await %lv : !async.value<i64>
  vector.print %fin : i64

  // Chain 3: tokens carried through a loop inside an async.execute, awaited each iteration.
  %t3, %v3 = async.execute -> !async.value<index> {
    %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %c0) -> (index) {
      %ti = async.execute [%last] {
        async.yield
      }
      async.await %ti : !async.token
      %a = arith.addi %acc, %i : index
      scf.yield %a : index
    }
    async.yield %s : index
  }
  %s3 = async.await %v3 : !async.value<index>
  vector.print %s3 : index
  memref.dealloc %buf : memref<1xi64>
  return
}
