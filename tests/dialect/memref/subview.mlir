// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @sv(%i: index, %n: index, %m: memref<4xf32>, %d: memref<?x?xf32>, %t: memref<8x8xf32>) {
  %0 = memref.subview %d[0, %i] [2, %n] [1, 1] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %m[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %2 = memref.subview %t[1, 3] [3, 4] [2, 1] : memref<8x8xf32> to memref<3x4xf32, strided<[16, 1], offset: 11>>
  %3 = memref.subview %t[%i, %i] [%n, 4] [%n, %n] : memref<8x8xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  %4 = memref.subview %t[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  %5 = memref.subview %t[1, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: 8>>
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @sv(%arg0: index, %arg1: index, %arg2: memref<4xf32>, %arg3: memref<?x?xf32>, %arg4: memref<8x8xf32>) {
// CHECK-NEXT: %subview = memref.subview %arg3[0, %arg0] [2, %arg1] [1, 1] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg2[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %subview_1 = memref.subview %arg4[1, 3] [3, 4] [2, 1] : memref<8x8xf32> to memref<3x4xf32, strided<[16, 1], offset: 11>>
// CHECK-NEXT: %subview_2 = memref.subview %arg4[%arg0, %arg0] [%arg1, 4] [%arg1, %arg1] : memref<8x8xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_3 = memref.subview %arg4[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
// CHECK-NEXT: %subview_4 = memref.subview %arg4[1, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: 8>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
