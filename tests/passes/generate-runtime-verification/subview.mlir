// Checks of memref.subview (MLIR 22): per source dimension an scf.if on the slice size
// guards the offset (which may equal the size for an empty slice) and the last position
// the slice touches; comparisons between constants fold inside the branches. Static,
// dynamic and rank-reducing subviews. (The loops keep the scf dialect loaded: mlir-opt-22
// crashes building these checks otherwise.)
// Expected output: mlir-opt-22 --generate-runtime-verification.
// RUN: corolift opt %s --generate-runtime-verification | FileCheck %s

func.func @static(%m: memref<8xf32>) {
  %v = memref.subview %m[2] [3] [2] : memref<8xf32> to memref<3xf32, strided<[2], offset: 2>>
  return
}

func.func @dynamic(%m: memref<?x4xf32>, %n: index, %size: index, %stride: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %off = %c0 to %n step %c1 {
    %v = memref.subview %m[%off, 0] [%size, 4] [%stride, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  }
  return
}

func.func @rank_reducing(%m: memref<?x4xf32>, %off: index, %size: index) {
  %v = memref.subview %m[%off, 0] [%size, 1] [1, 1] : memref<?x4xf32> to memref<?xf32, strided<[4], offset: ?>>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @static(%arg0: memref<8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %c3, %c0 : index
// CHECK-NEXT: %1 = scf.if %0 -> (i1) {
// CHECK-NEXT: %4 = arith.cmpi sge, %c2, %c0 : index
// CHECK-NEXT: %5 = arith.cmpi sle, %c2, %sizes : index
// CHECK-NEXT: %6 = arith.andi %4, %5 : i1
// CHECK-NEXT: scf.yield %6 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %4 = arith.cmpi sgt, %sizes, %c2 : index
// CHECK-NEXT: scf.yield %4 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[2] [3] [2] : memref<8xf32> to memref<3xf32, strided<[2], offset: 2>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22{{.*}}subview.mlir\22:10:8)"
// CHECK-NEXT: %2 = arith.cmpi sgt, %c3, %c0 : index
// CHECK-NEXT: %3 = scf.if %2 -> (i1) {
// CHECK-NEXT: %4 = arith.subi %c3, %c1 : index
// CHECK-NEXT: %5 = arith.muli %4, %c2_0 : index
// CHECK-NEXT: %6 = arith.addi %c2, %5 : index
// CHECK-NEXT: %7 = arith.cmpi sge, %6, %c0 : index
// CHECK-NEXT: %8 = arith.cmpi slt, %6, %sizes : index
// CHECK-NEXT: %9 = arith.andi %7, %8 : i1
// CHECK-NEXT: scf.yield %9 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.yield %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[2] [3] [2] : memref<8xf32> to memref<3xf32, strided<[2], offset: 2>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22{{.*}}subview.mlir\22:10:8)"
// CHECK-NEXT: %subview = memref.subview %arg0[2] [3] [2] : memref<8xf32> to memref<3xf32, strided<[2], offset: 2>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dynamic(%arg0: memref<?x4xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = arith.cmpi eq, %arg2, %c0_0 : index
// CHECK-NEXT: %1 = scf.if %0 -> (i1) {
// CHECK-NEXT: %8 = arith.cmpi sge, %arg4, %c0_0 : index
// CHECK-NEXT: %9 = arith.cmpi sle, %arg4, %sizes#0 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: scf.yield %10 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %8 = arith.cmpi sge, %arg4, %c0_0 : index
// CHECK-NEXT: %9 = arith.cmpi slt, %arg4, %sizes#0 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: scf.yield %10 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg4, 0] [%arg2, 4] [%arg3, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22{{.*}}subview.mlir\22:18:10)"
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg2, %c0_0 : index
// CHECK-NEXT: %3 = scf.if %2 -> (i1) {
// CHECK-NEXT: %8 = arith.subi %arg2, %c1_1 : index
// CHECK-NEXT: %9 = arith.muli %8, %arg3 : index
// CHECK-NEXT: %10 = arith.addi %arg4, %9 : index
// CHECK-NEXT: %11 = arith.cmpi sge, %10, %c0_0 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %10, %sizes#0 : index
// CHECK-NEXT: %13 = arith.andi %11, %12 : i1
// CHECK-NEXT: scf.yield %13 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.yield %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg4, 0] [%arg2, 4] [%arg3, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22{{.*}}subview.mlir\22:18:10)"
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.cmpi eq, %c4, %c0_0 : index
// CHECK-NEXT: %5 = scf.if %4 -> (i1) {
// CHECK-NEXT: %8 = arith.cmpi sge, %c0_2, %c0_0 : index
// CHECK-NEXT: %9 = arith.cmpi sle, %c0_2, %sizes#1 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: scf.yield %10 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %8 = arith.cmpi sgt, %sizes#1, %c0_2 : index
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg4, 0] [%arg2, 4] [%arg3, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22{{.*}}subview.mlir\22:18:10)"
// CHECK-NEXT: %6 = arith.cmpi sgt, %c4, %c0_0 : index
// CHECK-NEXT: %7 = scf.if %6 -> (i1) {
// CHECK-NEXT: %8 = arith.subi %c4, %c1_1 : index
// CHECK-NEXT: %9 = arith.muli %8, %c1_3 : index
// CHECK-NEXT: %10 = arith.addi %c0_2, %9 : index
// CHECK-NEXT: %11 = arith.cmpi sge, %10, %c0_0 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %10, %sizes#1 : index
// CHECK-NEXT: %13 = arith.andi %11, %12 : i1
// CHECK-NEXT: scf.yield %13 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.yield %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %7, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg4, 0] [%arg2, 4] [%arg3, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22{{.*}}subview.mlir\22:18:10)"
// CHECK-NEXT: %subview = memref.subview %arg0[%arg4, 0] [%arg2, 4] [%arg3, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank_reducing(%arg0: memref<?x4xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %arg2, %c0 : index
// CHECK-NEXT: %1 = scf.if %0 -> (i1) {
// CHECK-NEXT: %8 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %9 = arith.cmpi sle, %arg1, %sizes#0 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: scf.yield %10 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %8 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %9 = arith.cmpi slt, %arg1, %sizes#0 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: scf.yield %10 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 0] [%arg2, 1] [1, 1] : memref<?x4xf32> to memref<?xf32, strided<[4], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22{{.*}}subview.mlir\22:24:8)"
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg2, %c0 : index
// CHECK-NEXT: %3 = scf.if %2 -> (i1) {
// CHECK-NEXT: %8 = arith.subi %arg2, %c1 : index
// CHECK-NEXT: %9 = arith.muli %8, %c1_0 : index
// CHECK-NEXT: %10 = arith.addi %arg1, %9 : index
// CHECK-NEXT: %11 = arith.cmpi sge, %10, %c0 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %10, %sizes#0 : index
// CHECK-NEXT: %13 = arith.andi %11, %12 : i1
// CHECK-NEXT: scf.yield %13 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.yield %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 0] [%arg2, 1] [1, 1] : memref<?x4xf32> to memref<?xf32, strided<[4], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22{{.*}}subview.mlir\22:24:8)"
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.cmpi eq, %c1_2, %c0 : index
// CHECK-NEXT: %5 = scf.if %4 -> (i1) {
// CHECK-NEXT: %8 = arith.cmpi sge, %c0_1, %c0 : index
// CHECK-NEXT: %9 = arith.cmpi sle, %c0_1, %sizes#1 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: scf.yield %10 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %8 = arith.cmpi sgt, %sizes#1, %c0_1 : index
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 0] [%arg2, 1] [1, 1] : memref<?x4xf32> to memref<?xf32, strided<[4], offset: ?>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22{{.*}}subview.mlir\22:24:8)"
// CHECK-NEXT: %6 = arith.cmpi sgt, %c1_2, %c0 : index
// CHECK-NEXT: %7 = scf.if %6 -> (i1) {
// CHECK-NEXT: %8 = arith.subi %c1_2, %c1 : index
// CHECK-NEXT: %9 = arith.muli %8, %c1_3 : index
// CHECK-NEXT: %10 = arith.addi %c0_1, %9 : index
// CHECK-NEXT: %11 = arith.cmpi sge, %10, %c0 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %10, %sizes#1 : index
// CHECK-NEXT: %13 = arith.andi %11, %12 : i1
// CHECK-NEXT: scf.yield %13 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.yield %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %7, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 0] [%arg2, 1] [1, 1] : memref<?x4xf32> to memref<?xf32, strided<[4], offset: ?>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22{{.*}}subview.mlir\22:24:8)"
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [%arg2, 1] [1, 1] : memref<?x4xf32> to memref<?xf32, strided<[4], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
