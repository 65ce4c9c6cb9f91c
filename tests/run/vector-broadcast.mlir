// vector.broadcast: scalars to 1-D, n-D and 0-D vectors of every element type, lower-rank
// vectors to higher ranks (trailing dimensions aligned, size-1 dimensions stretched), 0-D and
// one-lane vectors to many lanes. Scalars come in as function arguments so nothing folds.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @scalars(%f: f32, %d: f64, %h: f16, %i8: i8, %i1: i1, %i16: i16, %i64: i64, %ix: index) {
  %0 = vector.broadcast %f : f32 to vector<5xf32>
  vector.print %0 : vector<5xf32>
  %1 = vector.broadcast %d : f64 to vector<2x3xf64>
  vector.print %1 : vector<2x3xf64>
  %2 = vector.broadcast %h : f16 to vector<9xf16>
  vector.print %2 : vector<9xf16>
  %3 = vector.broadcast %i8 : i8 to vector<17xi8>
  vector.print %3 : vector<17xi8>
  %4 = vector.broadcast %i1 : i1 to vector<3x2xi1>
  vector.print %4 : vector<3x2xi1>
  %5 = vector.broadcast %i16 : i16 to vector<2x2x3xi16>
  vector.print %5 : vector<2x2x3xi16>
  %6 = vector.broadcast %i64 : i64 to vector<3xi64>
  vector.print %6 : vector<3xi64>
  %7 = vector.broadcast %ix : index to vector<7xindex>
  vector.print %7 : vector<7xindex>
  %8 = vector.broadcast %f : f32 to vector<f32>
  vector.print %8 : vector<f32>
  return
}

func.func @vectors() {
  %a = arith.constant dense<[1.5, -2.0, 3.25]> : vector<3xf32>
  %0 = vector.broadcast %a : vector<3xf32> to vector<2x3xf32>
  vector.print %0 : vector<2x3xf32>
  %b = arith.constant dense<[[1], [2], [3]]> : vector<3x1xi32>
  %1 = vector.broadcast %b : vector<3x1xi32> to vector<2x3x4xi32>
  vector.print %1 : vector<2x3x4xi32>
  %c = arith.constant dense<[7]> : vector<1xi16>
  %2 = vector.broadcast %c : vector<1xi16> to vector<2x9xi16>
  vector.print %2 : vector<2x9xi16>
  %z = arith.constant dense<4.5> : vector<f64>
  %3 = vector.broadcast %z : vector<f64> to vector<3xf64>
  vector.print %3 : vector<3xf64>
  %e = arith.constant dense<[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]]> : vector<1x18xi8>
  %4 = vector.broadcast %e : vector<1x18xi8> to vector<2x3x18xi8>
  vector.print %4 : vector<2x3x18xi8>
  %g = arith.constant dense<[[true], [false]]> : vector<2x1xi1>
  %5 = vector.broadcast %g : vector<2x1xi1> to vector<2x5xi1>
  vector.print %5 : vector<2x5xi1>
  %k = arith.constant dense<[10, 20]> : vector<2xindex>
  %6 = vector.broadcast %k : vector<2xindex> to vector<3x2xindex>
  vector.print %6 : vector<3x2xindex>
  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf16>
  %7 = vector.broadcast %m : vector<2x2xf16> to vector<2x2x2xf16>
  vector.print %7 : vector<2x2x2xf16>
  return
}

func.func @main() {
  %f = arith.constant 2.5 : f32
  %d = arith.constant -0.125 : f64
  %h = arith.constant 3.0 : f16
  %i8 = arith.constant -7 : i8
  %i1 = arith.constant true
  %i16 = arith.constant 300 : i16
  %i64 = arith.constant 123456789012 : i64
  %ix = arith.constant 42 : index
  call @scalars(%f, %d, %h, %i8, %i1, %i16, %i64, %ix) : (f32, f64, f16, i8, i1, i16, i64, index) -> ()
  call @vectors() : () -> ()
  return
}

// CHECK: ( 2.5, 2.5, 2.5, 2.5, 2.5 )
// CHECK-NEXT: ( ( -0.125, -0.125, -0.125 ), ( -0.125, -0.125, -0.125 ) )
// CHECK-NEXT: ( 3, 3, 3, 3, 3, 3, 3, 3, 3 )
// CHECK-NEXT: ( -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7 )
// CHECK-NEXT: ( ( 1, 1 ), ( 1, 1 ), ( 1, 1 ) )
// CHECK-NEXT: ( ( ( 300, 300, 300 ), ( 300, 300, 300 ) ), ( ( 300, 300, 300 ), ( 300, 300, 300 ) ) )
// CHECK-NEXT: ( 123456789012, 123456789012, 123456789012 )
// CHECK-NEXT: ( 42, 42, 42, 42, 42, 42, 42 )
// CHECK-NEXT: ( 2.5 )
// CHECK-NEXT: ( ( 1.5, -2, 3.25 ), ( 1.5, -2, 3.25 ) )
// CHECK-NEXT: ( ( ( 1, 1, 1, 1 ), ( 2, 2, 2, 2 ), ( 3, 3, 3, 3 ) ), ( ( 1, 1, 1, 1 ), ( 2, 2, 2, 2 ), ( 3, 3, 3, 3 ) ) )
// CHECK-NEXT: ( ( 7, 7, 7, 7, 7, 7, 7, 7, 7 ), ( 7, 7, 7, 7, 7, 7, 7, 7, 7 ) )
// CHECK-NEXT: ( 4.5, 4.5, 4.5 )
// CHECK-NEXT: ( ( ( 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18 ), ( 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18 ), ( 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18 ) ), ( ( 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18 ), ( 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18 ), ( 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18 ) ) )
// CHECK-NEXT: ( ( 1, 1, 1, 1, 1 ), ( 0, 0, 0, 0, 0 ) )
// CHECK-NEXT: ( ( 10, 20 ), ( 10, 20 ), ( 10, 20 ) )
// CHECK-NEXT: ( ( ( 1, 2 ), ( 3, 4 ) ), ( ( 1, 2 ), ( 3, 4 ) ) )
