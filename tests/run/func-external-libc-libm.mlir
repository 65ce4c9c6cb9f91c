// External functions declared `func.func private` and not defined in the program resolve
// against the process, as with mlir-runner: the C library (abs, labs) and the C math library
// (cbrt, hypot, expf, floor). Expected output: mlir-runner-22 on the same file, also checked
// by hand (|-42| = 42, cbrt(27) = 3, hypot(3, 4) = 5, exp(0) = 1, floor(-1.5) = -2).
// RUN: corolift run %s | FileCheck %s

// CHECK:      42
// CHECK-NEXT: 9000000000
// CHECK-NEXT: 3
// CHECK-NEXT: 5
// CHECK-NEXT: 1
// CHECK-NEXT: -2
// CHECK-NOT:  {{.}}

func.func private @abs(i32) -> i32
func.func private @labs(i64) -> i64
func.func private @cbrt(f64) -> f64
func.func private @hypot(f64, f64) -> f64
func.func private @expf(f32) -> f32
func.func private @floor(f64) -> f64

func.func @main() {
  %a = arith.constant -42 : i32
  %r = func.call @abs(%a) : (i32) -> i32
  vector.print %r : i32
  %b = arith.constant -9000000000 : i64
  %rb = func.call @labs(%b) : (i64) -> i64
  vector.print %rb : i64
  %c = arith.constant 27.0 : f64
  %rc = func.call @cbrt(%c) : (f64) -> f64
  vector.print %rc : f64
  %x = arith.constant 3.0 : f64
  %y = arith.constant 4.0 : f64
  %h = func.call @hypot(%x, %y) : (f64, f64) -> f64
  vector.print %h : f64
  %z = arith.constant 0.0 : f32
  %e = func.call @expf(%z) : (f32) -> f32
  vector.print %e : f32
  %m = arith.constant -1.5 : f64
  %fl = func.call @floor(%m) : (f64) -> f64
  vector.print %fl : f64
  return
}
