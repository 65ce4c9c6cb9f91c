// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%m: memref<4xf32>) {
  %0 = memref.load %m[] : memref<4xf32>
  return
}

// CHECK: error: 'memref.load' op incorrect number of indices for load, expected 1 but got 0
