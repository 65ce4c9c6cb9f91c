// Recursive async.func: fib(0), fib(1), fib(10) = 55, fib(15) = 610, and fib(10) with one
// recursive call made from inside an async.execute.
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// CHECK lines: the output of mlir-runner-22 on this file, lowered by mlir-opt-22 with
// async-func-to-async-runtime,async-to-async-runtime, ref counting, convert-async-to-llvm and
// the usual lowering to LLVM (addresses aside).

// CHECK:      0
// CHECK-NEXT: 1
// CHECK-NEXT: 55
// CHECK-NEXT: 610
// CHECK-NEXT: 55
// CHECK-NOT:  {{.}}

async.func @fib(%n: i64) -> !async.value<i64> {
  %c2 = arith.constant 2 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  cf.cond_br %small, ^base, ^rec
^base:
  return %n : i64
^rec:
  %c1 = arith.constant 1 : i64
  %n1 = arith.subi %n, %c1 : i64
  %n2 = arith.subi %n, %c2 : i64
  %a = async.call @fib(%n1) : (i64) -> !async.value<i64>
  %b = async.call @fib(%n2) : (i64) -> !async.value<i64>
  %x = async.await %a : !async.value<i64>
  %y = async.await %b : !async.value<i64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}

async.func @fib_exec(%n: i64) -> !async.value<i64> {
  %c2 = arith.constant 2 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  cf.cond_br %small, ^base, ^rec
^base:
  return %n : i64
^rec:
  %c1 = arith.constant 1 : i64
  %n1 = arith.subi %n, %c1 : i64
  %n2 = arith.subi %n, %c2 : i64
  %ta, %va = async.execute -> !async.value<i64> {
    %a = async.call @fib_exec(%n1) : (i64) -> !async.value<i64>
    %x = async.await %a : !async.value<i64>
    async.yield %x : i64
  }
  %b = async.call @fib_exec(%n2) : (i64) -> !async.value<i64>
  %y = async.await %b : !async.value<i64>
  %x = async.await %va : !async.value<i64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c10 = arith.constant 10 : i64
  %c15 = arith.constant 15 : i64
  %v0 = async.call @fib(%c0) : (i64) -> !async.value<i64>
  %r0 = async.await %v0 : !async.value<i64>
  vector.print %r0 : i64
  %v1 = async.call @fib(%c1) : (i64) -> !async.value<i64>
  %r1 = async.await %v1 : !async.value<i64>
  vector.print %r1 : i64
  %v10 = async.call @fib(%c10) : (i64) -> !async.value<i64>
  %r10 = async.await %v10 : !async.value<i64>
  vector.print %r10 : i64
  %v15 = async.call @fib(%c15) : (i64) -> !async.value<i64>
  %r15 = async.await %v15 : !async.value<i64>
  vector.print %r15 : i64
  %w10 = async.call @fib_exec(%c10) : (i64) -> !async.value<i64>
  %s10 = async.await %w10 : !async.value<i64>
  vector.print %s10 : i64
  return
}
