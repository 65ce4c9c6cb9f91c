// vector.extract and vector.insert: static positions (scalars and sub-vectors, 1-D, n-D and
// 0-D), dynamic `index` positions (function arguments, so they are only known at run time)
// in the innermost dimension (MLIR 22's LLVM lowering takes dynamic positions only there), element types i1, i8, i16, i32, i64, index, f16, f32,
// f64 and rows longer than one 128-bit register.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @static() {
  %a = arith.constant dense<[1.5, 2.5, 3.5, 4.5, 5.5]> : vector<5xf32>
  %0 = vector.extract %a[4] : f32 from vector<5xf32>
  vector.print %0 : f32
  %b = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %1 = vector.extract %b[1] : vector<3xi32> from vector<2x3xi32>
  vector.print %1 : vector<3xi32>
  %2 = vector.extract %b[1, 2] : i32 from vector<2x3xi32>
  vector.print %2 : i32
  %c = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]], [[9, 10], [11, 12]]]> : vector<3x2x2xi64>
  %3 = vector.extract %c[2] : vector<2x2xi64> from vector<3x2x2xi64>
  vector.print %3 : vector<2x2xi64>
  %4 = vector.extract %c[1, 0] : vector<2xi64> from vector<3x2x2xi64>
  vector.print %4 : vector<2xi64>
  %z = arith.constant dense<-3.0> : vector<f64>
  %5 = vector.extract %z[] : f64 from vector<f64>
  vector.print %5 : f64
  %d = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]> : vector<20xi8>
  %6 = vector.extract %d[17] : i8 from vector<20xi8>
  vector.print %6 : i8
  %e = arith.constant dense<[true, false, true]> : vector<3xi1>
  %7 = vector.extract %e[1] : i1 from vector<3xi1>
  vector.print %7 : i1
  %h = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0], [-1.0, -2.0, -3.0, -4.0, -5.0, -6.0, -7.0, -8.0, -9.0]]> : vector<2x9xf16>
  %8 = vector.extract %h[1, 8] : f16 from vector<2x9xf16>
  vector.print %8 : f16

  %s = arith.constant 9.75 : f32
  %10 = vector.insert %s, %a[2] : f32 into vector<5xf32>
  vector.print %10 : vector<5xf32>
  %r = arith.constant dense<[7, 8, 9]> : vector<3xi32>
  %11 = vector.insert %r, %b[0] : vector<3xi32> into vector<2x3xi32>
  vector.print %11 : vector<2x3xi32>
  %i = arith.constant -1 : i32
  %12 = vector.insert %i, %b[1, 1] : i32 into vector<2x3xi32>
  vector.print %12 : vector<2x3xi32>
  %m = arith.constant dense<[[0, 0], [-1, -1]]> : vector<2x2xi64>
  %13 = vector.insert %m, %c[1] : vector<2x2xi64> into vector<3x2x2xi64>
  vector.print %13 : vector<3x2x2xi64>
  %x = arith.constant 7.0 : f64
  %14 = vector.insert %x, %z[] : f64 into vector<f64>
  vector.print %14 : vector<f64>
  %y = arith.constant 100 : i8
  %15 = vector.insert %y, %d[19] : i8 into vector<20xi8>
  vector.print %15 : vector<20xi8>
  %t = arith.constant true
  %16 = vector.insert %t, %e[1] : i1 into vector<3xi1>
  vector.print %16 : vector<3xi1>
  %hv = arith.constant 0.5 : f16
  %17 = vector.insert %hv, %h[0, 8] : f16 into vector<2x9xf16>
  vector.print %17 : vector<2x9xf16>
  %k = arith.constant dense<[5, 6, 7]> : vector<3xindex>
  %kk = arith.constant 99 : index
  %18 = vector.insert %kk, %k[0] : index into vector<3xindex>
  vector.print %18 : vector<3xindex>
  return
}

