// math.isnan and math.isfinite (llvm.intr.is.fpclass in MLIR 22's lowering) on f64 and f32:
// zeros, denormals, the normal range limits, infinities and NaNs of both signs, a signalling
// NaN. Each line prints isnan, isfinite.
// Expected values: mlir-runner-22 (mlir-opt-22 --convert-math-to-llvm then the usual LLVM
// lowering), checked by hand against IEEE 754 classes.
// RUN: corolift run %s | FileCheck %s

func.func @classify_f64(%x: f64) {
  %r0 = math.isnan %x : f64
  %r1 = math.isfinite %x : f64
  vector.print %r0 : i1 punctuation <comma>
  vector.print %r1 : i1
  return
}

func.func @classify_f32(%x: f32) {
  %r0 = math.isnan %x : f32
  %r1 = math.isfinite %x : f32
  vector.print %r0 : i1 punctuation <comma>
  vector.print %r1 : i1
  return
}

func.func @main() {
  %f64_0 = arith.constant 0.0 : f64
  // zero
  // CHECK: 0, 1
  func.call @classify_f64(%f64_0) : (f64) -> ()
  %f64_1 = arith.constant -0.0 : f64
  // negative zero
  // CHECK-NEXT: 0, 1
  func.call @classify_f64(%f64_1) : (f64) -> ()
  %f64_2 = arith.constant 1.0 : f64
  // one
  // CHECK-NEXT: 0, 1
  func.call @classify_f64(%f64_2) : (f64) -> ()
  %f64_3 = arith.constant 4.9406564584124654E-324 : f64
  // smallest denormal
  // CHECK-NEXT: 0, 1
  func.call @classify_f64(%f64_3) : (f64) -> ()
  %f64_4 = arith.constant 2.2250738585072009E-308 : f64
  // largest denormal
  // CHECK-NEXT: 0, 1
  func.call @classify_f64(%f64_4) : (f64) -> ()
  %f64_5 = arith.constant 2.2250738585072014E-308 : f64
  // smallest normal
  // CHECK-NEXT: 0, 1
  func.call @classify_f64(%f64_5) : (f64) -> ()
  %f64_6 = arith.constant 1.7976931348623157E+308 : f64
  // largest finite
  // CHECK-NEXT: 0, 1
  func.call @classify_f64(%f64_6) : (f64) -> ()
  %f64_7 = arith.constant 0x7FF0000000000000 : f64
  // +inf
  // CHECK-NEXT: 0, 0
  func.call @classify_f64(%f64_7) : (f64) -> ()
  %f64_8 = arith.constant 0xFFF0000000000000 : f64
  // -inf
  // CHECK-NEXT: 0, 0
  func.call @classify_f64(%f64_8) : (f64) -> ()
  %f64_9 = arith.constant 0x7FF8000000000000 : f64
  // quiet NaN
  // CHECK-NEXT: 1, 0
  func.call @classify_f64(%f64_9) : (f64) -> ()
  %f64_10 = arith.constant 0xFFF8000000000000 : f64
  // negative NaN
  // CHECK-NEXT: 1, 0
  func.call @classify_f64(%f64_10) : (f64) -> ()
  %f64_11 = arith.constant 0x7FF0000000000001 : f64
  // signalling NaN
  // CHECK-NEXT: 1, 0
  func.call @classify_f64(%f64_11) : (f64) -> ()
  %f32_0 = arith.constant 0.0 : f32
  // zero
  // CHECK-NEXT: 0, 1
  func.call @classify_f32(%f32_0) : (f32) -> ()
  %f32_1 = arith.constant 1.0e-45 : f32
  // smallest denormal
  // CHECK-NEXT: 0, 1
  func.call @classify_f32(%f32_1) : (f32) -> ()
  %f32_2 = arith.constant 1.17549435E-38 : f32
  // smallest normal
  // CHECK-NEXT: 0, 1
  func.call @classify_f32(%f32_2) : (f32) -> ()
  %f32_3 = arith.constant 3.40282347E+38 : f32
  // largest finite
  // CHECK-NEXT: 0, 1
  func.call @classify_f32(%f32_3) : (f32) -> ()
  %f32_4 = arith.constant 0xFF800000 : f32
  // -inf
  // CHECK-NEXT: 0, 0
  func.call @classify_f32(%f32_4) : (f32) -> ()
  %f32_5 = arith.constant 0x7FC00000 : f32
  // NaN
  // CHECK-NEXT: 1, 0
  func.call @classify_f32(%f32_5) : (f32) -> ()
  return
}
