// ROUNDTRIP-SKIP: mlir-opt-22 prints the i64 case value -9223372036854775808 as 9223372036854775808 (getLimitedValue), which its own parser rejects (integer value too large); corolift prints what mlir-opt-22 prints
// cf.switch on i1, i8, i16, i32 and i64 flags with case values at the limits of each type
// (the minimum, the maximum, -1), case operands, and the default. Expected output:
// mlir-runner-22 on the same file (checked by hand: each flag prints the label of the case
// equal to it, or "default").
// RUN: corolift run %s | FileCheck %s

// CHECK:      i1 true
// CHECK-NEXT: i1 false
// CHECK-NEXT: i8 min -128
// CHECK-NEXT: i8 max 127
// CHECK-NEXT: i8 minus one
// CHECK-NEXT: i8 default 5
// CHECK-NEXT: i16 min
// CHECK-NEXT: i16 max
// CHECK-NEXT: i16 default
// CHECK-NEXT: i32 min
// CHECK-NEXT: i32 max
// CHECK-NEXT: i32 default
// CHECK-NEXT: i64 min
// CHECK-NEXT: i64 max
// CHECK-NEXT: i64 minus one
// CHECK-NEXT: i64 default
// CHECK-NOT:  {{.}}

func.func @sw_i1(%x: i1) {
  cf.switch %x : i1, [
    default: ^d,
    -1: ^t,
    0: ^f
  ]
^t:
  vector.print str "i1 true\n"
  return
^f:
  vector.print str "i1 false\n"
  return
^d:
  vector.print str "i1 default\n"
  return
}

func.func @sw_i8(%x: i8) {
  cf.switch %x : i8, [
    default: ^d(%x : i8),
    -128: ^min(%x : i8),
    127: ^max(%x : i8),
    -1: ^m1
  ]
^min(%a: i8):
  vector.print str "i8 min "
  vector.print %a : i8
  return
^max(%b: i8):
  vector.print str "i8 max "
  vector.print %b : i8
  return
^m1:
  vector.print str "i8 minus one\n"
  return
^d(%c: i8):
  vector.print str "i8 default "
  vector.print %c : i8
  return
}

func.func @sw_i16(%x: i16) {
  cf.switch %x : i16, [
    default: ^d,
    -32768: ^min,
    32767: ^max
  ]
^min:
  vector.print str "i16 min\n"
  return
^max:
  vector.print str "i16 max\n"
  return
^d:
  vector.print str "i16 default\n"
  return
}

func.func @sw_i32(%x: i32) {
  cf.switch %x : i32, [
    default: ^d,
    -2147483648: ^min,
    2147483647: ^max
  ]
^min:
  vector.print str "i32 min\n"
  return
^max:
  vector.print str "i32 max\n"
  return
^d:
  vector.print str "i32 default\n"
  return
}

func.func @sw_i64(%x: i64) {
  cf.switch %x : i64, [
    default: ^d,
    -9223372036854775808: ^min,
    9223372036854775807: ^max,
    -1: ^m1
  ]
^min:
  vector.print str "i64 min\n"
  return
^max:
  vector.print str "i64 max\n"
  return
^m1:
  vector.print str "i64 minus one\n"
  return
^d:
  vector.print str "i64 default\n"
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  func.call @sw_i1(%t) : (i1) -> ()
  func.call @sw_i1(%f) : (i1) -> ()
  %a = arith.constant -128 : i8
  %b = arith.constant 127 : i8
  %c = arith.constant -1 : i8
  %d = arith.constant 5 : i8
  func.call @sw_i8(%a) : (i8) -> ()
  func.call @sw_i8(%b) : (i8) -> ()
  func.call @sw_i8(%c) : (i8) -> ()
  func.call @sw_i8(%d) : (i8) -> ()
  %e = arith.constant -32768 : i16
  %g = arith.constant 32767 : i16
  %h = arith.constant -1 : i16
  func.call @sw_i16(%e) : (i16) -> ()
  func.call @sw_i16(%g) : (i16) -> ()
  func.call @sw_i16(%h) : (i16) -> ()
  %i = arith.constant -2147483648 : i32
  %j = arith.constant 2147483647 : i32
  %k = arith.constant 0 : i32
  func.call @sw_i32(%i) : (i32) -> ()
  func.call @sw_i32(%j) : (i32) -> ()
  func.call @sw_i32(%k) : (i32) -> ()
  %l = arith.constant -9223372036854775808 : i64
  %m = arith.constant 9223372036854775807 : i64
  %n = arith.constant -1 : i64
  %o = arith.constant 1 : i64
  func.call @sw_i64(%l) : (i64) -> ()
  func.call @sw_i64(%m) : (i64) -> ()
  func.call @sw_i64(%n) : (i64) -> ()
  func.call @sw_i64(%o) : (i64) -> ()
  return
}
