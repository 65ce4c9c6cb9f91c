// math.absf, ceil, floor, round (half away from zero), roundeven (half to even), trunc and
// copysign on f64 and f32: halves, signed zeros, infinities, NaN, a denormal and values
// beyond 2^52 (already integral).
// Expected values: mlir-runner-22 (mlir-opt-22 --convert-math-to-llvm --convert-math-to-libm
// then the usual LLVM lowering); every line also checked by hand against IEEE 754 rounding.
// RUN: corolift run %s | FileCheck %s

func.func @round64(%x: f64) {
  %a = math.absf %x : f64
  %c = math.ceil %x : f64
  %f = math.floor %x : f64
  %r = math.round %x : f64
  %e = math.roundeven %x : f64
  %t = math.trunc %x : f64
  vector.print %a : f64 punctuation <comma>
  vector.print %c : f64 punctuation <comma>
  vector.print %f : f64 punctuation <comma>
  vector.print %r : f64 punctuation <comma>
  vector.print %e : f64 punctuation <comma>
  vector.print %t : f64
  return
}

func.func @round32(%x: f32) {
  %a = math.absf %x : f32
  %c = math.ceil %x : f32
  %f = math.floor %x : f32
  %r = math.round %x : f32
  %e = math.roundeven %x : f32
  %t = math.trunc %x : f32
  vector.print %a : f32 punctuation <comma>
  vector.print %c : f32 punctuation <comma>
  vector.print %f : f32 punctuation <comma>
  vector.print %r : f32 punctuation <comma>
  vector.print %e : f32 punctuation <comma>
  vector.print %t : f32
  return
}

func.func @copysign64(%x: f64, %y: f64) {
  %r = math.copysign %x, %y : f64
  vector.print %r : f64
  return
}

func.func @main() {
  %v0 = arith.constant 2.5 : f64
  %v1 = arith.constant -2.5 : f64
  %v2 = arith.constant 3.5 : f64
  %v3 = arith.constant -0.5 : f64
  %v4 = arith.constant 0.5 : f64
  %v5 = arith.constant -0.0 : f64
  %v6 = arith.constant 0x7FF0000000000000 : f64
  %v7 = arith.constant 0xFFF0000000000000 : f64
  %v8 = arith.constant 0x7FF8000000000000 : f64
  %v9 = arith.constant 4.9406564584124654E-324 : f64
  %v10 = arith.constant 4503599627370497.0 : f64
  %v11 = arith.constant -1.75 : f64
  // CHECK: 2.5, 3, 2, 3, 2, 2
  func.call @round64(%v0) : (f64) -> ()
  // CHECK-NEXT: 2.5, -2, -3, -3, -2, -2
  func.call @round64(%v1) : (f64) -> ()
  // CHECK-NEXT: 3.5, 4, 3, 4, 4, 3
  func.call @round64(%v2) : (f64) -> ()
  // CHECK-NEXT: 0.5, -0, -1, -1, -0, -0
  func.call @round64(%v3) : (f64) -> ()
  // CHECK-NEXT: 0.5, 1, 0, 1, 0, 0
  func.call @round64(%v4) : (f64) -> ()
  // CHECK-NEXT: 0, -0, -0, -0, -0, -0
  func.call @round64(%v5) : (f64) -> ()
  // CHECK-NEXT: inf, inf, inf, inf, inf, inf
  func.call @round64(%v6) : (f64) -> ()
  // CHECK-NEXT: inf, -inf, -inf, -inf, -inf, -inf
  func.call @round64(%v7) : (f64) -> ()
  // CHECK-NEXT: nan, nan, nan, nan, nan, nan
  func.call @round64(%v8) : (f64) -> ()
  // CHECK-NEXT: 4.94066e-324, 1, 0, 0, 0, 0
  func.call @round64(%v9) : (f64) -> ()
  // CHECK-NEXT: 4.5036e+15, 4.5036e+15, 4.5036e+15, 4.5036e+15, 4.5036e+15, 4.5036e+15
  func.call @round64(%v10) : (f64) -> ()
  // CHECK-NEXT: 1.75, -1, -2, -2, -2, -1
  func.call @round64(%v11) : (f64) -> ()

  %w0 = arith.constant 2.5 : f32
  %w1 = arith.constant -2.5 : f32
  %w2 = arith.constant -0.0 : f32
  %w3 = arith.constant 0xFF800000 : f32
  %w4 = arith.constant 0x7FC00000 : f32
  %w5 = arith.constant 8388609.0 : f32
  %w6 = arith.constant 1.0e-45 : f32
  // CHECK-NEXT: 2.5, 3, 2, 3, 2, 2
  func.call @round32(%w0) : (f32) -> ()
  // CHECK-NEXT: 2.5, -2, -3, -3, -2, -2
  func.call @round32(%w1) : (f32) -> ()
  // CHECK-NEXT: 0, -0, -0, -0, -0, -0
  func.call @round32(%w2) : (f32) -> ()
  // CHECK-NEXT: inf, -inf, -inf, -inf, -inf, -inf
  func.call @round32(%w3) : (f32) -> ()
  // CHECK-NEXT: nan, nan, nan, nan, nan, nan
  func.call @round32(%w4) : (f32) -> ()
  // CHECK-NEXT: 8.38861e+06, 8.38861e+06, 8.38861e+06, 8.38861e+06, 8.38861e+06, 8.38861e+06
  func.call @round32(%w5) : (f32) -> ()
  // CHECK-NEXT: 1.4013e-45, 1, 0, 0, 0, 0
  func.call @round32(%w6) : (f32) -> ()

  %one = arith.constant 1.5 : f64
  %neg = arith.constant -3.0 : f64
  // CHECK-NEXT: -1.5
  func.call @copysign64(%one, %neg) : (f64, f64) -> ()
  // CHECK-NEXT: -1.5
  func.call @copysign64(%one, %v5) : (f64, f64) -> ()
  // CHECK-NEXT: 3
  func.call @copysign64(%neg, %v8) : (f64, f64) -> ()
  // CHECK-NEXT: -inf
  func.call @copysign64(%v6, %v1) : (f64, f64) -> ()
  return
}
