// memref.global with every visibility, constant or not, 0-D, splat, nested-list, hex and
// empty initial values, alignment, and declarations; memref.get_global with attributes.
// CHECK lines: mlir-opt-22 output.
// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

memref.global "private" constant @a : memref<f64> = dense<1.5>
memref.global "nested" @b : memref<2xi1> = dense<[true, false]> {alignment = 16 : i64}
memref.global "public" @c : memref<3xf16> = dense<0.5>
memref.global @d : memref<2x2xbf16> = dense<[[1.0, 2.0], [3.0, 4.0]]>
memref.global "private" @e : memref<2xi32> = dense<"0x0100000002000000">
memref.global @f : memref<4xindex> {alignment = 64 : i64}
memref.global "private" constant @g : memref<0xi8> = dense<>
func.func @use() -> memref<f64> {
  %0 = memref.get_global @a : memref<f64>
  %1 = memref.get_global @e : memref<2xi32> {tag}
  return %0 : memref<f64>
}

// CHECK:      module {
// CHECK-NEXT: memref.global "private" constant @a : memref<f64> = dense<1.500000e+00>
// CHECK-NEXT: memref.global "nested" @b : memref<2xi1> = dense<[true, false]> {alignment = 16 : i64}
// CHECK-NEXT: memref.global "public" @c : memref<3xf16> = dense<5.000000e-01>
// CHECK-NEXT: memref.global @d : memref<2x2xbf16> = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]>
// CHECK-NEXT: memref.global "private" @e : memref<2xi32> = dense<[1, 2]>
// CHECK-NEXT: memref.global @f : memref<4xindex> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @g : memref<0xi8> = dense<>
// CHECK-NEXT: func.func @use() -> memref<f64> {
// CHECK-NEXT: %0 = memref.get_global @a : memref<f64>
// CHECK-NEXT: %1 = memref.get_global @e : memref<2xi32> {tag}
// CHECK-NEXT: return %0 : memref<f64>
// CHECK-NEXT: }
// CHECK-NEXT: }
