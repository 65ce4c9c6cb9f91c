// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// dense<...> constants in vectors and tensors: elements print as scalar floats do (APFloat
// forms, per element type), -0.0 keeps its sign, a list whose elements are all equal bit for
// bit is a splat (DenseElementsAttr::get), a one-element list too, and signless integers
// print signed. Expected text from mlir-opt-22.

func.func @dense() {
  %0 = arith.constant dense<[1.0, 2.5, -0.0, 0.0]> : vector<4xf32>
  %1 = arith.constant dense<[1.0e-7, 0.1]> : vector<2xf64>
  %2 = arith.constant dense<[0.1, 65504.0]> : vector<2xf16>
  %3 = arith.constant dense<[0.1, 3.0e38]> : vector<2xbf16>
  %4 = arith.constant dense<1.0e-7> : tensor<2x3xf64>
  %5 = arith.constant dense<[1.5, 1.5, 1.5]> : vector<3xf32>
  %6 = arith.constant dense<[-0.0, -0.0]> : vector<2xf32>
  %7 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %8 = arith.constant dense<[4.0]> : vector<1xf32>
  %9 = arith.constant dense<[7, 7, 7, 7]> : vector<4xi32>
  %10 = arith.constant dense<[-1, 255, 128]> : vector<3xi8>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @dense() {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.500000e+00, -0.000000e+00, 0.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[9.9999999999999995E-8, 1.000000e-01]> : vector<2xf64>
// CHECK-NEXT: %cst_1 = arith.constant dense<[9.997550e-02, 6.550400e+04]> : vector<2xf16>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1.000980e-01, 3.004060e+38]> : vector<2xbf16>
// CHECK-NEXT: %cst_3 = arith.constant dense<9.9999999999999995E-8> : tensor<2x3xf64>
// CHECK-NEXT: %cst_4 = arith.constant dense<1.500000e+00> : vector<3xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<-0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<4.000000e+00> : vector<1xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT: %cst_9 = arith.constant dense<[-1, -1, -128]> : vector<3xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
