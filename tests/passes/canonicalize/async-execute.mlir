// RUN: corolift opt %s --canonicalize | FileCheck %s

// async.execute: an unused execute whose body has no effects is erased (recursive memory
// effects), one with a store stays; constants in its body are hoisted to the function.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @empty_execute() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @kept_execute(%arg0: memref<4xf32>, %arg1: f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       memref.store %arg1, %arg0[%c1] : memref<4xf32>
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @constants_inside(%arg0: memref<4xf32>) -> !async.token {
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       memref.store %cst, %arg0[%c5] : memref<4xf32>
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return %token : !async.token
// CHECK-NEXT:   }

func.func @empty_execute() {
  %token = async.execute {
    async.yield
  }
  return
}
func.func @kept_execute(%m: memref<4xf32>, %v: f32) {
  %token = async.execute {
    %c1 = arith.constant 1 : index
    memref.store %v, %m[%c1] : memref<4xf32>
    async.yield
  }
  return
}
func.func @constants_inside(%m: memref<4xf32>) -> !async.token {
  %token = async.execute {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %s = arith.addi %c2, %c3 : index
    %f = arith.constant 1.0 : f32
    memref.store %f, %m[%s] : memref<4xf32>
    async.yield
  }
  return %token : !async.token
}
