// vector.transpose: 2-D (square 4x4 f32, 2x3, 17x2 i8 across 128-bit registers), 3-D with
// every kind of permutation, identity permutations, element types i1, i8, i16, i32, i64,
// index, f16, f32, f64.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : vector<4x4xf32>
  %0 = vector.transpose %a, [1, 0] : vector<4x4xf32> to vector<4x4xf32>
  vector.print %0 : vector<4x4xf32>
  %b = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %1 = vector.transpose %b, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  vector.print %1 : vector<3x2xi32>
  %2 = vector.transpose %b, [0, 1] : vector<2x3xi32> to vector<2x3xi32>
  vector.print %2 : vector<2x3xi32>
  %c = arith.constant dense<[[0, 1], [2, 3], [4, 5], [6, 7], [8, 9], [10, 11], [12, 13], [14, 15], [16, 17], [18, 19], [20, 21], [22, 23], [24, 25], [26, 27], [28, 29], [30, 31], [32, 33]]> : vector<17x2xi8>
  %3 = vector.transpose %c, [1, 0] : vector<17x2xi8> to vector<2x17xi8>
  vector.print %3 : vector<2x17xi8>
  %d = arith.constant dense<[[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]], [[13, 14, 15, 16], [17, 18, 19, 20], [21, 22, 23, 24]]]> : vector<2x3x4xi16>
  %4 = vector.transpose %d, [2, 0, 1] : vector<2x3x4xi16> to vector<4x2x3xi16>
  vector.print %4 : vector<4x2x3xi16>
  %5 = vector.transpose %d, [1, 2, 0] : vector<2x3x4xi16> to vector<3x4x2xi16>
  vector.print %5 : vector<3x4x2xi16>
  %6 = vector.transpose %d, [0, 2, 1] : vector<2x3x4xi16> to vector<2x4x3xi16>
  vector.print %6 : vector<2x4x3xi16>
  %7 = vector.transpose %d, [1, 0, 2] : vector<2x3x4xi16> to vector<3x2x4xi16>
  vector.print %7 : vector<3x2x4xi16>
  %8 = vector.transpose %d, [2, 1, 0] : vector<2x3x4xi16> to vector<4x3x2xi16>
  vector.print %8 : vector<4x3x2xi16>
  %e = arith.constant dense<[[true, false, false], [true, true, false]]> : vector<2x3xi1>
  %9 = vector.transpose %e, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
  vector.print %9 : vector<3x2xi1>
  %f = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : vector<3x3xi64>
  %10 = vector.transpose %f, [1, 0] : vector<3x3xi64> to vector<3x3xi64>
  vector.print %10 : vector<3x3xi64>
  %g = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xindex>
  %11 = vector.transpose %g, [1, 0] : vector<2x2xindex> to vector<2x2xindex>
  vector.print %11 : vector<2x2xindex>
  %h = arith.constant dense<[[0.5, 1.5, 2.5, 3.5, 4.5], [5.5, 6.5, 7.5, 8.5, 9.5]]> : vector<2x5xf16>
  %12 = vector.transpose %h, [1, 0] : vector<2x5xf16> to vector<5x2xf16>
  vector.print %12 : vector<5x2xf16>
  %i = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : vector<3x2xf64>
  %13 = vector.transpose %i, [1, 0] : vector<3x2xf64> to vector<2x3xf64>
  vector.print %13 : vector<2x3xf64>
  %j = arith.constant dense<[[1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16], [17, 18, 19, 20, 21, 22, 23, 24], [25, 26, 27, 28, 29, 30, 31, 32], [33, 34, 35, 36, 37, 38, 39, 40], [41, 42, 43, 44, 45, 46, 47, 48], [48, 50, 51, 52, 53, 54, 55, 56], [57, 58, 59, 60, 61, 62, 63, 64]]> : vector<8x8xi32>
  %14 = vector.transpose %j, [1, 0] : vector<8x8xi32> to vector<8x8xi32>
  vector.print %14 : vector<8x8xi32>
  return
}

// CHECK: ( ( 1, 5, 9, 13 ), ( 2, 6, 10, 14 ), ( 3, 7, 11, 15 ), ( 4, 8, 12, 16 ) )
// CHECK-NEXT: ( ( 1, 4 ), ( 2, 5 ), ( 3, 6 ) )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 4, 5, 6 ) )
// CHECK-NEXT: ( ( 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32 ), ( 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33 ) )
// CHECK-NEXT: ( ( ( 1, 5, 9 ), ( 13, 17, 21 ) ), ( ( 2, 6, 10 ), ( 14, 18, 22 ) ), ( ( 3, 7, 11 ), ( 15, 19, 23 ) ), ( ( 4, 8, 12 ), ( 16, 20, 24 ) ) )
// CHECK-NEXT: ( ( ( 1, 13 ), ( 2, 14 ), ( 3, 15 ), ( 4, 16 ) ), ( ( 5, 17 ), ( 6, 18 ), ( 7, 19 ), ( 8, 20 ) ), ( ( 9, 21 ), ( 10, 22 ), ( 11, 23 ), ( 12, 24 ) ) )
// CHECK-NEXT: ( ( ( 1, 5, 9 ), ( 2, 6, 10 ), ( 3, 7, 11 ), ( 4, 8, 12 ) ), ( ( 13, 17, 21 ), ( 14, 18, 22 ), ( 15, 19, 23 ), ( 16, 20, 24 ) ) )
// CHECK-NEXT: ( ( ( 1, 2, 3, 4 ), ( 13, 14, 15, 16 ) ), ( ( 5, 6, 7, 8 ), ( 17, 18, 19, 20 ) ), ( ( 9, 10, 11, 12 ), ( 21, 22, 23, 24 ) ) )
// CHECK-NEXT: ( ( ( 1, 13 ), ( 5, 17 ), ( 9, 21 ) ), ( ( 2, 14 ), ( 6, 18 ), ( 10, 22 ) ), ( ( 3, 15 ), ( 7, 19 ), ( 11, 23 ) ), ( ( 4, 16 ), ( 8, 20 ), ( 12, 24 ) ) )
// CHECK-NEXT: ( ( 1, 1 ), ( 0, 1 ), ( 0, 0 ) )
// CHECK-NEXT: ( ( 1, 4, 7 ), ( 2, 5, 8 ), ( 3, 6, 9 ) )
// CHECK-NEXT: ( ( 1, 3 ), ( 2, 4 ) )
// CHECK-NEXT: ( ( 0.5, 5.5 ), ( 1.5, 6.5 ), ( 2.5, 7.5 ), ( 3.5, 8.5 ), ( 4.5, 9.5 ) )
// CHECK-NEXT: ( ( 1, 3, 5 ), ( 2, 4, 6 ) )
// CHECK-NEXT: ( ( 1, 9, 17, 25, 33, 41, 48, 57 ), ( 2, 10, 18, 26, 34, 42, 50, 58 ), ( 3, 11, 19, 27, 35, 43, 51, 59 ), ( 4, 12, 20, 28, 36, 44, 52, 60 ), ( 5, 13, 21, 29, 37, 45, 53, 61 ), ( 6, 14, 22, 30, 38, 46, 54, 62 ), ( 7, 15, 23, 31, 39, 47, 55, 63 ), ( 8, 16, 24, 32, 40, 48, 56, 64 ) )
