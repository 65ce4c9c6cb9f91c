// Signed/unsigned division and remainder, ceil/floor division, on positive and negative
// operands (no division by zero: that is undefined behaviour).
// RUN: corolift run %s | FileCheck %s
func.func @show(%a: i32, %b: i32) {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  %c = arith.ceildivsi %a, %b : i32
  %f = arith.floordivsi %a, %b : i32
  %qu = arith.divui %a, %b : i32
  %ru = arith.remui %a, %b : i32
  %cu = arith.ceildivui %a, %b : i32
  vector.print %q : i32 punctuation <comma>
  vector.print %r : i32 punctuation <comma>
  vector.print %c : i32 punctuation <comma>
  vector.print %f : i32 punctuation <comma>
  vector.print %qu : i32 punctuation <comma>
  vector.print %ru : i32 punctuation <comma>
  vector.print %cu : i32
  return
}
func.func @main() {
  %7 = arith.constant 7 : i32
  %m7 = arith.constant -7 : i32
  %2 = arith.constant 2 : i32
  %m2 = arith.constant -2 : i32
  %0 = arith.constant 0 : i32
  %6 = arith.constant 6 : i32
  // CHECK: 3, 1, 4, 3, 3, 1, 4
  call @show(%7, %2) : (i32, i32) -> ()
  // CHECK-NEXT: -3, -1, -3, -4, 2147483644, 1, 2147483645
  call @show(%m7, %2) : (i32, i32) -> ()
  // CHECK-NEXT: -3, 1, -3, -4, 0, 7, 1
  call @show(%7, %m2) : (i32, i32) -> ()
  // CHECK-NEXT: 3, -1, 4, 3, 0, -7, 1
  call @show(%m7, %m2) : (i32, i32) -> ()
  // CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0
  call @show(%0, %7) : (i32, i32) -> ()
  // CHECK-NEXT: 3, 0, 3, 3, 3, 0, 3
  call @show(%6, %2) : (i32, i32) -> ()
  return
}
