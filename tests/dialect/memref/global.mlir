// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

memref.global "private" constant @gconst : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @gvar : memref<4xi32> = uninitialized
memref.global "private" @galign : memref<8xf32> = dense<0.0> {alignment = 64}
memref.global @gscalar : memref<f32> = dense<0.5>
memref.global "nested" constant @gint : memref<2x2xi8> = dense<[[1, 2], [3, 4]]> {tag}
memref.global "private" @gext : memref<3xf32>
func.func @g() {
  %0 = memref.get_global @gconst : memref<2xf32>
  %1 = memref.get_global @gscalar : memref<f32>
  return
}

// CHECK:      module {
// CHECK-NEXT: memref.global "private" constant @gconst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT: memref.global @gvar : memref<4xi32> = uninitialized
// CHECK-NEXT: memref.global "private" @galign : memref<8xf32> = dense<0.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT: memref.global @gscalar : memref<f32> = dense<5.000000e-01>
// CHECK-NEXT: memref.global "nested" constant @gint : memref<2x2xi8> = dense<{{\[\[}}1, 2], [3, 4]]> {tag}
// CHECK-NEXT: memref.global "private" @gext : memref<3xf32>
// CHECK-NEXT: func.func @g() {
// CHECK-NEXT: %0 = memref.get_global @gconst : memref<2xf32>
// CHECK-NEXT: %1 = memref.get_global @gscalar : memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
