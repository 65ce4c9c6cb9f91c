// RUN: corolift opt %s -convert-linalg-to-parallel-loops | FileCheck %s --match-full-lines

// The lowering runs under the greedy rewrite driver, which uniques constants per isolated
// region and hoists them to the entry block: the bounds of the fill inside the scf.for and
// of the one after it share one 0 and one 1 at the top of the function, before the existing
// %c7 (each newly hoisted constant goes to the very front unless it follows one already
// hoisted).
// Expected text: mlir-opt-22 -convert-linalg-to-parallel-loops.
func.func @f(%A: memref<4x?xf32>, %B: memref<3xi32>, %v: f32, %i: i32, %n: index) {
  %c7 = arith.constant 7 : index
  scf.for %k = %c7 to %n step %c7 {
    linalg.fill ins(%v : f32) outs(%A : memref<4x?xf32>)
  }
  linalg.fill ins(%i : i32) outs(%B : memref<3xi32>)
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4x?xf32>, %arg1: memref<3xi32>, %arg2: f32, %arg3: i32, %arg4: index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: scf.for %arg5 = %c7 to %arg4 step %c7 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT: scf.parallel (%arg6, %arg7) = (%c0, %c0) to (%c4, %dim) step (%c1, %c1) {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg6, %arg7] : memref<4x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg5) = (%c0) to (%c3) step (%c1) {
// CHECK-NEXT: memref.store %arg3, %arg1[%arg5] : memref<3xi32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
