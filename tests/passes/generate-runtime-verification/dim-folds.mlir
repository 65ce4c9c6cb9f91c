// The sizes load/store checks compare against, folded as mlir-opt-22's createOrFold does:
// from a subview's size operands (rank-reducing too), from an alloca's dynamic size, and a
// negative constant index folding the lower bound to false.
// Expected output: mlir-opt-22 --generate-runtime-verification.
// RUN: corolift opt %s --generate-runtime-verification | FileCheck %s

func.func @k(%m: memref<?x?xf32>, %n: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.subview %m[%i, 0] [%s, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %x = memref.load %v[%s] : memref<?xf32, strided<[?], offset: ?>>
    %w = memref.subview %m[%i, 0] [1, %s] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
    %y = memref.load %w[%cm1] : memref<?xf32, strided<[1], offset: ?>>
    %a = memref.alloca(%s) : memref<4x?xi8>
    %b = memref.load %a[%c1, %s] : memref<4x?xi8>
  }
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @k(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %arg2, %c0_0 : index
// CHECK-NEXT: %1 = scf.if %0 -> (i1) {
// CHECK-NEXT: %22 = arith.cmpi sge, %arg3, %c0_0 : index
// CHECK-NEXT: %23 = arith.cmpi sle, %arg3, %sizes#0 : index
// CHECK-NEXT: %24 = arith.andi %22, %23 : i1
// CHECK-NEXT: scf.yield %24 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %22 = arith.cmpi sge, %arg3, %c0_0 : index
// CHECK-NEXT: %23 = arith.cmpi slt, %arg3, %sizes#0 : index
// CHECK-NEXT: %24 = arith.andi %22, %23 : i1
// CHECK-NEXT: scf.yield %24 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg3, 0] [%arg2, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22{{.*}}dim-folds.mlir\22:12:10)"
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg2, %c0_0 : index
// CHECK-NEXT: %3 = scf.if %2 -> (i1) {
// CHECK-NEXT: %22 = arith.subi %arg2, %c1_1 : index
// CHECK-NEXT: %23 = arith.muli %22, %c1_2 : index
// CHECK-NEXT: %24 = arith.addi %arg3, %23 : index
// CHECK-NEXT: %25 = arith.cmpi sge, %24, %c0_0 : index
// CHECK-NEXT: %26 = arith.cmpi slt, %24, %sizes#0 : index
// CHECK-NEXT: %27 = arith.andi %25, %26 : i1
// CHECK-NEXT: scf.yield %27 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true_27 = arith.constant true
// CHECK-NEXT: scf.yield %true_27 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg3, 0] [%arg2, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22{{.*}}dim-folds.mlir\22:12:10)"
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %c1_5 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.cmpi eq, %c1_4, %c0_0 : index
// CHECK-NEXT: %5 = scf.if %4 -> (i1) {
// CHECK-NEXT: %22 = arith.cmpi sge, %c0_3, %c0_0 : index
// CHECK-NEXT: %23 = arith.cmpi sle, %c0_3, %sizes#1 : index
// CHECK-NEXT: %24 = arith.andi %22, %23 : i1
// CHECK-NEXT: scf.yield %24 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true_27 = arith.constant true
// CHECK-NEXT: %22 = arith.cmpi sgt, %sizes#1, %c0_3 : index
// CHECK-NEXT: scf.yield %22 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg3, 0] [%arg2, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22{{.*}}dim-folds.mlir\22:12:10)"
// CHECK-NEXT: %6 = arith.cmpi sgt, %c1_4, %c0_0 : index
// CHECK-NEXT: %7 = scf.if %6 -> (i1) {
// CHECK-NEXT: %22 = arith.subi %c1_4, %c1_1 : index
// CHECK-NEXT: %23 = arith.muli %22, %c1_5 : index
// CHECK-NEXT: %24 = arith.addi %c0_3, %23 : index
// CHECK-NEXT: %25 = arith.cmpi sge, %24, %c0_0 : index
// CHECK-NEXT: %26 = arith.cmpi slt, %24, %sizes#1 : index
// CHECK-NEXT: %27 = arith.andi %25, %26 : i1
// CHECK-NEXT: scf.yield %27 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true_27 = arith.constant true
// CHECK-NEXT: scf.yield %true_27 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %7, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg3, 0] [%arg2, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22{{.*}}dim-folds.mlir\22:12:10)"
// CHECK-NEXT: %subview = memref.subview %arg0[%arg3, 0] [%arg2, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %8 = arith.cmpi sge, %arg2, %c0_6 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.assert %false, "ERROR: Runtime op verification failed\0A%0 = memref.load %subview[%arg2] : memref<?xf32, strided<[?], offset: ?>>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}dim-folds.mlir\22:13:10)"
// CHECK-NEXT: %9 = memref.load %subview[%arg2] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %c1_9 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c1_14 = arith.constant 1 : index
// CHECK-NEXT: %c1_15 = arith.constant 1 : index
// CHECK-NEXT: %10 = arith.cmpi eq, %c1_14, %c0_8 : index
// CHECK-NEXT: %11 = scf.if %10 -> (i1) {
// CHECK-NEXT: %22 = arith.cmpi sge, %arg3, %c0_8 : index
// CHECK-NEXT: %23 = arith.cmpi sle, %arg3, %sizes_12#0 : index
// CHECK-NEXT: %24 = arith.andi %22, %23 : i1
// CHECK-NEXT: scf.yield %24 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %22 = arith.cmpi sge, %arg3, %c0_8 : index
// CHECK-NEXT: %23 = arith.cmpi slt, %arg3, %sizes_12#0 : index
// CHECK-NEXT: %24 = arith.andi %22, %23 : i1
// CHECK-NEXT: scf.yield %24 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %11, "ERROR: Runtime op verification failed\0A%subview_0 = memref.subview %arg0[%arg3, 0] [1, %arg2] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22{{.*}}dim-folds.mlir\22:14:10)"
// CHECK-NEXT: %12 = arith.cmpi sgt, %c1_14, %c0_8 : index
// CHECK-NEXT: %13 = scf.if %12 -> (i1) {
// CHECK-NEXT: %22 = arith.subi %c1_14, %c1_9 : index
// CHECK-NEXT: %23 = arith.muli %22, %c1_15 : index
// CHECK-NEXT: %24 = arith.addi %arg3, %23 : index
// CHECK-NEXT: %25 = arith.cmpi sge, %24, %c0_8 : index
// CHECK-NEXT: %26 = arith.cmpi slt, %24, %sizes_12#0 : index
// CHECK-NEXT: %27 = arith.andi %25, %26 : i1
// CHECK-NEXT: scf.yield %27 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true_27 = arith.constant true
// CHECK-NEXT: scf.yield %true_27 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %13, "ERROR: Runtime op verification failed\0A%subview_0 = memref.subview %arg0[%arg3, 0] [1, %arg2] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22{{.*}}dim-folds.mlir\22:14:10)"
// CHECK-NEXT: %c0_16 = arith.constant 0 : index
// CHECK-NEXT: %c1_17 = arith.constant 1 : index
// CHECK-NEXT: %14 = arith.cmpi eq, %arg2, %c0_8 : index
// CHECK-NEXT: %15 = scf.if %14 -> (i1) {
// CHECK-NEXT: %22 = arith.cmpi sge, %c0_16, %c0_8 : index
// CHECK-NEXT: %23 = arith.cmpi sle, %c0_16, %sizes_12#1 : index
// CHECK-NEXT: %24 = arith.andi %22, %23 : i1
// CHECK-NEXT: scf.yield %24 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true_27 = arith.constant true
// CHECK-NEXT: %22 = arith.cmpi sgt, %sizes_12#1, %c0_16 : index
// CHECK-NEXT: scf.yield %22 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %15, "ERROR: Runtime op verification failed\0A%subview_0 = memref.subview %arg0[%arg3, 0] [1, %arg2] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22{{.*}}dim-folds.mlir\22:14:10)"
// CHECK-NEXT: %16 = arith.cmpi sgt, %arg2, %c0_8 : index
// CHECK-NEXT: %17 = scf.if %16 -> (i1) {
// CHECK-NEXT: %22 = arith.subi %arg2, %c1_9 : index
// CHECK-NEXT: %23 = arith.muli %22, %c1_17 : index
// CHECK-NEXT: %24 = arith.addi %c0_16, %23 : index
// CHECK-NEXT: %25 = arith.cmpi sge, %24, %c0_8 : index
// CHECK-NEXT: %26 = arith.cmpi slt, %24, %sizes_12#1 : index
// CHECK-NEXT: %27 = arith.andi %25, %26 : i1
// CHECK-NEXT: scf.yield %27 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true_27 = arith.constant true
// CHECK-NEXT: scf.yield %true_27 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %17, "ERROR: Runtime op verification failed\0A%subview_0 = memref.subview %arg0[%arg3, 0] [1, %arg2] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22{{.*}}dim-folds.mlir\22:14:10)"
// CHECK-NEXT: %subview_18 = memref.subview %arg0[%arg3, 0] [1, %arg2] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %c0_19 = arith.constant 0 : index
// CHECK-NEXT: %c0_20 = arith.constant 0 : index
// CHECK-NEXT: %false_21 = arith.constant false
// CHECK-NEXT: %18 = arith.cmpi sgt, %arg2, %c-1 : index
// CHECK-NEXT: cf.assert %false_21, "ERROR: Runtime op verification failed\0A%1 = memref.load %subview_0[%c-1] : memref<?xf32, strided<[1], offset: ?>>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}dim-folds.mlir\22:15:10)"
// CHECK-NEXT: %19 = memref.load %subview_18[%c-1] : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %alloca = memref.alloca(%arg2) : memref<4x?xi8>
// CHECK-NEXT: %c0_22 = arith.constant 0 : index
// CHECK-NEXT: %c0_23 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_24 = arith.constant true
// CHECK-NEXT: %c1_25 = arith.constant 1 : index
// CHECK-NEXT: %20 = arith.cmpi sge, %arg2, %c0_22 : index
// CHECK-NEXT: %false_26 = arith.constant false
// CHECK-NEXT: cf.assert %false_26, "ERROR: Runtime op verification failed\0A%2 = memref.load %alloca[%c1, %arg2] : memref<4x?xi8>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}dim-folds.mlir\22:17:10)"
// CHECK-NEXT: %21 = memref.load %alloca[%c1, %arg2] : memref<4x?xi8>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
