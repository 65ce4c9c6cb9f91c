// Checks of memref.cast (rank, static sizes, offset and strides, read through a fully
// dynamic helper cast), memref.copy (sizes where either side is dynamic) and memref.dim
// (the index against the rank). A cast to an unranked memref has no check.
// Expected output: mlir-opt-22 --generate-runtime-verification.
// RUN: corolift opt %s --generate-runtime-verification | FileCheck %s

func.func @cast(%m: memref<?xf32>, %u: memref<*xf32>, %s: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %a = memref.cast %m : memref<?xf32> to memref<10xf32>
  %b = memref.cast %u : memref<*xf32> to memref<?x5xf32>
  %c = memref.cast %m : memref<?xf32> to memref<*xf32>
  %d = memref.cast %s : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<3x?xf32, strided<[?, 1], offset: 7>>
  %e = memref.cast %u : memref<*xf32> to memref<f32>
  return
}

func.func @copy(%a: memref<?x4xf32>, %b: memref<3x?xf32>, %c: memref<3x4xf32>, %d: memref<*xf32>) {
  memref.copy %a, %b : memref<?x4xf32> to memref<3x?xf32>
  memref.copy %c, %c : memref<3x4xf32> to memref<3x4xf32>
  memref.copy %d, %d : memref<*xf32> to memref<*xf32>
  return
}

func.func @dim(%m: memref<*xf32>, %r: memref<4x?xf32>, %i: index) -> index {
  %c2 = arith.constant 2 : index
  %d = memref.dim %m, %i : memref<*xf32>
  %e = memref.dim %r, %c2 : memref<4x?xf32>
  return %d : index
}

// CHECK: module {
// CHECK-LABEL: func.func @cast(%arg0: memref<?xf32>, %arg1: memref<*xf32>, %arg2: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %dim, %c10 : index
// CHECK-NEXT: cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?xf32> to memref<10xf32>\0A^ size mismatch of dim 0\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:8:8)"
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %offset, %c0_0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?xf32> to memref<10xf32>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:8:8)"
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %2 = arith.cmpi eq, %strides, %c1 : index
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?xf32> to memref<10xf32>\0A^ stride mismatch of dim 0\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:8:8)"
// CHECK-NEXT: %cast_1 = memref.cast %arg0 : memref<?xf32> to memref<10xf32>
// CHECK-NEXT: %3 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %4 = arith.cmpi eq, %3, %c2 : index
// CHECK-NEXT: cf.assert %4, "ERROR: Runtime op verification failed\0A%cast_0 = memref.cast %arg1 : memref<*xf32> to memref<?x5xf32>\0A^ rank mismatch\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:9:8)"
// CHECK-NEXT: %cast_2 = memref.cast %arg1 : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %base_buffer_3, %offset_4, %sizes_5:2, %strides_6:2 = memref.extract_strided_metadata %cast_2 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %dim_8 = memref.dim %arg1, %c1_7 : memref<*xf32>
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %5 = arith.cmpi eq, %dim_8, %c5 : index
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0A%cast_0 = memref.cast %arg1 : memref<*xf32> to memref<?x5xf32>\0A^ size mismatch of dim 1\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:9:8)"
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %6 = arith.cmpi eq, %offset_4, %c0_9 : index
// CHECK-NEXT: cf.assert %6, "ERROR: Runtime op verification failed\0A%cast_0 = memref.cast %arg1 : memref<*xf32> to memref<?x5xf32>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:9:8)"
// CHECK-NEXT: %c5_10 = arith.constant 5 : index
// CHECK-NEXT: %7 = arith.cmpi eq, %strides_6#0, %c5_10 : index
// CHECK-NEXT: cf.assert %7, "ERROR: Runtime op verification failed\0A%cast_0 = memref.cast %arg1 : memref<*xf32> to memref<?x5xf32>\0A^ stride mismatch of dim 0\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:9:8)"
// CHECK-NEXT: %c1_11 = arith.constant 1 : index
// CHECK-NEXT: %8 = arith.cmpi eq, %strides_6#1, %c1_11 : index
// CHECK-NEXT: cf.assert %8, "ERROR: Runtime op verification failed\0A%cast_0 = memref.cast %arg1 : memref<*xf32> to memref<?x5xf32>\0A^ stride mismatch of dim 1\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:9:8)"
// CHECK-NEXT: %cast_12 = memref.cast %arg1 : memref<*xf32> to memref<?x5xf32>
// CHECK-NEXT: %cast_13 = memref.cast %arg0 : memref<?xf32> to memref<*xf32>
// CHECK-NEXT: %cast_14 = memref.cast %arg2 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %cast_14 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c0_19 = arith.constant 0 : index
// CHECK-NEXT: %dim_20 = memref.dim %arg2, %c0_19 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %9 = arith.cmpi eq, %dim_20, %c3 : index
// CHECK-NEXT: cf.assert %9, "ERROR: Runtime op verification failed\0A%cast_2 = memref.cast %arg2 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<3x?xf32, strided<[?, 1], offset: 7>>\0A^ size mismatch of dim 0\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:11:8)"
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %10 = arith.cmpi eq, %offset_16, %c7 : index
// CHECK-NEXT: cf.assert %10, "ERROR: Runtime op verification failed\0A%cast_2 = memref.cast %arg2 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<3x?xf32, strided<[?, 1], offset: 7>>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:11:8)"
// CHECK-NEXT: %c1_21 = arith.constant 1 : index
// CHECK-NEXT: %11 = arith.cmpi eq, %strides_18#1, %c1_21 : index
// CHECK-NEXT: cf.assert %11, "ERROR: Runtime op verification failed\0A%cast_2 = memref.cast %arg2 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<3x?xf32, strided<[?, 1], offset: 7>>\0A^ stride mismatch of dim 1\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:11:8)"
// CHECK-NEXT: %cast_22 = memref.cast %arg2 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<3x?xf32, strided<[?, 1], offset: 7>>
// CHECK-NEXT: %12 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: %c0_23 = arith.constant 0 : index
// CHECK-NEXT: %13 = arith.cmpi eq, %12, %c0_23 : index
// CHECK-NEXT: cf.assert %13, "ERROR: Runtime op verification failed\0A%cast_3 = memref.cast %arg1 : memref<*xf32> to memref<f32>\0A^ rank mismatch\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:12:8)"
// CHECK-NEXT: %cast_24 = memref.cast %arg1 : memref<*xf32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %base_buffer_25, %offset_26 = memref.extract_strided_metadata %cast_24 : memref<f32, strided<[], offset: ?>> -> memref<f32>, index
// CHECK-NEXT: %c0_27 = arith.constant 0 : index
// CHECK-NEXT: %14 = arith.cmpi eq, %offset_26, %c0_27 : index
// CHECK-NEXT: cf.assert %14, "ERROR: Runtime op verification failed\0A%cast_3 = memref.cast %arg1 : memref<*xf32> to memref<f32>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:12:8)"
// CHECK-NEXT: %cast_28 = memref.cast %arg1 : memref<*xf32> to memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy(%arg0: memref<?x4xf32>, %arg1: memref<3x?xf32>, %arg2: memref<3x4xf32>, %arg3: memref<*xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %dim, %c3 : index
// CHECK-NEXT: cf.assert %0, "ERROR: Runtime op verification failed\0Amemref.copy %arg0, %arg1 : memref<?x4xf32> to memref<3x?xf32>\0A^ size of 0-th source/target dim does not match\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:17:3)"
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c1 : memref<3x?xf32>
// CHECK-NEXT: %1 = arith.cmpi eq, %c4, %dim_0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0Amemref.copy %arg0, %arg1 : memref<?x4xf32> to memref<3x?xf32>\0A^ size of 1-th source/target dim does not match\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:17:3)"
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<?x4xf32> to memref<3x?xf32>
// CHECK-NEXT: memref.copy %arg2, %arg2 : memref<3x4xf32> to memref<3x4xf32>
// CHECK-NEXT: memref.copy %arg3, %arg3 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim(%arg0: memref<*xf32>, %arg1: memref<4x?xf32>, %arg2: index) -> index {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<*xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi sge, %arg2, %c0 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %0 : index
// CHECK-NEXT: %3 = arith.andi %1, %2 : i1
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%dim = memref.dim %arg0, %arg2 : memref<*xf32>\0A^ index is out of bounds\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:25:8)"
// CHECK-NEXT: %dim = memref.dim %arg0, %arg2 : memref<*xf32>
// CHECK-NEXT: %4 = memref.rank %arg1 : memref<4x?xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %5 = arith.cmpi sgt, %4, %c2 : index
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0A%dim_0 = memref.dim %arg1, %c2 : memref<4x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22{{.*}}cast-copy-dim.mlir\22:26:8)"
// CHECK-NEXT: %dim_1 = memref.dim %arg1, %c2 : memref<4x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-NEXT: }
