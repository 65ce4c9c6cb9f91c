// RUN: corolift opt %s --canonicalize | FileCheck %s

// memref.dim of a static size folds to a constant, of an alloc's dynamic size to the size
// operand; an alloc only stored into and deallocated is erased, a used alloca/alloc stays.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @dims(%arg0: index, %arg1: memref<4x?xf32>) -> (index, index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     return %arg0, %c8, %c4 : index, index, index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @kept_alloc(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:     %0 = memref.load %alloca[%c0] : memref<?xf32>
// CHECK-NEXT:     memref.store %0, %alloc[%c0] : memref<?xf32>
// CHECK-NEXT:     return %alloc : memref<?xf32>
// CHECK-NEXT:   }

func.func @dims(%n: index, %m: memref<4x?xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?x8xf32>
  %0 = memref.dim %a, %c0 : memref<?x8xf32>
  %1 = memref.dim %a, %c1 : memref<?x8xf32>
  %2 = memref.dim %m, %c0 : memref<4x?xf32>
  %v = arith.constant 1.0 : f32
  memref.store %v, %a[%c0, %c1] : memref<?x8xf32>
  memref.dealloc %a : memref<?x8xf32>
  return %0, %1, %2 : index, index, index
}
func.func @kept_alloc(%n: index) -> memref<?xf32> {
  %a = memref.alloca(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<?xf32>
  memref.store %x, %b[%c0] : memref<?xf32>
  return %b : memref<?xf32>
}
