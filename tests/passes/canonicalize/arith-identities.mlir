// RUN: corolift opt %s --canonicalize | FileCheck %s

// Arith folders on non-constant operands (x+0, x*1, x*0, x-x, x&x, x^x, x|-1, shifts by 0,
// cmpi/select of equal operands), constants moved to the right of commutative ops and cmpi,
// and cast chains (trunci of an extension, extui of extui).
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @identities(%arg0: i32, %arg1: i32, %arg2: i1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     return %arg0, %arg0, %c0_i32, %c0_i32, %arg0, %c0_i32, %c-1_i32, %arg0, %arg0, %arg0, %true, %false, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, i32, i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @commute(%arg0: i32, %arg1: index, %arg2: f32) -> (i32, i1, index, f32) {
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %0 = arith.muli %arg0, %c5_i32 : i32
// CHECK-NEXT:     %1 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT:     %2 = arith.addi %arg1, %c3 : index
// CHECK-NEXT:     %3 = arith.mulf %arg2, %cst : f32
// CHECK-NEXT:     return %0, %1, %2, %3 : i32, i1, index, f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @casts(%arg0: i8, %arg1: index) -> (i8, index, i32, i16) {
// CHECK-NEXT:     %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:     %1 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT:     return %arg0, %arg1, %0, %1 : i8, index, i32, i16
// CHECK-NEXT:   }

func.func @identities(%x: i32, %y: i32, %c: i1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.addi %c0, %x : i32
  %1 = arith.muli %x, %c1 : i32
  %2 = arith.muli %x, %c0 : i32
  %3 = arith.subi %x, %x : i32
  %4 = arith.andi %x, %x : i32
  %5 = arith.xori %y, %y : i32
  %6 = arith.ori %x, %m1 : i32
  %7 = arith.shli %x, %c0 : i32
  %a = arith.addi %x, %y : i32
  %8 = arith.subi %a, %y : i32
  %9 = arith.divsi %x, %c1 : i32
  %10 = arith.cmpi sge, %x, %x : i32
  %11 = arith.cmpi ne, %y, %y : i32
  %12 = arith.select %c, %x, %x : i32
  %true = arith.constant true
  %13 = arith.select %true, %x, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, i32, i32
}

func.func @commute(%x: i32, %y: index, %f: f32) -> (i32, i1, index, f32) {
  %c5 = arith.constant 5 : i32
  %0 = arith.muli %c5, %x : i32
  %1 = arith.cmpi slt, %c5, %x : i32
  %c3 = arith.constant 3 : index
  %2 = arith.addi %c3, %y : index
  %cf = arith.constant 2.0 : f32
  %3 = arith.mulf %cf, %f : f32
  return %0, %1, %2, %3 : i32, i1, index, f32
}

func.func @casts(%x: i8, %i: index) -> (i8, index, i32, i16) {
  %0 = arith.extsi %x : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  %2 = arith.index_cast %i : index to i64
  %3 = arith.extui %x : i8 to i16
  %4 = arith.extui %3 : i16 to i32
  %5 = arith.trunci %0 : i32 to i16
  return %1, %i, %4, %5 : i8, index, i32, i16
}
