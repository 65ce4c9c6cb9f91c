// vector.load and vector.store of 1-D vectors on memrefs of scalars: lengths 3, 4, 5, 7, 9, 17
// and 20 (partial and several 128-bit parts), every element type, static and dynamic memrefs,
// at non-zero offsets. Stores never touch the elements after the vector (the zeros printed
// around each stored vector).
// Expected output: mlir-runner-22 (convert-vector-to-scf, convert-scf-to-cf,
// convert-vector-to-llvm, finalize-memref-to-llvm, convert-func-to-llvm pipeline).
// RUN: corolift run %s | FileCheck %s --match-full-lines

memref.global "private" @f32src : memref<24xf32> = dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 22.5, 23.5]>
memref.global "private" @i8src : memref<24xi8> = dense<[1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15, -16, 17, -18, 19, -20, 21, -22, 23, -24]>
memref.global "private" @i16src : memref<8xi16> = dense<[100, -200, 300, -400, 500, -600, 700, -800]>
memref.global "private" @i32src : memref<9xi32> = dense<[10, 20, 30, 40, 50, 60, 70, 80, 90]>
memref.global "private" @i64src : memref<5xi64> = dense<[-1, 2, -3, 4000000000000, 5]>
memref.global "private" @idxsrc : memref<6xindex> = dense<[6, 5, 4, 3, 2, 1]>
memref.global "private" @f16src : memref<10xf16> = dense<[0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5]>
memref.global "private" @f64src : memref<6xf64> = dense<[1.0e100, -2.5, 3.25, -4.125, 5.0625, 6.5]>
memref.global "private" @f32dst : memref<24xf32> = dense<0.0>
memref.global "private" @i8dst : memref<24xi8> = dense<0>
memref.global "private" @i16dst : memref<8xi16> = dense<0>
memref.global "private" @i64dst : memref<5xi64> = dense<0>
memref.global "private" @f16dst : memref<10xf16> = dense<0.0>

