// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%a: memref<4xf32>, %b: memref<5xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}

// CHECK: error: 'memref.copy' op requires the same shape for all operands
