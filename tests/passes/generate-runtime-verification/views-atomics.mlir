// Checks of the view-like and atomic ops: expand_shape (each source size divisible by the
// static sizes of its group), assume_alignment (the aligned pointer modulo the alignment),
// generic_atomic_rmw (bounds, its region printed as {...} in the message); none for
// reinterpret_cast and collapse_shape in MLIR 22. Accesses through reinterpret_cast and
// view results take their sizes from the ops' size operands (DimOp's fold).
// Expected output: mlir-opt-22 --generate-runtime-verification.
// RUN: corolift opt %s --generate-runtime-verification | FileCheck %s

func.func @expand(%a: memref<?xf32>, %s: index, %b: memref<?x?xf32>) {
  %e = memref.expand_shape %a [[0, 1]] output_shape [%s, 4] : memref<?xf32> into memref<?x4xf32>
  %f = memref.expand_shape %b [[0], [1, 2, 3]] output_shape [%s, 2, %s, 3] : memref<?x?xf32> into memref<?x2x?x3xf32>
  %c = memref.collapse_shape %f [[0, 1], [2, 3]] : memref<?x2x?x3xf32> into memref<?x?xf32>
  return
}

func.func @align(%a: memref<?xf32>) -> memref<?xf32> {
  %r = memref.assume_alignment %a, 64 : memref<?xf32>
  return %r : memref<?xf32>
}

func.func @generic(%a: memref<?x4xf32>, %i: index, %f: f32) -> f32 {
  %y = memref.generic_atomic_rmw %a[%i, %i] : memref<?x4xf32> {
  ^bb0(%cur: f32):
    %n = arith.addf %cur, %f : f32
    memref.atomic_yield %n : f32
  }
  return %y : f32
}

func.func @reinterpret(%a: memref<?xf32>, %n: index, %i: index, %shift: index) -> f32 {
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  %v = memref.load %r[%n, %i] : memref<?x4xf32>
  %raw = memref.alloc() : memref<64xi8>
  %w = memref.view %raw[%shift][%n] : memref<64xi8> to memref<?x2xf32>
  %x = memref.load %w[%i, %n] : memref<?x2xf32>
  return %v : f32
}

// CHECK: module {
// CHECK-LABEL: func.func @expand(%arg0: memref<?xf32>, %arg1: index, %arg2: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.remsi %dim, %c4 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c0_0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}views-atomics.mlir\22:10:8)"
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %arg2, %c0_1 : memref<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %2 = arith.remsi %dim_2, %c1 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %3 = arith.cmpi eq, %2, %c0_3 : index
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%expand_shape_0 = memref.expand_shape %arg2 {{\[\[}}0], [1, 2, 3]] output_shape [%arg1, 2, %arg1, 3] : memref<?x?xf32> into memref<?x2x?x3xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}views-atomics.mlir\22:11:8)"
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %dim_5 = memref.dim %arg2, %c1_4 : memref<?x?xf32>
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %4 = arith.remsi %dim_5, %c6 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %5 = arith.cmpi eq, %4, %c0_6 : index
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0A%expand_shape_0 = memref.expand_shape %arg2 {{\[\[}}0], [1, 2, 3]] output_shape [%arg1, 2, %arg1, 3] : memref<?x?xf32> into memref<?x2x?x3xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}views-atomics.mlir\22:11:8)"
// CHECK-NEXT: %expand_shape_7 = memref.expand_shape %arg2 {{\[\[}}0], [1, 2, 3]] output_shape [%arg1, 2, %arg1, 3] : memref<?x?xf32> into memref<?x2x?x3xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape_7 {{\[\[}}0, 1], [2, 3]] : memref<?x2x?x3xf32> into memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @align(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32> -> index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %0 = arith.remui %intptr, %c64 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%assume_align = memref.assume_alignment %arg0, 64 : memref<?xf32>\0A^ memref is not aligned to 64\0ALocation: loc(\22{{.*}}views-atomics.mlir\22:17:8)"
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 64 : memref<?xf32>
// CHECK-NEXT: return %assume_align : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic(%arg0: memref<?x4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0_0 : memref<?x4xf32>
// CHECK-NEXT: %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %dim : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %3 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c4 : index
// CHECK-NEXT: %5 = arith.andi %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: cf.assert %6, "ERROR: Runtime op verification failed\0A%0 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<?x4xf32> {...}\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}views-atomics.mlir\22:22:8)"
// CHECK-NEXT: %7 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<?x4xf32> {
// CHECK-NEXT: ^bb0(%arg3: f32):
// CHECK-NEXT: %8 = arith.addf %arg3, %arg2 : f32
// CHECK-NEXT: memref.atomic_yield %8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %7 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reinterpret(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %reinterpret_cast, %c0_0 : memref<?x4xf32>
// CHECK-NEXT: %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %dim : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %3 = arith.cmpi sge, %arg2, %c0 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg2, %c4 : index
// CHECK-NEXT: %5 = arith.andi %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: cf.assert %6, "ERROR: Runtime op verification failed\0A%0 = memref.load %reinterpret_cast[%arg1, %arg2] : memref<?x4xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}views-atomics.mlir\22:32:8)"
// CHECK-NEXT: %7 = memref.load %reinterpret_cast[%arg1, %arg2] : memref<?x4xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<64xi8>
// CHECK-NEXT: %view = memref.view %alloc[%arg3][%arg1] : memref<64xi8> to memref<?x2xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %8 = arith.cmpi sge, %arg2, %c0_1 : index
// CHECK-NEXT: %9 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %11 = arith.cmpi sge, %arg1, %c0_1 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %arg1, %c2 : index
// CHECK-NEXT: %13 = arith.andi %11, %12 : i1
// CHECK-NEXT: %14 = arith.andi %10, %13 : i1
// CHECK-NEXT: cf.assert %14, "ERROR: Runtime op verification failed\0A%1 = memref.load %view[%arg2, %arg1] : memref<?x2xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}views-atomics.mlir\22:35:8)"
// CHECK-NEXT: %15 = memref.load %view[%arg2, %arg1] : memref<?x2xf32>
// CHECK-NEXT: return %7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
