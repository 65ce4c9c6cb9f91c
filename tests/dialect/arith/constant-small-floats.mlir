// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Float constants of the 4/6/8-bit formats and tf32: decimals round to nearest even in the
// type (0.1 : f8E5M2 is 0.09375; 464 ties to the even 448 in f8E4M3FN), -0 has no sign in an
// FNUZ type, NaN and infinity patterns print in hex, a hex literal of a finite value prints as
// its decimal (0x9 : f4E2M1FN is -0.5), tf32's sign is bit 18. Expected text from mlir-opt-22.

func.func @small() {
  %0 = arith.constant 6.0 : f4E2M1FN
  %1 = arith.constant -0.5 : f4E2M1FN
  %2 = arith.constant 0x9 : f4E2M1FN
  %3 = arith.constant 7.5 : f6E2M3FN
  %4 = arith.constant 0.0625 : f6E3M2FN
  %5 = arith.constant 0.1 : f8E5M2
  %6 = arith.constant 0x7C : f8E5M2
  %7 = arith.constant 0xFE : f8E5M2
  %8 = arith.constant 240.0 : f8E4M3
  %9 = arith.constant 0x78 : f8E4M3
  %10 = arith.constant 448.0 : f8E4M3FN
  %11 = arith.constant 464.0 : f8E4M3FN
  %12 = arith.constant 0xFF : f8E4M3FN
  %13 = arith.constant 0x80 : f8E5M2FNUZ
  %14 = arith.constant -0.0 : f8E5M2FNUZ
  %15 = arith.constant 0.3 : f8E4M3FNUZ
  %16 = arith.constant 30.0 : f8E4M3B11FNUZ
  %17 = arith.constant 0.1 : f8E3M4
  %18 = arith.constant 4.0 : f8E8M0FNU
  %19 = arith.constant 0xFF : f8E8M0FNU
  %20 = arith.constant 0.1 : tf32
  %21 = arith.constant 0x7F800 : tf32
  %22 = arith.constant dense<[1.0, 0x7F, -2.0, 0.1]> : vector<4xf8E4M3FN>
  %23 = arith.constant dense<[0.5, 6.0]> : vector<2xf4E2M1FN>
  return
}

// CHECK: func.func @small() {
// CHECK: %cst = arith.constant 6.000000e+00 : f4E2M1FN
// CHECK: %cst_0 = arith.constant -5.000000e-01 : f4E2M1FN
// CHECK: %cst_1 = arith.constant -5.000000e-01 : f4E2M1FN
// CHECK: %cst_2 = arith.constant 7.500000e+00 : f6E2M3FN
// CHECK: %cst_3 = arith.constant 6.250000e-02 : f6E3M2FN
// CHECK: %cst_4 = arith.constant 9.375000e-02 : f8E5M2
// CHECK: %cst_5 = arith.constant 0x7C : f8E5M2
// CHECK: %cst_6 = arith.constant 0xFE : f8E5M2
// CHECK: %cst_7 = arith.constant 2.400000e+02 : f8E4M3
// CHECK: %cst_8 = arith.constant 0x78 : f8E4M3
// CHECK: %cst_9 = arith.constant 4.480000e+02 : f8E4M3FN
// CHECK: %cst_10 = arith.constant 4.480000e+02 : f8E4M3FN
// CHECK: %cst_11 = arith.constant 0xFF : f8E4M3FN
// CHECK: %cst_12 = arith.constant 0x80 : f8E5M2FNUZ
// CHECK: %cst_13 = arith.constant 0.000000e+00 : f8E5M2FNUZ
// CHECK: %cst_14 = arith.constant 3.125000e-01 : f8E4M3FNUZ
// CHECK: %cst_15 = arith.constant 3.000000e+01 : f8E4M3B11FNUZ
// CHECK: %cst_16 = arith.constant 9.375000e-02 : f8E3M4
// CHECK: %cst_17 = arith.constant 4.000000e+00 : f8E8M0FNU
// CHECK: %cst_18 = arith.constant 0xFF : f8E8M0FNU
// CHECK: %cst_19 = arith.constant 9.997550e-02 : tf32
// CHECK: %cst_20 = arith.constant -1.701410e+38 : tf32
// CHECK: %cst_21 = arith.constant dense<[1.000000e+00, 0x7F, -2.000000e+00, 1.015630e-01]> : vector<4xf8E4M3FN>
// CHECK: %cst_22 = arith.constant dense<[5.000000e-01, 6.000000e+00]> : vector<2xf4E2M1FN>
