// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @fill(%m: memref<4xf32>, %d: memref<?x?xf32>, %x: f32, %k: i32, %n: memref<2xi32>) {
  linalg.fill ins(%x : f32) outs(%m : memref<4xf32>)
  linalg.fill ins(%x : f32) outs(%d : memref<?x?xf32>) {tag}
  linalg.fill {other} ins(%k : i32) outs(%n : memref<2xi32>)
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @fill(%arg0: memref<4xf32>, %arg1: memref<?x?xf32>, %arg2: f32, %arg3: i32, %arg4: memref<2xi32>) {
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.fill {tag} ins(%arg2 : f32) outs(%arg1 : memref<?x?xf32>)
// CHECK-NEXT: linalg.fill {other} ins(%arg3 : i32) outs(%arg4 : memref<2xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
