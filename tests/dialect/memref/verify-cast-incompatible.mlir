// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// CHECK: error: 'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible
