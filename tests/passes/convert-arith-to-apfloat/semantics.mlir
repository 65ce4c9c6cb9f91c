// RUN: corolift opt %s --convert-arith-to-apfloat | FileCheck %s
// RUN: corolift opt %s --convert-arith-to-apfloat | corolift opt | FileCheck %s

// The APFloat semantics number of every float type up to 64 bits but f64 (llvm::APFloatBase::
// Semantics: f16 0, bf16 1, f32 2, tf32 14, f4E2M1FN 18, ...); f80 and f128 are left alone.
// Expected text from mlir-opt-22.

func.func @t0(%a: f16, %b: f16) -> f16 {
  %0 = arith.negf %a : f16
  %1 = arith.addf %0, %b : f16
  return %1 : f16
}
func.func @t1(%a: bf16, %b: bf16) -> bf16 {
  %0 = arith.negf %a : bf16
  %1 = arith.addf %0, %b : bf16
  return %1 : bf16
}
func.func @t2(%a: f32, %b: f32) -> f32 {
  %0 = arith.negf %a : f32
  %1 = arith.addf %0, %b : f32
  return %1 : f32
}
func.func @t3(%a: f80, %b: f80) -> f80 {
  %0 = arith.negf %a : f80
  %1 = arith.addf %0, %b : f80
  return %1 : f80
}
func.func @t4(%a: f128, %b: f128) -> f128 {
  %0 = arith.negf %a : f128
  %1 = arith.addf %0, %b : f128
  return %1 : f128
}
func.func @t5(%a: tf32, %b: tf32) -> tf32 {
  %0 = arith.negf %a : tf32
  %1 = arith.addf %0, %b : tf32
  return %1 : tf32
}
func.func @t6(%a: f4E2M1FN, %b: f4E2M1FN) -> f4E2M1FN {
  %0 = arith.negf %a : f4E2M1FN
  %1 = arith.addf %0, %b : f4E2M1FN
  return %1 : f4E2M1FN
}
func.func @t7(%a: f6E2M3FN, %b: f6E2M3FN) -> f6E2M3FN {
  %0 = arith.negf %a : f6E2M3FN
  %1 = arith.addf %0, %b : f6E2M3FN
  return %1 : f6E2M3FN
}
func.func @t8(%a: f6E3M2FN, %b: f6E3M2FN) -> f6E3M2FN {
  %0 = arith.negf %a : f6E3M2FN
  %1 = arith.addf %0, %b : f6E3M2FN
  return %1 : f6E3M2FN
}
func.func @t9(%a: f8E5M2, %b: f8E5M2) -> f8E5M2 {
  %0 = arith.negf %a : f8E5M2
  %1 = arith.addf %0, %b : f8E5M2
  return %1 : f8E5M2
}
func.func @t10(%a: f8E4M3, %b: f8E4M3) -> f8E4M3 {
  %0 = arith.negf %a : f8E4M3
  %1 = arith.addf %0, %b : f8E4M3
  return %1 : f8E4M3
}
func.func @t11(%a: f8E4M3FN, %b: f8E4M3FN) -> f8E4M3FN {
  %0 = arith.negf %a : f8E4M3FN
  %1 = arith.addf %0, %b : f8E4M3FN
  return %1 : f8E4M3FN
}
func.func @t12(%a: f8E5M2FNUZ, %b: f8E5M2FNUZ) -> f8E5M2FNUZ {
  %0 = arith.negf %a : f8E5M2FNUZ
  %1 = arith.addf %0, %b : f8E5M2FNUZ
  return %1 : f8E5M2FNUZ
}
func.func @t13(%a: f8E4M3FNUZ, %b: f8E4M3FNUZ) -> f8E4M3FNUZ {
  %0 = arith.negf %a : f8E4M3FNUZ
  %1 = arith.addf %0, %b : f8E4M3FNUZ
  return %1 : f8E4M3FNUZ
}
func.func @t14(%a: f8E4M3B11FNUZ, %b: f8E4M3B11FNUZ) -> f8E4M3B11FNUZ {
  %0 = arith.negf %a : f8E4M3B11FNUZ
  %1 = arith.addf %0, %b : f8E4M3B11FNUZ
  return %1 : f8E4M3B11FNUZ
}
func.func @t15(%a: f8E3M4, %b: f8E3M4) -> f8E3M4 {
  %0 = arith.negf %a : f8E3M4
  %1 = arith.addf %0, %b : f8E3M4
  return %1 : f8E3M4
}
func.func @t16(%a: f8E8M0FNU, %b: f8E8M0FNU) -> f8E8M0FNU {
  %0 = arith.negf %a : f8E8M0FNU
  %1 = arith.addf %0, %b : f8E8M0FNU
  return %1 : f8E8M0FNU
}

