// vector.transfer_read to 2-D and 3-D vectors: minor identity reads that run past the end of
// either dimension (out-of-bounds rows and lanes take the padding), `in_bounds` on one
// dimension, a transposed map `(d0, d1) -> (d1, d0)`, broadcasts `(d0, d1) -> (0, d1)` and
// `(d0, d1) -> (d1, 0)`, a rank-3 memref read as 2-D and as 3-D (with a permutation), 2-D masks
// (indexed in memref dimension order for the transposed read), i16, f32, i32 and f64.
// Expected output: mlir-runner-22 (convert-vector-to-scf, convert-scf-to-cf,
// convert-vector-to-llvm, finalize-memref-to-llvm, convert-func-to-llvm pipeline).
// RUN: corolift run %s | FileCheck %s --match-full-lines

memref.global "private" @f32buf : memref<3x4xf32> = dense<[[0.0, 1.0, 2.0, 3.0], [10.0, 11.0, 12.0, 13.0], [20.0, 21.0, 22.0, 23.0]]>
memref.global "private" @i16buf : memref<2x3x4xi16> = dense<[[[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]], [[100, 101, 102, 103], [110, 111, 112, 113], [120, 121, 122, 123]]]>
memref.global "private" @f64buf : memref<3x3xf64> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]>

func.func @reads(%m: memref<?x?xf32>, %i: index, %j: index) {
  %pad = arith.constant -1.0 : f32
  %a = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<2x3xf32>
  vector.print %a : vector<2x3xf32>
  %b = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<3x2xf32>
  vector.print %b : vector<3x2xf32>
  %c = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<3x5xf32>
  vector.print %c : vector<3x5xf32>
  %d = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d1, 0)>} : memref<?x?xf32>, vector<2x2xf32>
  vector.print %d : vector<2x2xf32>
  %mask = arith.constant dense<[[true, false, true], [false, true, true]]> : vector<2x3xi1>
  %e = vector.transfer_read %m[%i, %j], %pad, %mask : memref<?x?xf32>, vector<2x3xf32>
  vector.print %e : vector<2x3xf32>
  // The mask of a transposed read has the memref's dimension order: 2x3 for a 3x2 vector.
  %f = vector.transfer_read %m[%i, %j], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<3x2xf32>
  vector.print %f : vector<3x2xf32>
  %g = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<3x9xf32>
  vector.print %g : vector<3x9xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %f = memref.get_global @f32buf : memref<3x4xf32>
  %fd = memref.cast %f : memref<3x4xf32> to memref<?x?xf32>
  func.call @reads(%fd, %c0, %c0) : (memref<?x?xf32>, index, index) -> ()
  func.call @reads(%fd, %c1, %c2) : (memref<?x?xf32>, index, index) -> ()
  func.call @reads(%fd, %c2, %c3) : (memref<?x?xf32>, index, index) -> ()
  func.call @reads(%fd, %c3, %c5) : (memref<?x?xf32>, index, index) -> ()

  %fpad = arith.constant 0.5 : f32
  %ib = vector.transfer_read %f[%c1, %c2], %fpad {in_bounds = [true, false]} : memref<3x4xf32>, vector<2x4xf32>
  vector.print %ib : vector<2x4xf32>

  %h = memref.get_global @i16buf : memref<2x3x4xi16>
  %hpad = arith.constant -1 : i16
  %a = vector.transfer_read %h[%c1, %c1, %c1], %hpad : memref<2x3x4xi16>, vector<3x4xi16>
  vector.print %a : vector<3x4xi16>
  %b = vector.transfer_read %h[%c0, %c1, %c0], %hpad : memref<2x3x4xi16>, vector<2x3x5xi16>
  vector.print %b : vector<2x3x5xi16>
  %c = vector.transfer_read %h[%c0, %c0, %c1], %hpad {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>} : memref<2x3x4xi16>, vector<3x2x3xi16>
  vector.print %c : vector<3x2x3xi16>
  %d = vector.transfer_read %h[%c1, %c0, %c2], %hpad {permutation_map = affine_map<(d0, d1, d2) -> (d1, 0, d2)>} : memref<2x3x4xi16>, vector<2x2x3xi16>
  vector.print %d : vector<2x2x3xi16>

  %g = memref.get_global @f64buf : memref<3x3xf64>
  %gpad = arith.constant 0.0 : f64
  %t = vector.transfer_read %g[%c0, %c0], %gpad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x3xf64>, vector<3x3xf64>
  vector.print %t : vector<3x3xf64>
  return
}

