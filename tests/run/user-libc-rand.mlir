// libc/libm externals: srand/rand seeded deterministically (glibc sequence), cbrt, abs, pow, llabs, atan2
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      66
// CHECK-NEXT: 40
// CHECK-NEXT: 81
// CHECK-NEXT: 41
// CHECK-NEXT: 12
// CHECK-NEXT: 240
// CHECK-NEXT: -5
// CHECK-NEXT: 2147483647
// CHECK-NEXT: 4611686018427387904
// CHECK-NEXT: 1024
// CHECK-NEXT: 2.35619
// CHECK-NEXT: -1
// CHECK-NOT:  {{.}}
func.func private @srand(i32)
func.func private @rand() -> i32
func.func private @cbrt(f64) -> f64
func.func private @abs(i32) -> i32
func.func private @llabs(i64) -> i64
func.func private @pow(f64, f64) -> f64
func.func private @atan2(f64, f64) -> f64
func.func private @fmod(f64, f64) -> f64

func.func @main() {
  %seed = arith.constant 42 : i32
  call @srand(%seed) : (i32) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %hundred = arith.constant 100 : i32
  %z = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %z) -> (i32) {
    %r = func.call @rand() : () -> i32
    %m = arith.remsi %r, %hundred : i32
    vector.print %m : i32
    %n = arith.addi %acc, %m : i32
    scf.yield %n : i32
  }
  vector.print %sum : i32
  %x = arith.constant -125.0 : f64
  %cb = call @cbrt(%x) : (f64) -> f64
  vector.print %cb : f64
  %neg = arith.constant -2147483647 : i32
  %a = call @abs(%neg) : (i32) -> i32
  vector.print %a : i32
  %nl = arith.constant -4611686018427387904 : i64
  %al = call @llabs(%nl) : (i64) -> i64
  vector.print %al : i64
  %two = arith.constant 2.0 : f64
  %ten = arith.constant 10.0 : f64
  %p = call @pow(%two, %ten) : (f64, f64) -> f64
  vector.print %p : f64
  %one = arith.constant 1.0 : f64
  %m1 = arith.constant -1.0 : f64
  %at = call @atan2(%one, %m1) : (f64, f64) -> f64
  vector.print %at : f64
  %fm = call @fmod(%x, %two) : (f64, f64) -> f64
  vector.print %fm : f64
  return
}
