// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f() {
  %0 = memref.get_global @nope : memref<4xf32>
  return
}

// CHECK: error: 'memref.get_global' op 'nope' does not reference a valid global memref
