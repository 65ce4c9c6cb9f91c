// vector.expandload and vector.compressstore: set lanes read (write) consecutive elements from
// the base position, unset lanes take the pass-through value (are skipped); no set lane, all
// lanes set, lengths 3, 4, 9 and 17; f32, i8, i64, index and f16; a rank-2 memref.
// Expected output: mlir-runner-22 (convert-vector-to-scf, convert-scf-to-cf,
// convert-vector-to-llvm, finalize-memref-to-llvm, convert-func-to-llvm pipeline).
// RUN: corolift run %s | FileCheck %s --match-full-lines

memref.global "private" @f32buf : memref<20xf32> = dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 19.5]>
memref.global "private" @i8buf : memref<12xi8> = dense<0>
memref.global "private" @i64buf : memref<2x3xi64> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" @f16buf : memref<6xf16> = dense<[1.5, 2.5, 3.5, 4.5, 5.5, 6.5]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f = memref.get_global @f32buf : memref<20xf32>
  %m4 = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  %p4 = arith.constant dense<[-1.0, -2.0, -3.0, -4.0]> : vector<4xf32>
  %a = vector.expandload %f[%c3], %m4, %p4 : memref<20xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %a : vector<4xf32>
  %none = arith.constant dense<false> : vector<4xi1>
  %b = vector.expandload %f[%c0], %none, %p4 : memref<20xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %b : vector<4xf32>
  %m17 = arith.constant dense<[true, false, true, true, false, false, true, true, true, false, true, false, false, true, true, true, false]> : vector<17xi1>
  %p17 = arith.constant dense<0.0> : vector<17xf32>
  %c = vector.expandload %f[%c1], %m17, %p17 : memref<20xf32>, vector<17xi1>, vector<17xf32> into vector<17xf32>
  vector.print %c : vector<17xf32>

  %i8 = memref.get_global @i8buf : memref<12xi8>
  %m9 = arith.constant dense<[true, false, true, false, true, true, false, false, true]> : vector<9xi1>
  %v9 = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9]> : vector<9xi8>
  vector.compressstore %i8[%c3], %m9, %v9 : memref<12xi8>, vector<9xi1>, vector<9xi8>
  %l = vector.load %i8[%c0] : memref<12xi8>, vector<12xi8>
  vector.print %l : vector<12xi8>
  %all9 = arith.constant dense<true> : vector<9xi1>
  %w9 = arith.constant dense<[-1, -2, -3, -4, -5, -6, -7, -8, -9]> : vector<9xi8>
  vector.compressstore %i8[%c0], %all9, %w9 : memref<12xi8>, vector<9xi1>, vector<9xi8>
  %l2 = vector.load %i8[%c0] : memref<12xi8>, vector<12xi8>
  vector.print %l2 : vector<12xi8>

  %q = memref.get_global @i64buf : memref<2x3xi64>
  %m3 = arith.constant dense<[false, true, true]> : vector<3xi1>
  %v3 = arith.constant dense<[70, 80, 90]> : vector<3xi64>
  vector.compressstore %q[%c1, %c0], %m3, %v3 : memref<2x3xi64>, vector<3xi1>, vector<3xi64>
  %e = vector.expandload %q[%c0, %c1], %m3, %v3 : memref<2x3xi64>, vector<3xi1>, vector<3xi64> into vector<3xi64>
  vector.print %e : vector<3xi64>
  %r = vector.load %q[%c1, %c0] : memref<2x3xi64>, vector<3xi64>
  vector.print %r : vector<3xi64>

  %idx = memref.alloca() : memref<4xindex>
  %vi = arith.constant dense<[11, 22, 33]> : vector<3xindex>
  %mi = arith.constant dense<true> : vector<3xi1>
  vector.compressstore %idx[%c1], %mi, %vi : memref<4xindex>, vector<3xi1>, vector<3xindex>
  %pi = arith.constant dense<0> : vector<3xindex>
  %li = vector.expandload %idx[%c1], %m3, %pi : memref<4xindex>, vector<3xi1>, vector<3xindex> into vector<3xindex>
  vector.print %li : vector<3xindex>

  %h = memref.get_global @f16buf : memref<6xf16>
  %ph = arith.constant dense<0.0> : vector<4xf16>
  %mh = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %g = vector.expandload %h[%c1], %mh, %ph : memref<6xf16>, vector<4xi1>, vector<4xf16> into vector<4xf16>
  vector.print %g : vector<4xf16>
  return
}

// CHECK: ( -1, 3.5, -3, 4.5 )
// CHECK-NEXT: ( -1, -2, -3, -4 )
// CHECK-NEXT: ( 1.5, 0, 2.5, 3.5, 0, 0, 4.5, 5.5, 6.5, 0, 7.5, 0, 0, 8.5, 9.5, 10.5, 0 )
// CHECK-NEXT: ( 0, 0, 0, 1, 3, 5, 6, 9, 0, 0, 0, 0 )
// CHECK-NEXT: ( -1, -2, -3, -4, -5, -6, -7, -8, -9, 0, 0, 0 )
// CHECK-NEXT: ( 70, 2, 3 )
// CHECK-NEXT: ( 80, 90, 6 )
// CHECK-NEXT: ( 0, 11, 22 )
// CHECK-NEXT: ( 2.5, 3.5, 0, 4.5 )
