// vector.interleave and vector.deinterleave: 1-D, n-D (acting on the innermost dimension),
// 0-D operands of interleave, odd and over-16 row lengths, element types i1, i8, i16, i32,
// i64, index, f16, f32, f64; deinterleave of an interleave gives the operands back.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %b = arith.constant dense<[-1.0, -2.0, -3.0]> : vector<3xf32>
  %0 = vector.interleave %a, %b : vector<3xf32> -> vector<6xf32>
  vector.print %0 : vector<6xf32>
  %1, %2 = vector.deinterleave %0 : vector<6xf32> -> vector<3xf32>
  vector.print %1 : vector<3xf32>
  vector.print %2 : vector<3xf32>
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi64>
  %d = arith.constant dense<[[5, 6], [7, 8]]> : vector<2x2xi64>
  %3 = vector.interleave %c, %d : vector<2x2xi64> -> vector<2x4xi64>
  vector.print %3 : vector<2x4xi64>
  %e = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]> : vector<19xi8>
  %f = arith.constant dense<[100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118]> : vector<19xi8>
  %4 = vector.interleave %e, %f : vector<19xi8> -> vector<38xi8>
  vector.print %4 : vector<38xi8>
  %5, %6 = vector.deinterleave %4 : vector<38xi8> -> vector<19xi8>
  vector.print %5 : vector<19xi8>
  vector.print %6 : vector<19xi8>
  %g = arith.constant dense<2.5> : vector<f64>
  %h = arith.constant dense<-0.5> : vector<f64>
  %7 = vector.interleave %g, %h : vector<f64> -> vector<2xf64>
  vector.print %7 : vector<2xf64>
  %i = arith.constant dense<[[true, true, false], [false, true, false]]> : vector<2x3xi1>
  %j = arith.constant dense<[[false, false, false], [true, true, true]]> : vector<2x3xi1>
  %8 = vector.interleave %i, %j : vector<2x3xi1> -> vector<2x6xi1>
  vector.print %8 : vector<2x6xi1>
  %k = arith.constant dense<[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]]> : vector<2x10xi16>
  %9, %10 = vector.deinterleave %k : vector<2x10xi16> -> vector<2x5xi16>
  vector.print %9 : vector<2x5xi16>
  vector.print %10 : vector<2x5xi16>
  %l = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : vector<8xi32>
  %11, %12 = vector.deinterleave %l : vector<8xi32> -> vector<4xi32>
  vector.print %11 : vector<4xi32>
  vector.print %12 : vector<4xi32>
  %13 = vector.interleave %11, %12 : vector<4xi32> -> vector<8xi32>
  vector.print %13 : vector<8xi32>
  %m = arith.constant dense<[1, 2]> : vector<2xindex>
  %n = arith.constant dense<[3, 4]> : vector<2xindex>
  %14 = vector.interleave %m, %n : vector<2xindex> -> vector<4xindex>
  vector.print %14 : vector<4xindex>
  %o = arith.constant dense<[0.5, 1.5, 2.5, 3.5, 4.5]> : vector<5xf16>
  %p = arith.constant dense<[5.5, 6.5, 7.5, 8.5, 9.5]> : vector<5xf16>
  %15 = vector.interleave %o, %p : vector<5xf16> -> vector<10xf16>
  vector.print %15 : vector<10xf16>
  %q = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %16, %17 = vector.deinterleave %q : vector<2xf32> -> vector<1xf32>
  vector.print %16 : vector<1xf32>
  vector.print %17 : vector<1xf32>
  return
}

// CHECK: ( 1, -1, 2, -2, 3, -3 )
// CHECK-NEXT: ( 1, 2, 3 )
// CHECK-NEXT: ( -1, -2, -3 )
// CHECK-NEXT: ( ( 1, 5, 2, 6 ), ( 3, 7, 4, 8 ) )
// CHECK-NEXT: ( 0, 100, 1, 101, 2, 102, 3, 103, 4, 104, 5, 105, 6, 106, 7, 107, 8, 108, 9, 109, 10, 110, 11, 111, 12, 112, 13, 113, 14, 114, 15, 115, 16, 116, 17, 117, 18, 118 )
// CHECK-NEXT: ( 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18 )
// CHECK-NEXT: ( 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118 )
// CHECK-NEXT: ( 2.5, -0.5 )
// CHECK-NEXT: ( ( 1, 0, 1, 0, 0, 0 ), ( 0, 1, 1, 1, 0, 1 ) )
// CHECK-NEXT: ( ( 1, 3, 5, 7, 9 ), ( 11, 13, 15, 17, 19 ) )
// CHECK-NEXT: ( ( 2, 4, 6, 8, 10 ), ( 12, 14, 16, 18, 20 ) )
// CHECK-NEXT: ( 1, 3, 5, 7 )
// CHECK-NEXT: ( 2, 4, 6, 8 )
// CHECK-NEXT: ( 1, 2, 3, 4, 5, 6, 7, 8 )
// CHECK-NEXT: ( 1, 3, 2, 4 )
// CHECK-NEXT: ( 0.5, 5.5, 1.5, 6.5, 2.5, 7.5, 3.5, 8.5, 4.5, 9.5 )
// CHECK-NEXT: ( 1 )
// CHECK-NEXT: ( 2 )
