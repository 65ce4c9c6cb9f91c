// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @c(%i: index, %m: memref<4xf32>, %d: memref<?x?xf32>, %u: memref<*xf32>, %l: memref<4xf32, strided<[1], offset: 2>>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %m : memref<4xf32> to memref<*xf32>
  %2 = memref.cast %0 : memref<?xf32> to memref<4xf32>
  %3 = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %4 = memref.cast %d : memref<?x?xf32> to memref<2x?xf32>
  %5 = memref.cast %l : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: ?>>
  %6 = memref.dim %d, %i : memref<?x?xf32>
  %7 = memref.dim %u, %i : memref<*xf32>
  %8 = memref.dim {tag} %m, %i : memref<4xf32>
  memref.copy %m, %0 : memref<4xf32> to memref<?xf32>
  memref.copy %u, %u {tag} : memref<*xf32> to memref<*xf32>
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @c(%arg0: index, %arg1: memref<4xf32>, %arg2: memref<?x?xf32>, %arg3: memref<*xf32>, %arg4: memref<4xf32, strided<[1], offset: 2>>) {
// CHECK-NEXT: %cast = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: %cast_1 = memref.cast %cast : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: %cast_2 = memref.cast %arg3 : memref<*xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_3 = memref.cast %arg2 : memref<?x?xf32> to memref<2x?xf32>
// CHECK-NEXT: %cast_4 = memref.cast %arg4 : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %dim = memref.dim %arg2, %arg0 : memref<?x?xf32>
// CHECK-NEXT: %dim_5 = memref.dim %arg3, %arg0 : memref<*xf32>
// CHECK-NEXT: %dim_6 = memref.dim {tag} %arg1, %arg0 : memref<4xf32>
// CHECK-NEXT: memref.copy %arg1, %cast : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: memref.copy %arg3, %arg3 {tag} : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
