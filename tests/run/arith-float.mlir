// Float arithmetic, %g printing (inf, nan, -0, exponents), min/max NaN semantics, casts.
// RUN: corolift run %s | FileCheck %s
func.func @main() {
  %a = arith.constant 456.789 : f32
  %b = arith.constant 1.0e10 : f64
  %c = arith.constant 1.0e-5 : f64
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %m1 = arith.constant -1.0 : f64
  // CHECK: 456.789
  vector.print %a : f32
  // CHECK-NEXT: 1e+10
  vector.print %b : f64
  // CHECK-NEXT: 1e-05
  vector.print %c : f64
  %inf = arith.divf %one, %z : f64
  %ninf = arith.divf %m1, %z : f64
  // The NaN 0.0/0.0 yields on x86-64 (sign set); spelled out because its sign is the
  // target's choice (aarch64 yields the positive one) and this file also runs as an aarch64
  // executable (tests/aot_modes.rs).
  %nan = arith.constant 0xFFF8000000000000 : f64
  %nz = arith.negf %z : f64
  // CHECK-NEXT: inf
  vector.print %inf : f64
  // CHECK-NEXT: -inf
  vector.print %ninf : f64
  %pnan = arith.negf %nan : f64
  // CHECK-NEXT: nan
  vector.print %pnan : f64
  // CHECK-NEXT: -0
  vector.print %nz : f64
  %r = arith.remf %m1, %one : f64
  %x = arith.constant 7.5 : f64
  %y = arith.constant 2.0 : f64
  %rr = arith.remf %x, %y : f64
  // CHECK-NEXT: 1.5
  vector.print %rr : f64
  %mn = arith.minimumf %one, %pnan : f64
  %mx = arith.maximumf %one, %pnan : f64
  %nn = arith.minnumf %one, %pnan : f64
  %xn = arith.maxnumf %pnan, %one : f64
  // CHECK-NEXT: nan
  vector.print %mn : f64
  // CHECK-NEXT: nan
  vector.print %mx : f64
  // CHECK-NEXT: 1
  vector.print %nn : f64
  // CHECK-NEXT: 1
  vector.print %xn : f64
  %s = arith.addf %x, %y : f64
  %d = arith.subf %x, %y : f64
  %p = arith.mulf %x, %y : f64
  %q = arith.divf %x, %y : f64
  // CHECK-NEXT: 9.5
  vector.print %s : f64
  // CHECK-NEXT: 5.5
  vector.print %d : f64
  // CHECK-NEXT: 15
  vector.print %p : f64
  // CHECK-NEXT: 3.75
  vector.print %q : f64
  %big = arith.constant 123456789.0 : f64
  // CHECK-NEXT: 1.23457e+08
  vector.print %big : f64
  %t = arith.truncf %big : f64 to f32
  // CHECK-NEXT: 1.23457e+08
  vector.print %t : f32
  %e = arith.extf %a : f32 to f64
  // CHECK-NEXT: 456.789
  vector.print %e : f64
  %i = arith.fptosi %m1 : f64 to i32
  // CHECK-NEXT: -1
  vector.print %i : i32
  %u = arith.fptoui %x : f64 to i32
  // CHECK-NEXT: 7
  vector.print %u : i32
  %n5 = arith.constant -5 : i32
  %sf = arith.sitofp %n5 : i32 to f32
  %uf = arith.uitofp %n5 : i32 to f64
  // CHECK-NEXT: -5
  vector.print %sf : f32
  // CHECK-NEXT: 4.29497e+09
  vector.print %uf : f64
  %bits = arith.bitcast %one : f64 to i64
  // CHECK-NEXT: 4607182418800017408
  vector.print %bits : i64
  %small = arith.constant 0.0001 : f64
  // CHECK-NEXT: 0.0001
  vector.print %small : f64
  %hund = arith.constant 100000.0 : f32
  // CHECK-NEXT: 100000
  vector.print %hund : f32
  %mil = arith.constant 1000000.0 : f32
  // CHECK-NEXT: 1e+06
  vector.print %mil : f32
  return
}
