// RUN: not corolift opt %s 2>&1 | FileCheck %s

memref.global @g : memref<4xf32> = uninitialized
func.func @f() {
  %0 = memref.get_global @g : memref<4xi32>
  return
}

// CHECK: error: 'memref.get_global' op result type 'memref<4xi32>' does not match type 'memref<4xf32>' of the global memref @g
