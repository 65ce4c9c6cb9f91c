// math.sin, cos, tan, asin, acos, atan, atan2, sinh, cosh, tanh, asinh, acosh, atanh, erf,
// erfc and sincos on f64 and f32 (libm, as LLVM lowers the intrinsics and
// convert-math-to-libm the rest), with signed zeros, infinities, NaN and domain edges; the
// last lines print the bits of a few results.
// Expected values: mlir-runner-22 (mlir-opt-22 --convert-math-to-llvm --convert-math-to-libm
// then the usual LLVM lowering); the special cases checked by hand against C99 Annex F
// (atan2(+-0, -0) = +-pi, atanh(+-1) = +-inf, erf(+-inf) = +-1, erfc(-inf) = 2).
// RUN: corolift run %s | FileCheck %s

func.func @trig(%x: f64) {
  %a = math.sin %x : f64
  %b = math.cos %x : f64
  %c = math.tan %x : f64
  %d = math.atan %x : f64
  vector.print %a : f64 punctuation <comma>
  vector.print %b : f64 punctuation <comma>
  vector.print %c : f64 punctuation <comma>
  vector.print %d : f64
  return
}

func.func @inverse(%x: f64) {
  %a = math.asin %x : f64
  %b = math.acos %x : f64
  %c = math.atanh %x : f64
  %d = math.erf %x : f64
  %e = math.erfc %x : f64
  vector.print %a : f64 punctuation <comma>
  vector.print %b : f64 punctuation <comma>
  vector.print %c : f64 punctuation <comma>
  vector.print %d : f64 punctuation <comma>
  vector.print %e : f64
  return
}

func.func @hyperbolic(%x: f64) {
  %a = math.sinh %x : f64
  %b = math.cosh %x : f64
  %c = math.tanh %x : f64
  %d = math.asinh %x : f64
  vector.print %a : f64 punctuation <comma>
  vector.print %b : f64 punctuation <comma>
  vector.print %c : f64 punctuation <comma>
  vector.print %d : f64
  return
}

func.func @acosh64(%x: f64) {
  %a = math.acosh %x : f64
  vector.print %a : f64
  return
}

func.func @atan2_64(%y: f64, %x: f64) {
  %a = math.atan2 %y, %x : f64
  vector.print %a : f64
  return
}

func.func @all32(%x: f32) {
  %a = math.sin %x : f32
  %b = math.cos %x : f32
  %c = math.tan %x : f32
  %d = math.asin %x : f32
  %e = math.acos %x : f32
  %f = math.atan %x : f32
  %g = math.sinh %x : f32
  %h = math.cosh %x : f32
  %i = math.tanh %x : f32
  %j = math.asinh %x : f32
  %k = math.atanh %x : f32
  %l = math.erf %x : f32
  %m = math.erfc %x : f32
  %n = math.atan2 %x, %x : f32
  vector.print %a : f32 punctuation <comma>
  vector.print %b : f32 punctuation <comma>
  vector.print %c : f32 punctuation <comma>
  vector.print %d : f32 punctuation <comma>
  vector.print %e : f32 punctuation <comma>
  vector.print %f : f32 punctuation <comma>
  vector.print %g : f32 punctuation <comma>
  vector.print %h : f32 punctuation <comma>
  vector.print %i : f32 punctuation <comma>
  vector.print %j : f32 punctuation <comma>
  vector.print %k : f32 punctuation <comma>
  vector.print %l : f32 punctuation <comma>
  vector.print %m : f32 punctuation <comma>
  vector.print %n : f32
  return
}

// Out-of-domain inputs give a NaN whose sign depends on the target: print isnan instead.
func.func @domain(%x: f64) {
  %a = math.asin %x : f64
  %b = math.acosh %x : f64
  %c = math.sin %x : f64
  %an = math.isnan %a : f64
  %bn = math.isnan %b : f64
  %cn = math.isnan %c : f64
  vector.print %an : i1 punctuation <comma>
  vector.print %bn : i1 punctuation <comma>
  vector.print %cn : i1
  return
}

func.func @sincos64(%x: f64) {
  %s, %c = math.sincos %x : f64
  vector.print %s : f64 punctuation <comma>
  vector.print %c : f64
  return
}

func.func @bits(%x: f64) {
  %s = math.sin %x : f64
  %t = math.tanh %x : f64
  %e = math.erf %x : f64
  %sb = arith.bitcast %s : f64 to i64
  %tb = arith.bitcast %t : f64 to i64
  %eb = arith.bitcast %e : f64 to i64
  vector.print %sb : i64 punctuation <comma>
  vector.print %tb : i64 punctuation <comma>
  vector.print %eb : i64
  return
}

