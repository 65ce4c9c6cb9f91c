// math.ipowi as convert-math-to-funcs computes it (its outlined __mlir_math_ipowi_*): b ** 0 = 1
// (also 0 ** 0), a negative exponent gives 1 for b = 1, +-1 by parity for b = -1 and 0 for
// any other nonzero base; otherwise square and multiply, wrapping at the type's width.
// (0 ** negative divides by zero there and is not tested.)
// Expected values: mlir-runner-22 (mlir-opt-22 --convert-math-to-funcs then the usual LLVM
// lowering), checked by hand (3 ** 21 = 10460353203 wraps to 1870418611 in i32, 2 ** 7 = -128
// in i8, 3 ** 40 = 12157665459056928801 wraps to -6289078614652622815 in i64).
// RUN: corolift run %s | FileCheck %s

func.func @ipowi32(%b: i32, %e: i32) {
  %r = math.ipowi %b, %e : i32
  vector.print %r : i32
  return
}

func.func @ipowi8(%b: i8, %e: i8) {
  %r = math.ipowi %b, %e : i8
  vector.print %r : i8
  return
}

func.func @ipowi64(%b: i64, %e: i64) {
  %r = math.ipowi %b, %e : i64
  vector.print %r : i64
  return
}

func.func @main() {
  %m2 = arith.constant -2 : i32
  %m1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c10 = arith.constant 10 : i32
  %c21 = arith.constant 21 : i32
  %m3 = arith.constant -3 : i32
  %m4 = arith.constant -4 : i32
  %min = arith.constant -2147483648 : i32
  // CHECK: 1024
  func.call @ipowi32(%c2, %c10) : (i32, i32) -> ()
  // CHECK-NEXT: 1
  func.call @ipowi32(%c0, %c0) : (i32, i32) -> ()
  // CHECK-NEXT: 1
  func.call @ipowi32(%c3, %c0) : (i32, i32) -> ()
  // CHECK-NEXT: 0
  func.call @ipowi32(%c0, %c5) : (i32, i32) -> ()
  // CHECK-NEXT: -32
  func.call @ipowi32(%m2, %c5) : (i32, i32) -> ()
  // CHECK-NEXT: 1870418611
  func.call @ipowi32(%c3, %c21) : (i32, i32) -> ()
  // CHECK-NEXT: 0
  func.call @ipowi32(%c2, %m1) : (i32, i32) -> ()
  // CHECK-NEXT: 0
  func.call @ipowi32(%m2, %m3) : (i32, i32) -> ()
  // CHECK-NEXT: 1
  func.call @ipowi32(%c1, %m3) : (i32, i32) -> ()
  // CHECK-NEXT: -1
  func.call @ipowi32(%m1, %m3) : (i32, i32) -> ()
  // CHECK-NEXT: 1
  func.call @ipowi32(%m1, %m4) : (i32, i32) -> ()
  // CHECK-NEXT: 1
  func.call @ipowi32(%m1, %min) : (i32, i32) -> ()
  // CHECK-NEXT: 0
  func.call @ipowi32(%min, %c2) : (i32, i32) -> ()

  %b2 = arith.constant 2 : i8
  %bm2 = arith.constant -2 : i8
  %b7 = arith.constant 7 : i8
  %b8 = arith.constant 8 : i8
  %bm128 = arith.constant -128 : i8
  %b127 = arith.constant 127 : i8
  // CHECK-NEXT: -128
  func.call @ipowi8(%b2, %b7) : (i8, i8) -> ()
  // CHECK-NEXT: -128
  func.call @ipowi8(%bm2, %b7) : (i8, i8) -> ()
  // CHECK-NEXT: 0
  func.call @ipowi8(%b2, %b8) : (i8, i8) -> ()
  // CHECK-NEXT: 0
  func.call @ipowi8(%b2, %bm128) : (i8, i8) -> ()
  // CHECK-NEXT: 127
  func.call @ipowi8(%b127, %b127) : (i8, i8) -> ()

  %l3 = arith.constant 3 : i64
  %l40 = arith.constant 40 : i64
  %lm1 = arith.constant -1 : i64
  %lmax = arith.constant 9223372036854775807 : i64
  // CHECK-NEXT: -6289078614652622815
  func.call @ipowi64(%l3, %l40) : (i64, i64) -> ()
  // CHECK-NEXT: -1
  func.call @ipowi64(%lm1, %lmax) : (i64, i64) -> ()
  return
}