func.func @dynamic(%i: index, %j: index) {
  %a = arith.constant dense<[1.5, 2.5, 3.5, 4.5, 5.5]> : vector<5xf32>
  %0 = vector.extract %a[%i] : f32 from vector<5xf32>
  vector.print %0 : f32
  %b = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %1 = vector.extract %b[1, %i] : i32 from vector<2x3xi32>
  vector.print %1 : i32
  %d = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]> : vector<20xi8>
  %3 = vector.extract %d[%i] : i8 from vector<20xi8>
  vector.print %3 : i8
  %e = arith.constant dense<[[true, false, true], [false, false, true]]> : vector<2x3xi1>
  %4 = vector.extract %e[1, %i] : i1 from vector<2x3xi1>
  vector.print %4 : i1
  %h = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]> : vector<9xf16>
  %5 = vector.extract %h[%i] : f16 from vector<9xf16>
  vector.print %5 : f16

  %s = arith.constant 9.75 : f32
  %10 = vector.insert %s, %a[%i] : f32 into vector<5xf32>
  vector.print %10 : vector<5xf32>
  %c = arith.constant -1 : i32
  %12 = vector.insert %c, %b[0, %i] : i32 into vector<2x3xi32>
  vector.print %12 : vector<2x3xi32>
  %y = arith.constant 100 : i8
  %13 = vector.insert %y, %d[%i] : i8 into vector<20xi8>
  vector.print %13 : vector<20xi8>
  %t = arith.constant true
  %14 = vector.insert %t, %e[1, %i] : i1 into vector<2x3xi1>
  vector.print %14 : vector<2x3xi1>
  %f = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf64>
  %x = arith.constant -8.0 : f64
  %15 = vector.insert %x, %f[%j] : f64 into vector<3xf64>
  vector.print %15 : vector<3xf64>
  %16 = vector.extract %15[%i] : f64 from vector<3xf64>
  vector.print %16 : f64
  return
}

func.func @main() {
  call @static() : () -> ()
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  call @dynamic(%c2, %c1) : (index, index) -> ()
  call @dynamic(%c0, %c0) : (index, index) -> ()
  call @dynamic(%c1, %c1) : (index, index) -> ()
  return
}

// CHECK: 5.5
// CHECK-NEXT: ( 4, 5, 6 )
// CHECK-NEXT: 6
// CHECK-NEXT: ( ( 9, 10 ), ( 11, 12 ) )
// CHECK-NEXT: ( 5, 6 )
// CHECK-NEXT: -3
// CHECK-NEXT: 17
// CHECK-NEXT: 0
// CHECK-NEXT: -9
// CHECK-NEXT: ( 1.5, 2.5, 9.75, 4.5, 5.5 )
// CHECK-NEXT: ( ( 7, 8, 9 ), ( 4, 5, 6 ) )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 4, -1, 6 ) )
// CHECK-NEXT: ( ( ( 1, 2 ), ( 3, 4 ) ), ( ( 0, 0 ), ( -1, -1 ) ), ( ( 9, 10 ), ( 11, 12 ) ) )
// CHECK-NEXT: ( 7 )
// CHECK-NEXT: ( 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 100 )
// CHECK-NEXT: ( 1, 1, 1 )
// CHECK-NEXT: ( ( 1, 2, 3, 4, 5, 6, 7, 8, 0.5 ), ( -1, -2, -3, -4, -5, -6, -7, -8, -9 ) )
// CHECK-NEXT: ( 99, 6, 7 )
// CHECK-NEXT: 3.5
// CHECK-NEXT: 6
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 3
// CHECK-NEXT: ( 1.5, 2.5, 9.75, 4.5, 5.5 )
// CHECK-NEXT: ( ( 1, 2, -1 ), ( 4, 5, 6 ) )
// CHECK-NEXT: ( 0, 1, 100, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19 )
// CHECK-NEXT: ( ( 1, 0, 1 ), ( 0, 0, 1 ) )
// CHECK-NEXT: ( 1, -8, 3 )
// CHECK-NEXT: 3
// CHECK-NEXT: 1.5
// CHECK-NEXT: 4
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: ( 9.75, 2.5, 3.5, 4.5, 5.5 )
// CHECK-NEXT: ( ( -1, 2, 3 ), ( 4, 5, 6 ) )
// CHECK-NEXT: ( 100, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19 )
// CHECK-NEXT: ( ( 1, 0, 1 ), ( 1, 0, 1 ) )
// CHECK-NEXT: ( -8, 2, 3 )
// CHECK-NEXT: -8
// CHECK-NEXT: 2.5
// CHECK-NEXT: 5
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: ( 1.5, 9.75, 3.5, 4.5, 5.5 )
// CHECK-NEXT: ( ( 1, -1, 3 ), ( 4, 5, 6 ) )
// CHECK-NEXT: ( 0, 100, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19 )
// CHECK-NEXT: ( ( 1, 0, 1 ), ( 0, 1, 1 ) )
// CHECK-NEXT: ( 1, -8, 3 )
// CHECK-NEXT: -8
