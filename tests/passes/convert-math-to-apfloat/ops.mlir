// RUN: corolift opt %s --convert-math-to-apfloat | FileCheck %s
// RUN: corolift opt %s --convert-math-to-apfloat | corolift opt | FileCheck %s

// math.absf and math.fma become _mlir_apfloat_abs / _mlir_apfloat_fused_multiply_add, the
// classification ops calls returning i1 directly; other math ops (sqrt) stay. Expected text
// from mlir-opt-22.

func.func @m(%a: f8E4M3FN, %b: f8E4M3FN, %c: f8E4M3FN) {
  %0 = math.absf %a : f8E4M3FN
  %1 = math.fma %a, %b, %c : f8E4M3FN
  %2 = math.isnan %a : f8E4M3FN
  %3 = math.isinf %a : f8E4M3FN
  %4 = math.isfinite %a : f8E4M3FN
  %5 = math.isnormal %a : f8E4M3FN
  %6 = math.sqrt %a : f8E4M3FN
  return
}

// CHECK: func.func private @_mlir_apfloat_isnormal(i32, i64) -> i1
// CHECK-NEXT: func.func private @_mlir_apfloat_isfinite(i32, i64) -> i1
// CHECK-NEXT: func.func private @_mlir_apfloat_isinfinite(i32, i64) -> i1
// CHECK-NEXT: func.func private @_mlir_apfloat_isnan(i32, i64) -> i1
// CHECK-NEXT: func.func private @_mlir_apfloat_fused_multiply_add(i32, i64, i64, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_abs(i32, i64) -> i64
// CHECK-NEXT: func.func @m(%arg0: f8E4M3FN, %arg1: f8E4M3FN, %arg2: f8E4M3FN) {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i64
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_abs(%c10_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i8
// CHECK-NEXT: %4 = arith.bitcast %3 : i8 to f8E4M3FN
// CHECK-NEXT: %5 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %6 = arith.extui %5 : i8 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %8 = arith.extui %7 : i8 to i64
// CHECK-NEXT: %9 = arith.bitcast %arg2 : f8E4M3FN to i8
// CHECK-NEXT: %10 = arith.extui %9 : i8 to i64
// CHECK-NEXT: %c10_i32_0 = arith.constant 10 : i32
// CHECK-NEXT: %11 = call @_mlir_apfloat_fused_multiply_add(%c10_i32_0, %6, %8, %10) : (i32, i64, i64, i64) -> i64
// CHECK-NEXT: %12 = arith.trunci %11 : i64 to i8
// CHECK-NEXT: %13 = arith.bitcast %12 : i8 to f8E4M3FN
// CHECK-NEXT: %14 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %15 = arith.extui %14 : i8 to i64
// CHECK-NEXT: %c10_i32_1 = arith.constant 10 : i32
// CHECK-NEXT: %16 = call @_mlir_apfloat_isnan(%c10_i32_1, %15) : (i32, i64) -> i1
// CHECK-NEXT: %17 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %18 = arith.extui %17 : i8 to i64
// CHECK-NEXT: %c10_i32_2 = arith.constant 10 : i32
// CHECK-NEXT: %19 = call @_mlir_apfloat_isinfinite(%c10_i32_2, %18) : (i32, i64) -> i1
// CHECK-NEXT: %20 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %21 = arith.extui %20 : i8 to i64
// CHECK-NEXT: %c10_i32_3 = arith.constant 10 : i32
// CHECK-NEXT: %22 = call @_mlir_apfloat_isfinite(%c10_i32_3, %21) : (i32, i64) -> i1
// CHECK-NEXT: %23 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %24 = arith.extui %23 : i8 to i64
// CHECK-NEXT: %c10_i32_4 = arith.constant 10 : i32
// CHECK-NEXT: %25 = call @_mlir_apfloat_isnormal(%c10_i32_4, %24) : (i32, i64) -> i1
// CHECK-NEXT: %26 = math.sqrt %arg0 : f8E4M3FN
// CHECK-NEXT: return