// CHECK: ( ( 0, 1, 2 ), ( 10, 11, 12 ) )
// CHECK-NEXT: ( ( 0, 10 ), ( 1, 11 ), ( 2, 12 ) )
// CHECK-NEXT: ( ( 0, 1, 2, 3, -1 ), ( 0, 1, 2, 3, -1 ), ( 0, 1, 2, 3, -1 ) )
// CHECK-NEXT: ( ( 0, 0 ), ( 1, 1 ) )
// CHECK-NEXT: ( ( 0, -1, 2 ), ( -1, 11, 12 ) )
// CHECK-NEXT: ( ( 0, -1 ), ( -1, 11 ), ( 2, 12 ) )
// CHECK-NEXT: ( ( 0, 1, 2, 3, -1, -1, -1, -1, -1 ), ( 10, 11, 12, 13, -1, -1, -1, -1, -1 ), ( 20, 21, 22, 23, -1, -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 12, 13, -1 ), ( 22, 23, -1 ) )
// CHECK-NEXT: ( ( 12, 22 ), ( 13, 23 ), ( -1, -1 ) )
// CHECK-NEXT: ( ( 12, 13, -1, -1, -1 ), ( 12, 13, -1, -1, -1 ), ( 12, 13, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 12, 12 ), ( 13, 13 ) )
// CHECK-NEXT: ( ( 12, -1, -1 ), ( -1, 23, -1 ) )
// CHECK-NEXT: ( ( 12, -1 ), ( -1, 23 ), ( -1, -1 ) )
// CHECK-NEXT: ( ( 12, 13, -1, -1, -1, -1, -1, -1, -1 ), ( 22, 23, -1, -1, -1, -1, -1, -1, -1 ), ( -1, -1, -1, -1, -1, -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 23, -1, -1 ), ( -1, -1, -1 ) )
// CHECK-NEXT: ( ( 23, -1 ), ( -1, -1 ), ( -1, -1 ) )
// CHECK-NEXT: ( ( 23, -1, -1, -1, -1 ), ( 23, -1, -1, -1, -1 ), ( 23, -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 23, 23 ), ( -1, -1 ) )
// CHECK-NEXT: ( ( 23, -1, -1 ), ( -1, -1, -1 ) )
// CHECK-NEXT: ( ( 23, -1 ), ( -1, -1 ), ( -1, -1 ) )
// CHECK-NEXT: ( ( 23, -1, -1, -1, -1, -1, -1, -1, -1 ), ( -1, -1, -1, -1, -1, -1, -1, -1, -1 ), ( -1, -1, -1, -1, -1, -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( -1, -1, -1 ), ( -1, -1, -1 ) )
// CHECK-NEXT: ( ( -1, -1 ), ( -1, -1 ), ( -1, -1 ) )
// CHECK-NEXT: ( ( -1, -1, -1, -1, -1 ), ( -1, -1, -1, -1, -1 ), ( -1, -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( -1, -1 ), ( -1, -1 ) )
// CHECK-NEXT: ( ( -1, -1, -1 ), ( -1, -1, -1 ) )
// CHECK-NEXT: ( ( -1, -1 ), ( -1, -1 ), ( -1, -1 ) )
// CHECK-NEXT: ( ( -1, -1, -1, -1, -1, -1, -1, -1, -1 ), ( -1, -1, -1, -1, -1, -1, -1, -1, -1 ), ( -1, -1, -1, -1, -1, -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 12, 13, 0.5, 0.5 ), ( 22, 23, 0.5, 0.5 ) )
// CHECK-NEXT: ( ( 111, 112, 113, -1 ), ( 121, 122, 123, -1 ), ( -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( ( 10, 11, 12, 13, -1 ), ( 20, 21, 22, 23, -1 ), ( -1, -1, -1, -1, -1 ) ), ( ( 110, 111, 112, 113, -1 ), ( 120, 121, 122, 123, -1 ), ( -1, -1, -1, -1, -1 ) ) )
// CHECK-NEXT: ( ( ( 1, 11, 21 ), ( 101, 111, 121 ) ), ( ( 2, 12, 22 ), ( 102, 112, 122 ) ), ( ( 3, 13, 23 ), ( 103, 113, 123 ) ) )
// CHECK-NEXT: ( ( ( 102, 103, -1 ), ( 102, 103, -1 ) ), ( ( 112, 113, -1 ), ( 112, 113, -1 ) ) )
// CHECK-NEXT: ( ( 1, 4, 7 ), ( 2, 5, 8 ), ( 3, 6, 9 ) )
