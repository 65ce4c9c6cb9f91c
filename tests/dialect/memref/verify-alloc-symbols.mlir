// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f() {
  %0 = memref.alloc() : memref<4xf32, strided<[1], offset: ?>>
  return
}

// CHECK: error: 'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0
