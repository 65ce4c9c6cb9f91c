// RUN: corolift opt %s --canonicalize | FileCheck %s

// ArithCanonicalization.td patterns: addi/subi/muli constant chains (overflow flags merged),
// addi of a product by -1, select to extui, xori of cmpi with true, index_cast of extsi,
// cmpi of two extui.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @chains(%arg0: index, %arg1: i32, %arg2: i1, %arg3: i32, %arg4: i32) -> (index, index, index, index, i32, i32, i32, i1, index, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c15 = arith.constant 15 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c8 overflow<nsw> : index
// CHECK-NEXT:     %1 = arith.addi %arg0, %c2 : index
// CHECK-NEXT:     %2 = arith.subi %c2, %arg0 : index
// CHECK-NEXT:     %3 = arith.muli %arg0, %c15 : index
// CHECK-NEXT:     %4 = arith.subi %arg3, %arg1 : i32
// CHECK-NEXT:     %5 = arith.extui %arg2 : i1 to i32
// CHECK-NEXT:     %6 = arith.xori %arg2, %true : i1
// CHECK-NEXT:     %7 = arith.extui %6 : i1 to i32
// CHECK-NEXT:     %8 = arith.cmpi sge, %arg3, %arg4 : i32
// CHECK-NEXT:     %9 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT:     %10 = arith.cmpi eq, %arg3, %arg4 : i32
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5, %7, %8, %9, %10 : index, index, index, index, i32, i32, i32, i1, index, i1
// CHECK-NEXT:   }

func.func @chains(%x: index, %y: i32, %b: i1, %p: i32, %q: i32) -> (index, index, index, index, i32, i32, i32, i1, index, i1) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = arith.addi %x, %c3 overflow<nsw> : index
  %1 = arith.addi %0, %c5 overflow<nsw> : index
  %2 = arith.subi %x, %c3 : index
  %3 = arith.addi %2, %c5 : index
  %4 = arith.subi %c5, %x : index
  %5 = arith.subi %4, %c3 : index
  %6 = arith.muli %x, %c3 : index
  %7 = arith.muli %6, %c5 : index
  %m1 = arith.constant -1 : i32
  %8 = arith.muli %y, %m1 : i32
  %9 = arith.addi %p, %8 : i32
  %c1_i32 = arith.constant 1 : i32
  %c0_i32 = arith.constant 0 : i32
  %10 = arith.select %b, %c1_i32, %c0_i32 : i32
  %11 = arith.select %b, %c0_i32, %c1_i32 : i32
  %cmp = arith.cmpi slt, %p, %q : i32
  %true = arith.constant true
  %12 = arith.xori %cmp, %true : i1
  %e = arith.extsi %y : i32 to i64
  %i = arith.index_cast %e : i64 to index
  %ep = arith.extui %p : i32 to i64
  %eq = arith.extui %q : i32 to i64
  %13 = arith.cmpi eq, %ep, %eq : i64
  return %1, %3, %5, %7, %9, %10, %11, %12, %i, %13 : index, index, index, index, i32, i32, i32, i1, index, i1
}
