// RUN: corolift opt %s | FileCheck %s --match-full-lines
// RUN: corolift opt %s | corolift opt | FileCheck %s --match-full-lines
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s --match-full-lines

// dense<…> literals of complex element types: (re, im) pairs, splats collapsed pair-wise,
// float and integer parts. Expected text: mlir-opt-22.
func.func @complex_constants() {
  %0 = arith.constant dense<(1.000000e+01,5.000000e+00)> : tensor<3x3xcomplex<f32>>
  %1 = arith.constant dense<(2.0, 5.0)> : tensor<2xcomplex<f64>>
  %2 = arith.constant dense<[(1.0, 2.0), (3.0, -4.5)]> : tensor<2xcomplex<f32>>
  %3 = arith.constant dense<[[(1, 2)], [(3, 4)]]> : tensor<2x1xcomplex<i32>>
  %4 = arith.constant dense<[(7, -8), (7, -8)]> : tensor<2xcomplex<i16>>
  %5 = arith.constant dense<(0.5, 0.25)> : tensor<complex<f16>>
  %6 = arith.constant dense<[(1.5, 2.5), (1.5, 2.5), (1.5, 2.5)]> : tensor<3xcomplex<bf16>>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @complex_constants() {
// CHECK-NEXT:     %cst = arith.constant dense<(1.000000e+01,5.000000e+00)> : tensor<3x3xcomplex<f32>>
// CHECK-NEXT:     %cst_0 = arith.constant dense<(2.000000e+00,5.000000e+00)> : tensor<2xcomplex<f64>>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.500000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT:     %cst_2 = arith.constant dense<{{\[\[}}(1,2)], [(3,4)]]> : tensor<2x1xcomplex<i32>>
// CHECK-NEXT:     %cst_3 = arith.constant dense<(7,-8)> : tensor<2xcomplex<i16>>
// CHECK-NEXT:     %cst_4 = arith.constant dense<(5.000000e-01,2.500000e-01)> : tensor<complex<f16>>
// CHECK-NEXT:     %cst_5 = arith.constant dense<(1.500000e+00,2.500000e+00)> : tensor<3xcomplex<bf16>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
