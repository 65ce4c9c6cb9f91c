// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// CHECK: error: 'memref.load' op failed to verify that result type matches element type of 'memref'
