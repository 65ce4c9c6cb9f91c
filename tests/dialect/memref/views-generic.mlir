// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s

// The generic form of the view-like memref ops: operandSegmentSizes and the static lists,
// reassociation, static_output_shape, the permutation map (an alias), alignment; the expected
// text is mlir-opt-22's output for this file.

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

// CHECK:      #map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (memref<4x6xf32>, memref<*xf32>, memref<2xindex>, memref<?xi32>, memref<2048xi8>, index, memref<?x?xf32>, memref<2x3x4xf16>) -> (), sym_name = "views"}> ({
// CHECK-NEXT: ^bb0(%arg0: memref<4x6xf32>, %arg1: memref<*xf32>, %arg2: memref<2xindex>, %arg3: memref<?xi32>, %arg4: memref<2048xi8>, %arg5: index, %arg6: memref<?x?xf32>, %arg7: memref<2x3x4xf16>):
// CHECK-NEXT: %0 = "memref.reinterpret_cast"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 3, 4>, static_strides = array<i64: 6, 1>}> : (memref<4x6xf32>) -> memref<3x4xf32, strided<[6, 1], offset: 2>>
// CHECK-NEXT: %1 = "memref.reinterpret_cast"(%arg1, %arg5, %arg5, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<*xf32>, index, index, index) -> memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %2 = "memref.reinterpret_cast"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64>, static_strides = array<i64>}> {tag} : (memref<4x6xf32>) -> memref<f32>
// CHECK-NEXT: %3 = "memref.reshape"(%arg0, %arg2) : (memref<4x6xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: %4 = "memref.reshape"(%arg1, %arg3) {tag = 1 : i32} : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
// CHECK-NEXT: %5 = "memref.collapse_shape"(%arg7) <{reassociation = {{\[\[}}0, 1], [2]]}> : (memref<2x3x4xf16>) -> memref<6x4xf16>
// CHECK-NEXT: %6 = "memref.collapse_shape"(%1) <{reassociation = {{\[\[}}0, 1]]}> : (memref<?x4xf32, strided<[?, 1], offset: ?>>) -> memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %7 = "memref.expand_shape"(%arg6, %arg5, %arg5) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x2x?xf32>
// CHECK-NEXT: %8 = "memref.expand_shape"(%0) <{reassociation = {{\[\[}}0], [1, 2]], static_output_shape = array<i64: 3, 2, 2>}> {tag} : (memref<3x4xf32, strided<[6, 1], offset: 2>>) -> memref<3x2x2xf32, strided<[6, 2, 1], offset: 2>>
// CHECK-NEXT: %9 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<4x6xf32>) -> memref<f32, strided<[]>>
// CHECK-NEXT: %10 = "memref.expand_shape"(%9) <{reassociation = [], static_output_shape = array<i64: 1, 1>}> : (memref<f32, strided<[]>>) -> memref<1x1xf32, strided<[1, 1]>>
// CHECK-NEXT: %11 = "memref.transpose"(%arg7) <{permutation = #map}> : (memref<2x3x4xf16>) -> memref<4x2x3xf16, strided<[1, 12, 4]>>
// CHECK-NEXT: %12 = "memref.transpose"(%arg6) <{permutation = #map1}> {tag} : (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: %13 = "memref.view"(%arg4, %arg5, %arg5) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
// CHECK-NEXT: %14 = "memref.view"(%arg4, %arg5) {tag} : (memref<2048xi8>, index) -> memref<8x8xbf16>
// CHECK-NEXT: %15 = "memref.memory_space_cast"(%arg0) : (memref<4x6xf32>) -> memref<4x6xf32, 1>
// CHECK-NEXT: %16 = "memref.memory_space_cast"(%arg1) {tag} : (memref<*xf32>) -> memref<*xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT: %17 = "memref.assume_alignment"(%arg0) <{alignment = 16 : i32}> : (memref<4x6xf32>) -> memref<4x6xf32>
// CHECK-NEXT: %18 = "memref.assume_alignment"(%0) <{alignment = 64 : i32}> {tag} : (memref<3x4xf32, strided<[6, 1], offset: 2>>) -> memref<3x4xf32, strided<[6, 1], offset: 2>>
// CHECK-NEXT: %19 = "memref.subview"(%arg7, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 1, 0, -9223372036854775808>, static_sizes = array<i64: 1, 3, 2>, static_strides = array<i64: 1, 1, 1>}> : (memref<2x3x4xf16>, index) -> memref<3x2xf16, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %20 = "memref.subview"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 3, 1>, static_strides = array<i64: 1, 1>}> : (memref<3x2xf16, strided<[4, 1], offset: ?>>) -> memref<3xf16, strided<[4], offset: ?>>
// CHECK-NEXT: %21 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<4x6xf32>) -> memref<1xf32, strided<[6], offset: 2>>
// CHECK-NEXT: %22 = "memref.cast"(%arg0) : (memref<4x6xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %23 = "memref.cast"(%arg1) : (memref<*xf32>) -> memref<4x6xf32>
// CHECK-NEXT: %24 = "memref.cast"(%arg6) : (memref<?x?xf32>) -> memref<*xf32>
// CHECK-NEXT: %25 = "memref.dim"(%arg1, %arg5) : (memref<*xf32>, index) -> index
// CHECK-NEXT: %26 = "memref.dim"(%arg6, %arg5) : (memref<?x?xf32>, index) -> index
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
