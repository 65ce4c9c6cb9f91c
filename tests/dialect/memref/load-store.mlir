// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @ls(%i: index, %j: index, %v: f32, %m: memref<4xf32>, %s: memref<f32>, %d: memref<?x?xf32>, %l: memref<4xf32, strided<[2], offset: ?>>) {
  %0 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %1 = memref.load %s[] : memref<f32>
  memref.store %1, %s[] : memref<f32>
  %2 = memref.load %d[%i, %j] {nontemporal = true} : memref<?x?xf32>
  memref.store %2, %d[%j, %i] {nontemporal = true} : memref<?x?xf32>
  %3 = memref.load %l[%i] : memref<4xf32, strided<[2], offset: ?>>
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @ls(%arg0: index, %arg1: index, %arg2: f32, %arg3: memref<4xf32>, %arg4: memref<f32>, %arg5: memref<?x?xf32>, %arg6: memref<4xf32, strided<[2], offset: ?>>) {
// CHECK-NEXT: %0 = memref.load %arg3[%arg0] : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %arg3[%arg0] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg4[] : memref<f32>
// CHECK-NEXT: memref.store %1, %arg4[] : memref<f32>
// CHECK-NEXT: %2 = memref.load %arg5[%arg0, %arg1] {nontemporal = true} : memref<?x?xf32>
// CHECK-NEXT: memref.store %2, %arg5[%arg1, %arg0] {nontemporal = true} : memref<?x?xf32>
// CHECK-NEXT: %3 = memref.load %arg6[%arg0] : memref<4xf32, strided<[2], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
