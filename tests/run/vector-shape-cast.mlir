// vector.shape_cast: between 1-D, n-D and 0-D shapes with the same number of elements
// (rows merged, split and kept), rows longer than one 128-bit register, element types i1,
// i8, i16, i32, i64, index, f16, f32, f64.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %0 = vector.shape_cast %a : vector<2x3xf32> to vector<6xf32>
  vector.print %0 : vector<6xf32>
  %1 = vector.shape_cast %a : vector<2x3xf32> to vector<3x2xf32>
  vector.print %1 : vector<3x2xf32>
  %2 = vector.shape_cast %a : vector<2x3xf32> to vector<2x1x3xf32>
  vector.print %2 : vector<2x1x3xf32>
  %3 = vector.shape_cast %0 : vector<6xf32> to vector<1x2x3xf32>
  vector.print %3 : vector<1x2x3xf32>
  %b = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]> : vector<36xi8>
  %4 = vector.shape_cast %b : vector<36xi8> to vector<2x18xi8>
  vector.print %4 : vector<2x18xi8>
  %5 = vector.shape_cast %b : vector<36xi8> to vector<4x9xi8>
  vector.print %5 : vector<4x9xi8>
  %6 = vector.shape_cast %5 : vector<4x9xi8> to vector<2x2x9xi8>
  vector.print %6 : vector<2x2x9xi8>
  %c = arith.constant dense<[[true, false], [false, true], [true, true]]> : vector<3x2xi1>
  %7 = vector.shape_cast %c : vector<3x2xi1> to vector<2x3xi1>
  vector.print %7 : vector<2x3xi1>
  %d = arith.constant dense<7.5> : vector<f64>
  %8 = vector.shape_cast %d : vector<f64> to vector<1xf64>
  vector.print %8 : vector<1xf64>
  %9 = vector.shape_cast %8 : vector<1xf64> to vector<f64>
  vector.print %9 : vector<f64>
  %10 = vector.shape_cast %d : vector<f64> to vector<1x1xf64>
  vector.print %10 : vector<1x1xf64>
  %e = arith.constant dense<[[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]> : vector<2x5xi16>
  %11 = vector.shape_cast %e : vector<2x5xi16> to vector<5x2xi16>
  vector.print %11 : vector<5x2xi16>
  %f = arith.constant dense<[1, 2, 3, 4, 5, 6]> : vector<6xi64>
  %12 = vector.shape_cast %f : vector<6xi64> to vector<3x2xi64>
  vector.print %12 : vector<3x2xi64>
  %g = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xindex>
  %13 = vector.shape_cast %g : vector<2x2xindex> to vector<4xindex>
  vector.print %13 : vector<4xindex>
  %h = arith.constant dense<[[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5]]> : vector<1x10xf16>
  %14 = vector.shape_cast %h : vector<1x10xf16> to vector<10x1xf16>
  vector.print %14 : vector<10x1xf16>
  %i = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : vector<2x4xi32>
  %15 = vector.shape_cast %i : vector<2x4xi32> to vector<2x2x2xi32>
  vector.print %15 : vector<2x2x2xi32>
  return
}

// CHECK: ( 1, 2, 3, 4, 5, 6 )
// CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ), ( 5, 6 ) )
// CHECK-NEXT: ( ( ( 1, 2, 3 ) ), ( ( 4, 5, 6 ) ) )
// CHECK-NEXT: ( ( ( 1, 2, 3 ), ( 4, 5, 6 ) ) )
// CHECK-NEXT: ( ( 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17 ), ( 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35 ) )
// CHECK-NEXT: ( ( 0, 1, 2, 3, 4, 5, 6, 7, 8 ), ( 9, 10, 11, 12, 13, 14, 15, 16, 17 ), ( 18, 19, 20, 21, 22, 23, 24, 25, 26 ), ( 27, 28, 29, 30, 31, 32, 33, 34, 35 ) )
// CHECK-NEXT: ( ( ( 0, 1, 2, 3, 4, 5, 6, 7, 8 ), ( 9, 10, 11, 12, 13, 14, 15, 16, 17 ) ), ( ( 18, 19, 20, 21, 22, 23, 24, 25, 26 ), ( 27, 28, 29, 30, 31, 32, 33, 34, 35 ) ) )
// CHECK-NEXT: ( ( 1, 0, 0 ), ( 1, 1, 1 ) )
// CHECK-NEXT: ( 7.5 )
// CHECK-NEXT: ( 7.5 )
// CHECK-NEXT: ( ( 7.5 ) )
// CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ), ( 5, 6 ), ( 7, 8 ), ( 9, 10 ) )
// CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ), ( 5, 6 ) )
// CHECK-NEXT: ( 1, 2, 3, 4 )
// CHECK-NEXT: ( ( 0.5 ), ( 1.5 ), ( 2.5 ), ( 3.5 ), ( 4.5 ), ( 5.5 ), ( 6.5 ), ( 7.5 ), ( 8.5 ), ( 9.5 ) )
// CHECK-NEXT: ( ( ( 1, 2 ), ( 3, 4 ) ), ( ( 5, 6 ), ( 7, 8 ) ) )
