// Bounds checks of load, store and atomic_rmw, with the folds MLIR's createOrFold makes:
// static sizes become constants, a size taken from the memref's alloc is its operand, a
// less static cast is looked through, constant comparisons fold and a lone constant moves
// to the right of a comparison. Rank-0 accesses have no check.
// Expected output: mlir-opt-22 --generate-runtime-verification.
// RUN: corolift opt %s --generate-runtime-verification | FileCheck %s

func.func @folds(%m: memref<4x?xf32>, %n: index) -> f32 {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %m[%c2, %c9] : memref<4x?xf32>
  %w = memref.load %a[%n] : memref<?xf32>
  %s = memref.load %m[%c9, %n] : memref<4x?xf32>
  %cst = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %t = memref.load %cst[%c2, %n] : memref<?x?xf32>
  return %v : f32
}

func.func @store_in_loop(%m: memref<?xi32>, %n: index, %z: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %m[%i] : memref<?xi32>
    memref.store %v, %z[] : memref<i32>
  }
  return
}

func.func @atomic(%m: memref<?x8xi64>, %i: index, %j: index, %x: i64) -> i64 {
  %old = memref.atomic_rmw addi %x, %m[%i, %j] : (i64, memref<?x8xi64>) -> i64
  %v = memref.load %m[%i, %i] : memref<?x8xi64>
  return %old : i64
}

// CHECK: module {
// CHECK-LABEL: func.func @folds(%arg0: memref<4x?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT: %true_2 = arith.constant true
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %c9 : index
// CHECK-NEXT: cf.assert %0, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%c2, %c9] : memref<4x?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:12:8)"
// CHECK-NEXT: %1 = memref.load %arg0[%c2, %c9] : memref<4x?xf32>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %2 = arith.cmpi sge, %arg1, %c0_3 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.assert %false, "ERROR: Runtime op verification failed\0A%1 = memref.load %alloc[%arg1] : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:13:8)"
// CHECK-NEXT: %3 = memref.load %alloc[%arg1] : memref<?xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c4_7 = arith.constant 4 : index
// CHECK-NEXT: %true_8 = arith.constant true
// CHECK-NEXT: %false_9 = arith.constant false
// CHECK-NEXT: %c1_10 = arith.constant 1 : index
// CHECK-NEXT: %dim_11 = memref.dim %arg0, %c1_10 : memref<4x?xf32>
// CHECK-NEXT: %4 = arith.cmpi sge, %arg1, %c0_5 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %arg1, %dim_11 : index
// CHECK-NEXT: %6 = arith.andi %4, %5 : i1
// CHECK-NEXT: cf.assert %false_9, "ERROR: Runtime op verification failed\0A%2 = memref.load %arg0[%c9, %arg1] : memref<4x?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:14:8)"
// CHECK-NEXT: %7 = memref.load %arg0[%c9, %arg1] : memref<4x?xf32>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c0_12 = arith.constant 0 : index
// CHECK-NEXT: %8 = arith.cmpi eq, %offset, %c0_12 : index
// CHECK-NEXT: cf.assert %8, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}load-store.mlir\22:15:10)"
// CHECK-NEXT: %c1_13 = arith.constant 1 : index
// CHECK-NEXT: %9 = arith.cmpi eq, %strides#1, %c1_13 : index
// CHECK-NEXT: cf.assert %9, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>\0A^ stride mismatch of dim 1\0ALocation: loc(\22{{.*}}load-store.mlir\22:15:10)"
// CHECK-NEXT: %cast_14 = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %c0_15 = arith.constant 0 : index
// CHECK-NEXT: %c0_16 = arith.constant 0 : index
// CHECK-NEXT: %c4_17 = arith.constant 4 : index
// CHECK-NEXT: %true_18 = arith.constant true
// CHECK-NEXT: %true_19 = arith.constant true
// CHECK-NEXT: %c1_20 = arith.constant 1 : index
// CHECK-NEXT: %dim_21 = memref.dim %arg0, %c1_20 : memref<4x?xf32>
// CHECK-NEXT: %10 = arith.cmpi sge, %arg1, %c0_15 : index
// CHECK-NEXT: %11 = arith.cmpi slt, %arg1, %dim_21 : index
// CHECK-NEXT: %12 = arith.andi %10, %11 : i1
// CHECK-NEXT: cf.assert %12, "ERROR: Runtime op verification failed\0A%3 = memref.load %cast[%c2, %arg1] : memref<?x?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:16:8)"
// CHECK-NEXT: %13 = memref.load %cast_14[%c2, %arg1] : memref<?x?xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @store_in_loop(%arg0: memref<?xi32>, %arg1: index, %arg2: memref<i32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %0 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0_1 : memref<?xi32>
// CHECK-NEXT: %1 = arith.cmpi sge, %arg3, %c0_0 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %arg3, %dim : index
// CHECK-NEXT: %3 = arith.andi %1, %2 : i1
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0Amemref.store %0, %arg0[%arg3] : memref<?xi32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:25:5)"
// CHECK-NEXT: memref.store %0, %arg0[%arg3] : memref<?xi32>
// CHECK-NEXT: memref.store %0, %arg2[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @atomic(%arg0: memref<?x8xi64>, %arg1: index, %arg2: index, %arg3: i64) -> i64 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0_0 : memref<?x8xi64>
// CHECK-NEXT: %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %dim : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %3 = arith.cmpi sge, %arg2, %c0 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg2, %c8 : index
// CHECK-NEXT: %5 = arith.andi %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: cf.assert %6, "ERROR: Runtime op verification failed\0A%0 = memref.atomic_rmw addi %arg3, %arg0[%arg1, %arg2] : (i64, memref<?x8xi64>) -> i64\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:32:10)"
// CHECK-NEXT: %7 = memref.atomic_rmw addi %arg3, %arg0[%arg1, %arg2] : (i64, memref<?x8xi64>) -> i64
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c0_2 : memref<?x8xi64>
// CHECK-NEXT: %8 = arith.cmpi sge, %arg1, %c0_1 : index
// CHECK-NEXT: %9 = arith.cmpi slt, %arg1, %dim_3 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %c8_5 = arith.constant 8 : index
// CHECK-NEXT: %11 = arith.cmpi sge, %arg1, %c0_1 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %arg1, %c8_5 : index
// CHECK-NEXT: %13 = arith.andi %11, %12 : i1
// CHECK-NEXT: %14 = arith.andi %10, %13 : i1
// CHECK-NEXT: cf.assert %14, "ERROR: Runtime op verification failed\0A%1 = memref.load %arg0[%arg1, %arg1] : memref<?x8xi64>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:33:8)"
// CHECK-NEXT: %15 = memref.load %arg0[%arg1, %arg1] : memref<?x8xi64>
// CHECK-NEXT: return %7 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
