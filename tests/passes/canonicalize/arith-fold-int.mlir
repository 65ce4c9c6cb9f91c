// RUN: corolift opt %s --canonicalize | FileCheck %s

// Constant folding of integer arith ops: wrapping, signed/unsigned division and comparison,
// no fold of a division by zero or of a shift by the width, splat and dense vectors.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @int_fold() -> (i32, i32, i32, i32, i32, i8, index, i64, i1, i1, i16, i64) {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %c-10_i32 = arith.constant -10 : i32
// CHECK-NEXT:     %c-21_i32 = arith.constant -21 : i32
// CHECK-NEXT:     %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:     %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:     %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c-3_i16 = arith.constant -3 : i16
// CHECK-NEXT:     %c4294967293_i64 = arith.constant 4294967293 : i64
// CHECK-NEXT:     %0 = arith.divui %c7_i32, %c0_i32 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %c-3_i32 : i32
// CHECK-NEXT:     return %c4_i32, %c-10_i32, %c-21_i32, %c-2_i32, %1, %c-128_i8, %c1, %c-3_i64, %false, %true, %c-3_i16, %c4294967293_i64 : i32, i32, i32, i32, i32, i8, index, i64, i1, i1, i16, i64
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @bitwise() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:     %c33_i32 = arith.constant 33 : i32
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %c14_i32 = arith.constant 14 : i32
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     %c48_i32 = arith.constant 48 : i32
// CHECK-NEXT:     %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT:     %c1073741820_i32 = arith.constant 1073741820 : i32
// CHECK-NEXT:     %0 = arith.shli %c12_i32, %c33_i32 : i32
// CHECK-NEXT:     return %c8_i32, %c14_i32, %c6_i32, %c48_i32, %c-4_i32, %c1073741820_i32, %0, %c12_i32, %c12_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @vectors() -> (vector<4xi32>, vector<4xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<[4, 5, 6, 7]> : vector<4xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[true, true, false, false]> : vector<4xi1>
// CHECK-NEXT:     return %cst, %cst_0 : vector<4xi32>, vector<4xi1>
// CHECK-NEXT:   }

func.func @int_fold() -> (i32, i32, i32, i32, i32, i8, index, i64, i1, i1, i16, i64) {
  %c7 = arith.constant 7 : i32
  %cm3 = arith.constant -3 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.addi %c7, %cm3 : i32
  %s = arith.subi %cm3, %c7 : i32
  %m = arith.muli %c7, %cm3 : i32
  %d = arith.divsi %c7, %cm3 : i32
  %fl = arith.floordivsi %c7, %cm3 : i32
  %c127 = arith.constant 127 : i8
  %c1_i8 = arith.constant 1 : i8
  %w = arith.addi %c127, %c1_i8 : i8
  %ci = arith.constant 42 : index
  %cd = arith.ceildivsi %ci, %ci : index
  %e = arith.extsi %cm3 : i32 to i64
  %cmp = arith.cmpi ult, %cm3, %c7 : i32
  %cmp2 = arith.cmpi sle, %cm3, %c7 : i32
  %t = arith.trunci %cm3 : i32 to i16
  %u = arith.extui %cm3 : i32 to i64
  %z = arith.divui %c7, %c0 : i32
  %q = arith.addi %z, %fl : i32
  return %a, %s, %m, %d, %q, %w, %cd, %e, %cmp, %cmp2, %t, %u : i32, i32, i32, i32, i32, i8, index, i64, i1, i1, i16, i64
}

func.func @bitwise() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %a = arith.constant 12 : i32
  %b = arith.constant 10 : i32
  %c33 = arith.constant 33 : i32
  %c2 = arith.constant 2 : i32
  %m = arith.constant -16 : i32
  %0 = arith.andi %a, %b : i32
  %1 = arith.ori %a, %b : i32
  %2 = arith.xori %a, %b : i32
  %3 = arith.shli %a, %c2 : i32
  %4 = arith.shrsi %m, %c2 : i32
  %5 = arith.shrui %m, %c2 : i32
  %6 = arith.shli %a, %c33 : i32
  %7 = arith.maxsi %m, %a : i32
  %8 = arith.minui %m, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @vectors() -> (vector<4xi32>, vector<4xi1>) {
  %a = arith.constant dense<3> : vector<4xi32>
  %b = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.cmpi sgt, %a, %b : vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi1>
}
