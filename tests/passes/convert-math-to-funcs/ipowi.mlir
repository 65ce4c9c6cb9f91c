// RUN: corolift opt %s --convert-math-to-funcs | FileCheck %s
// RUN: corolift opt %s --convert-math-to-funcs | corolift opt | FileCheck %s

// math.ipowi becomes a call of one outlined function per integer type, appended to the module
// in the order the ops are first met (two i32 uses share one function); index and vector
// operands stay unchanged here (vectors: see the pass's doc). Expected text: mlir-opt-22,
// except that it also unrolls the vector op (not in this file).
func.func @ipowi(%a: i32, %b: i16, %x: index) -> (i32, i16, i32, index) {
  %0 = math.ipowi %a, %a : i32
  %1 = math.ipowi %b, %b : i16
  %2 = math.ipowi %0, %a : i32
  %3 = math.ipowi %x, %x : index
  return %0, %1, %2, %3 : i32, i16, i32, index
}

// CHECK-LABEL: func.func @ipowi(%arg0: i32, %arg1: i16, %arg2: index) -> (i32, i16, i32, index) {
// CHECK-NEXT: %0 = call @__mlir_math_ipowi_i32(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %1 = call @__mlir_math_ipowi_i16(%arg1, %arg1) : (i16, i16) -> i16
// CHECK-NEXT: %2 = call @__mlir_math_ipowi_i32(%0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %3 = math.ipowi %arg2, %arg2 : index
// CHECK-NEXT: return %0, %1, %2, %3 : i32, i16, i32, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @__mlir_math_ipowi_i32(%arg0: i32, %arg1: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.cmpi sle, %arg1, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb3, ^bb12(%c1_i32, %arg0, %arg1 : i32, i32, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %2 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %2, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %3 = arith.divsi %c1_i32, %c0_i32 : i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %4 = arith.cmpi eq, %arg0, %c1_i32 : i32
// CHECK-NEXT: cf.cond_br %4, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: %5 = arith.cmpi eq, %arg0, %c-1_i32 : i32
// CHECK-NEXT: cf.cond_br %5, ^bb8, ^bb11
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: %6 = arith.andi %arg1, %c1_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi ne, %6, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %7, ^bb9, ^bb10
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT: return %c-1_i32 : i32
// CHECK-NEXT: ^bb10:  // pred: ^bb8
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: ^bb11:  // pred: ^bb7
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: ^bb12(%8: i32, %9: i32, %10: i32):  // 2 preds: ^bb2, ^bb16
// CHECK-NEXT: %11 = arith.andi %10, %c1_i32 : i32
// CHECK-NEXT: %12 = arith.cmpi ne, %11, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %12, ^bb13, ^bb14(%8 : i32)
// CHECK-NEXT: ^bb13:  // pred: ^bb12
// CHECK-NEXT: %13 = arith.muli %8, %9 : i32
// CHECK-NEXT: cf.br ^bb14(%13 : i32)
// CHECK-NEXT: ^bb14(%14: i32):  // 2 preds: ^bb12, ^bb13
// CHECK-NEXT: %15 = arith.shrui %10, %c1_i32 : i32
// CHECK-NEXT: %16 = arith.cmpi eq, %15, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %16, ^bb15, ^bb16
// CHECK-NEXT: ^bb15:  // pred: ^bb14
// CHECK-NEXT: return %14 : i32
// CHECK-NEXT: ^bb16:  // pred: ^bb14
// CHECK-NEXT: %17 = arith.muli %9, %9 : i32
// CHECK-NEXT: cf.br ^bb12(%14, %17, %15 : i32, i32, i32)
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @__mlir_math_ipowi_i16(%arg0: i16, %arg1: i16) -> i16 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT: %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT: %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %0 = arith.cmpi eq, %arg1, %c0_i16 : i16
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %c1_i16 : i16
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.cmpi sle, %arg1, %c0_i16 : i16
// CHECK-NEXT: cf.cond_br %1, ^bb3, ^bb12(%c1_i16, %arg0, %arg1 : i16, i16, i16)
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %2 = arith.cmpi eq, %arg0, %c0_i16 : i16
// CHECK-NEXT: cf.cond_br %2, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %3 = arith.divsi %c1_i16, %c0_i16 : i16
// CHECK-NEXT: return %3 : i16
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %4 = arith.cmpi eq, %arg0, %c1_i16 : i16
// CHECK-NEXT: cf.cond_br %4, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: return %c1_i16 : i16
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: %5 = arith.cmpi eq, %arg0, %c-1_i16 : i16
// CHECK-NEXT: cf.cond_br %5, ^bb8, ^bb11
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: %6 = arith.andi %arg1, %c1_i16 : i16
// CHECK-NEXT: %7 = arith.cmpi ne, %6, %c0_i16 : i16
// CHECK-NEXT: cf.cond_br %7, ^bb9, ^bb10
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT: return %c-1_i16 : i16
// CHECK-NEXT: ^bb10:  // pred: ^bb8
// CHECK-NEXT: return %c1_i16 : i16
// CHECK-NEXT: ^bb11:  // pred: ^bb7
// CHECK-NEXT: return %c0_i16 : i16
// CHECK-NEXT: ^bb12(%8: i16, %9: i16, %10: i16):  // 2 preds: ^bb2, ^bb16
// CHECK-NEXT: %11 = arith.andi %10, %c1_i16 : i16
// CHECK-NEXT: %12 = arith.cmpi ne, %11, %c0_i16 : i16
// CHECK-NEXT: cf.cond_br %12, ^bb13, ^bb14(%8 : i16)
// CHECK-NEXT: ^bb13:  // pred: ^bb12
// CHECK-NEXT: %13 = arith.muli %8, %9 : i16
// CHECK-NEXT: cf.br ^bb14(%13 : i16)
// CHECK-NEXT: ^bb14(%14: i16):  // 2 preds: ^bb12, ^bb13
// CHECK-NEXT: %15 = arith.shrui %10, %c1_i16 : i16
// CHECK-NEXT: %16 = arith.cmpi eq, %15, %c0_i16 : i16
// CHECK-NEXT: cf.cond_br %16, ^bb15, ^bb16
// CHECK-NEXT: ^bb15:  // pred: ^bb14
// CHECK-NEXT: return %14 : i16
// CHECK-NEXT: ^bb16:  // pred: ^bb14
// CHECK-NEXT: %17 = arith.muli %9, %9 : i16
// CHECK-NEXT: cf.br ^bb12(%14, %17, %15 : i16, i16, i16)
// CHECK-NEXT: }
