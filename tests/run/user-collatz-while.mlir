// Collatz lengths: scf.while with several values, longest chain under 1000
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      111
// CHECK-NEXT: 9232
// CHECK-NEXT: 178
// CHECK-NEXT: 871
// CHECK-NOT:  {{.}}
func.func @collatz_len(%n: i64) -> (i32, i64) {
  %one = arith.constant 1 : i64
  %c0 = arith.constant 0 : i32
  %r:3 = scf.while (%x = %n, %steps = %c0, %peak = %n) : (i64, i32, i64) -> (i64, i32, i64) {
    %done = arith.cmpi ne, %x, %one : i64
    scf.condition(%done) %x, %steps, %peak : i64, i32, i64
  } do {
  ^bb0(%x: i64, %steps: i32, %peak: i64):
    %two = arith.constant 2 : i64
    %three = arith.constant 3 : i64
    %i1 = arith.constant 1 : i32
    %rem = arith.remui %x, %two : i64
    %odd = arith.cmpi eq, %rem, %one : i64
    %nx = scf.if %odd -> i64 {
      %t = arith.muli %x, %three : i64
      %t1 = arith.addi %t, %one : i64
      scf.yield %t1 : i64
    } else {
      %h = arith.shrui %x, %one : i64
      scf.yield %h : i64
    }
    %ns = arith.addi %steps, %i1 : i32
    %np = arith.maxui %peak, %nx : i64
    scf.yield %nx, %ns, %np : i64, i32, i64
  }
  return %r#1, %r#2 : i32, i64
}

func.func @main() {
  %c27 = arith.constant 27 : i64
  %l:2 = call @collatz_len(%c27) : (i64) -> (i32, i64)
  vector.print %l#0 : i32
  vector.print %l#1 : i64
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %z = arith.constant 0 : i32
  %zi = arith.constant 0 : index
  %best:2 = scf.for %i = %c1 to %c1000 step %c1 iter_args(%bl = %z, %bn = %zi) -> (i32, index) {
    %ii = arith.index_cast %i : index to i64
    %r:2 = func.call @collatz_len(%ii) : (i64) -> (i32, i64)
    %gt = arith.cmpi sgt, %r#0, %bl : i32
    %a = arith.select %gt, %r#0, %bl : i32
    %b = arith.select %gt, %i, %bn : index
    scf.yield %a, %b : i32, index
  }
  vector.print %best#0 : i32
  vector.print %best#1 : index
  return
}
