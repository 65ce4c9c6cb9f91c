// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%m: memref<4xf32>, %x: f64) {
  linalg.fill ins(%x : f64) outs(%m : memref<4xf32>)
  return
}

// CHECK: error: 'linalg.fill' op expected fill value type ('f64') to match output element type ('f32')
