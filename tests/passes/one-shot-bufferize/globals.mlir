// RUN: corolift opt %s -one-shot-bufferize | FileCheck %s --match-full-lines
// RUN: corolift opt %s -one-shot-bufferize | corolift opt | FileCheck %s --match-full-lines

// Tensor constants become private constant globals at the top of the module, one per distinct
// value: an existing global with the same value and alignment is reused (@user), a taken name
// gets MLIR's module-wide `_N` suffix, rank 0 is `__constant_x<elem>`, complex element types
// are quoted names. Expected text: mlir-opt-22 -one-shot-bufferize.
memref.global "private" constant @user : memref<2xi32> = dense<[7, 8]> {alignment = 64 : i64}
memref.global "private" @__constant_2xi32 : memref<2xi32> = dense<0>

func.func @globals() -> (f32, i32, i32, i32, i64) {
  %c0 = arith.constant 0 : index
  %a = arith.constant dense<[7, 8]> : tensor<2xi32>
  %b = arith.constant dense<[1, 2]> : tensor<2xi32>
  %c = arith.constant dense<[1, 2]> : tensor<2xi32>
  %d = arith.constant dense<[3, 4]> : tensor<2xi32>
  %e = arith.constant dense<2.5> : tensor<f32>
  %f = arith.constant dense<(1.0, 2.0)> : tensor<2x2xcomplex<f64>>
  %g = arith.constant dense<42> : tensor<1x2x3xi64>
  %0 = tensor.extract %e[] : tensor<f32>
  %1 = tensor.extract %a[%c0] : tensor<2xi32>
  %2 = tensor.extract %b[%c0] : tensor<2xi32>
  %3 = tensor.extract %d[%c0] : tensor<2xi32>
  %4 = tensor.extract %g[%c0, %c0, %c0] : tensor<1x2x3xi64>
  return %0, %1, %2, %3, %4 : f32, i32, i32, i32, i64
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_1x2x3xi64 : memref<1x2x3xi64> = dense<42> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @"__constant_2x2xcomplex<f64>" : memref<2x2xcomplex<f64>> = dense<(1.000000e+00,2.000000e+00)> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @__constant_xf32 : memref<f32> = dense<2.500000e+00> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @__constant_2xi32_1 : memref<2xi32> = dense<[3, 4]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @__constant_2xi32_0 : memref<2xi32> = dense<[1, 2]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @user : memref<2xi32> = dense<[7, 8]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" @__constant_2xi32 : memref<2xi32> = dense<0>
// CHECK-NEXT:   func.func @globals() -> (f32, i32, i32, i32, i64) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.get_global @user : memref<2xi32>
// CHECK-NEXT:     %1 = memref.get_global @__constant_2xi32_0 : memref<2xi32>
// CHECK-NEXT:     %2 = memref.get_global @__constant_2xi32_0 : memref<2xi32>
// CHECK-NEXT:     %3 = memref.get_global @__constant_2xi32_1 : memref<2xi32>
// CHECK-NEXT:     %4 = memref.get_global @__constant_xf32 : memref<f32>
// CHECK-NEXT:     %5 = memref.get_global @"__constant_2x2xcomplex<f64>" : memref<2x2xcomplex<f64>>
// CHECK-NEXT:     %6 = memref.get_global @__constant_1x2x3xi64 : memref<1x2x3xi64>
// CHECK-NEXT:     %7 = memref.load %4[] : memref<f32>
// CHECK-NEXT:     %8 = memref.load %0[%c0] : memref<2xi32>
// CHECK-NEXT:     %9 = memref.load %1[%c0] : memref<2xi32>
// CHECK-NEXT:     %10 = memref.load %3[%c0] : memref<2xi32>
// CHECK-NEXT:     %11 = memref.load %6[%c0, %c0, %c0] : memref<1x2x3xi64>
// CHECK-NEXT:     return %7, %8, %9, %10, %11 : f32, i32, i32, i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
