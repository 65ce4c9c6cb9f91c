// func.func whose signature names no arguments takes them from its body's explicit entry
// block (as in MLIR's memref ops.mlir). CHECK lines: mlir-opt-22 output.
// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @f(memref<4x4xi32>, index) -> i32 {
^bb0(%0: memref<4x4xi32>, %1: index):
  %2 = memref.load %0[%1, %1] : memref<4x4xi32>
  return %2 : i32
}

// CHECK:      module {
// CHECK-NEXT: func.func @f(%arg0: memref<4x4xi32>, %arg1: index) -> i32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg1] : memref<4x4xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
