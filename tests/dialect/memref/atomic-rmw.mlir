// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @a(%i: index, %v: f32, %k: i32, %m: memref<4xf32>, %n: memref<?xi32>) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %1 = memref.atomic_rmw addi %k, %n[%i] : (i32, memref<?xi32>) -> i32
  %2 = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %3 = memref.atomic_rmw minnumf %v, %m[%i] {tag} : (f32, memref<4xf32>) -> f32
  %4 = memref.atomic_rmw assign %k, %n[%i] : (i32, memref<?xi32>) -> i32
  %5 = memref.atomic_rmw xori %k, %n[%i] : (i32, memref<?xi32>) -> i32
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @a(%arg0: index, %arg1: f32, %arg2: i32, %arg3: memref<4xf32>, %arg4: memref<?xi32>) {
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg1, %arg3[%arg0] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw addi %arg2, %arg4[%arg0] : (i32, memref<?xi32>) -> i32
// CHECK-NEXT: %2 = memref.atomic_rmw maximumf %arg1, %arg3[%arg0] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: %3 = memref.atomic_rmw minnumf %arg1, %arg3[%arg0] {tag} : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: %4 = memref.atomic_rmw assign %arg2, %arg4[%arg0] : (i32, memref<?xi32>) -> i32
// CHECK-NEXT: %5 = memref.atomic_rmw xori %arg2, %arg4[%arg0] : (i32, memref<?xi32>) -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
