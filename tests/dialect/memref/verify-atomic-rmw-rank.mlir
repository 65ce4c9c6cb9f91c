// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%m: memref<4xf32>, %x: f32) {
  %0 = memref.atomic_rmw addf %x, %m[] : (f32, memref<4xf32>) -> f32
  return
}

// CHECK: error: 'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank
