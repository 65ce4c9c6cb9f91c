// arith.truncf from f32 to 8- and 6-bit floats and arith.extf back. MLIR 22's CPU path has no
// lowering for these formats, so the expected values are hand-checked against the formats'
// definitions (APFloat's semantics: round to nearest, ties to even):
//   f8E4M3FN (bias 7, 3 mantissa bits, no inf, NaN = 0x7F): 1.0 -> 0x38 = 56;
//     0.3 = 1.2 * 2^-2, 1.2 * 8 = 9.6 -> 10 -> 1.25 * 2^-2 = 0.3125, (5 << 3) | 2 = 42;
//     448 = 1.75 * 2^8 -> 0x7E = 126; 500 is past the midpoint 464 -> NaN 0x7F = 127;
//     -2.0 -> 0x80 | (8 << 3) = 192; 2^-6 = 0.015625 -> 0x08 = 8.
//   f8E5M2 (bias 15, 2 mantissa bits, IEEE): 1.0 -> 15 << 2 = 60; 60000 is below the
//     midpoint 61440 between 57344 and 65536 -> 57344 = 0x7B = 123; 70000 -> inf 0x7C = 124.
//   f8E4M3FNUZ (bias 8, NaN = 0x80, no -0): 1.0 -> 8 << 3 = 64; -0.0 -> 0; 250 is past
//     the midpoint 248 between 240 and 256 -> NaN 0x80 = 128.
//   f6E3M2FN (bias 3, 2 mantissa bits, finite only): 28 = 1.75 * 2^4 -> 31; 100 saturates to
//     31 (28); -0.75 = 1.5 * 2^-1 -> 0x20 | (2 << 2) | 2 = 42.
// RUN: corolift run %s | FileCheck %s --match-full-lines

func.func @e4m3fn(%x: f32) {
  %t = arith.truncf %x : f32 to f8E4M3FN
  %b = arith.bitcast %t : f8E4M3FN to i8
  %i = arith.extui %b : i8 to i64
  %e = arith.extf %t : f8E4M3FN to f32
  vector.print %i : i64
  vector.print %e : f32
  return
}

func.func @e5m2(%x: f32) {
  %t = arith.truncf %x : f32 to f8E5M2
  %b = arith.bitcast %t : f8E5M2 to i8
  %i = arith.extui %b : i8 to i64
  %e = arith.extf %t : f8E5M2 to f32
  vector.print %i : i64
  vector.print %e : f32
  return
}

func.func @e4m3fnuz(%x: f32) {
  %t = arith.truncf %x : f32 to f8E4M3FNUZ
  %b = arith.bitcast %t : f8E4M3FNUZ to i8
  %i = arith.extui %b : i8 to i64
  %e = arith.extf %t : f8E4M3FNUZ to f32
  vector.print %i : i64
  vector.print %e : f32
  return
}

func.func @e3m2(%x: f32) {
  %t = arith.truncf %x : f32 to f6E3M2FN
  %b = arith.bitcast %t : f6E3M2FN to i6
  %i = arith.extui %b : i6 to i64
  %e = arith.extf %t : f6E3M2FN to f32
  vector.print %i : i64
  vector.print %e : f32
  return
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %p3 = arith.constant 0.3 : f32
  %c448 = arith.constant 448.0 : f32
  %c500 = arith.constant 500.0 : f32
  %m2 = arith.constant -2.0 : f32
  %tiny = arith.constant 0.015625 : f32
  %c60000 = arith.constant 60000.0 : f32
  %c70000 = arith.constant 70000.0 : f32
  %mz = arith.constant -0.0 : f32
  %c250 = arith.constant 250.0 : f32
  %c28 = arith.constant 28.0 : f32
  %c100 = arith.constant 100.0 : f32
  %m075 = arith.constant -0.75 : f32
  // CHECK: 56
  // CHECK-NEXT: 1
  func.call @e4m3fn(%one) : (f32) -> ()
  // CHECK-NEXT: 42
  // CHECK-NEXT: 0.3125
  func.call @e4m3fn(%p3) : (f32) -> ()
  // CHECK-NEXT: 126
  // CHECK-NEXT: 448
  func.call @e4m3fn(%c448) : (f32) -> ()
  // CHECK-NEXT: 127
  // CHECK-NEXT: nan
  func.call @e4m3fn(%c500) : (f32) -> ()
  // CHECK-NEXT: 192
  // CHECK-NEXT: -2
  func.call @e4m3fn(%m2) : (f32) -> ()
  // CHECK-NEXT: 8
  // CHECK-NEXT: 0.015625
  func.call @e4m3fn(%tiny) : (f32) -> ()
  // CHECK-NEXT: 60
  // CHECK-NEXT: 1
  func.call @e5m2(%one) : (f32) -> ()
  // CHECK-NEXT: 123
  // CHECK-NEXT: 57344
  func.call @e5m2(%c60000) : (f32) -> ()
  // CHECK-NEXT: 124
  // CHECK-NEXT: inf
  func.call @e5m2(%c70000) : (f32) -> ()
  // CHECK-NEXT: 64
  // CHECK-NEXT: 1
  func.call @e4m3fnuz(%one) : (f32) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  func.call @e4m3fnuz(%mz) : (f32) -> ()
  // CHECK-NEXT: 128
  // The format's one NaN (the pattern of -0) has no defined sign.
  // CHECK-NEXT: {{-?nan}}
  func.call @e4m3fnuz(%c250) : (f32) -> ()
  // CHECK-NEXT: 31
  // CHECK-NEXT: 28
  func.call @e3m2(%c28) : (f32) -> ()
  // CHECK-NEXT: 31
  // CHECK-NEXT: 28
  func.call @e3m2(%c100) : (f32) -> ()
  // CHECK-NEXT: 42
  // CHECK-NEXT: -0.75
  func.call @e3m2(%m075) : (f32) -> ()
  return
}
