// RUN: corolift opt %s --convert-math-to-funcs | FileCheck %s
// RUN: corolift opt %s --convert-math-to-funcs | corolift opt | FileCheck %s

// math.fpowi becomes a call of one outlined function per (base, exponent) type pair; by default
// (min-width-of-fpowi-exponent=1) every exponent width is converted, and the minimum exponent
// is handled as the maximum times the base. math.ctlz stays without convert-ctlz.
// Expected text: mlir-opt-22.
func.func @fpowi(%f: f32, %d: f64, %i: i32, %k: i8, %l: i64) -> (f32, f64, f64, i32) {
  %0 = math.fpowi %f, %i : f32, i32
  %1 = math.fpowi %d, %k fastmath<fast> : f64, i8
  %2 = math.fpowi %d, %l : f64, i64
  %3 = math.ctlz %i : i32
  return %0, %1, %2, %3 : f32, f64, f64, i32
}

// CHECK-LABEL: func.func @fpowi(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: i8, %arg4: i64) -> (f32, f64, f64, i32) {
// CHECK-NEXT: %0 = call @__mlir_math_fpowi_f32_i32(%arg0, %arg2) : (f32, i32) -> f32
// CHECK-NEXT: %1 = call @__mlir_math_fpowi_f64_i8(%arg1, %arg3) : (f64, i8) -> f64
// CHECK-NEXT: %2 = call @__mlir_math_fpowi_f64_i64(%arg1, %arg4) : (f64, i64) -> f64
// CHECK-NEXT: %3 = math.ctlz %arg2 : i32
// CHECK-NEXT: return %0, %1, %2, %3 : f32, f64, f64, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @__mlir_math_fpowi_f32_i32(%arg0: f32, %arg1: i32) -> f32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.cmpi sle, %arg1, %c0_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi eq, %arg1, %c-2147483648_i32 : i32
// CHECK-NEXT: %3 = arith.subi %c0_i32, %arg1 : i32
// CHECK-NEXT: %4 = arith.select %1, %3, %arg1 : i32
// CHECK-NEXT: %5 = arith.select %2, %c2147483647_i32, %4 : i32
// CHECK-NEXT: cf.br ^bb3(%cst, %arg0, %5 : f32, f32, i32)
// CHECK-NEXT: ^bb3(%6: f32, %7: f32, %8: i32):  // 2 preds: ^bb2, ^bb6
// CHECK-NEXT: %9 = arith.andi %8, %c1_i32 : i32
// CHECK-NEXT: %10 = arith.cmpi ne, %9, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %10, ^bb4, ^bb5(%6 : f32)
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %11 = arith.mulf %6, %7 : f32
// CHECK-NEXT: cf.br ^bb5(%11 : f32)
// CHECK-NEXT: ^bb5(%12: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: %13 = arith.shrui %8, %c1_i32 : i32
// CHECK-NEXT: %14 = arith.cmpi eq, %13, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %14, ^bb7(%12 : f32), ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %15 = arith.mulf %7, %7 : f32
// CHECK-NEXT: cf.br ^bb3(%12, %15, %13 : f32, f32, i32)
// CHECK-NEXT: ^bb7(%16: f32):  // pred: ^bb5
// CHECK-NEXT: cf.cond_br %2, ^bb8, ^bb9(%16 : f32)
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: %17 = arith.mulf %16, %arg0 : f32
// CHECK-NEXT: cf.br ^bb9(%17 : f32)
// CHECK-NEXT: ^bb9(%18: f32):  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT: cf.cond_br %1, ^bb10, ^bb11(%18 : f32)
// CHECK-NEXT: ^bb10:  // pred: ^bb9
// CHECK-NEXT: %19 = arith.divf %cst, %18 : f32
// CHECK-NEXT: cf.br ^bb11(%19 : f32)
// CHECK-NEXT: ^bb11(%20: f32):  // 2 preds: ^bb9, ^bb10
// CHECK-NEXT: return %20 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @__mlir_math_fpowi_f64_i8(%arg0: f64, %arg1: i8) -> f64 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg1, %c0_i8 : i8
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %cst : f64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.cmpi sle, %arg1, %c0_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi eq, %arg1, %c-128_i8 : i8
// CHECK-NEXT: %3 = arith.subi %c0_i8, %arg1 : i8
// CHECK-NEXT: %4 = arith.select %1, %3, %arg1 : i8
// CHECK-NEXT: %5 = arith.select %2, %c127_i8, %4 : i8
// CHECK-NEXT: cf.br ^bb3(%cst, %arg0, %5 : f64, f64, i8)
// CHECK-NEXT: ^bb3(%6: f64, %7: f64, %8: i8):  // 2 preds: ^bb2, ^bb6
// CHECK-NEXT: %9 = arith.andi %8, %c1_i8 : i8
// CHECK-NEXT: %10 = arith.cmpi ne, %9, %c0_i8 : i8
// CHECK-NEXT: cf.cond_br %10, ^bb4, ^bb5(%6 : f64)
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %11 = arith.mulf %6, %7 : f64
// CHECK-NEXT: cf.br ^bb5(%11 : f64)
// CHECK-NEXT: ^bb5(%12: f64):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: %13 = arith.shrui %8, %c1_i8 : i8
// CHECK-NEXT: %14 = arith.cmpi eq, %13, %c0_i8 : i8
// CHECK-NEXT: cf.cond_br %14, ^bb7(%12 : f64), ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %15 = arith.mulf %7, %7 : f64
// CHECK-NEXT: cf.br ^bb3(%12, %15, %13 : f64, f64, i8)
// CHECK-NEXT: ^bb7(%16: f64):  // pred: ^bb5
// CHECK-NEXT: cf.cond_br %2, ^bb8, ^bb9(%16 : f64)
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: %17 = arith.mulf %16, %arg0 : f64
// CHECK-NEXT: cf.br ^bb9(%17 : f64)
// CHECK-NEXT: ^bb9(%18: f64):  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT: cf.cond_br %1, ^bb10, ^bb11(%18 : f64)
// CHECK-NEXT: ^bb10:  // pred: ^bb9
// CHECK-NEXT: %19 = arith.divf %cst, %18 : f64
// CHECK-NEXT: cf.br ^bb11(%19 : f64)
// CHECK-NEXT: ^bb11(%20: f64):  // 2 preds: ^bb9, ^bb10
// CHECK-NEXT: return %20 : f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @__mlir_math_fpowi_f64_i64(%arg0: f64, %arg1: i64) -> f64 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT: %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg1, %c0_i64 : i64
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %cst : f64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.cmpi sle, %arg1, %c0_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi eq, %arg1, %c-9223372036854775808_i64 : i64
// CHECK-NEXT: %3 = arith.subi %c0_i64, %arg1 : i64
// CHECK-NEXT: %4 = arith.select %1, %3, %arg1 : i64
// CHECK-NEXT: %5 = arith.select %2, %c9223372036854775807_i64, %4 : i64
// CHECK-NEXT: cf.br ^bb3(%cst, %arg0, %5 : f64, f64, i64)
// CHECK-NEXT: ^bb3(%6: f64, %7: f64, %8: i64):  // 2 preds: ^bb2, ^bb6
// CHECK-NEXT: %9 = arith.andi %8, %c1_i64 : i64
// CHECK-NEXT: %10 = arith.cmpi ne, %9, %c0_i64 : i64
// CHECK-NEXT: cf.cond_br %10, ^bb4, ^bb5(%6 : f64)
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %11 = arith.mulf %6, %7 : f64
// CHECK-NEXT: cf.br ^bb5(%11 : f64)
// CHECK-NEXT: ^bb5(%12: f64):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: %13 = arith.shrui %8, %c1_i64 : i64
// CHECK-NEXT: %14 = arith.cmpi eq, %13, %c0_i64 : i64
// CHECK-NEXT: cf.cond_br %14, ^bb7(%12 : f64), ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %15 = arith.mulf %7, %7 : f64
// CHECK-NEXT: cf.br ^bb3(%12, %15, %13 : f64, f64, i64)
// CHECK-NEXT: ^bb7(%16: f64):  // pred: ^bb5
// CHECK-NEXT: cf.cond_br %2, ^bb8, ^bb9(%16 : f64)
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: %17 = arith.mulf %16, %arg0 : f64
// CHECK-NEXT: cf.br ^bb9(%17 : f64)
// CHECK-NEXT: ^bb9(%18: f64):  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT: cf.cond_br %1, ^bb10, ^bb11(%18 : f64)
// CHECK-NEXT: ^bb10:  // pred: ^bb9
// CHECK-NEXT: %19 = arith.divf %cst, %18 : f64
// CHECK-NEXT: cf.br ^bb11(%19 : f64)
// CHECK-NEXT: ^bb11(%20: f64):  // 2 preds: ^bb9, ^bb10
// CHECK-NEXT: return %20 : f64
// CHECK-NEXT: }
