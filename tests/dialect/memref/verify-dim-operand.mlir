// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%n: index) {
  %0 = "memref.dim"(%n, %n) : (index, index) -> index
  return
}

// CHECK: error: 'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'index'
