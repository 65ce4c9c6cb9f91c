// A matrix product whose vectors do not hold the matrices its attributes describe parses
// (mlir-opt-22 accepts it too) but is rejected by code generation with a located error.
// RUN: not corolift run %s 2>&1 | FileCheck %s
// CHECK: matrix-multiply-bad-shape.mlir:[[@LINE+3]]:8: error: 'llvm.intr.matrix.multiply' op operand and result vectors must hold lhs_rows x lhs_columns, lhs_columns x rhs_columns and lhs_rows x rhs_columns elements
func.func @main() {
  %a = arith.constant dense<1.0> : vector<4xf64>
  %c = llvm.intr.matrix.multiply %a, %a { lhs_rows = 3: i32, lhs_columns = 2: i32 , rhs_columns = 3: i32 } : (vector<4xf64>, vector<4xf64>) -> vector<9xf64>
  vector.print %c : vector<9xf64>
  return
}
