// RUN: corolift opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: corolift opt --allow-unregistered-dialect %s | corolift opt --allow-unregistered-dialect | FileCheck %s
// RUN: corolift opt --allow-unregistered-dialect %s --mlir-print-op-generic | corolift opt --allow-unregistered-dialect | FileCheck %s

// Integer attributes of every width read as MLIR's buildAttributeAPInt does and print
// signed for signless types (255 : i8 is -1), unsigned for ui types: i1, i8, i12, i16, i32,
// i64, i128, index (64-bit, signed), hex literals, the limits of each. Expected text from
// mlir-opt-22.

func.func @ints() {
  %0 = arith.constant true
  %1 = arith.constant -1 : i1
  %2 = arith.constant 255 : i8
  %3 = arith.constant -128 : i8
  %4 = arith.constant 65535 : i16
  %5 = arith.constant 4294967295 : i32
  %6 = arith.constant -2147483648 : i32
  %7 = arith.constant 18446744073709551615 : i64
  %8 = arith.constant -9223372036854775808 : i64
  %9 = arith.constant 9223372036854775807 : index
  %10 = arith.constant -9223372036854775808 : index
  %11 = arith.constant 0xFF : i8
  %12 = arith.constant 340282366920938463463374607431768211455 : i128
  %13 = arith.constant -170141183460469231731687303715884105728 : i128
  %14 = arith.constant 4095 : i12
  "test.attrs"() {a = 255 : ui8, b = -128 : si8, c = 127 : si8, d = 18446744073709551615 : ui64, e = -1, f = 9223372036854775807} : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @ints() {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT: %c9223372036854775807 = arith.constant 9223372036854775807 : index
// CHECK-NEXT: %c-9223372036854775808 = arith.constant -9223372036854775808 : index
// CHECK-NEXT: %c-1_i8_1 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT: %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT: %c-1_i12 = arith.constant -1 : i12
// CHECK-NEXT: "test.attrs"() {a = 255 : ui8, b = -128 : si8, c = 127 : si8, d = 18446744073709551615 : ui64, e = -1 : i64, f = 9223372036854775807 : i64} : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
