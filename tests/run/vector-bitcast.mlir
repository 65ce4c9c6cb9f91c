// vector.bitcast: the bytes of each innermost row reinterpreted (little-endian) as lanes of
// another width: i32 <-> i8, f32 <-> i32, f64 -> i32, i64 -> i16, f16 <-> i16, f16 -> i8,
// bit-packed i1 (vector<16xi1> -> vector<2xi8>, vector<1xi8> -> vector<8xi1>), n-D (acts on the
// innermost dimension), rows longer than one 128-bit register.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %a = arith.constant dense<[1, 256, -1, 305419896]> : vector<4xi32>
  %0 = vector.bitcast %a : vector<4xi32> to vector<16xi8>
  vector.print %0 : vector<16xi8>
  %1 = vector.bitcast %0 : vector<16xi8> to vector<4xi32>
  vector.print %1 : vector<4xi32>
  %2 = vector.bitcast %a : vector<4xi32> to vector<2xi64>
  vector.print %2 : vector<2xi64>
  %b = arith.constant dense<[1.0, -2.5, 0.15625]> : vector<3xf32>
  %3 = vector.bitcast %b : vector<3xf32> to vector<3xi32>
  vector.print %3 : vector<3xi32>
  %4 = vector.bitcast %3 : vector<3xi32> to vector<3xf32>
  vector.print %4 : vector<3xf32>
  %5 = vector.bitcast %b : vector<3xf32> to vector<6xi16>
  vector.print %5 : vector<6xi16>
  %c = arith.constant dense<[[1.0, -0.0], [2.0, 3.5]]> : vector<2x2xf64>
  %6 = vector.bitcast %c : vector<2x2xf64> to vector<2x4xi32>
  vector.print %6 : vector<2x4xi32>
  %d = arith.constant dense<[[1, -2, 3], [4, 5, -6]]> : vector<2x3xi64>
  %7 = vector.bitcast %d : vector<2x3xi64> to vector<2x12xi16>
  vector.print %7 : vector<2x12xi16>
  %e = arith.constant dense<[1.0, 2.0, -1.5, 65504.0, 0.5]> : vector<5xf16>
  %8 = vector.bitcast %e : vector<5xf16> to vector<5xi16>
  vector.print %8 : vector<5xi16>
  %9 = vector.bitcast %e : vector<5xf16> to vector<10xi8>
  vector.print %9 : vector<10xi8>
  %10 = vector.bitcast %8 : vector<5xi16> to vector<5xf16>
  vector.print %10 : vector<5xf16>
  %f = arith.constant dense<[true, false, true, true, false, false, false, true, false, true, false, false, false, false, false, true]> : vector<16xi1>
  %11 = vector.bitcast %f : vector<16xi1> to vector<2xi8>
  vector.print %11 : vector<2xi8>
  %g = arith.constant dense<[-91]> : vector<1xi8>
  %12 = vector.bitcast %g : vector<1xi8> to vector<8xi1>
  vector.print %12 : vector<8xi1>
  %h = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]> : vector<24xi8>
  %13 = vector.bitcast %h : vector<24xi8> to vector<6xi32>
  vector.print %13 : vector<6xi32>
  %14 = vector.bitcast %h : vector<24xi8> to vector<3xf64>
  %15 = vector.bitcast %14 : vector<3xf64> to vector<12xi16>
  vector.print %15 : vector<12xi16>
  %i = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %16 = vector.bitcast %i : vector<2x2xi32> to vector<2x1xi64>
  vector.print %16 : vector<2x1xi64>
  return
}

// CHECK: ( 1, 0, 0, 0, 0, 1, 0, 0, -1, -1, -1, -1, 120, 86, 52, 18 )
// CHECK-NEXT: ( 1, 256, -1, 305419896 )
// CHECK-NEXT: ( 1099511627777, 1311768469162688511 )
// CHECK-NEXT: ( 1065353216, -1071644672, 1042284544 )
// CHECK-NEXT: ( 1, -2.5, 0.15625 )
// CHECK-NEXT: ( 0, 16256, 0, -16352, 0, 15904 )
// CHECK-NEXT: ( ( 0, 1072693248, 0, -2147483648 ), ( 0, 1073741824, 0, 1074528256 ) )
// CHECK-NEXT: ( ( 1, 0, 0, 0, -2, -1, -1, -1, 3, 0, 0, 0 ), ( 4, 0, 0, 0, 5, 0, 0, 0, -6, -1, -1, -1 ) )
// CHECK-NEXT: ( 15360, 16384, -16896, 31743, 14336 )
// CHECK-NEXT: ( 0, 60, 0, 64, 0, -66, -1, 123, 0, 56 )
// CHECK-NEXT: ( 1, 2, -1.5, 65504, 0.5 )
// CHECK-NEXT: ( -115, -126 )
// CHECK-NEXT: ( 1, 0, 1, 0, 0, 1, 0, 1 )
// CHECK-NEXT: ( 50462976, 117835012, 185207048, 252579084, 319951120, 387323156 )
// CHECK-NEXT: ( 256, 770, 1284, 1798, 2312, 2826, 3340, 3854, 4368, 4882, 5396, 5910 )
// CHECK-NEXT: ( ( 8589934593 ), ( 17179869187 ) )
