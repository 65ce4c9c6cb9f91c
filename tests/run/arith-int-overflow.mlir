// Wrapping integer arithmetic and the printing conversions of vector.print.
// RUN: corolift run %s | FileCheck %s
func.func @main() {
  %max = arith.constant 2147483647 : i32
  %one = arith.constant 1 : i32
  %min = arith.addi %max, %one : i32
  // CHECK: -2147483648
  vector.print %min : i32
  %m = arith.muli %max, %max : i32
  // CHECK-NEXT: 1
  vector.print %m : i32
  %b = arith.constant 200 : i8
  %c = arith.constant 100 : i8
  %s = arith.addi %b, %c : i8
  // CHECK-NEXT: 44
  vector.print %s : i8
  // CHECK-NEXT: -56
  vector.print %b : i8
  %t = arith.constant true
  // CHECK-NEXT: 1
  vector.print %t : i1
  %tt = arith.addi %t, %t : i1
  // CHECK-NEXT: 0
  vector.print %tt : i1
  %neg = arith.constant -1 : index
  // CHECK-NEXT: 18446744073709551615
  vector.print %neg : index
  %i64max = arith.constant 9223372036854775807 : i64
  %one64 = arith.constant 1 : i64
  %w = arith.addi %i64max, %one64 : i64
  // CHECK-NEXT: -9223372036854775808
  vector.print %w : i64
  %sh = arith.shli %one, %max : i32
  %x = arith.constant 5 : i32
  %k = arith.constant 3 : i32
  %shl = arith.shli %x, %k : i32
  // CHECK-NEXT: 40
  vector.print %shl : i32
  %mn = arith.constant -16 : i32
  %sr = arith.shrsi %mn, %k : i32
  // CHECK-NEXT: -2
  vector.print %sr : i32
  %ur = arith.shrui %mn, %k : i32
  // CHECK-NEXT: 536870910
  vector.print %ur : i32
  %mins = arith.minsi %mn, %x : i32
  %minu = arith.minui %mn, %x : i32
  %maxs = arith.maxsi %mn, %x : i32
  %maxu = arith.maxui %mn, %x : i32
  // CHECK-NEXT: -16
  vector.print %mins : i32
  // CHECK-NEXT: 5
  vector.print %minu : i32
  // CHECK-NEXT: 5
  vector.print %maxs : i32
  // CHECK-NEXT: -16
  vector.print %maxu : i32
  %a = arith.constant 12 : i32
  %andv = arith.andi %a, %x : i32
  %orv = arith.ori %a, %x : i32
  %xorv = arith.xori %a, %x : i32
  // CHECK-NEXT: 4
  vector.print %andv : i32
  // CHECK-NEXT: 13
  vector.print %orv : i32
  // CHECK-NEXT: 9
  vector.print %xorv : i32
  return
}
