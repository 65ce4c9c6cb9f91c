// math.fpowi as convert-math-to-llvm lowers it (llvm.intr.powi: compiler-rt's square and
// multiply over the exponent's bits, then 1 / r for a negative exponent), f64 and f32 bases,
// i32 exponents: zero, negative, signed-zero and NaN bases, overflow, and 2 ** -1074,
// which is 0 here (2 ** 1074 overflows to inf before the reciprocal), not pow's 4.9e-324.
// Expected values: mlir-runner-22 (mlir-opt-22 --convert-math-to-llvm then the usual LLVM
// lowering); the special cases checked by hand.
// RUN: corolift run %s | FileCheck %s

func.func @fpowi64(%b: f64, %e: i32) {
  %r = math.fpowi %b, %e : f64, i32
  vector.print %r : f64
  return
}

func.func @fpowi32(%b: f32, %e: i32) {
  %r = math.fpowi %b, %e : f32, i32
  vector.print %r : f32
  return
}

func.func @bits(%b: f64, %e: i32) {
  %r = math.fpowi %b, %e : f64, i32
  %i = arith.bitcast %r : f64 to i64
  vector.print %i : i64
  return
}

func.func @main() {
  %two = arith.constant 2.0 : f64
  %zero = arith.constant 0.0 : f64
  %nzero = arith.constant -0.0 : f64
  %m3 = arith.constant -3.0 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %x = arith.constant 1.1 : f64
  %e0 = arith.constant 0 : i32
  %e1 = arith.constant 1 : i32
  %e2 = arith.constant 2 : i32
  %e3 = arith.constant 3 : i32
  %e10 = arith.constant 10 : i32
  %e100 = arith.constant 100 : i32
  %em1 = arith.constant -1 : i32
  %em2 = arith.constant -2 : i32
  %e1024 = arith.constant 1024 : i32
  %em1074 = arith.constant -1074 : i32
  %em1022 = arith.constant -1022 : i32
  // CHECK: 1024
  func.call @fpowi64(%two, %e10) : (f64, i32) -> ()
  // CHECK-NEXT: 0.25
  func.call @fpowi64(%two, %em2) : (f64, i32) -> ()
  // CHECK-NEXT: -27
  func.call @fpowi64(%m3, %e3) : (f64, i32) -> ()
  // CHECK-NEXT: -0.333333
  func.call @fpowi64(%m3, %em1) : (f64, i32) -> ()
  // CHECK-NEXT: 1
  func.call @fpowi64(%zero, %e0) : (f64, i32) -> ()
  // CHECK-NEXT: 1
  func.call @fpowi64(%nan, %e0) : (f64, i32) -> ()
  // CHECK-NEXT: nan
  func.call @fpowi64(%nan, %e1) : (f64, i32) -> ()
  // CHECK-NEXT: inf
  func.call @fpowi64(%zero, %em1) : (f64, i32) -> ()
  // CHECK-NEXT: -inf
  func.call @fpowi64(%nzero, %em1) : (f64, i32) -> ()
  // CHECK-NEXT: inf
  func.call @fpowi64(%nzero, %em2) : (f64, i32) -> ()
  // CHECK-NEXT: -0
  func.call @fpowi64(%nzero, %e3) : (f64, i32) -> ()
  // CHECK-NEXT: inf
  func.call @fpowi64(%two, %e1024) : (f64, i32) -> ()
  // CHECK-NEXT: 0
  func.call @fpowi64(%two, %em1074) : (f64, i32) -> ()
  // CHECK-NEXT: 2.22507e-308
  func.call @fpowi64(%two, %em1022) : (f64, i32) -> ()
  // CHECK-NEXT: 13780.6
  func.call @fpowi64(%x, %e100) : (f64, i32) -> ()

  %f = arith.constant 1.5 : f32
  // CHECK-NEXT: 57.665
  func.call @fpowi32(%f, %e10) : (f32, i32) -> ()
  // CHECK-NEXT: 0.444444
  func.call @fpowi32(%f, %em2) : (f32, i32) -> ()

  // The rounding of the repeated products, bit for bit.
  // CHECK-NEXT: 4668801586081217420
  func.call @bits(%x, %e100) : (f64, i32) -> ()
  return
}
