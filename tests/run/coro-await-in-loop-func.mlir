// Suspension inside loops in an async.func: awaits inside scf.for, a nested scf.for and an
// scf.while, with loop-carried values live across them.
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// CHECK lines: mlir-runner-22 on this file lowered by mlir-opt-22 with convert-scf-to-cf run
// first (async-to-async-runtime rejects awaits inside scf ops), then the usual async and LLVM
// lowering. By hand: the loop prints i*i (0 1 4 9), the sum is 4*(0+1+4) + 14 = 34, halved
// while > 10: 17, 8.

// CHECK:      0
// CHECK-NEXT: 1
// CHECK-NEXT: 4
// CHECK-NEXT: 9
// CHECK-NEXT: 17
// CHECK-NEXT: 8
// CHECK-NEXT: 8
// CHECK-NOT:  {{.}}

async.func @square(%i: index) -> !async.value<i64> {
  %ii = arith.index_cast %i : index to i64
  %sq = arith.muli %ii, %ii : i64
  return %sq : i64
}

// Awaits inside an scf.for (an async.call's value and an async.execute's token), inside a
// nested scf.for and inside an scf.while, with loop-carried values live across them.
async.func @sum_squares(%n: index, %buf: memref<1xi64>) -> !async.value<i64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %vi = async.call @square(%i) : (index) -> !async.value<i64>
    %x = async.await %vi : !async.value<i64>
    %tw = async.execute {
      memref.store %x, %buf[%c0] : memref<1xi64>
      async.yield
    }
    async.await %tw : !async.token
    %y = memref.load %buf[%c0] : memref<1xi64>
    vector.print %y : i64
    %acc2 = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %acc) -> (i64) {
      %vj = async.call @square(%j) : (index) -> !async.value<i64>
      %z = async.await %vj : !async.value<i64>
      %a1 = arith.addi %a, %z : i64
      scf.yield %a1 : i64
    }
    %n2 = arith.addi %acc2, %y : i64
    scf.yield %n2 : i64
  }
  // A while loop that halves the sum, awaiting each step.
  %r = scf.while (%w = %s) : (i64) -> i64 {
    %big = arith.constant 10 : i64
    %more = arith.cmpi sgt, %w, %big : i64
    scf.condition(%more) %w : i64
  } do {
  ^bb0(%w2: i64):
    %th, %vh = async.execute -> !async.value<i64> {
      %two = arith.constant 2 : i64
      %h = arith.divsi %w2, %two : i64
      async.yield %h : i64
    }
    %h2 = async.await %vh : !async.value<i64>
    vector.print %h2 : i64
    scf.yield %h2 : i64
  }
  return %r : i64
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %buf = memref.alloc() : memref<1xi64>
  %v = async.call @sum_squares(%c4, %buf) : (index, memref<1xi64>) -> !async.value<i64>
  %r = async.await %v : !async.value<i64>
  vector.print %r : i64
  memref.dealloc %buf : memref<1xi64>
  return
}
