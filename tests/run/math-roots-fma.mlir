// math.sqrt, rsqrt (1 / sqrt, as convert-math-to-llvm expands it), cbrt (libm) and fma (one
// rounding) on f64 and f32, with negative inputs, signed zeros, infinities and NaN.
// Expected values: mlir-runner-22 (mlir-opt-22 --convert-math-to-llvm --convert-math-to-libm
// then the usual LLVM lowering); sqrt(-0) = -0, rsqrt(+-0) = +-inf, cbrt(-8) = -2 and the fma
// residue 0.1 * 10 - 1 = 2^-54 = 5.55112e-17 checked by hand.
// RUN: corolift run %s | FileCheck %s

func.func @roots64(%x: f64) {
  %s = math.sqrt %x : f64
  %r = math.rsqrt %x : f64
  %c = math.cbrt %x : f64
  vector.print %s : f64 punctuation <comma>
  vector.print %r : f64 punctuation <comma>
  vector.print %c : f64
  return
}

func.func @roots32(%x: f32) {
  %s = math.sqrt %x : f32
  %r = math.rsqrt %x : f32
  %c = math.cbrt %x : f32
  vector.print %s : f32 punctuation <comma>
  vector.print %r : f32 punctuation <comma>
  vector.print %c : f32
  return
}

func.func @fma64(%a: f64, %b: f64, %c: f64) {
  %r = math.fma %a, %b, %c : f64
  vector.print %r : f64
  return
}

func.func @fma32(%a: f32, %b: f32, %c: f32) {
  %r = math.fma %a, %b, %c : f32
  vector.print %r : f32
  return
}

func.func @negative64(%x: f64) {
  %s = math.sqrt %x : f64
  %r = math.rsqrt %x : f64
  %c = math.cbrt %x : f64
  %sn = math.isnan %s : f64
  %rn = math.isnan %r : f64
  vector.print %sn : i1 punctuation <comma>
  vector.print %rn : i1 punctuation <comma>
  vector.print %c : f64
  return
}

func.func @negative32(%x: f32) {
  %s = math.sqrt %x : f32
  %r = math.rsqrt %x : f32
  %c = math.cbrt %x : f32
  %sn = math.isnan %s : f32
  %rn = math.isnan %r : f32
  vector.print %sn : i1 punctuation <comma>
  vector.print %rn : i1 punctuation <comma>
  vector.print %c : f32
  return
}

func.func @fma64nan(%a: f64, %b: f64, %c: f64) {
  %r = math.fma %a, %b, %c : f64
  %n = math.isnan %r : f64
  vector.print %n : i1
  return
}

func.func @main() {
  %v0 = arith.constant 4.0 : f64
  %v1 = arith.constant 2.0 : f64
  %v2 = arith.constant -8.0 : f64
  %v3 = arith.constant 0.0 : f64
  %v4 = arith.constant -0.0 : f64
  %v5 = arith.constant 0x7FF0000000000000 : f64
  %v6 = arith.constant 0x7FF8000000000000 : f64
  %v7 = arith.constant 1.0e-310 : f64
  // CHECK: 2, 0.5, 1.5874
  func.call @roots64(%v0) : (f64) -> ()
  // CHECK-NEXT: 1.41421, 0.707107, 1.25992
  func.call @roots64(%v1) : (f64) -> ()
  // sqrt of a negative number is a NaN whose sign depends on the target (x86_64 sets it,
  // aarch64 does not): test it with isnan.
  // CHECK-NEXT: 1, 1, -2
  func.call @negative64(%v2) : (f64) -> ()
  // CHECK-NEXT: 0, inf, 0
  func.call @roots64(%v3) : (f64) -> ()
  // CHECK-NEXT: -0, -inf, -0
  func.call @roots64(%v4) : (f64) -> ()
  // CHECK-NEXT: inf, 0, inf
  func.call @roots64(%v5) : (f64) -> ()
  // CHECK-NEXT: nan, nan, nan
  func.call @roots64(%v6) : (f64) -> ()
  // CHECK-NEXT: 1e-155, 1e+155, 4.64159e-104
  func.call @roots64(%v7) : (f64) -> ()

  %w0 = arith.constant 2.0 : f32
  %w1 = arith.constant -27.0 : f32
  %w2 = arith.constant -0.0 : f32
  // CHECK-NEXT: 1.41421, 0.707107, 1.25992
  func.call @roots32(%w0) : (f32) -> ()
  // CHECK-NEXT: 1, 1, -3
  func.call @negative32(%w1) : (f32) -> ()
  // CHECK-NEXT: -0, -inf, -0
  func.call @roots32(%w2) : (f32) -> ()

  %a = arith.constant 0.1 : f64
  %b = arith.constant 10.0 : f64
  %c = arith.constant -1.0 : f64
  // CHECK-NEXT: 5.55112e-17
  func.call @fma64(%a, %b, %c) : (f64, f64, f64) -> ()
  // inf * 0 is an invalid operation (a NaN of target-dependent sign).
  // CHECK-NEXT: 1
  func.call @fma64nan(%v5, %v3, %c) : (f64, f64, f64) -> ()
  // CHECK-NEXT: nan
  func.call @fma64(%v6, %b, %c) : (f64, f64, f64) -> ()
  // CHECK-NEXT: inf
  func.call @fma64(%v5, %b, %c) : (f64, f64, f64) -> ()
  %fa = arith.constant 0.1 : f32
  %fb = arith.constant 10.0 : f32
  %fc = arith.constant -1.0 : f32
  // CHECK-NEXT: 1.49012e-08
  func.call @fma32(%fa, %fb, %fc) : (f32, f32, f32) -> ()
  return
}
