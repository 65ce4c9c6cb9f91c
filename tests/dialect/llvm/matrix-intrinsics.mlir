// llvm.intr.matrix.multiply / transpose parse, print in mlir-opt-22's custom and generic
// forms, and verify their element counts. Expected text from mlir-opt-22.
// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @f
// CHECK: %0 = llvm.intr.matrix.multiply %arg0, %arg1 {lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32} : (vector<4xf64>, vector<6xf64>) -> vector<6xf64>
// CHECK: %1 = llvm.intr.matrix.transpose %arg0 {columns = 2 : i32, rows = 2 : i32} : vector<4xf64> into vector<4xf64>
// GENERIC: %0 = "llvm.intr.matrix.multiply"(%arg0, %arg1) <{lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32}> : (vector<4xf64>, vector<6xf64>) -> vector<6xf64>
// GENERIC: %1 = "llvm.intr.matrix.transpose"(%arg0) <{columns = 2 : i32, rows = 2 : i32}> : (vector<4xf64>) -> vector<4xf64>
func.func @f(%a: vector<4xf64>, %b: vector<6xf64>) -> (vector<4xf64>, vector<6xf64>) {
  %c = llvm.intr.matrix.multiply %a, %b { lhs_rows = 2: i32, lhs_columns = 2: i32 , rhs_columns = 3: i32 } : (vector<4xf64>, vector<6xf64>) -> vector<6xf64>
  %t = llvm.intr.matrix.transpose %a { rows = 2: i32, columns = 2: i32 } : vector<4xf64> into vector<4xf64>
  return %t, %c : vector<4xf64>, vector<6xf64>
}
