// memref.realloc in its custom and generic forms, with and without the dynamic size and
// attributes. CHECK lines: mlir-opt-22 output.
// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @grow(%src: memref<2xf32>) -> memref<4xf32> {
  %0 = memref.realloc %src : memref<2xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @dynamic(%src: memref<?xi8, 3>, %n: index) -> memref<?xi8, 3> {
  %0 = memref.realloc %src(%n) {alignment = 64 : i64} : memref<?xi8, 3> to memref<?xi8, 3>
  return %0 : memref<?xi8, 3>
}
func.func @attrs(%src: memref<?xindex>) -> memref<16xindex> {
  %0 = memref.realloc %src {alignment = 8, tag = "x"} : memref<?xindex> to memref<16xindex>
  %1 = "memref.realloc"(%0) : (memref<16xindex>) -> memref<4xindex>
  return %0 : memref<16xindex>
}

// CHECK:      module {
// CHECK-NEXT: func.func @grow(%arg0: memref<2xf32>) -> memref<4xf32> {
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<2xf32> to memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dynamic(%arg0: memref<?xi8, 3>, %arg1: index) -> memref<?xi8, 3> {
// CHECK-NEXT: %0 = memref.realloc %arg0(%arg1) {alignment = 64 : i64} : memref<?xi8, 3> to memref<?xi8, 3>
// CHECK-NEXT: return %0 : memref<?xi8, 3>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @attrs(%arg0: memref<?xindex>) -> memref<16xindex> {
// CHECK-NEXT: %0 = memref.realloc %arg0 {alignment = 8 : i64, tag = "x"} : memref<?xindex> to memref<16xindex>
// CHECK-NEXT: %1 = memref.realloc %0 : memref<16xindex> to memref<4xindex>
// CHECK-NEXT: return %0 : memref<16xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
