// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// f8E8M0FNU constants are powers of two rounded ties up (3.0 -> 4.0); 0.0 becomes the
// smallest value 2^-127; a negative decimal keeps its sign in the attribute (APFloat's object
// does, though the bits cannot); 0xFF is the NaN. Expected text from mlir-opt-22.

func.func @e8m0() {
  %0 = arith.constant 1.0 : f8E8M0FNU
  %1 = arith.constant 3.0 : f8E8M0FNU
  %2 = arith.constant 0.0 : f8E8M0FNU
  %3 = arith.constant -1.0 : f8E8M0FNU
  %4 = arith.constant -0.3 : f8E8M0FNU
  %5 = arith.constant 0x80 : f8E8M0FNU
  %6 = arith.constant 0xFF : f8E8M0FNU
  %7 = arith.constant 0x0 : f8E8M0FNU
  return
}

// CHECK: func.func @e8m0() {
// CHECK: %cst = arith.constant 1.000000e+00 : f8E8M0FNU
// CHECK: %cst_0 = arith.constant 4.000000e+00 : f8E8M0FNU
// CHECK: %cst_1 = arith.constant 5.877470e-39 : f8E8M0FNU
// CHECK: %cst_2 = arith.constant -1.000000e+00 : f8E8M0FNU
// CHECK: %cst_3 = arith.constant -2.500000e-01 : f8E8M0FNU
// CHECK: %cst_4 = arith.constant 2.000000e+00 : f8E8M0FNU
// CHECK: %cst_5 = arith.constant 0xFF : f8E8M0FNU
// CHECK: %cst_6 = arith.constant 5.877470e-39 : f8E8M0FNU
