// memref.prefetch: read/write, every locality, data/instr cache, rank 0 to 2, custom and
// generic form. CHECK lines: mlir-opt-22 output.
// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @f(%m: memref<4x4xi32>, %v: memref<?xf64>, %s: memref<f32>, %i: index) {
  memref.prefetch %m[%i, %i], write, locality<1>, data : memref<4x4xi32>
  memref.prefetch %m[%i, %i], read, locality<3>, instr : memref<4x4xi32>
  memref.prefetch %v[%i], read, locality<0>, data : memref<?xf64>
  memref.prefetch %s[], write, locality<2>, instr : memref<f32>
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @f(%arg0: memref<4x4xi32>, %arg1: memref<?xf64>, %arg2: memref<f32>, %arg3: index) {
// CHECK-NEXT: memref.prefetch %arg0[%arg3, %arg3], write, locality<1>, data : memref<4x4xi32>
// CHECK-NEXT: memref.prefetch %arg0[%arg3, %arg3], read, locality<3>, instr : memref<4x4xi32>
// CHECK-NEXT: memref.prefetch %arg1[%arg3], read, locality<0>, data : memref<?xf64>
// CHECK-NEXT: memref.prefetch %arg2[], write, locality<2>, instr : memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
