// vector.maskedload and vector.maskedstore: masked-off lanes take the pass-through value and are
// never stored (the destination keeps its old values); lengths 3, 4, 9 and 17; f32, i8, i16,
// i64, f16 and f64; a masked load that would run past the end of its memref with only the
// in-bounds lanes set; a rank-2 memref.
// Expected output: mlir-runner-22 (convert-vector-to-scf, convert-scf-to-cf,
// convert-vector-to-llvm, finalize-memref-to-llvm, convert-func-to-llvm pipeline).
// RUN: corolift run %s | FileCheck %s --match-full-lines

memref.global "private" @f32src : memref<20xf32> = dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 19.5]>
memref.global "private" @i8buf : memref<12xi8> = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]>
memref.global "private" @i16buf : memref<4xi16> = dense<[-1, -2, -3, -4]>
memref.global "private" @i64buf : memref<3xi64> = dense<[100, 200, 300]>
memref.global "private" @f16buf : memref<5xf16> = dense<[1.0, 2.0, 3.0, 4.0, 5.0]>
memref.global "private" @f64buf : memref<2x4xf64> = dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]>

func.func @tail(%m: memref<?xf32>, %i: index) -> vector<4xf32> {
  // Only the lanes before the end of %m (20 elements, %i = 18) are set: the others must not
  // be read.
  %mask = arith.constant dense<[true, true, false, false]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %v = vector.maskedload %m[%i], %mask, %pass : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = memref.get_global @f32src : memref<20xf32>
  %m4 = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %p4 = arith.constant dense<[-1.0, -2.0, -3.0, -4.0]> : vector<4xf32>
  %a = vector.maskedload %f[%c1], %m4, %p4 : memref<20xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %a : vector<4xf32>
  %m17 = arith.constant dense<[true, true, false, false, true, false, true, true, true, false, false, false, true, true, false, true, true]> : vector<17xi1>
  %p17 = arith.constant dense<0.25> : vector<17xf32>
  %b = vector.maskedload %f[%c2], %m17, %p17 : memref<20xf32>, vector<17xi1>, vector<17xf32> into vector<17xf32>
  vector.print %b : vector<17xf32>
  %fd = memref.cast %f : memref<20xf32> to memref<?xf32>
  %c18 = arith.constant 18 : index
  %t = func.call @tail(%fd, %c18) : (memref<?xf32>, index) -> vector<4xf32>
  vector.print %t : vector<4xf32>

  %i8 = memref.get_global @i8buf : memref<12xi8>
  %m9 = arith.constant dense<[false, true, false, true, false, true, false, true, true]> : vector<9xi1>
  %v9 = arith.constant dense<[-10, -20, -30, -40, -50, -60, -70, -80, -90]> : vector<9xi8>
  vector.maskedstore %i8[%c2], %m9, %v9 : memref<12xi8>, vector<9xi1>, vector<9xi8>
  %all = vector.load %i8[%c0] : memref<12xi8>, vector<12xi8>
  vector.print %all : vector<12xi8>
  %l9 = vector.maskedload %i8[%c1], %m9, %v9 : memref<12xi8>, vector<9xi1>, vector<9xi8> into vector<9xi8>
  vector.print %l9 : vector<9xi8>

  %i16 = memref.get_global @i16buf : memref<4xi16>
  %m3 = arith.constant dense<[true, false, true]> : vector<3xi1>
  %v3 = arith.constant dense<[7, 8, 9]> : vector<3xi16>
  vector.maskedstore %i16[%c1], %m3, %v3 : memref<4xi16>, vector<3xi1>, vector<3xi16>
  %h = vector.load %i16[%c0] : memref<4xi16>, vector<4xi16>
  vector.print %h : vector<4xi16>

  %i64 = memref.get_global @i64buf : memref<3xi64>
  %q3 = arith.constant dense<[1, 2, 3]> : vector<3xi64>
  %q = vector.maskedload %i64[%c0], %m3, %q3 : memref<3xi64>, vector<3xi1>, vector<3xi64> into vector<3xi64>
  vector.print %q : vector<3xi64>

  %f16 = memref.get_global @f16buf : memref<5xf16>
  %g3 = arith.constant dense<[0.5, 0.25, 0.125]> : vector<3xf16>
  vector.maskedstore %f16[%c2], %m3, %g3 : memref<5xf16>, vector<3xi1>, vector<3xf16>
  %g = vector.load %f16[%c0] : memref<5xf16>, vector<5xf16>
  vector.print %g : vector<5xf16>

  %f64 = memref.get_global @f64buf : memref<2x4xf64>
  %d4 = arith.constant dense<[9.0, 9.5, 10.0, 10.5]> : vector<4xf64>
  %md = arith.constant dense<[false, true, true, false]> : vector<4xi1>
  vector.maskedstore %f64[%c1, %c0], %md, %d4 : memref<2x4xf64>, vector<4xi1>, vector<4xf64>
  %d = vector.maskedload %f64[%c1, %c0], %m4, %d4 : memref<2x4xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  vector.print %d : vector<4xf64>
  return
}

// CHECK: ( 1.5, -2, 3.5, 4.5 )
// CHECK-NEXT: ( 2.5, 3.5, 0.25, 0.25, 6.5, 0.25, 8.5, 9.5, 10.5, 0.25, 0.25, 0.25, 14.5, 15.5, 0.25, 17.5, 18.5 )
// CHECK-NEXT: ( 18.5, 19.5, -1, -1 )
// CHECK-NEXT: ( 1, 2, 3, -20, 5, -40, 7, -60, 9, -80, -90, 12 )
// CHECK-NEXT: ( -10, 3, -30, 5, -50, 7, -70, 9, -80 )
// CHECK-NEXT: ( -1, 7, -3, 9 )
// CHECK-NEXT: ( 100, 2, 300 )
// CHECK-NEXT: ( 1, 2, 0.5, 4, 0.125 )
// CHECK-NEXT: ( 5, 9.5, 10, 8 )
