// LLVM's matrix intrinsics on flat vectors: llvm.intr.matrix.multiply (2x3 times 3x2, and an
// integer 2x2 product) and llvm.intr.matrix.transpose, column-major by default and row-major
// with -matrix-default-layout=row-major. Expected output from mlir-runner-22 with
// -enable-matrix -matrix-allow-contract and each -matrix-default-layout.
// RUN: corolift run %s | FileCheck %s
// RUN: corolift run %s -enable-matrix -matrix-allow-contract -matrix-default-layout=row-major | FileCheck %s --check-prefix=ROW
// COMPARE-SKIP: mlir-runner-22 lowers llvm.intr.matrix.* only with -enable-matrix, which the compare pipeline does not pass

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : vector<6xf64>
  %b = arith.constant dense<[0.5, -1.0, 2.0, 10.0, 0.25, 3.0]> : vector<6xf64>
  %c = llvm.intr.matrix.multiply %a, %b { lhs_rows = 2: i32, lhs_columns = 3: i32, rhs_columns = 2: i32 }
      : (vector<6xf64>, vector<6xf64>) -> vector<4xf64>
  vector.print %c : vector<4xf64>
  %d = llvm.intr.matrix.multiply %b, %a { lhs_rows = 3: i32, lhs_columns = 2: i32, rhs_columns = 3: i32 }
      : (vector<6xf64>, vector<6xf64>) -> vector<9xf64>
  vector.print %d : vector<9xf64>
  %t = llvm.intr.matrix.transpose %a { rows = 2: i32, columns = 3: i32 } : vector<6xf64> into vector<6xf64>
  vector.print %t : vector<6xf64>
  %t2 = llvm.intr.matrix.transpose %a { rows = 3: i32, columns = 2: i32 } : vector<6xf64> into vector<6xf64>
  vector.print %t2 : vector<6xf64>
  %i = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %j = arith.constant dense<[5, -6, 7, 8]> : vector<4xi32>
  %k = llvm.intr.matrix.multiply %i, %j { lhs_rows = 2: i32, lhs_columns = 2: i32, rhs_columns = 2: i32 }
      : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  vector.print %k : vector<4xi32>
  %f = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf32>
  %ft = llvm.intr.matrix.transpose %f { rows = 2: i32, columns = 4: i32 } : vector<8xf32> into vector<8xf32>
  vector.print %ft : vector<8xf32>
  return
}

// CHECK:      ( 7.5, 9, 25.75, 39 )
// CHECK-NEXT: ( 20.5, -0.5, 8, 41.5, -2, 18, 62.5, -3.5, 28 )
// CHECK-NEXT: ( 1, 3, 5, 2, 4, 6 )
// CHECK-NEXT: ( 1, 4, 2, 5, 3, 6 )
// CHECK-NEXT: ( -13, -14, 31, 46 )
// CHECK-NEXT: ( 1, 3, 5, 7, 2, 4, 6, 8 )

// ROW:      ( 5.25, 28, 13.5, 64 )
// ROW-NEXT: ( -3.5, -4, -4.5, 42, 54, 66, 12.25, 15.5, 18.75 )
// ROW-NEXT: ( 1, 4, 2, 5, 3, 6 )
// ROW-NEXT: ( 1, 3, 5, 2, 4, 6 )
// ROW-NEXT: ( 19, 10, 43, 14 )
// ROW-NEXT: ( 1, 5, 2, 6, 3, 7, 4, 8 )
