// RUN: corolift opt %s --convert-arith-to-apfloat | FileCheck %s
// RUN: corolift opt %s --convert-arith-to-apfloat | corolift opt | FileCheck %s

// Each arith float op becomes a call of its _mlir_apfloat_* function: operands bitcast to
// integers and zero-extended to i64, the APFloat semantics number as an i32 constant (10 for
// f8E4M3FN, 2 for f32), the i64 result truncated and bitcast back; conversions pass both
// semantics or the integer width and signedness; declarations go to the start of the module,
// the latest first. Fastmath flags are dropped. Expected text from mlir-opt-22.

func.func @t(%a: f8E4M3FN, %b: f8E4M3FN, %i: i32, %f: f32) {
  %0 = arith.subf %a, %b : f8E4M3FN
  %1 = arith.mulf %a, %b : f8E4M3FN
  %2 = arith.divf %a, %b : f8E4M3FN
  %3 = arith.remf %a, %b : f8E4M3FN
  %4 = arith.maximumf %a, %b : f8E4M3FN
  %5 = arith.minimumf %a, %b : f8E4M3FN
  %6 = arith.maxnumf %a, %b : f8E4M3FN
  %7 = arith.minnumf %a, %b : f8E4M3FN
  %8 = arith.extf %a : f8E4M3FN to f32
  %9 = arith.truncf %f : f32 to f8E4M3FN
  %10 = arith.fptosi %a : f8E4M3FN to i32
  %11 = arith.fptoui %a : f8E4M3FN to i32
  %12 = arith.sitofp %i : i32 to f8E4M3FN
  %13 = arith.uitofp %i : i32 to f8E4M3FN
  %14 = arith.cmpf ult, %a, %b : f8E4M3FN
  %15 = arith.cmpf oeq, %a, %b : f8E4M3FN
  %16 = arith.addf %a, %b fastmath<fast> : f8E4M3FN
  return
}

