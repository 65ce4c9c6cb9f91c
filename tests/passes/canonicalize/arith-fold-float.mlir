// RUN: corolift opt %s --canonicalize | FileCheck %s

// Constant folding of float arith ops and casts, rounded once to the result type (f32, f16),
// NaN comparisons, and the identities x+(-0.0), x-0.0, x*1.0, x/1.0; an inexact truncf is kept.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @float_fold() -> (f32, f32, f64, f32, f16, i1, i1, i32, f32, f64, f32) {
// CHECK-NEXT:     %cst = arith.constant 1.600000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.500000e-01 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT:     %cst_2 = arith.constant 1.500000e+01 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 1.000980e+00 : f16
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %cst_4 = arith.constant 0x4B800000 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 0.10000000149011612 : f64
// CHECK-NEXT:     %cst_6 = arith.constant -1.500000e+00 : f32
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %false, %true, %c1_i32, %cst_4, %cst_5, %cst_6 : f32, f32, f64, f32, f16, i1, i1, i32, f32, f64, f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @float_no_fold(%arg0: f32) -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+300 : f64
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.addf %arg0, %cst_0 : f32
// CHECK-NEXT:     %1 = arith.truncf %cst : f64 to f32
// CHECK-NEXT:     %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:     return %2, %arg0, %arg0, %arg0, %arg0 : f32, f32, f32, f32, f32
// CHECK-NEXT:   }

func.func @float_fold() -> (f32, f32, f64, f32, f16, i1, i1, i32, f32, f64, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.mulf %a, %b : f32
  %x = arith.constant 0.1 : f64
  %y = arith.constant 0.2 : f64
  %2 = arith.addf %x, %y : f64
  %3 = arith.divf %a, %b : f32
  %h1 = arith.constant 1.0 : f16
  %h2 = arith.constant 0.0009765625 : f16
  %4 = arith.addf %h1, %h2 : f16
  %5 = arith.cmpf olt, %a, %b : f32
  %nan = arith.constant 0x7FC00000 : f32
  %6 = arith.cmpf une, %nan, %a : f32
  %7 = arith.fptosi %a : f32 to i32
  %i = arith.constant 16777217 : i32
  %8 = arith.sitofp %i : i32 to f32
  %9 = arith.extf %b : f32 to f64
  %10 = arith.negf %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f32, f64, f32, f16, i1, i1, i32, f32, f64, f32
}

func.func @float_no_fold(%x: f32) -> (f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %x, %z : f32
  %1 = arith.addf %x, %nz : f32
  %2 = arith.subf %x, %z : f32
  %3 = arith.mulf %one, %x : f32
  %4 = arith.divf %x, %one : f32
  %big = arith.constant 1.0e+300 : f64
  %t = arith.truncf %big : f64 to f32
  %5 = arith.addf %0, %t : f32
  return %5, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}
