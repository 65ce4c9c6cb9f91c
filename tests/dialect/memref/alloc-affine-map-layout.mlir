// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// memref.alloc / memref.alloca with affine-map layouts and symbol operands: the map is
// printed in MLIR's canonical form (redundant parentheses dropped, constants and symbols to
// the right, subtractions as MLIR prints them), so maps written differently but equal share
// one alias. CHECK lines: mlir-opt-22 output.

func.func @f(%c0: index, %c1: index) {
  %0 = memref.alloc()[%c0] : memref<2x4xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
  %1 = memref.alloc(%c1)[%c0] : memref<2x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, 1>
  %2 = memref.alloca()[%c0, %c1] : memref<8xi8, affine_map<(i)[a, b] -> (b + 2 * i - a)>>
  %3 = memref.alloc() : memref<4x4xf32, affine_map<(i, j) -> (i, j)>>
  return
}

// CHECK:      #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0, s1] -> (d0 * 2 + s1 - s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %alloc = memref.alloc()[%arg0] : memref<2x4xf32, #map, 1>
// CHECK-NEXT:     %alloc_0 = memref.alloc(%arg1)[%arg0] : memref<2x?xf32, #map, 1>
// CHECK-NEXT:     %alloca = memref.alloca()[%arg0, %arg1] : memref<8xi8, #map1>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