// CHECK: func.func private @_mlir_apfloat_add(i32, i64, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_compare(i32, i64, i64) -> i8
// CHECK-NEXT: func.func private @_mlir_apfloat_convert_from_int(i32, i32, i1, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_convert_to_int(i32, i32, i1, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_convert(i32, i32, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_minnum(i32, i64, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_maxnum(i32, i64, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_minimum(i32, i64, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_maximum(i32, i64, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_remainder(i32, i64, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_divide(i32, i64, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_multiply(i32, i64, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_subtract(i32, i64, i64) -> i64
// CHECK-NEXT: func.func @t(%arg0: f8E4M3FN, %arg1: f8E4M3FN, %arg2: i32, %arg3: f32) {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i64
// CHECK-NEXT: %2 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %3 = arith.extui %2 : i8 to i64
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %4 = call @_mlir_apfloat_subtract(%c10_i32, %1, %3) : (i32, i64, i64) -> i64
// CHECK-NEXT: %5 = arith.trunci %4 : i64 to i8
// CHECK-NEXT: %6 = arith.bitcast %5 : i8 to f8E4M3FN
// CHECK-NEXT: %7 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %8 = arith.extui %7 : i8 to i64
// CHECK-NEXT: %9 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %10 = arith.extui %9 : i8 to i64
// CHECK-NEXT: %c10_i32_0 = arith.constant 10 : i32
// CHECK-NEXT: %11 = call @_mlir_apfloat_multiply(%c10_i32_0, %8, %10) : (i32, i64, i64) -> i64
// CHECK-NEXT: %12 = arith.trunci %11 : i64 to i8
// CHECK-NEXT: %13 = arith.bitcast %12 : i8 to f8E4M3FN
// CHECK-NEXT: %14 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %15 = arith.extui %14 : i8 to i64
// CHECK-NEXT: %16 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %17 = arith.extui %16 : i8 to i64
// CHECK-NEXT: %c10_i32_1 = arith.constant 10 : i32
// CHECK-NEXT: %18 = call @_mlir_apfloat_divide(%c10_i32_1, %15, %17) : (i32, i64, i64) -> i64
// CHECK-NEXT: %19 = arith.trunci %18 : i64 to i8
// CHECK-NEXT: %20 = arith.bitcast %19 : i8 to f8E4M3FN
// CHECK-NEXT: %21 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %22 = arith.extui %21 : i8 to i64
// CHECK-NEXT: %23 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %24 = arith.extui %23 : i8 to i64
// CHECK-NEXT: %c10_i32_2 = arith.constant 10 : i32
// CHECK-NEXT: %25 = call @_mlir_apfloat_remainder(%c10_i32_2, %22, %24) : (i32, i64, i64) -> i64
// CHECK-NEXT: %26 = arith.trunci %25 : i64 to i8
// CHECK-NEXT: %27 = arith.bitcast %26 : i8 to f8E4M3FN
// CHECK-NEXT: %28 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %29 = arith.extui %28 : i8 to i64
// CHECK-NEXT: %30 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %31 = arith.extui %30 : i8 to i64
// CHECK-NEXT: %c10_i32_3 = arith.constant 10 : i32
// CHECK-NEXT: %32 = call @_mlir_apfloat_maximum(%c10_i32_3, %29, %31) : (i32, i64, i64) -> i64
// CHECK-NEXT: %33 = arith.trunci %32 : i64 to i8
// CHECK-NEXT: %34 = arith.bitcast %33 : i8 to f8E4M3FN
// CHECK-NEXT: %35 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %36 = arith.extui %35 : i8 to i64
// CHECK-NEXT: %37 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %38 = arith.extui %37 : i8 to i64
// CHECK-NEXT: %c10_i32_4 = arith.constant 10 : i32
// CHECK-NEXT: %39 = call @_mlir_apfloat_minimum(%c10_i32_4, %36, %38) : (i32, i64, i64) -> i64
// CHECK-NEXT: %40 = arith.trunci %39 : i64 to i8
// CHECK-NEXT: %41 = arith.bitcast %40 : i8 to f8E4M3FN
// CHECK-NEXT: %42 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %43 = arith.extui %42 : i8 to i64
// CHECK-NEXT: %44 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %45 = arith.extui %44 : i8 to i64
// CHECK-NEXT: %c10_i32_5 = arith.constant 10 : i32
// CHECK-NEXT: %46 = call @_mlir_apfloat_maxnum(%c10_i32_5, %43, %45) : (i32, i64, i64) -> i64
// CHECK-NEXT: %47 = arith.trunci %46 : i64 to i8
// CHECK-NEXT: %48 = arith.bitcast %47 : i8 to f8E4M3FN
// CHECK-NEXT: %49 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %50 = arith.extui %49 : i8 to i64
// CHECK-NEXT: %51 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %52 = arith.extui %51 : i8 to i64
// CHECK-NEXT: %c10_i32_6 = arith.constant 10 : i32
// CHECK-NEXT: %53 = call @_mlir_apfloat_minnum(%c10_i32_6, %50, %52) : (i32, i64, i64) -> i64
// CHECK-NEXT: %54 = arith.trunci %53 : i64 to i8
// CHECK-NEXT: %55 = arith.bitcast %54 : i8 to f8E4M3FN
// CHECK-NEXT: %56 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %57 = arith.extui %56 : i8 to i64
// CHECK-NEXT: %c10_i32_7 = arith.constant 10 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %58 = call @_mlir_apfloat_convert(%c10_i32_7, %c2_i32, %57) : (i32, i32, i64) -> i64
// CHECK-NEXT: %59 = arith.trunci %58 : i64 to i32
// CHECK-NEXT: %60 = arith.bitcast %59 : i32 to f32
// CHECK-NEXT: %61 = arith.bitcast %arg3 : f32 to i32
// CHECK-NEXT: %62 = arith.extui %61 : i32 to i64
// CHECK-NEXT: %c2_i32_8 = arith.constant 2 : i32
// CHECK-NEXT: %c10_i32_9 = arith.constant 10 : i32
// CHECK-NEXT: %63 = call @_mlir_apfloat_convert(%c2_i32_8, %c10_i32_9, %62) : (i32, i32, i64) -> i64
// CHECK-NEXT: %64 = arith.trunci %63 : i64 to i8
// CHECK-NEXT: %65 = arith.bitcast %64 : i8 to f8E4M3FN
// CHECK-NEXT: %66 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %67 = arith.extui %66 : i8 to i64
// CHECK-NEXT: %c10_i32_10 = arith.constant 10 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %68 = call @_mlir_apfloat_convert_to_int(%c10_i32_10, %c32_i32, %false, %67) : (i32, i32, i1, i64) -> i64
// CHECK-NEXT: %69 = arith.trunci %68 : i64 to i32
// CHECK-NEXT: %70 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %71 = arith.extui %70 : i8 to i64
// CHECK-NEXT: %c10_i32_11 = arith.constant 10 : i32
// CHECK-NEXT: %c32_i32_12 = arith.constant 32 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %72 = call @_mlir_apfloat_convert_to_int(%c10_i32_11, %c32_i32_12, %true, %71) : (i32, i32, i1, i64) -> i64
// CHECK-NEXT: %73 = arith.trunci %72 : i64 to i32
// CHECK-NEXT: %74 = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: %c10_i32_13 = arith.constant 10 : i32
// CHECK-NEXT: %c32_i32_14 = arith.constant 32 : i32
// CHECK-NEXT: %false_15 = arith.constant false
// CHECK-NEXT: %75 = call @_mlir_apfloat_convert_from_int(%c10_i32_13, %c32_i32_14, %false_15, %74) : (i32, i32, i1, i64) -> i64
// CHECK-NEXT: %76 = arith.trunci %75 : i64 to i8
// CHECK-NEXT: %77 = arith.bitcast %76 : i8 to f8E4M3FN
// CHECK-NEXT: %78 = arith.extui %arg2 : i32 to i64
// CHECK-NEXT: %c10_i32_16 = arith.constant 10 : i32
// CHECK-NEXT: %c32_i32_17 = arith.constant 32 : i32
// CHECK-NEXT: %true_18 = arith.constant true
// CHECK-NEXT: %79 = call @_mlir_apfloat_convert_from_int(%c10_i32_16, %c32_i32_17, %true_18, %78) : (i32, i32, i1, i64) -> i64
// CHECK-NEXT: %80 = arith.trunci %79 : i64 to i8
// CHECK-NEXT: %81 = arith.bitcast %80 : i8 to f8E4M3FN
// CHECK-NEXT: %82 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %83 = arith.extui %82 : i8 to i64
// CHECK-NEXT: %84 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %85 = arith.extui %84 : i8 to i64
// CHECK-NEXT: %c10_i32_19 = arith.constant 10 : i32
// CHECK-NEXT: %86 = call @_mlir_apfloat_compare(%c10_i32_19, %83, %85) : (i32, i64, i64) -> i8
// CHECK-NEXT: %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT: %87 = arith.cmpi eq, %86, %c3_i8 : i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %88 = arith.cmpi eq, %86, %c0_i8 : i8
// CHECK-NEXT: %89 = arith.ori %87, %88 : i1
// CHECK-NEXT: %90 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %91 = arith.extui %90 : i8 to i64
// CHECK-NEXT: %92 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %93 = arith.extui %92 : i8 to i64
// CHECK-NEXT: %c10_i32_20 = arith.constant 10 : i32
// CHECK-NEXT: %94 = call @_mlir_apfloat_compare(%c10_i32_20, %91, %93) : (i32, i64, i64) -> i8
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %95 = arith.cmpi eq, %94, %c1_i8 : i8
// CHECK-NEXT: %96 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %97 = arith.extui %96 : i8 to i64
// CHECK-NEXT: %98 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %99 = arith.extui %98 : i8 to i64
// CHECK-NEXT: %c10_i32_21 = arith.constant 10 : i32
// CHECK-NEXT: %100 = call @_mlir_apfloat_add(%c10_i32_21, %97, %99) : (i32, i64, i64) -> i64
// CHECK-NEXT: %101 = arith.trunci %100 : i64 to i8
// CHECK-NEXT: %102 = arith.bitcast %101 : i8 to f8E4M3FN
// CHECK-NEXT: return
