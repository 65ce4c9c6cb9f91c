// RUN: corolift opt %s -convert-linalg-to-parallel-loops | FileCheck %s --match-full-lines

// A rank-0 fill has no loop: the store alone. A fill on a tensor is not lowered (only
// buffers are).
// Expected text: mlir-opt-22 -convert-linalg-to-parallel-loops.
func.func @fill_0d(%C: memref<f32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%C : memref<f32>)
  return
}

func.func @fill_tensor(%T: tensor<3xi32>, %x: i32) -> tensor<3xi32> {
  %r = linalg.fill ins(%x : i32) outs(%T : tensor<3xi32>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}

// CHECK: module {
// CHECK-NEXT: func.func @fill_0d(%arg0: memref<f32>, %arg1: f32) {
// CHECK-NEXT: memref.store %arg1, %arg0[] : memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fill_tensor(%arg0: tensor<3xi32>, %arg1: i32) -> tensor<3xi32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : i32) outs(%arg0 : tensor<3xi32>) -> tensor<3xi32>
// CHECK-NEXT: return %0 : tensor<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
