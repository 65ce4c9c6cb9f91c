// vector.print of every vector shape (0-D, 1-D, 2-D, 3-D, 4-D, dimensions of size 1, rows
// longer than one 128-bit register) and element type (i1, i8, i16, i32, i64, index, f16,
// bf16, f32, f64), with each punctuation option after a vector (newline, comma, open,
// close, no_punctuation) and `str` literals between them.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %0 = arith.constant dense<1.5> : vector<f32>
  vector.print %0 : vector<f32>
  %1 = arith.constant dense<[true]> : vector<1xi1>
  vector.print %1 : vector<1xi1>
  %2 = arith.constant dense<[[1, -2, 3]]> : vector<1x3xi8>
  vector.print %2 : vector<1x3xi8>
  %3 = arith.constant dense<[[[1], [2]], [[3], [4]]]> : vector<2x2x1xi16>
  vector.print %3 : vector<2x2x1xi16>
  %4 = arith.constant dense<[[[[1, 2], [3, 4]]], [[[5, 6], [7, 8]]]]> : vector<2x1x2x2xi32>
  vector.print %4 : vector<2x1x2x2xi32>
  %5 = arith.constant dense<[-9223372036854775808, 9223372036854775807, 0]> : vector<3xi64>
  vector.print %5 : vector<3xi64>
  %6 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]> : vector<21xindex>
  vector.print %6 : vector<21xindex>
  %7 = arith.constant dense<[[0.5, -1.25], [3.0e4, 1.0e-3]]> : vector<2x2xf16>
  vector.print %7 : vector<2x2xf16>
  %8 = arith.constant dense<[1.5, -3.0e20, 7.0]> : vector<3xbf16>
  vector.print %8 : vector<3xbf16>
  %9 = arith.constant dense<[[1.0e100, -2.5e-10], [0.0, -0.0]]> : vector<2x2xf64>
  vector.print %9 : vector<2x2xf64>
  %10 = arith.constant dense<[255, 128, 127]> : vector<3xui8>
  vector.print %10 : vector<3xui8>
  %11 = arith.constant dense<[-1, 5]> : vector<2xsi16>
  vector.print %11 : vector<2xsi16>

  vector.print str "comma: "
  vector.print %2 : vector<1x3xi8> punctuation <comma>
  vector.print %0 : vector<f32> punctuation <comma>
  vector.print punctuation <newline>
  vector.print str "open: "
  vector.print %3 : vector<2x2x1xi16> punctuation <open>
  vector.print punctuation <newline>
  vector.print str "close: "
  vector.print %5 : vector<3xi64> punctuation <close>
  vector.print punctuation <newline>
  vector.print str "none: "
  vector.print %9 : vector<2x2xf64> punctuation <no_punctuation>
  vector.print %1 : vector<1xi1> punctuation <no_punctuation>
  vector.print
  vector.print %7 : vector<2x2xf16> punctuation <newline>
  return
}

// CHECK: ( 1.5 )
// CHECK-NEXT: ( 1 )
// CHECK-NEXT: ( ( 1, -2, 3 ) )
// CHECK-NEXT: ( ( ( 1 ), ( 2 ) ), ( ( 3 ), ( 4 ) ) )
// CHECK-NEXT: ( ( ( ( 1, 2 ), ( 3, 4 ) ) ), ( ( ( 5, 6 ), ( 7, 8 ) ) ) )
// CHECK-NEXT: ( -9223372036854775808, 9223372036854775807, 0 )
// CHECK-NEXT: ( 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 )
// CHECK-NEXT: ( ( 0.5, -1.25 ), ( 30000, 0.0010004 ) )
// CHECK-NEXT: ( 1.5, -2.9976e+20, 7 )
// CHECK-NEXT: ( ( 1e+100, -2.5e-10 ), ( 0, -0 ) )
// CHECK-NEXT: ( 255, 128, 127 )
// CHECK-NEXT: ( -1, 5 )
// CHECK-NEXT: comma: ( ( 1, -2, 3 ) ), ( 1.5 ),
// CHECK-NEXT: open: ( ( ( 1 ), ( 2 ) ), ( ( 3 ), ( 4 ) ) )(
// CHECK-NEXT: close: ( -9223372036854775808, 9223372036854775807, 0 ) )
// CHECK-NEXT: none: ( ( 1e+100, -2.5e-10 ), ( 0, -0 ) )( 1 )
// CHECK-NEXT: ( ( 0.5, -1.25 ), ( 30000, 0.0010004 ) )
