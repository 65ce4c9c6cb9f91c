// memref.dma_start (with and without stride operands) and memref.dma_wait: parsed and
// printed as mlir-opt-22 does (they have no CPU lowering). CHECK lines: mlir-opt-22 output.
// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @f(%a: memref<256xf32>, %b: memref<16x16xf32, 1>, %t: memref<1xi32>, %i: index, %n: index, %s: index, %e: index) {
  memref.dma_start %a[%i], %b[%i, %i], %n, %t[%i] : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
  memref.dma_wait %t[%i], %n : memref<1xi32>
  memref.dma_start %a[%i], %b[%i, %i], %n, %t[%i], %s, %e : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
  memref.dma_wait %t[%i], %n {note} : memref<1xi32>
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @f(%arg0: memref<256xf32>, %arg1: memref<16x16xf32, 1>, %arg2: memref<1xi32>, %arg3: index, %arg4: index, %arg5: index, %arg6: index) {
// CHECK-NEXT: memref.dma_start %arg0[%arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3] : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32>
// CHECK-NEXT: memref.dma_start %arg0[%arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3], %arg5, %arg6 : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg4 {note} : memref<1xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