func.func @main() {
  %zero = arith.constant 0.0 : f64
  %nzero = arith.constant -0.0 : f64
  %one = arith.constant 1.0 : f64
  %m1 = arith.constant -1.0 : f64
  %half = arith.constant 0.5 : f64
  %two = arith.constant 2.0 : f64
  %pi = arith.constant 3.141592653589793 : f64
  %big = arith.constant 1.0e22 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64

  // CHECK: 0, 1, 0, 0
  func.call @trig(%zero) : (f64) -> ()
  // CHECK-NEXT: -0, 1, -0, -0
  func.call @trig(%nzero) : (f64) -> ()
  // CHECK-NEXT: 0.841471, 0.540302, 1.55741, 0.785398
  func.call @trig(%one) : (f64) -> ()
  // CHECK-NEXT: 1.22465e-16, -1, -1.22465e-16, 1.26263
  func.call @trig(%pi) : (f64) -> ()
  // CHECK-NEXT: -0.852201, 0.523215, -1.62878, 1.5708
  func.call @trig(%big) : (f64) -> ()
  // CHECK-NEXT: nan, nan, nan, nan
  func.call @trig(%nan) : (f64) -> ()

  // CHECK-NEXT: 0, 1.5708, 0, 0, 1
  func.call @inverse(%zero) : (f64) -> ()
  // CHECK-NEXT: -0, 1.5708, -0, -0, 1
  func.call @inverse(%nzero) : (f64) -> ()
  // CHECK-NEXT: 0.523599, 1.0472, 0.549306, 0.5205, 0.4795
  func.call @inverse(%half) : (f64) -> ()
  // CHECK-NEXT: 1.5708, 0, inf, 0.842701, 0.157299
  func.call @inverse(%one) : (f64) -> ()
  // CHECK-NEXT: -1.5708, 3.14159, -inf, -0.842701, 1.8427
  func.call @inverse(%m1) : (f64) -> ()
  // CHECK-NEXT: nan, nan, nan, nan, nan
  func.call @inverse(%nan) : (f64) -> ()
  %e1 = math.erf %inf : f64
  %e2 = math.erf %ninf : f64
  %e3 = math.erfc %ninf : f64
  // CHECK-NEXT: 1, -1, 2
  vector.print %e1 : f64 punctuation <comma>
  vector.print %e2 : f64 punctuation <comma>
  vector.print %e3 : f64

  // CHECK-NEXT: 0, 1, 0, 0
  func.call @hyperbolic(%zero) : (f64) -> ()
  // CHECK-NEXT: -0, 1, -0, -0
  func.call @hyperbolic(%nzero) : (f64) -> ()
  // CHECK-NEXT: 1.1752, 1.54308, 0.761594, 0.881374
  func.call @hyperbolic(%one) : (f64) -> ()
  // CHECK-NEXT: inf, inf, 1, inf
  func.call @hyperbolic(%inf) : (f64) -> ()
  // CHECK-NEXT: -inf, inf, -1, -inf
  func.call @hyperbolic(%ninf) : (f64) -> ()
  %large = arith.constant 1000.0 : f64
  // CHECK-NEXT: inf, inf, 1, 7.6009
  func.call @hyperbolic(%large) : (f64) -> ()

  // CHECK-NEXT: 0
  func.call @acosh64(%one) : (f64) -> ()
  // CHECK-NEXT: 1.31696
  func.call @acosh64(%two) : (f64) -> ()
  // CHECK-NEXT: inf
  func.call @acosh64(%inf) : (f64) -> ()

  // CHECK-NEXT: 0.785398
  func.call @atan2_64(%one, %one) : (f64, f64) -> ()
  // CHECK-NEXT: 3.14159
  func.call @atan2_64(%zero, %nzero) : (f64, f64) -> ()
  // CHECK-NEXT: -3.14159
  func.call @atan2_64(%nzero, %nzero) : (f64, f64) -> ()
  // CHECK-NEXT: -0
  func.call @atan2_64(%nzero, %one) : (f64, f64) -> ()
  // CHECK-NEXT: 1.5708
  func.call @atan2_64(%one, %zero) : (f64, f64) -> ()
  // CHECK-NEXT: 2.35619
  func.call @atan2_64(%inf, %ninf) : (f64, f64) -> ()
  // CHECK-NEXT: -3.14159
  func.call @atan2_64(%m1, %ninf) : (f64, f64) -> ()

  %f0 = arith.constant 0.5 : f32
  %f1 = arith.constant -0.25 : f32
  // CHECK-NEXT: 0.479426, 0.877583, 0.546302, 0.523599, 1.0472, 0.463648, 0.521095, 1.12763, 0.462117, 0.481212, 0.549306, 0.5205, 0.4795, 0.785398
  func.call @all32(%f0) : (f32) -> ()
  // CHECK-NEXT: -0.247404, 0.968912, -0.255342, -0.25268, 1.82348, -0.244979, -0.252612, 1.03141, -0.244919, -0.247466, -0.255413, -0.276326, 1.27633, -2.35619
  func.call @all32(%f1) : (f32) -> ()

  // CHECK-NEXT: 1, 0, 0
  func.call @domain(%two) : (f64) -> ()
  // CHECK-NEXT: 1, 0, 1
  func.call @domain(%inf) : (f64) -> ()

  // CHECK-NEXT: 0.841471, 0.540302
  func.call @sincos64(%one) : (f64) -> ()
  // CHECK-NEXT: -0, 1
  func.call @sincos64(%nzero) : (f64) -> ()

  %x = arith.constant 0.7 : f64
  %y = arith.constant 2.3 : f64
  // CHECK-NEXT: 4603977816617654712, 4603618880536915602, 4604280309953271366
  func.call @bits(%x) : (f64) -> ()
  // CHECK-NEXT: 4604891934976651044, 4607003143075299587, 4607172121980621660
  func.call @bits(%y) : (f64) -> ()
  return
}
