// vector.gather and vector.scatter: index vectors of i32, i64, index and i8 (negative offsets
// are sign-extended), offsets from a non-zero base position in rank-1 and rank-2 memrefs, lengths
// 3, 4, 5, 9 and 17, masked-off lanes (pass-through on gather, not stored on scatter) and
// repeated indices on scatter (the last lane wins), and a 2-D gather.
// Expected output: mlir-runner-22 (convert-vector-to-scf, convert-scf-to-cf,
// convert-vector-to-llvm, finalize-memref-to-llvm, convert-func-to-llvm pipeline).
// RUN: corolift run %s | FileCheck %s --match-full-lines

memref.global "private" @f32buf : memref<20xf32> = dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 19.5]>
memref.global "private" @i32buf : memref<3x4xi32> = dense<[[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]]>
memref.global "private" @f64buf : memref<6xf64> = dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0]>
memref.global "private" @i16buf : memref<10xi16> = dense<0>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %f = memref.get_global @f32buf : memref<20xf32>
  %i5 = arith.constant dense<[9, 0, 3, 3, 17]> : vector<5xi32>
  %all5 = arith.constant dense<true> : vector<5xi1>
  %p5 = arith.constant dense<-1.0> : vector<5xf32>
  %a = vector.gather %f[%c1][%i5], %all5, %p5 : memref<20xf32>, vector<5xi32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  vector.print %a : vector<5xf32>
  %i8 = arith.constant dense<[-4, -3, 0, 5, -1, 1, -2, 2, 7]> : vector<9xi8>
  %m9 = arith.constant dense<[true, true, false, true, true, false, true, true, true]> : vector<9xi1>
  %p9 = arith.constant dense<100.0> : vector<9xf32>
  %b = vector.gather %f[%c4][%i8], %m9, %p9 : memref<20xf32>, vector<9xi8>, vector<9xi1>, vector<9xf32> into vector<9xf32>
  vector.print %b : vector<9xf32>
  %i17 = arith.constant dense<[19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]> : vector<17xindex>
  %m17 = arith.constant dense<true> : vector<17xi1>
  %p17 = arith.constant dense<0.0> : vector<17xf32>
  %c = vector.gather %f[%c0][%i17], %m17, %p17 : memref<20xf32>, vector<17xindex>, vector<17xi1>, vector<17xf32> into vector<17xf32>
  vector.print %c : vector<17xf32>

  %w = memref.get_global @i32buf : memref<3x4xi32>
  %iw = arith.constant dense<[0, 4, 8, 1]> : vector<4xi64>
  %mw = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %pw = arith.constant dense<-7> : vector<4xi32>
  %d = vector.gather %w[%c0, %c1][%iw], %mw, %pw : memref<3x4xi32>, vector<4xi64>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  vector.print %d : vector<4xi32>
  %i2d = arith.constant dense<[[0, 1, 2], [4, 5, 6]]> : vector<2x3xi32>
  %m2d = arith.constant dense<[[true, false, true], [true, true, false]]> : vector<2x3xi1>
  %p2d = arith.constant dense<-1> : vector<2x3xi32>
  %e = vector.gather %w[%c1, %c0][%i2d], %m2d, %p2d : memref<3x4xi32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xi32> into vector<2x3xi32>
  vector.print %e : vector<2x3xi32>

  %g = memref.get_global @f64buf : memref<6xf64>
  %is = arith.constant dense<[5, 0, 2]> : vector<3xi32>
  %ms = arith.constant dense<[true, false, true]> : vector<3xi1>
  %vs = arith.constant dense<[1.25, 2.5, 3.75]> : vector<3xf64>
  vector.scatter %g[%c0][%is], %ms, %vs : memref<6xf64>, vector<3xi32>, vector<3xi1>, vector<3xf64>
  %gl = vector.load %g[%c0] : memref<6xf64>, vector<6xf64>
  vector.print %gl : vector<6xf64>

  %h = memref.get_global @i16buf : memref<10xi16>
  %ih = arith.constant dense<[3, 1, 3, -1, 6, 1]> : vector<6xindex>
  %mh = arith.constant dense<[true, true, true, true, false, true]> : vector<6xi1>
  %vh = arith.constant dense<[1, 2, 3, 4, 5, 6]> : vector<6xi16>
  vector.scatter %h[%c2][%ih], %mh, %vh : memref<10xi16>, vector<6xindex>, vector<6xi1>, vector<6xi16>
  %hl = vector.load %h[%c0] : memref<10xi16>, vector<10xi16>
  vector.print %hl : vector<10xi16>
  return
}

// CHECK: ( 10.5, 1.5, 4.5, 4.5, 18.5 )
// CHECK-NEXT: ( 0.5, 1.5, 100, 9.5, 3.5, 100, 2.5, 6.5, 11.5 )
// CHECK-NEXT: ( 19.5, 18.5, 17.5, 16.5, 15.5, 14.5, 13.5, 12.5, 11.5, 10.5, 9.5, 8.5, 7.5, 6.5, 5.5, 4.5, 3.5 )
// CHECK-NEXT: ( 1, 11, -7, 2 )
// CHECK-NEXT: ( ( 10, -1, 12 ), ( 20, 21, -1 ) )
// CHECK-NEXT: ( 0, 0, 3.75, 0, 0, 1.25 )
// CHECK-NEXT: ( 0, 4, 0, 6, 0, 3, 0, 0, 0, 0 )