// CHECK: func.func private @_mlir_apfloat_add(i32, i64, i64) -> i64
// CHECK: func.func private @_mlir_apfloat_neg(i32, i64) -> i64
// CHECK: func.func @t0(%arg0: f16, %arg1: f16) -> f16 {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f16 to i16
// CHECK-NEXT: %1 = arith.extui %0 : i16 to i64
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c0_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i16
// CHECK-NEXT: %4 = arith.bitcast %3 : i16 to f16
// CHECK-NEXT: %5 = arith.bitcast %4 : f16 to i16
// CHECK-NEXT: %6 = arith.extui %5 : i16 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f16 to i16
// CHECK-NEXT: %8 = arith.extui %7 : i16 to i64
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c0_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i16
// CHECK-NEXT: %11 = arith.bitcast %10 : i16 to f16
// CHECK-NEXT: return %11 : f16
// CHECK: func.func @t1(%arg0: bf16, %arg1: bf16) -> bf16 {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : bf16 to i16
// CHECK-NEXT: %1 = arith.extui %0 : i16 to i64
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c1_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i16
// CHECK-NEXT: %4 = arith.bitcast %3 : i16 to bf16
// CHECK-NEXT: %5 = arith.bitcast %4 : bf16 to i16
// CHECK-NEXT: %6 = arith.extui %5 : i16 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : bf16 to i16
// CHECK-NEXT: %8 = arith.extui %7 : i16 to i64
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c1_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i16
// CHECK-NEXT: %11 = arith.bitcast %10 : i16 to bf16
// CHECK-NEXT: return %11 : bf16
// CHECK: func.func @t2(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %1 = arith.extui %0 : i32 to i64
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c2_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i32
// CHECK-NEXT: %4 = arith.bitcast %3 : i32 to f32
// CHECK-NEXT: %5 = arith.bitcast %4 : f32 to i32
// CHECK-NEXT: %6 = arith.extui %5 : i32 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %8 = arith.extui %7 : i32 to i64
// CHECK-NEXT: %c2_i32_0 = arith.constant 2 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c2_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i32
// CHECK-NEXT: %11 = arith.bitcast %10 : i32 to f32
// CHECK-NEXT: return %11 : f32
// CHECK: func.func @t3(%arg0: f80, %arg1: f80) -> f80 {
// CHECK-NEXT: %0 = arith.negf %arg0 : f80
// CHECK-NEXT: %1 = arith.addf %0, %arg1 : f80
// CHECK-NEXT: return %1 : f80
// CHECK: func.func @t4(%arg0: f128, %arg1: f128) -> f128 {
// CHECK-NEXT: %0 = arith.negf %arg0 : f128
// CHECK-NEXT: %1 = arith.addf %0, %arg1 : f128
// CHECK-NEXT: return %1 : f128
// CHECK: func.func @t5(%arg0: tf32, %arg1: tf32) -> tf32 {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : tf32 to i19
// CHECK-NEXT: %1 = arith.extui %0 : i19 to i64
// CHECK-NEXT: %c14_i32 = arith.constant 14 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c14_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i19
// CHECK-NEXT: %4 = arith.bitcast %3 : i19 to tf32
// CHECK-NEXT: %5 = arith.bitcast %4 : tf32 to i19
// CHECK-NEXT: %6 = arith.extui %5 : i19 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : tf32 to i19
// CHECK-NEXT: %8 = arith.extui %7 : i19 to i64
// CHECK-NEXT: %c14_i32_0 = arith.constant 14 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c14_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i19
// CHECK-NEXT: %11 = arith.bitcast %10 : i19 to tf32
// CHECK-NEXT: return %11 : tf32
// CHECK: func.func @t6(%arg0: f4E2M1FN, %arg1: f4E2M1FN) -> f4E2M1FN {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f4E2M1FN to i4
// CHECK-NEXT: %1 = arith.extui %0 : i4 to i64
// CHECK-NEXT: %c18_i32 = arith.constant 18 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c18_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i4
// CHECK-NEXT: %4 = arith.bitcast %3 : i4 to f4E2M1FN
// CHECK-NEXT: %5 = arith.bitcast %4 : f4E2M1FN to i4
// CHECK-NEXT: %6 = arith.extui %5 : i4 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f4E2M1FN to i4
// CHECK-NEXT: %8 = arith.extui %7 : i4 to i64
// CHECK-NEXT: %c18_i32_0 = arith.constant 18 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c18_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i4
// CHECK-NEXT: %11 = arith.bitcast %10 : i4 to f4E2M1FN
// CHECK-NEXT: return %11 : f4E2M1FN
// CHECK: func.func @t7(%arg0: f6E2M3FN, %arg1: f6E2M3FN) -> f6E2M3FN {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f6E2M3FN to i6
// CHECK-NEXT: %1 = arith.extui %0 : i6 to i64
// CHECK-NEXT: %c17_i32 = arith.constant 17 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c17_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i6
// CHECK-NEXT: %4 = arith.bitcast %3 : i6 to f6E2M3FN
// CHECK-NEXT: %5 = arith.bitcast %4 : f6E2M3FN to i6
// CHECK-NEXT: %6 = arith.extui %5 : i6 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f6E2M3FN to i6
// CHECK-NEXT: %8 = arith.extui %7 : i6 to i64
// CHECK-NEXT: %c17_i32_0 = arith.constant 17 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c17_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i6
// CHECK-NEXT: %11 = arith.bitcast %10 : i6 to f6E2M3FN
// CHECK-NEXT: return %11 : f6E2M3FN
// CHECK: func.func @t8(%arg0: f6E3M2FN, %arg1: f6E3M2FN) -> f6E3M2FN {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f6E3M2FN to i6
// CHECK-NEXT: %1 = arith.extui %0 : i6 to i64
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c16_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i6
// CHECK-NEXT: %4 = arith.bitcast %3 : i6 to f6E3M2FN
// CHECK-NEXT: %5 = arith.bitcast %4 : f6E3M2FN to i6
// CHECK-NEXT: %6 = arith.extui %5 : i6 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f6E3M2FN to i6
// CHECK-NEXT: %8 = arith.extui %7 : i6 to i64
// CHECK-NEXT: %c16_i32_0 = arith.constant 16 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c16_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i6
// CHECK-NEXT: %11 = arith.bitcast %10 : i6 to f6E3M2FN
// CHECK-NEXT: return %11 : f6E3M2FN
// CHECK: func.func @t9(%arg0: f8E5M2, %arg1: f8E5M2) -> f8E5M2 {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E5M2 to i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i64
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c7_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i8
// CHECK-NEXT: %4 = arith.bitcast %3 : i8 to f8E5M2
// CHECK-NEXT: %5 = arith.bitcast %4 : f8E5M2 to i8
// CHECK-NEXT: %6 = arith.extui %5 : i8 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f8E5M2 to i8
// CHECK-NEXT: %8 = arith.extui %7 : i8 to i64
// CHECK-NEXT: %c7_i32_0 = arith.constant 7 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c7_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i8
// CHECK-NEXT: %11 = arith.bitcast %10 : i8 to f8E5M2
// CHECK-NEXT: return %11 : f8E5M2
// CHECK: func.func @t10(%arg0: f8E4M3, %arg1: f8E4M3) -> f8E4M3 {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E4M3 to i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i64
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c9_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i8
// CHECK-NEXT: %4 = arith.bitcast %3 : i8 to f8E4M3
// CHECK-NEXT: %5 = arith.bitcast %4 : f8E4M3 to i8
// CHECK-NEXT: %6 = arith.extui %5 : i8 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f8E4M3 to i8
// CHECK-NEXT: %8 = arith.extui %7 : i8 to i64
// CHECK-NEXT: %c9_i32_0 = arith.constant 9 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c9_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i8
// CHECK-NEXT: %11 = arith.bitcast %10 : i8 to f8E4M3
// CHECK-NEXT: return %11 : f8E4M3
// CHECK: func.func @t11(%arg0: f8E4M3FN, %arg1: f8E4M3FN) -> f8E4M3FN {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i64
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c10_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i8
// CHECK-NEXT: %4 = arith.bitcast %3 : i8 to f8E4M3FN
// CHECK-NEXT: %5 = arith.bitcast %4 : f8E4M3FN to i8
// CHECK-NEXT: %6 = arith.extui %5 : i8 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %8 = arith.extui %7 : i8 to i64
// CHECK-NEXT: %c10_i32_0 = arith.constant 10 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c10_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i8
// CHECK-NEXT: %11 = arith.bitcast %10 : i8 to f8E4M3FN
// CHECK-NEXT: return %11 : f8E4M3FN
// CHECK: func.func @t12(%arg0: f8E5M2FNUZ, %arg1: f8E5M2FNUZ) -> f8E5M2FNUZ {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E5M2FNUZ to i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i64
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c8_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i8
// CHECK-NEXT: %4 = arith.bitcast %3 : i8 to f8E5M2FNUZ
// CHECK-NEXT: %5 = arith.bitcast %4 : f8E5M2FNUZ to i8
// CHECK-NEXT: %6 = arith.extui %5 : i8 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f8E5M2FNUZ to i8
// CHECK-NEXT: %8 = arith.extui %7 : i8 to i64
// CHECK-NEXT: %c8_i32_0 = arith.constant 8 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c8_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i8
// CHECK-NEXT: %11 = arith.bitcast %10 : i8 to f8E5M2FNUZ
// CHECK-NEXT: return %11 : f8E5M2FNUZ
// CHECK: func.func @t13(%arg0: f8E4M3FNUZ, %arg1: f8E4M3FNUZ) -> f8E4M3FNUZ {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E4M3FNUZ to i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i64
// CHECK-NEXT: %c11_i32 = arith.constant 11 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c11_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i8
// CHECK-NEXT: %4 = arith.bitcast %3 : i8 to f8E4M3FNUZ
// CHECK-NEXT: %5 = arith.bitcast %4 : f8E4M3FNUZ to i8
// CHECK-NEXT: %6 = arith.extui %5 : i8 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f8E4M3FNUZ to i8
// CHECK-NEXT: %8 = arith.extui %7 : i8 to i64
// CHECK-NEXT: %c11_i32_0 = arith.constant 11 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c11_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i8
// CHECK-NEXT: %11 = arith.bitcast %10 : i8 to f8E4M3FNUZ
// CHECK-NEXT: return %11 : f8E4M3FNUZ
// CHECK: func.func @t14(%arg0: f8E4M3B11FNUZ, %arg1: f8E4M3B11FNUZ) -> f8E4M3B11FNUZ {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E4M3B11FNUZ to i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i64
// CHECK-NEXT: %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c12_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i8
// CHECK-NEXT: %4 = arith.bitcast %3 : i8 to f8E4M3B11FNUZ
// CHECK-NEXT: %5 = arith.bitcast %4 : f8E4M3B11FNUZ to i8
// CHECK-NEXT: %6 = arith.extui %5 : i8 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f8E4M3B11FNUZ to i8
// CHECK-NEXT: %8 = arith.extui %7 : i8 to i64
// CHECK-NEXT: %c12_i32_0 = arith.constant 12 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c12_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i8
// CHECK-NEXT: %11 = arith.bitcast %10 : i8 to f8E4M3B11FNUZ
// CHECK-NEXT: return %11 : f8E4M3B11FNUZ
// CHECK: func.func @t15(%arg0: f8E3M4, %arg1: f8E3M4) -> f8E3M4 {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E3M4 to i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i64
// CHECK-NEXT: %c13_i32 = arith.constant 13 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c13_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i8
// CHECK-NEXT: %4 = arith.bitcast %3 : i8 to f8E3M4
// CHECK-NEXT: %5 = arith.bitcast %4 : f8E3M4 to i8
// CHECK-NEXT: %6 = arith.extui %5 : i8 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f8E3M4 to i8
// CHECK-NEXT: %8 = arith.extui %7 : i8 to i64
// CHECK-NEXT: %c13_i32_0 = arith.constant 13 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c13_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i8
// CHECK-NEXT: %11 = arith.bitcast %10 : i8 to f8E3M4
// CHECK-NEXT: return %11 : f8E3M4
// CHECK: func.func @t16(%arg0: f8E8M0FNU, %arg1: f8E8M0FNU) -> f8E8M0FNU {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E8M0FNU to i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i64
// CHECK-NEXT: %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_neg(%c15_i32, %1) : (i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i8
// CHECK-NEXT: %4 = arith.bitcast %3 : i8 to f8E8M0FNU
// CHECK-NEXT: %5 = arith.bitcast %4 : f8E8M0FNU to i8
// CHECK-NEXT: %6 = arith.extui %5 : i8 to i64
// CHECK-NEXT: %7 = arith.bitcast %arg1 : f8E8M0FNU to i8
// CHECK-NEXT: %8 = arith.extui %7 : i8 to i64
// CHECK-NEXT: %c15_i32_0 = arith.constant 15 : i32
// CHECK-NEXT: %9 = call @_mlir_apfloat_add(%c15_i32_0, %6, %8) : (i32, i64, i64) -> i64
// CHECK-NEXT: %10 = arith.trunci %9 : i64 to i8
// CHECK-NEXT: %11 = arith.bitcast %10 : i8 to f8E8M0FNU
// CHECK-NEXT: return %11 : f8E8M0FNU
