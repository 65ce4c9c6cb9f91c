// vector.shuffle: 1-D (equal and different operand lengths, results longer and shorter
// than the operands, across 128-bit registers), n-D on the leading dimension, 0-D operands,
// and poison (-1) mask entries of 1-D shuffles (MLIR 22's LLVM lowering rejects them in n-D
// ones), whose lanes are never printed: only the defined lanes are
// extracted. Element types i1, i8, i16, i32, i64, index, f16, f32, f64.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %a = arith.constant dense<[0.5, 1.5, 2.5, 3.5]> : vector<4xf32>
  %b = arith.constant dense<[10.0, 11.0, 12.0, 13.0, 14.0]> : vector<5xf32>
  %0 = vector.shuffle %a, %b [8, 0, 4, 3, 7, 1, 2, 6, 5] : vector<4xf32>, vector<5xf32>
  vector.print %0 : vector<9xf32>
  %1 = vector.shuffle %a, %a [3, 2] : vector<4xf32>, vector<4xf32>
  vector.print %1 : vector<2xf32>

  %c = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]> : vector<20xi8>
  %d = arith.constant dense<[-1, -2, -3]> : vector<3xi8>
  %2 = vector.shuffle %c, %d [19, 20, 0, 21, 16, 15, 14, 22, 1, 2, 3, 17, 18, 5, 6, 7, 8, 9, 10, 11, 4] : vector<20xi8>, vector<3xi8>
  vector.print %2 : vector<21xi8>

  %e = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi64>
  %f = arith.constant dense<[[7, 8]]> : vector<1x2xi64>
  %3 = vector.shuffle %e, %f [3, 0, 2, 3] : vector<3x2xi64>, vector<1x2xi64>
  vector.print %3 : vector<4x2xi64>

  %g = arith.constant dense<[[[1.0, 2.0, 3.0]], [[4.0, 5.0, 6.0]]]> : vector<2x1x3xf16>
  %4 = vector.shuffle %g, %g [1, 2, 0] : vector<2x1x3xf16>, vector<2x1x3xf16>
  vector.print %4 : vector<3x1x3xf16>

  %h = arith.constant dense<1.25> : vector<f64>
  %i = arith.constant dense<-2.0> : vector<f64>
  %5 = vector.shuffle %h, %i [1, 0, 1] : vector<f64>, vector<f64>
  vector.print %5 : vector<3xf64>

  %j = arith.constant dense<[true, false, true]> : vector<3xi1>
  %k = arith.constant dense<[false, true]> : vector<2xi1>
  %6 = vector.shuffle %j, %k [4, 3, 0, 1, 2] : vector<3xi1>, vector<2xi1>
  vector.print %6 : vector<5xi1>

  %l = arith.constant dense<[100, 200, 300, 400, 500, 600, 700, 800, 900]> : vector<9xi16>
  %7 = vector.shuffle %l, %l [8, 17, 0, 9, 4, 13, 7, 16, 1, 10] : vector<9xi16>, vector<9xi16>
  vector.print %7 : vector<10xi16>

  %m = arith.constant dense<[4, 5, 6]> : vector<3xindex>
  %n = arith.constant dense<[7, 8, 9, 10, 11]> : vector<5xi32>
  %8 = vector.shuffle %m, %m [2, 1, 0] : vector<3xindex>, vector<3xindex>
  vector.print %8 : vector<3xindex>
  %9 = vector.shuffle %n, %n [4, 3, 2, 1, 0, 9] : vector<5xi32>, vector<5xi32>
  vector.print %9 : vector<6xi32>

  // Poison entries: only the defined lanes are looked at.
  %10 = vector.shuffle %n, %n [-1, 4, -1, 0] : vector<5xi32>, vector<5xi32>
  %11 = vector.extract %10[1] : i32 from vector<4xi32>
  %12 = vector.extract %10[3] : i32 from vector<4xi32>
  vector.print %11 : i32
  vector.print %12 : i32
  return
}

// CHECK: ( 14, 0.5, 10, 3.5, 13, 1.5, 2.5, 12, 11 )
// CHECK-NEXT: ( 3.5, 2.5 )
// CHECK-NEXT: ( 19, -1, 0, -2, 16, 15, 14, -3, 1, 2, 3, 17, 18, 5, 6, 7, 8, 9, 10, 11, 4 )
// CHECK-NEXT: ( ( 7, 8 ), ( 1, 2 ), ( 5, 6 ), ( 7, 8 ) )
// CHECK-NEXT: ( ( ( 4, 5, 6 ) ), ( ( 1, 2, 3 ) ), ( ( 1, 2, 3 ) ) )
// CHECK-NEXT: ( -2, 1.25, -2 )
// CHECK-NEXT: ( 1, 0, 1, 0, 1 )
// CHECK-NEXT: ( 900, 900, 100, 100, 500, 500, 800, 800, 200, 200 )
// CHECK-NEXT: ( 6, 5, 4 )
// CHECK-NEXT: ( 11, 10, 9, 8, 7, 11 )
// CHECK-NEXT: 11
// CHECK-NEXT: 7
