// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// f80 and f128 constants: MLIR reads a decimal literal as a double, so 0.1 is the double
// nearest 0.1, which the six-digit form does not give back in these wider types; it prints
// in the natural form with the type's precision (21 digits for f80, 36 for f128), and in hex
// when that form has no '.'. Expected text from mlir-opt-22.

func.func @wide() {
  %0 = arith.constant 1.5 : f80
  %1 = arith.constant 0.1 : f80
  %2 = arith.constant 3.14159 : f80
  %3 = arith.constant -1.0e-30 : f80
  %4 = arith.constant 0x7FFF8000000000000000 : f80
  %5 = arith.constant 0xFFFFC000000000000000 : f80
  %6 = arith.constant 2.5 : f128
  %7 = arith.constant 0.1 : f128
  %8 = arith.constant 1.0e-5 : f128
  %9 = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %10 = arith.constant 123456789.0 : f128
  return
}

// CHECK: func.func @wide() {
// CHECK: %cst = arith.constant 1.500000e+00 : f80
// CHECK: %cst_0 = arith.constant 0.100000000000000005551 : f80
// CHECK: %cst_1 = arith.constant 3.14158999999999988262 : f80
// CHECK: %cst_2 = arith.constant -1.00000000000000008334E-30 : f80
// CHECK: %cst_3 = arith.constant 0x7FFF8000000000000000 : f80
// CHECK: %cst_4 = arith.constant 0xFFFFC000000000000000 : f80
// CHECK: %cst_5 = arith.constant 2.500000e+00 : f128
// CHECK: %cst_6 = arith.constant 0.100000000000000005551115123125782702 : f128
// CHECK: %cst_7 = arith.constant 1.00000000000000008180305391403130955E-5 : f128
// CHECK: %cst_8 = arith.constant 0x7FFF0000000000000000000000000000 : f128
// CHECK: %cst_9 = arith.constant 0x4019D6F3454000000000000000000000 : f128
