// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Result names: %alloc / %alloca with one shared `_N` counter.
func.func @a(%n: index, %s: index) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc(%n) : memref<?xf32>
  %2 = memref.alloc(%n, %n) {alignment = 64 : i64} : memref<?x4x?xf32>
  %3 = memref.alloca() : memref<f32>
  %4 = memref.alloca(%n) {alignment = 16} : memref<?xi32>
  %5 = memref.alloc()[%s] : memref<4xf32, strided<[1], offset: ?>>
  %6 = memref.alloc(%n)[%s, %s] : memref<?x4xf32, strided<[?, ?]>>
  %7 = memref.alloc() : memref<4xf32, 1>
  %8 = memref.alloc() : memref<4x4xf32, strided<[4, 1], offset: 0>>
  memref.dealloc %0 : memref<4xf32>
  memref.dealloc %2 {tag} : memref<?x4x?xf32>
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @a(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0, %arg0) {alignment = 64 : i64} : memref<?x4x?xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: %alloca_2 = memref.alloca(%arg0) {alignment = 16 : i64} : memref<?xi32>
// CHECK-NEXT: %alloc_3 = memref.alloc()[%arg1] : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %alloc_4 = memref.alloc(%arg0)[%arg1, %arg1] : memref<?x4xf32, strided<[?, ?]>>
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<4xf32, 1>
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc_1 {tag} : memref<?x4x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
