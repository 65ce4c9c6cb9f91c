// RUN: corolift opt %s --canonicalize | FileCheck %s

// math folders: absf, ceil, floor, round, trunc, roundeven, copysign and sqrt (f32/f64 only:
// the f16 sqrt stays), ctlz, cttz, ctpop and absi of constants, a dense vector floor.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @math_fold() -> (f32, f32, f64, f32, f32, f64, f32, f32, i32, i32, i32, i32, f16, vector<2xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[1.000000e+00, -1.000000e+00]> : vector<2xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT:     %cst_1 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     %cst_2 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 1.4142135623730951 : f64
// CHECK-NEXT:     %cst_4 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:     %cst_6 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:     %cst_7 = arith.constant -3.500000e+00 : f32
// CHECK-NEXT:     %c28_i32 = arith.constant 28 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %0 = math.sqrt %cst_0 : f16
// CHECK-NEXT:     return %cst_1, %cst_2, %cst_3, %cst_4, %cst_4, %cst_5, %cst_6, %cst_7, %c28_i32, %c2_i32, %c30_i32, %c7_i32, %0, %cst : f32, f32, f64, f32, f32, f64, f32, f32, i32, i32, i32, i32, f16, vector<2xf32>
// CHECK-NEXT:   }

func.func @math_fold() -> (f32, f32, f64, f32, f32, f64, f32, f32, i32, i32, i32, i32, f16, vector<2xf32>) {
  %a = arith.constant -2.5 : f32
  %b = arith.constant 2.0 : f64
  %c = arith.constant 3.5 : f32
  %0 = math.absf %a : f32
  %1 = math.ceil %a : f32
  %2 = math.sqrt %b : f64
  %3 = math.floor %a : f32
  %4 = math.round %a : f32
  %5 = math.trunc %b : f64
  %6 = math.roundeven %c : f32
  %7 = math.copysign %c, %a : f32
  %i = arith.constant 12 : i32
  %m = arith.constant -7 : i32
  %8 = math.ctlz %i : i32
  %9 = math.cttz %i : i32
  %10 = math.ctpop %m : i32
  %11 = math.absi %m : i32
  %h = arith.constant 2.0 : f16
  %12 = math.sqrt %h : f16
  %v = arith.constant dense<[1.5, -0.5]> : vector<2xf32>
  %13 = math.floor %v : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f32, f64, f32, f32, f64, f32, f32, i32, i32, i32, i32, f16, vector<2xf32>
}