func.func @f32(%src: memref<?xf32>, %dst: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = vector.load %src[%c0] : memref<?xf32>, vector<3xf32>
  vector.print %a : vector<3xf32>
  %b = vector.load %src[%c1] : memref<?xf32>, vector<4xf32>
  vector.print %b : vector<4xf32>
  %c = vector.load %src[%c2] : memref<?xf32>, vector<5xf32>
  vector.print %c : vector<5xf32>
  %d = vector.load %src[%c1] : memref<?xf32>, vector<7xf32>
  vector.print %d : vector<7xf32>
  %e = vector.load %src[%c2] : memref<?xf32>, vector<17xf32>
  vector.print %e : vector<17xf32>
  vector.store %c, %dst[%c1] : memref<?xf32>, vector<5xf32>
  vector.store %a, %dst[%c0] : memref<?xf32>, vector<3xf32>
  %r1 = vector.load %dst[%c0] : memref<?xf32>, vector<9xf32>
  vector.print %r1 : vector<9xf32>
  vector.store %e, %dst[%c2] : memref<?xf32>, vector<17xf32>
  %r2 = vector.load %dst[%c0] : memref<?xf32>, vector<24xf32>
  vector.print %r2 : vector<24xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %fs = memref.get_global @f32src : memref<24xf32>
  %fd = memref.get_global @f32dst : memref<24xf32>
  %fsd = memref.cast %fs : memref<24xf32> to memref<?xf32>
  %fdd = memref.cast %fd : memref<24xf32> to memref<?xf32>
  func.call @f32(%fsd, %fdd) : (memref<?xf32>, memref<?xf32>) -> ()

  %i8s = memref.get_global @i8src : memref<24xi8>
  %i8d = memref.get_global @i8dst : memref<24xi8>
  %b9 = vector.load %i8s[%c1] : memref<24xi8>, vector<9xi8>
  vector.print %b9 : vector<9xi8>
  %b20 = vector.load %i8s[%c3] : memref<24xi8>, vector<20xi8>
  vector.print %b20 : vector<20xi8>
  vector.store %b20, %i8d[%c2] : memref<24xi8>, vector<20xi8>
  vector.store %b9, %i8d[%c1] : memref<24xi8>, vector<9xi8>
  %b24 = vector.load %i8d[%c0] : memref<24xi8>, vector<24xi8>
  vector.print %b24 : vector<24xi8>

  %i16s = memref.get_global @i16src : memref<8xi16>
  %i16d = memref.get_global @i16dst : memref<8xi16>
  %h5 = vector.load %i16s[%c2] : memref<8xi16>, vector<5xi16>
  vector.print %h5 : vector<5xi16>
  vector.store %h5, %i16d[%c1] : memref<8xi16>, vector<5xi16>
  %h8 = vector.load %i16d[%c0] : memref<8xi16>, vector<8xi16>
  vector.print %h8 : vector<8xi16>

  %i32s = memref.get_global @i32src : memref<9xi32>
  %w7 = vector.load %i32s[%c2] : memref<9xi32>, vector<7xi32>
  vector.print %w7 : vector<7xi32>
  %w9 = vector.load %i32s[%c0] : memref<9xi32>, vector<9xi32>
  vector.print %w9 : vector<9xi32>

  %i64s = memref.get_global @i64src : memref<5xi64>
  %i64d = memref.get_global @i64dst : memref<5xi64>
  %q3 = vector.load %i64s[%c1] : memref<5xi64>, vector<3xi64>
  vector.print %q3 : vector<3xi64>
  vector.store %q3, %i64d[%c2] : memref<5xi64>, vector<3xi64>
  %q5 = vector.load %i64d[%c0] : memref<5xi64>, vector<5xi64>
  vector.print %q5 : vector<5xi64>

  %idx = memref.get_global @idxsrc : memref<6xindex>
  %x5 = vector.load %idx[%c1] : memref<6xindex>, vector<5xindex>
  vector.print %x5 : vector<5xindex>

  %f16s = memref.get_global @f16src : memref<10xf16>
  %f16d = memref.get_global @f16dst : memref<10xf16>
  %g9 = vector.load %f16s[%c1] : memref<10xf16>, vector<9xf16>
  vector.print %g9 : vector<9xf16>
  %g3 = vector.load %f16s[%c0] : memref<10xf16>, vector<3xf16>
  vector.store %g3, %f16d[%c3] : memref<10xf16>, vector<3xf16>
  %g10 = vector.load %f16d[%c0] : memref<10xf16>, vector<10xf16>
  vector.print %g10 : vector<10xf16>

  %f64s = memref.get_global @f64src : memref<6xf64>
  %d5 = vector.load %f64s[%c1] : memref<6xf64>, vector<5xf64>
  vector.print %d5 : vector<5xf64>
  return
}

// CHECK: ( 0.5, 1.5, 2.5 )
// CHECK-NEXT: ( 1.5, 2.5, 3.5, 4.5 )
// CHECK-NEXT: ( 2.5, 3.5, 4.5, 5.5, 6.5 )
// CHECK-NEXT: ( 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5 )
// CHECK-NEXT: ( 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5 )
// CHECK-NEXT: ( 0.5, 1.5, 2.5, 4.5, 5.5, 6.5, 0, 0, 0 )
// CHECK-NEXT: ( 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( -2, 3, -4, 5, -6, 7, -8, 9, -10 )
// CHECK-NEXT: ( -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15, -16, 17, -18, 19, -20, 21, -22, 23 )
// CHECK-NEXT: ( 0, -2, 3, -4, 5, -6, 7, -8, 9, -10, -12, 13, -14, 15, -16, 17, -18, 19, -20, 21, -22, 23, 0, 0 )
// CHECK-NEXT: ( 300, -400, 500, -600, 700 )
// CHECK-NEXT: ( 0, 300, -400, 500, -600, 700, 0, 0 )
// CHECK-NEXT: ( 30, 40, 50, 60, 70, 80, 90 )
// CHECK-NEXT: ( 10, 20, 30, 40, 50, 60, 70, 80, 90 )
// CHECK-NEXT: ( 2, -3, 4000000000000 )
// CHECK-NEXT: ( 0, 0, 2, -3, 4000000000000 )
// CHECK-NEXT: ( 5, 4, 3, 2, 1 )
// CHECK-NEXT: ( 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5 )
// CHECK-NEXT: ( 0, 0, 0, 0.25, 0.5, 0.75, 0, 0, 0, 0 )
// CHECK-NEXT: ( -2.5, 3.25, -4.125, 5.0625, 6.5 )
