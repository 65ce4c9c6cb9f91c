// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%m: memref<4xf32>) {
  %0 = memref.subview %m[1] [2] [1] : memref<4xf32> to memref<2xf32>
  return
}

// CHECK: error: expected result type to be 'memref<2xf32, strided<[1], offset: 1>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2xf32>'
