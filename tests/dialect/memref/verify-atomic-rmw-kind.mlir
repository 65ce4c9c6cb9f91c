// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%m: memref<4xf32>, %x: f32, %i: index) {
  %0 = memref.atomic_rmw addi %x, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// CHECK: error: 'memref.atomic_rmw' op with kind 'addi' expects an integer type
