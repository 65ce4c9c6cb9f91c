// unsigned loops near the type's limit: scf.for unsigned over i8 and i32, index_castui
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      245
// CHECK-NEXT: 250
// CHECK-NEXT: 495
// CHECK-NEXT: 4294967290
// CHECK-NEXT: 18446744073709551610
// CHECK-NEXT: 4294967291
// CHECK-NEXT: 18446744073709551611
// CHECK-NEXT: 4294967292
// CHECK-NEXT: 18446744073709551612
// CHECK-NEXT: 4294967293
// CHECK-NEXT: 18446744073709551613
// CHECK-NEXT: 4294967294
// CHECK-NEXT: 18446744073709551614
// CHECK-NEXT: -3
// CHECK-NEXT: -2
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NOT:  {{.}}
func.func @main() {
  %lb = arith.constant 245 : i8
  %ub = arith.constant 255 : i8
  %st = arith.constant 5 : i8
  %z = arith.constant 0 : i32
  %s = scf.for unsigned %i = %lb to %ub step %st iter_args(%acc = %z) -> (i32) : i8 {
    %e = arith.extui %i : i8 to i32
    vector.print %e : i32
    %n = arith.addi %acc, %e : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  %lb2 = arith.constant 4294967290 : i32
  %ub2 = arith.constant -1 : i32
  %st2 = arith.constant 1 : i32
  scf.for unsigned %i = %lb2 to %ub2 step %st2 : i32 {
    %x = arith.index_castui %i : i32 to index
    vector.print %x : index
    %y = arith.index_cast %i : i32 to index
    vector.print %y : index
  }
  // signed loop of i8 where bound is negative
  %l3 = arith.constant -3 : i8
  %u3 = arith.constant 3 : i8
  %one = arith.constant 1 : i8
  scf.for %i = %l3 to %u3 step %one : i8 {
    vector.print %i : i8
  }
  // unsigned loop that does not run because -3 unsigned is large
  scf.for unsigned %i = %l3 to %u3 step %one : i8 {
    vector.print %i : i8
  }
  return
}
