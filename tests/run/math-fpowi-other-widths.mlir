// math.fpowi with i8, i16 and i64 exponents. LLVM's powi takes only an i32 exponent, so these
// have one CPU lowering, convert-math-to-funcs; it computes the same products as powi except
// for the minimum exponent, whose magnitude it takes as the maximum and then multiplies by the
// base once more (the last lines: 1.0000001 ** -128 and 2 ** INT64_MIN, 0).
// Expected values: mlir-runner-22 (mlir-opt-22 --convert-math-to-funcs --convert-scf-to-cf
// --convert-math-to-llvm then the usual LLVM lowering), the small cases checked by hand.
// RUN: corolift run %s | FileCheck %s

func.func @fpowi8(%b: f64, %e: i8) {
  %r = math.fpowi %b, %e : f64, i8
  %i = arith.bitcast %r : f64 to i64
  vector.print %r : f64 punctuation <comma>
  vector.print %i : i64
  return
}

func.func @fpowi16(%b: f32, %e: i16) {
  %r = math.fpowi %b, %e : f32, i16
  vector.print %r : f32
  return
}

func.func @fpowi64(%b: f64, %e: i64) {
  %r = math.fpowi %b, %e : f64, i64
  vector.print %r : f64
  return
}

func.func @main() {
  %two = arith.constant 2.0 : f64
  %one = arith.constant 1.0 : f64
  %near = arith.constant 1.0000001 : f64
  %m = arith.constant -0.5 : f64
  %a0 = arith.constant 7 : i8
  %a1 = arith.constant -3 : i8
  %a2 = arith.constant 127 : i8
  %a3 = arith.constant -128 : i8
  // CHECK: 128, 4638707616191610880
  func.call @fpowi8(%two, %a0) : (f64, i8) -> ()
  // CHECK-NEXT: 0.125, 4593671619917905920
  func.call @fpowi8(%two, %a1) : (f64, i8) -> ()
  // CHECK-NEXT: 1.00001, 4607182475996093040
  func.call @fpowi8(%near, %a2) : (f64, i8) -> ()
  // CHECK-NEXT: 0.999987, 4607182303508610517
  func.call @fpowi8(%near, %a3) : (f64, i8) -> ()
  // CHECK-NEXT: 3.40282e+38, 5183643171103440896
  func.call @fpowi8(%m, %a3) : (f64, i8) -> ()

  %f = arith.constant 1.5 : f32
  %b0 = arith.constant -7 : i16
  %b1 = arith.constant 32767 : i16
  %b2 = arith.constant -32768 : i16
  // CHECK-NEXT: 0.0585277
  func.call @fpowi16(%f, %b0) : (f32, i16) -> ()
  // CHECK-NEXT: inf
  func.call @fpowi16(%f, %b1) : (f32, i16) -> ()
  // CHECK-NEXT: 0
  func.call @fpowi16(%f, %b2) : (f32, i16) -> ()

  %c0 = arith.constant 40 : i64
  %c1 = arith.constant -9223372036854775808 : i64
  %c2 = arith.constant 9223372036854775807 : i64
  // CHECK-NEXT: 1.09951e+12
  func.call @fpowi64(%two, %c0) : (f64, i64) -> ()
  // CHECK-NEXT: 0
  func.call @fpowi64(%two, %c1) : (f64, i64) -> ()
  // CHECK-NEXT: 1
  func.call @fpowi64(%one, %c2) : (f64, i64) -> ()
  // CHECK-NEXT: 1
  func.call @fpowi64(%one, %c1) : (f64, i64) -> ()
  return
}
