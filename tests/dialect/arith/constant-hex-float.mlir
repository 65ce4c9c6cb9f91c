// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// A hexadecimal integer literal of a float type is the bit pattern of that type, in scalar and
// in dense attributes alike: infinities and NaNs (with their payloads, quiet or signalling)
// print back as the same hex, other values in decimal. f32, f64, f16, bf16. Expected text
// from mlir-opt-22.

func.func @hex() {
  %0 = arith.constant 0x7F800000 : f32
  %1 = arith.constant 0xFF800000 : f32
  %2 = arith.constant 0x7FC00000 : f32
  %3 = arith.constant 0x7FC00001 : f32
  %4 = arith.constant 0x7F800001 : f32
  %5 = arith.constant 0x3F800000 : f32
  %6 = arith.constant 0x7FF0000000000000 : f64
  %7 = arith.constant 0x7FF8000000000001 : f64
  %8 = arith.constant 0x3FF0000000000000 : f64
  %9 = arith.constant 0x7C00 : f16
  %10 = arith.constant 0x7E01 : f16
  %11 = arith.constant 0x3C00 : f16
  %12 = arith.constant 0xFF80 : bf16
  %13 = arith.constant 0x7FC1 : bf16
  %14 = arith.constant dense<[0x7F800000, 0xFF800000, -0.0, 1.0]> : vector<4xf32>
  %15 = arith.constant dense<0x7FC00000> : vector<2xf32>
  %16 = arith.constant dense<[0x7C00, 0x3C00]> : vector<2xf16>
  %17 = arith.constant dense<[0x7FF0000000000000, 2.0]> : tensor<2xf64>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @hex() {
// CHECK-NEXT: %cst = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0x7F800001 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_6 = arith.constant 0x7FF8000000000001 : f64
// CHECK-NEXT: %cst_7 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %cst_8 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_9 = arith.constant 0x7E01 : f16
// CHECK-NEXT: %cst_10 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %cst_11 = arith.constant 0xFF80 : bf16
// CHECK-NEXT: %cst_12 = arith.constant 0x7FC1 : bf16
// CHECK-NEXT: %cst_13 = arith.constant dense<[0x7F800000, 0xFF800000, -0.000000e+00, 1.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<0x7FC00000> : vector<2xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<[0x7C00, 1.000000e+00]> : vector<2xf16>
// CHECK-NEXT: %cst_16 = arith.constant dense<[0x7FF0000000000000, 2.000000e+00]> : tensor<2xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
