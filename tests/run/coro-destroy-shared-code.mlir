// Destroy functions that only free their frame compile once per frame size: @b's frame has
// the same size and alignment as @a's, so code generation points @b.destroy at @a.destroy's
// code (`--emit=clif` says so) and the headers of @b's frames hold that address. Resume
// functions and ramps are never shared. Expected values by hand: a(x) = (x + 1) + x,
// b(x) = (x + 1) * x; a(5) = 11, b(6) = 42, a(-4) = -7.
// RUN: corolift run -O0 %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run -O0 %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run -O2 %s | FileCheck %s
// RUN: corolift run -O0 --emit=clif %s | FileCheck %s --check-prefix=CLIF
// CHECK: 11
// CHECK-NEXT: 42
// CHECK-NEXT: -7
// CLIF-DAG: ; @a.destroy{{$}}
// CLIF-DAG: ; @a.resume{{$}}
// CLIF-DAG: ; @b.resume{{$}}
// CLIF-DAG: ; @b.destroy: the code of @a.destroy
// CLIF-NOT: ; @b.destroy{{$}}

async.func @plus_one(%x: i64) -> !async.value<i64> {
  %one = arith.constant 1 : i64
  %r = arith.addi %x, %one : i64
  return %r : i64
}

async.func @a(%x: i64) -> !async.value<i64> {
  %p = async.call @plus_one(%x) : (i64) -> !async.value<i64>
  %v = async.await %p : !async.value<i64>
  %r = arith.addi %v, %x : i64
  return %r : i64
}

async.func @b(%x: i64) -> !async.value<i64> {
  %p = async.call @plus_one(%x) : (i64) -> !async.value<i64>
  %v = async.await %p : !async.value<i64>
  %r = arith.muli %v, %x : i64
  return %r : i64
}

func.func @main() {
  %c5 = arith.constant 5 : i64
  %c6 = arith.constant 6 : i64
  %cm4 = arith.constant -4 : i64
  %a = async.call @a(%c5) : (i64) -> !async.value<i64>
  %va = async.await %a : !async.value<i64>
  vector.print %va : i64
  %b = async.call @b(%c6) : (i64) -> !async.value<i64>
  %vb = async.await %b : !async.value<i64>
  vector.print %vb : i64
  %c = async.call @a(%cm4) : (i64) -> !async.value<i64>
  %vc = async.await %c : !async.value<i64>
  vector.print %vc : i64
  return
}
