// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%m: memref<4xf32>) {
  %0 = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2xi32>
  return
}

// CHECK: error: expected result element type to be 'f32', but got 'memref<2xi32>'
