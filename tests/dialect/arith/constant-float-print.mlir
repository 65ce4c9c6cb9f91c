// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Float constants print as MLIR's printFloatValue does: APFloat's toString with precision 6
// (`1.000000e+00`) when that reads back to the same bits, else APFloat's natural form
// (`9.9999999999999995E-8`, `1234.5678`), else the bit pattern in hex when the natural form
// has no '.' (`0x419D6F3454000000`). APFloat rounds half up after truncating the exact
// decimal expansion (f16 0x91B7 prints -6.976120e-04, not ...130e-04). f64, f32, f16, bf16,
// normal and subnormal. Expected text from mlir-opt-22.

func.func @floats() {
  %0 = arith.constant 1.0 : f64
  %1 = arith.constant 1.0e-7 : f64
  %2 = arith.constant 0.1 : f64
  %3 = arith.constant 0.3 : f64
  %4 = arith.constant 123456789.0 : f64
  %5 = arith.constant 1.0e100 : f64
  %6 = arith.constant 5.0e-324 : f64
  %7 = arith.constant -0.0 : f64
  %8 = arith.constant 3.14159 : f32
  %9 = arith.constant 16777217.0 : f32
  %10 = arith.constant 1.0e-40 : f32
  %11 = arith.constant 0.1 : f32
  %12 = arith.constant 0x91B7 : f16
  %13 = arith.constant 0x4465 : f16
  %14 = arith.constant 65504.0 : f16
  %15 = arith.constant 0.1 : f16
  %16 = arith.constant 0x8001 : f16
  %17 = arith.constant 0x3DCD : bf16
  %18 = arith.constant 3.0e38 : bf16
  %19 = arith.constant 0x0001 : bf16
  %20 = arith.constant 100.0 : f64
  %21 = arith.constant 1000.5 : f32
  %22 = arith.constant 1234.5678 : f64
  %23 = arith.constant 1.2345678901234567e20 : f64
  %24 = arith.constant 0.0012345678 : f32
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @floats() {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant 9.9999999999999995E-8 : f64
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT: %cst_2 = arith.constant 3.000000e-01 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0x419D6F3454000000 : f64
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e+100 : f64
// CHECK-NEXT: %cst_5 = arith.constant 4.940660e-324 : f64
// CHECK-NEXT: %cst_6 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT: %cst_7 = arith.constant 3.141590e+00 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %cst_9 = arith.constant 9.999940e-41 : f32
// CHECK-NEXT: %cst_10 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %cst_11 = arith.constant -6.976120e-04 : f16
// CHECK-NEXT: %cst_12 = arith.constant 4.394530e+00 : f16
// CHECK-NEXT: %cst_13 = arith.constant 6.550400e+04 : f16
// CHECK-NEXT: %cst_14 = arith.constant 9.997550e-02 : f16
// CHECK-NEXT: %cst_15 = arith.constant -5.960460e-08 : f16
// CHECK-NEXT: %cst_16 = arith.constant 1.000980e-01 : bf16
// CHECK-NEXT: %cst_17 = arith.constant 3.004060e+38 : bf16
// CHECK-NEXT: %cst_18 = arith.constant 9.183550e-41 : bf16
// CHECK-NEXT: %cst_19 = arith.constant 1.000000e+02 : f64
// CHECK-NEXT: %cst_20 = arith.constant 1.000500e+03 : f32
// CHECK-NEXT: %cst_21 = arith.constant 1234.5678 : f64
// CHECK-NEXT: %cst_22 = arith.constant 1.2345678901234567E+20 : f64
// CHECK-NEXT: %cst_23 = arith.constant 0.00123456784 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
