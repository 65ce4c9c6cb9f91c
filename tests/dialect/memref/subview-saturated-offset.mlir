// RUN: corolift opt %s | FileCheck %s
//
// A subview's inferred offset follows MLIR's SaturatedInteger arithmetic: a static offset of 0
// times a dynamic stride is 0, so [0, 1] into a memref<?x?xf32> has the static offset 1 (and a
// zero step gives a zero stride). mlir-opt-22 accepts these types and prints the same.

func.func @f(%buf: memref<?x?xf32>, %n: index) {
  %col = memref.subview %buf[0, 1] [%n, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: 1>>
  %rep = memref.subview %buf[0, 2] [%n, 3] [1, 0] : memref<?x?xf32> to memref<?x3xf32, strided<[?, 0], offset: 2>>
  return
}

// CHECK: %subview = memref.subview %arg0[0, 1] [%arg1, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: 1>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[0, 2] [%arg1, 3] [1, 0] : memref<?x?xf32> to memref<?x3xf32, strided<[?, 0], offset: 2>>
