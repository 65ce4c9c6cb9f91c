// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%n: index) {
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4xf32>
  return
}

// CHECK: error: 'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0
