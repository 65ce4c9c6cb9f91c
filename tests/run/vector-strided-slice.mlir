// vector.extract_strided_slice and vector.insert_strided_slice: 1-D, 2-D and 3-D, slices of
// the leading dimensions only (trailing dimensions taken whole), strides 1 (the only ones MLIR 22 accepts), rows longer
// than one 128-bit register, element types i1, i8, i16, i32, i64, f16, f32, f64.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %a = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : vector<7xf32>
  %0 = vector.extract_strided_slice %a {offsets = [2], sizes = [3], strides = [1]} : vector<7xf32> to vector<3xf32>
  vector.print %0 : vector<3xf32>
  %b = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : vector<3x4xi32>
  %2 = vector.extract_strided_slice %b {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x4xi32> to vector<2x2xi32>
  vector.print %2 : vector<2x2xi32>
  %3 = vector.extract_strided_slice %b {offsets = [1], sizes = [2], strides = [1]} : vector<3x4xi32> to vector<2x4xi32>
  vector.print %3 : vector<2x4xi32>
  %c = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]> : vector<21xi8>
  %4 = vector.extract_strided_slice %c {offsets = [3], sizes = [17], strides = [1]} : vector<21xi8> to vector<17xi8>
  vector.print %4 : vector<17xi8>
  %5 = vector.extract_strided_slice %c {offsets = [16], sizes = [5], strides = [1]} : vector<21xi8> to vector<5xi8>
  vector.print %5 : vector<5xi8>
  %d = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]], [[9.0, 10.0], [11.0, 12.0]]]> : vector<3x2x2xf64>
  %6 = vector.extract_strided_slice %d {offsets = [1, 1, 1], sizes = [2, 1, 1], strides = [1, 1, 1]} : vector<3x2x2xf64> to vector<2x1x1xf64>
  vector.print %6 : vector<2x1x1xf64>
  %e = arith.constant dense<[true, false, true, true, false]> : vector<5xi1>
  %7 = vector.extract_strided_slice %e {offsets = [1], sizes = [3], strides = [1]} : vector<5xi1> to vector<3xi1>
  vector.print %7 : vector<3xi1>
  %f = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0]> : vector<10xf16>
  %8 = vector.extract_strided_slice %f {offsets = [7], sizes = [3], strides = [1]} : vector<10xf16> to vector<3xf16>
  vector.print %8 : vector<3xf16>

  %s = arith.constant dense<[-1.0, -2.0]> : vector<2xf32>
  %10 = vector.insert_strided_slice %s, %a {offsets = [4], strides = [1]} : vector<2xf32> into vector<7xf32>
  vector.print %10 : vector<7xf32>
  %11 = vector.insert_strided_slice %s, %a {offsets = [0], strides = [1]} : vector<2xf32> into vector<7xf32>
  vector.print %11 : vector<7xf32>
  %t = arith.constant dense<[[-1, -2], [-3, -4]]> : vector<2x2xi32>
  %12 = vector.insert_strided_slice %t, %b {offsets = [1, 2], strides = [1, 1]} : vector<2x2xi32> into vector<3x4xi32>
  vector.print %12 : vector<3x4xi32>
  %u = arith.constant dense<[0, 0, 0]> : vector<3xi32>
  %13 = vector.insert_strided_slice %u, %b {offsets = [2, 1], strides = [1]} : vector<3xi32> into vector<3x4xi32>
  vector.print %13 : vector<3x4xi32>
  %v = arith.constant dense<[100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116]> : vector<17xi8>
  %14 = vector.insert_strided_slice %v, %c {offsets = [2], strides = [1]} : vector<17xi8> into vector<21xi8>
  vector.print %14 : vector<21xi8>
  %w = arith.constant dense<[[0.5], [0.25]]> : vector<2x1xf64>
  %15 = vector.insert_strided_slice %w, %d {offsets = [2, 0, 1], strides = [1, 1]} : vector<2x1xf64> into vector<3x2x2xf64>
  vector.print %15 : vector<3x2x2xf64>
  %x = arith.constant dense<[false, false]> : vector<2xi1>
  %16 = vector.insert_strided_slice %x, %e {offsets = [2], strides = [1]} : vector<2xi1> into vector<5xi1>
  vector.print %16 : vector<5xi1>
  %y = arith.constant dense<[[7, 8, 9]]> : vector<1x3xi16>
  %z = arith.constant dense<0> : vector<2x2x5xi16>
  %17 = vector.insert_strided_slice %y, %z {offsets = [1, 1, 2], strides = [1, 1]} : vector<1x3xi16> into vector<2x2x5xi16>
  vector.print %17 : vector<2x2x5xi16>
  %l = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi64>
  %m = arith.constant dense<[9]> : vector<1xi64>
  %18 = vector.insert_strided_slice %m, %l {offsets = [0, 1], strides = [1]} : vector<1xi64> into vector<2x2xi64>
  vector.print %18 : vector<2x2xi64>
  return
}

// CHECK: ( 2, 3, 4 )
// CHECK-NEXT: ( ( 6, 7 ), ( 10, 11 ) )
// CHECK-NEXT: ( ( 5, 6, 7, 8 ), ( 9, 10, 11, 12 ) )
// CHECK-NEXT: ( 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19 )
// CHECK-NEXT: ( 16, 17, 18, 19, 20 )
// CHECK-NEXT: ( ( ( 8 ) ), ( ( 12 ) ) )
// CHECK-NEXT: ( 0, 1, 1 )
// CHECK-NEXT: ( 8, 9, 10 )
// CHECK-NEXT: ( 0, 1, 2, 3, -1, -2, 6 )
// CHECK-NEXT: ( -1, -2, 2, 3, 4, 5, 6 )
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 5, 6, -1, -2 ), ( 9, 10, -3, -4 ) )
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 5, 6, 7, 8 ), ( 9, 0, 0, 0 ) )
// CHECK-NEXT: ( 0, 1, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 19, 20 )
// CHECK-NEXT: ( ( ( 1, 2 ), ( 3, 4 ) ), ( ( 5, 6 ), ( 7, 8 ) ), ( ( 9, 0.5 ), ( 11, 0.25 ) ) )
// CHECK-NEXT: ( 1, 0, 0, 0, 0 )
// CHECK-NEXT: ( ( ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 0, 0 ) ), ( ( 0, 0, 0, 0, 0 ), ( 0, 0, 7, 8, 9 ) ) )
// CHECK-NEXT: ( ( 1, 9 ), ( 3, 4 ) )
