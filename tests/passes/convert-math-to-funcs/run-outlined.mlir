// RUN: corolift opt %s --convert-math-to-funcs=convert-ctlz > %t.mlir
// RUN: corolift run %t.mlir | FileCheck %s

// The outlined functions run: ctlz through its scf loop, ipowi and fpowi through their cf
// loops. Expected values: mlir-runner-22 on mlir-opt-22 --convert-math-to-funcs=convert-ctlz
// and the usual LLVM lowering; checked by hand (ctlz(1 : i32) = 31, ctlz(0 : i8) = 8,
// ctlz(-1 : i64) = 0, 3 ** 4 = 81, (-2) ** -1 = 0, 2 ** -3 = 0.125).
func.func @main() {
  %one = arith.constant 1 : i32
  %zero8 = arith.constant 0 : i8
  %m1 = arith.constant -1 : i64
  %a = math.ctlz %one : i32
  %b = math.ctlz %zero8 : i8
  %c = math.ctlz %m1 : i64
  // CHECK: 31
  vector.print %a : i32
  // CHECK-NEXT: 8
  vector.print %b : i8
  // CHECK-NEXT: 0
  vector.print %c : i64
  %three = arith.constant 3 : i32
  %four = arith.constant 4 : i32
  %mtwo = arith.constant -2 : i32
  %mone = arith.constant -1 : i32
  %p = math.ipowi %three, %four : i32
  %q = math.ipowi %mtwo, %mone : i32
  // CHECK-NEXT: 81
  vector.print %p : i32
  // CHECK-NEXT: 0
  vector.print %q : i32
  %two = arith.constant 2.0 : f64
  %e = arith.constant -3 : i64
  %r = math.fpowi %two, %e : f64, i64
  // CHECK-NEXT: 0.125
  vector.print %r : f64
  return
}
