// Suspension inside loops in an async.execute body: awaits inside an scf.for (two per
// iteration), inside a nested scf.for and inside an scf.if, with loop-carried values live
// across them.
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// CHECK lines: mlir-opt-22 cannot lower this file (async-to-async-runtime rejects awaits
// inside scf ops of an execute body, and an execute body must stay one block), so they were
// checked by hand: iteration i prints z(i) where inner = i*i + 0 + 1 and z = inner for even
// i, inner*inner for odd i: 1, 4, 5, 100, 17; the sum is 127. They were also confirmed with
// mlir-runner-22 on the same program with the outer execute turned into an async.func and
// convert-scf-to-cf run first.

// CHECK:      1
// CHECK-NEXT: 4
// CHECK-NEXT: 5
// CHECK-NEXT: 100
// CHECK-NEXT: 17
// CHECK-NEXT: 127
// CHECK-NOT:  {{.}}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0 : i64
  %t, %v = async.execute -> !async.value<i64> {
    %s = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %zero) -> (i64) {
      %ti, %vi = async.execute -> !async.value<i64> {
        %ii = arith.index_cast %i : index to i64
        %sq = arith.muli %ii, %ii : i64
        async.yield %sq : i64
      }
      // First suspension: the token; second: the value.
      async.await %ti : !async.token
      %x = async.await %vi : !async.value<i64>
      %inner = scf.for %j = %c0 to %c2 step %c1 iter_args(%a2 = %x) -> (i64) {
        %tj, %vj = async.execute -> !async.value<i64> {
          %jj = arith.index_cast %j : index to i64
          %p = arith.addi %a2, %jj : i64
          async.yield %p : i64
        }
        %y = async.await %vj : !async.value<i64>
        scf.yield %y : i64
      }
      %odd = arith.remui %i, %c2 : index
      %isodd = arith.cmpi eq, %odd, %c1 : index
      %z = scf.if %isodd -> (i64) {
        %tk, %vk = async.execute -> !async.value<i64> {
          %m = arith.muli %inner, %inner : i64
          async.yield %m : i64
        }
        %w = async.await %vk : !async.value<i64>
        scf.yield %w : i64
      } else {
        scf.yield %inner : i64
      }
      vector.print %z : i64
      %n = arith.addi %acc, %z : i64
      scf.yield %n : i64
    }
    async.yield %s : i64
  }
  %r = async.await %v : !async.value<i64>
  vector.print %r : i64
  return
}
