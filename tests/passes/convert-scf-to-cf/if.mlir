// RUN: corolift opt %s -convert-scf-to-cf | FileCheck %s
// RUN: corolift opt %s -convert-scf-to-cf | corolift opt | FileCheck %s

// scf.if with and without results/else: convert-scf-to-cf matches mlir-opt-22.
func.func @if_else(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @if_nores(%c: i1, %m: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %v, %m[%c0] : memref<4xf32>
  }
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @if_else(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_nores(%arg0: i1, %arg1: memref<4xf32>, %arg2: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.store %arg2, %arg1[%c0] : memref<4xf32>
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
