// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%m: memref<4x4xf32>, %x: f32, %i: index) {
  memref.store %x, %m[%i] : memref<4x4xf32>
  return
}

// CHECK: error: 'memref.store' op store index operand count not equal to memref rank
