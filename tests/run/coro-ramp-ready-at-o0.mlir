// At -O0 a ramp hands even an await of a ready value to the runtime, which answers "ready";
// the ramp then resumes its own frame at once (see
// tests/passes/coro-split/ramp-without-fast-paths.mlir). Here every awaited value is ready
// when awaited (@double never suspends), and @chain awaits a @twice that itself went through
// that path. Expected values by hand: twice(x) = 2*(2x) + x = 5x; chain(x) = twice(x) + 1.
// twice(5) = 25, chain(7) = 36, chain(-3) = -14.
// RUN: corolift run -O0 %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run -O0 %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run -O0 %s | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 corolift run -O2 %s | FileCheck %s
// CHECK: 25
// CHECK-NEXT: 36
// CHECK-NEXT: -14

async.func @double(%x: i64) -> !async.value<i64> {
  %r = arith.addi %x, %x : i64
  return %r : i64
}

async.func @twice(%x: i64) -> !async.value<i64> {
  %a = async.call @double(%x) : (i64) -> !async.value<i64>
  %va = async.await %a : !async.value<i64>
  %b = async.call @double(%va) : (i64) -> !async.value<i64>
  %vb = async.await %b : !async.value<i64>
  %s = arith.addi %vb, %x : i64
  return %s : i64
}

async.func @chain(%x: i64) -> !async.value<i64> {
  %one = arith.constant 1 : i64
  %t = async.call @twice(%x) : (i64) -> !async.value<i64>
  %v = async.await %t : !async.value<i64>
  %r = arith.addi %v, %one : i64
  return %r : i64
}

func.func @main() {
  %c5 = arith.constant 5 : i64
  %c7 = arith.constant 7 : i64
  %cm3 = arith.constant -3 : i64
  %a = async.call @twice(%c5) : (i64) -> !async.value<i64>
  %va = async.await %a : !async.value<i64>
  vector.print %va : i64
  %b = async.call @chain(%c7) : (i64) -> !async.value<i64>
  %vb = async.await %b : !async.value<i64>
  vector.print %vb : i64
  %c = async.call @chain(%cm3) : (i64) -> !async.value<i64>
  %vc = async.await %c : !async.value<i64>
  vector.print %vc : i64
  return
}
