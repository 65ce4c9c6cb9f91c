// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%m: memref<8xf32>) {
  %0 = memref.subview %m[2] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2], offset: 2>>
  return
}

// CHECK: error: slice along dimension 0 runs out-of-bounds: 8 >= 8
