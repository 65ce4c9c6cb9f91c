// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// The view-like memref ops in their custom forms (reinterpret_cast, reshape, collapse_shape,
// expand_shape, transpose, view, memory_space_cast, assume_alignment, rank-reducing subviews,
// casts, dim of unranked memrefs); the expected text is mlir-opt-22's output for this file.

func.func @views(%m: memref<4x6xf32>, %u: memref<*xf32>, %s: memref<2xindex>, %sd: memref<?xi32>, %b: memref<2048xi8>, %i: index, %d: memref<?x?xf32>, %t: memref<2x3x4xf16>) {
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [3, 4], strides: [6, 1] : memref<4x6xf32> to memref<3x4xf32, strided<[6, 1], offset: 2>>
  %1 = memref.reinterpret_cast %u to offset: [%i], sizes: [%i, 4], strides: [%i, 1] : memref<*xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %2 = memref.reinterpret_cast %m to offset:[0], sizes:[], strides:[] {tag} : memref<4x6xf32> to memref<f32>
  %3 = memref.reshape %m(%s) : (memref<4x6xf32>, memref<2xindex>) -> memref<?x?xf32>
  %4 = memref.reshape %u(%sd) {tag = 1 : i32} : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %5 = memref.collapse_shape %t [[0, 1], [2]] : memref<2x3x4xf16> into memref<6x4xf16>
  %6 = memref.collapse_shape %1 [[0, 1]] : memref<?x4xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[1], offset: ?>>
  %7 = memref.expand_shape %d [[0, 1], [2]] output_shape [%i, 2, %i] : memref<?x?xf32> into memref<?x2x?xf32>
  %8 = memref.expand_shape %0 [[0], [1, 2]] output_shape [3, 2, 2] {tag} : memref<3x4xf32, strided<[6, 1], offset: 2>> into memref<3x2x2xf32, strided<[6, 2, 1], offset: 2>>
  %sub = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<4x6xf32> to memref<f32, strided<[]>>
  %9 = memref.expand_shape %sub [] output_shape [1, 1] : memref<f32, strided<[]>> into memref<1x1xf32, strided<[1, 1]>>
  %10 = memref.transpose %t (a, b, c) -> (c, a, b) : memref<2x3x4xf16> to memref<4x2x3xf16, strided<[1, 12, 4]>>
  %11 = memref.transpose %d (d0, d1) -> (d1, d0) {tag} : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %12 = memref.view %b[%i][%i] : memref<2048xi8> to memref<?x4xf32>
  %13 = memref.view %b[%i][] {tag} : memref<2048xi8> to memref<8x8xbf16>
  %14 = memref.memory_space_cast %m : memref<4x6xf32> to memref<4x6xf32, 1>
  %15 = memref.memory_space_cast %u {tag} : memref<*xf32> to memref<*xf32, #gpu.address_space<workgroup>>
  %16 = memref.assume_alignment %m, 16 : memref<4x6xf32>
  %17 = memref.assume_alignment %0, 64 {tag} : memref<3x4xf32, strided<[6, 1], offset: 2>>
  %18 = memref.subview %t[1, 0, %i] [1, 3, 2] [1, 1, 1] : memref<2x3x4xf16> to memref<3x2xf16, strided<[4, 1], offset: ?>>
  %19 = memref.subview %18[0, 1] [3, 1] [1, 1] : memref<3x2xf16, strided<[4, 1], offset: ?>> to memref<3xf16, strided<[4], offset: ?>>
  %20 = memref.subview %m[0, 2] [1, 1] [1, 1] : memref<4x6xf32> to memref<1xf32, strided<[6], offset: 2>>
  %21 = memref.cast %m : memref<4x6xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %22 = memref.cast %u : memref<*xf32> to memref<4x6xf32>
  %23 = memref.cast %d : memref<?x?xf32> to memref<*xf32>
  %24 = memref.dim %u, %i : memref<*xf32>
  %25 = memref.dim %d, %i : memref<?x?xf32>
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @views(%arg0: memref<4x6xf32>, %arg1: memref<*xf32>, %arg2: memref<2xindex>, %arg3: memref<?xi32>, %arg4: memref<2048xi8>, %arg5: index, %arg6: memref<?x?xf32>, %arg7: memref<2x3x4xf16>) {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [2], sizes: [3, 4], strides: [6, 1] : memref<4x6xf32> to memref<3x4xf32, strided<[6, 1], offset: 2>>
// CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %arg1 to offset: [%arg5], sizes: [%arg5, 4], strides: [%arg5, 1] : memref<*xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %reinterpret_cast_1 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] {tag} : memref<4x6xf32> to memref<f32>
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg2) : (memref<4x6xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: %reshape_2 = memref.reshape %arg1(%arg3) {tag = 1 : i32} : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg7 {{\[\[}}0, 1], [2]] : memref<2x3x4xf16> into memref<6x4xf16>
// CHECK-NEXT: %collapse_shape_3 = memref.collapse_shape %reinterpret_cast_0 {{\[\[}}0, 1]] : memref<?x4xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg6 {{\[\[}}0, 1], [2]] output_shape [%arg5, 2, %arg5] : memref<?x?xf32> into memref<?x2x?xf32>
// CHECK-NEXT: %expand_shape_4 = memref.expand_shape %reinterpret_cast {{\[\[}}0], [1, 2]] output_shape [3, 2, 2] {tag} : memref<3x4xf32, strided<[6, 1], offset: 2>> into memref<3x2x2xf32, strided<[6, 2, 1], offset: 2>>
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [1, 1] [1, 1] : memref<4x6xf32> to memref<f32, strided<[]>>
// CHECK-NEXT: %expand_shape_5 = memref.expand_shape %subview [] output_shape [1, 1] : memref<f32, strided<[]>> into memref<1x1xf32, strided<[1, 1]>>
// CHECK-NEXT: %transpose = memref.transpose %arg7 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf16> to memref<4x2x3xf16, strided<[1, 12, 4]>>
// CHECK-NEXT: %transpose_6 = memref.transpose %arg6 (d0, d1) -> (d1, d0) {tag} : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: %view = memref.view %arg4[%arg5][%arg5] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %view_7 = memref.view %arg4[%arg5][] {tag} : memref<2048xi8> to memref<8x8xbf16>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4x6xf32> to memref<4x6xf32, 1>
// CHECK-NEXT: %memspacecast_8 = memref.memory_space_cast %arg1 {tag} : memref<*xf32> to memref<*xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<4x6xf32>
// CHECK-NEXT: %assume_align_9 = memref.assume_alignment %reinterpret_cast, 64 {tag} : memref<3x4xf32, strided<[6, 1], offset: 2>>
// CHECK-NEXT: %subview_10 = memref.subview %arg7[1, 0, %arg5] [1, 3, 2] [1, 1, 1] : memref<2x3x4xf16> to memref<3x2xf16, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %subview_11 = memref.subview %subview_10[0, 1] [3, 1] [1, 1] : memref<3x2xf16, strided<[4, 1], offset: ?>> to memref<3xf16, strided<[4], offset: ?>>
// CHECK-NEXT: %subview_12 = memref.subview %arg0[0, 2] [1, 1] [1, 1] : memref<4x6xf32> to memref<1xf32, strided<[6], offset: 2>>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x6xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_13 = memref.cast %arg1 : memref<*xf32> to memref<4x6xf32>
// CHECK-NEXT: %cast_14 = memref.cast %arg6 : memref<?x?xf32> to memref<*xf32>
// CHECK-NEXT: %dim = memref.dim %arg1, %arg5 : memref<*xf32>
// CHECK-NEXT: %dim_15 = memref.dim %arg6, %arg5 : memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
