// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Result names of arith.constant: %c<value>_<type>, %c<value> for index, %true/%false, %cst,
// with one shared `_N` conflict counter per function.
func.func @ints() {
  %0 = arith.constant 0 : index
  %1 = arith.constant -2 : index
  %2 = arith.constant 42 : i32
  %3 = arith.constant 255 : i8
  %4 = arith.constant 0x10 : i16
  %5 = arith.constant -9223372036854775808 : i64
  %6 = arith.constant 1 : i1
  %7 = arith.constant false
  %8 = arith.constant true
  %9 = arith.constant 42 : i32
  %10 = arith.constant 0 : index
  %11 = arith.constant {tag} 7 : i3
  return
}
func.func @floats() {
  %0 = arith.constant 42.0 : f32
  %1 = arith.constant 0.1 : f64
  %2 = arith.constant -0.0 : f32
  %3 = arith.constant 1.5 : f16
  %4 = arith.constant 1.5 : bf16
  %5 = arith.constant 0x7FC00000 : f32
  %6 = arith.constant 0xFF800000 : f32
  %7 = arith.constant 0x7FF8000000000000 : f64
  %8 = arith.constant 1234567.0 : f32
  %9 = arith.constant 123.456 : f32
  return
}
func.func @elements() {
  %0 = arith.constant dense<0.0> : vector<4xf32>
  %1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %2 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %3 = arith.constant dense<true> : vector<2xi1>
  %4 = arith.constant dense<-1> : vector<3xindex>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @ints() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c16_i16 = arith.constant 16 : i16
// CHECK-NEXT: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %c42_i32_1 = arith.constant 42 : i32
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c-1_i3 = arith.constant {tag} -1 : i3
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floats() {
// CHECK-NEXT: %cst = arith.constant 4.200000e+01 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT: %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %cst_3 = arith.constant 1.500000e+00 : bf16
// CHECK-NEXT: %cst_4 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: %cst_7 = arith.constant 0x4996B438 : f32
// CHECK-NEXT: %cst_8 = arith.constant 1.234560e+02 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elements() {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %cst_3 = arith.constant dense<-1> : vector<3xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
