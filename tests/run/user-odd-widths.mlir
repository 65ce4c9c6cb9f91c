// narrow and odd integer widths: i3 wraparound counter, i7 arithmetic, i17 division, i33 mult with extension
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      3
// CHECK-NEXT: 3
// CHECK-NEXT: -2
// CHECK-NEXT: 6
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -4
// CHECK-NEXT: 4
// CHECK-NEXT: -1
// CHECK-NEXT: 7
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: -3
// CHECK-NEXT: 5
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: 3
// CHECK-NEXT: -2
// CHECK-NEXT: 6
// CHECK-NEXT: -2
// CHECK-NEXT: 22
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -9362
// CHECK-NEXT: -2
// CHECK-NEXT: -9362
// CHECK-NEXT: -9363
// CHECK-NEXT: 9362
// CHECK-NEXT: 9363
// CHECK-NEXT: 4294967293
// CHECK-NEXT: 4294967293
// CHECK-NEXT: 4294967293
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -3
// CHECK-NEXT: 0
// CHECK-NEXT: 4.29497e+09
// CHECK-NEXT: 4.29497e+09
// CHECK-NOT:  {{.}}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z3 = arith.constant 0 : i3
  %one3 = arith.constant 3 : i3
  %r3 = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %z3) -> (i3) {
    %n = arith.addi %a, %one3 : i3
    %e = arith.extsi %n : i3 to i32
    %u = arith.extui %n : i3 to i32
    vector.print %e : i32
    vector.print %u : i32
    scf.yield %n : i3
  }
  vector.print %r3 : i3
  %a7 = arith.constant 100 : i7
  %b7 = arith.constant 50 : i7
  %s7 = arith.addi %a7, %b7 : i7
  vector.print %s7 : i7
  %d7 = arith.divsi %s7, %b7 : i7
  vector.print %d7 : i7
  %du7 = arith.divui %s7, %b7 : i7
  vector.print %du7 : i7
  %a17 = arith.constant -65536 : i17
  %b17 = arith.constant 7 : i17
  %q17 = arith.divsi %a17, %b17 : i17
  %r17 = arith.remsi %a17, %b17 : i17
  %cq17 = arith.ceildivsi %a17, %b17 : i17
  %fq17 = arith.floordivsi %a17, %b17 : i17
  %uq17 = arith.divui %a17, %b17 : i17
  %cu17 = arith.ceildivui %a17, %b17 : i17
  vector.print %q17 : i17
  vector.print %r17 : i17
  vector.print %cq17 : i17
  vector.print %fq17 : i17
  vector.print %uq17 : i17
  vector.print %cu17 : i17
  %a33 = arith.constant 4294967295 : i33
  %b33 = arith.constant 3 : i33
  %m33 = arith.muli %a33, %b33 : i33
  vector.print %m33 : i33
  %e64 = arith.extsi %m33 : i33 to i64
  %u64 = arith.extui %m33 : i33 to i64
  vector.print %e64 : i64
  vector.print %u64 : i64
  %sh = arith.constant 32 : i33
  %shr = arith.shrsi %m33, %sh : i33
  %shu = arith.shrui %m33, %sh : i33
  vector.print %shr : i33
  vector.print %shu : i33
  %t = arith.trunci %u64 : i64 to i17
  vector.print %t : i17
  %cmp = arith.cmpi ult, %a33, %m33 : i33
  vector.print %cmp : i1
  %f = arith.sitofp %m33 : i33 to f64
  %g = arith.uitofp %m33 : i33 to f64
  vector.print %f : f64
  vector.print %g : f64
  return
}
