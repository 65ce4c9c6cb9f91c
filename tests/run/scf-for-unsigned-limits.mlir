// scf.for unsigned (ult) and signed (slt) loops near the limits of i8, i16, i32, i64 and
// index. Expected output: mlir-runner-22 on the same file (lowered with convert-scf-to-cf,
// convert-vector-to-llvm, convert-arith-to-llvm, convert-func-to-llvm, convert-cf-to-llvm),
// also checked by hand: the unsigned i8 loop from 1 to 200 (-56 signed) step 50 runs 1, 51,
// 101, 151 (printed as i8: -105), the signed one not at all (1 < -56 is false); the i16
// iter_args loop runs 6540 times, 6540 * 7 = 45780, 45780 mod 45411 = 369.
// RUN: corolift run %s | FileCheck %s

// CHECK:      i8 unsigned
// CHECK-NEXT: 1
// CHECK-NEXT: 51
// CHECK-NEXT: 101
// CHECK-NEXT: -105
// CHECK-NEXT: i8 signed
// CHECK-NEXT: i8 unsigned top
// CHECK-NEXT: -6
// CHECK-NEXT: -5
// CHECK-NEXT: -4
// CHECK-NEXT: -3
// CHECK-NEXT: -2
// CHECK-NEXT: i16 signed top
// CHECK-NEXT: 32759
// CHECK-NEXT: 32763
// CHECK-NEXT: i32 signed top
// CHECK-NEXT: 2147483641
// CHECK-NEXT: 2147483644
// CHECK-NEXT: i32 signed bottom
// CHECK-NEXT: -2147483648
// CHECK-NEXT: -2147483645
// CHECK-NEXT: i64 unsigned top
// CHECK-NEXT: -10
// CHECK-NEXT: -8
// CHECK-NEXT: -6
// CHECK-NEXT: i64 unsigned across the sign bit
// CHECK-NEXT: 9223372036854775806
// CHECK-NEXT: 9223372036854775807
// CHECK-NEXT: -9223372036854775808
// CHECK-NEXT: index unsigned
// CHECK-NEXT: 3
// CHECK-NEXT: iter_args sum 7
// CHECK-NEXT: 369
// CHECK-NOT:  {{.}}

func.func @main() {
  %i8_1 = arith.constant 1 : i8
  %i8_200 = arith.constant 200 : i8
  %i8_50 = arith.constant 50 : i8
  vector.print str "i8 unsigned\n"
  scf.for unsigned %i = %i8_1 to %i8_200 step %i8_50 : i8 {
    vector.print %i : i8
  }
  vector.print str "i8 signed\n"
  scf.for %i = %i8_1 to %i8_200 step %i8_50 : i8 {
    vector.print %i : i8
  }
  %i8_250 = arith.constant 250 : i8
  %i8_255 = arith.constant 255 : i8
  %i8_s1 = arith.constant 1 : i8
  vector.print str "i8 unsigned top\n"
  scf.for unsigned %i = %i8_250 to %i8_255 step %i8_s1 : i8 {
    vector.print %i : i8
  }
  %i16_lb = arith.constant 32759 : i16
  %i16_ub = arith.constant 32767 : i16
  %i16_s = arith.constant 4 : i16
  vector.print str "i16 signed top\n"
  scf.for %i = %i16_lb to %i16_ub step %i16_s : i16 {
    vector.print %i : i16
  }
  %i32_lb = arith.constant 2147483641 : i32
  %i32_ub = arith.constant 2147483647 : i32
  %i32_s = arith.constant 3 : i32
  vector.print str "i32 signed top\n"
  scf.for %i = %i32_lb to %i32_ub step %i32_s : i32 {
    vector.print %i : i32
  }
  %i32_min = arith.constant -2147483648 : i32
  %i32_m2 = arith.constant -2147483643 : i32
  vector.print str "i32 signed bottom\n"
  scf.for %i = %i32_min to %i32_m2 step %i32_s : i32 {
    vector.print %i : i32
  }
  %i64_lb = arith.constant -10 : i64
  %i64_ub = arith.constant -5 : i64
  %i64_s = arith.constant 2 : i64
  vector.print str "i64 unsigned top\n"
  scf.for unsigned %i = %i64_lb to %i64_ub step %i64_s : i64 {
    vector.print %i : i64
  }
  %i64_a = arith.constant 9223372036854775806 : i64
  %i64_b = arith.constant -9223372036854775807 : i64
  %i64_1 = arith.constant 1 : i64
  vector.print str "i64 unsigned across the sign bit\n"
  scf.for unsigned %i = %i64_a to %i64_b step %i64_1 : i64 {
    vector.print %i : i64
  }
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  vector.print str "index unsigned\n"
  scf.for unsigned %i = %c3 to %c4 step %c1 {
    vector.print %i : index
  }
  %z = arith.constant 0 : i16
  %i16_100 = arith.constant 100 : i16
  %i16_65500 = arith.constant 65500 : i16
  %i16_10 = arith.constant 10 : i16
  vector.print str "iter_args sum 7\n"
  %sum = scf.for unsigned %i = %i16_100 to %i16_65500 step %i16_10 iter_args(%acc = %z) -> (i16) : i16 {
    %seven = arith.constant 7 : i16
    %n = arith.addi %acc, %seven : i16
    scf.yield %n : i16
  }
  %s32 = arith.extui %sum : i16 to i32
  %k = arith.constant 45411 : i32
  %r = arith.remui %s32, %k : i32
  vector.print %r : i32
  return
}
