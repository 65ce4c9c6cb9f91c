// vector.transfer_write of 1-D, 2-D and 3-D vectors: minor identity writes that run past the
// end of a dimension (those lanes are not written), `in_bounds`, a transposed map, a write
// down a column (`(d0, d1) -> (d0)`), 1-D and 2-D masks (the 2-D one on a transposed write is
// indexed in memref dimension order), 0-D writes; f32, i8, i64, f16 and index.
// Expected output: mlir-runner-22 (convert-vector-to-scf, convert-scf-to-cf,
// convert-vector-to-llvm, finalize-memref-to-llvm, convert-func-to-llvm pipeline).
// RUN: corolift run %s | FileCheck %s --match-full-lines

func.func @zero(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = memref.dim %m, %c0 : memref<?x?xf32>
  %n1 = memref.dim %m, %c1 : memref<?x?xf32>
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n0 step %c1 {
    scf.for %j = %c0 to %n1 step %c1 {
      memref.store %z, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @show(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [true, true]} : memref<?x?xf32>, vector<3x5xf32>
  vector.print %v : vector<3x5xf32>
  func.call @zero(%m) : (memref<?x?xf32>) -> ()
  return
}

func.func @writes(%m: memref<?x?xf32>, %i: index, %j: index) {
  %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  vector.transfer_write %v, %m[%i, %j] : vector<2x3xf32>, memref<?x?xf32>
  func.call @show(%m) : (memref<?x?xf32>) -> ()
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : vector<3x2xf32>
  vector.transfer_write %t, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xf32>, memref<?x?xf32>
  func.call @show(%m) : (memref<?x?xf32>) -> ()
  %mask = arith.constant dense<[[true, false, true], [false, true, true]]> : vector<2x3xi1>
  vector.transfer_write %v, %m[%i, %j], %mask : vector<2x3xf32>, memref<?x?xf32>
  func.call @show(%m) : (memref<?x?xf32>) -> ()
  vector.transfer_write %t, %m[%i, %j], %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xf32>, memref<?x?xf32>
  func.call @show(%m) : (memref<?x?xf32>) -> ()
  %r = arith.constant dense<[7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0]> : vector<7xf32>
  vector.transfer_write %r, %m[%i, %j] : vector<7xf32>, memref<?x?xf32>
  vector.transfer_write %r, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<7xf32>, memref<?x?xf32>
  func.call @show(%m) : (memref<?x?xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<3x5xf32>
  %md = memref.cast %m : memref<3x5xf32> to memref<?x?xf32>
  func.call @zero(%md) : (memref<?x?xf32>) -> ()
  func.call @writes(%md, %c0, %c0) : (memref<?x?xf32>, index, index) -> ()
  func.call @writes(%md, %c1, %c3) : (memref<?x?xf32>, index, index) -> ()
  func.call @writes(%md, %c2, %c4) : (memref<?x?xf32>, index, index) -> ()
  memref.dealloc %m : memref<3x5xf32>

  %b = memref.alloc() : memref<20xi8>
  %bz = arith.constant dense<0> : vector<20xi8>
  vector.transfer_write %bz, %b[%c0] {in_bounds = [true]} : vector<20xi8>, memref<20xi8>
  %b17 = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : vector<17xi8>
  vector.transfer_write %b17, %b[%c2] {in_bounds = [true]} : vector<17xi8>, memref<20xi8>
  %c12 = arith.constant 12 : index
  %b9 = arith.constant dense<[-1, -2, -3, -4, -5, -6, -7, -8, -9]> : vector<9xi8>
  %bm = arith.constant dense<[true, true, false, true, true, true, true, true, true]> : vector<9xi1>
  vector.transfer_write %b9, %b[%c12], %bm : vector<9xi8>, memref<20xi8>
  %bpad = arith.constant 0 : i8
  %bl = vector.transfer_read %b[%c0], %bpad : memref<20xi8>, vector<20xi8>
  vector.print %bl : vector<20xi8>

  %q = memref.alloca() : memref<2x2x3xi64>
  %q0 = arith.constant dense<0> : vector<2x2x3xi64>
  vector.transfer_write %q0, %q[%c0, %c0, %c0] : vector<2x2x3xi64>, memref<2x2x3xi64>
  %q3 = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi64>
  vector.transfer_write %q3, %q[%c1, %c0, %c1] {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>} : vector<2x2x2xi64>, memref<2x2x3xi64>
  %qpad = arith.constant 0 : i64
  %ql = vector.transfer_read %q[%c0, %c0, %c0], %qpad : memref<2x2x3xi64>, vector<2x2x3xi64>
  vector.print %ql : vector<2x2x3xi64>

  %h = memref.alloca() : memref<4xf16>
  %h0 = arith.constant dense<0.0> : vector<4xf16>
  vector.transfer_write %h0, %h[%c0] : vector<4xf16>, memref<4xf16>
  %h1 = arith.constant dense<[1.5, 2.5, 3.5]> : vector<3xf16>
  vector.transfer_write %h1, %h[%c2] : vector<3xf16>, memref<4xf16>
  %hs = arith.constant dense<7.5> : vector<f16>
  vector.transfer_write %hs, %h[%c0] : vector<f16>, memref<4xf16>
  %hpad = arith.constant 0.0 : f16
  %hl = vector.transfer_read %h[%c0], %hpad : memref<4xf16>, vector<4xf16>
  vector.print %hl : vector<4xf16>

  %x = memref.alloca() : memref<5xindex>
  %x0 = arith.constant dense<[9, 8, 7, 6, 5]> : vector<5xindex>
  vector.transfer_write %x0, %x[%c0] : vector<5xindex>, memref<5xindex>
  %x1 = arith.constant dense<[1, 2, 3]> : vector<3xindex>
  vector.transfer_write %x1, %x[%c3] : vector<3xindex>, memref<5xindex>
  %xpad = arith.constant 0 : index
  %xl = vector.transfer_read %x[%c0], %xpad : memref<5xindex>, vector<5xindex>
  vector.print %xl : vector<5xindex>
  return
}

// CHECK: ( ( 1, 2, 3, 0, 0 ), ( 4, 5, 6, 0, 0 ), ( 0, 0, 0, 0, 0 ) )
// CHECK-NEXT: ( ( 1, 3, 5, 0, 0 ), ( 2, 4, 6, 0, 0 ), ( 0, 0, 0, 0, 0 ) )
// CHECK-NEXT: ( ( 1, 0, 3, 0, 0 ), ( 0, 5, 6, 0, 0 ), ( 0, 0, 0, 0, 0 ) )
// CHECK-NEXT: ( ( 1, 0, 5, 0, 0 ), ( 0, 4, 6, 0, 0 ), ( 0, 0, 0, 0, 0 ) )
// CHECK-NEXT: ( ( 7, 8, 9, 10, 11 ), ( 8, 0, 0, 0, 0 ), ( 9, 0, 0, 0, 0 ) )
// CHECK-NEXT: ( ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 1, 2 ), ( 0, 0, 0, 4, 5 ) )
// CHECK-NEXT: ( ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 1, 3 ), ( 0, 0, 0, 2, 4 ) )
// CHECK-NEXT: ( ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 1, 0 ), ( 0, 0, 0, 0, 5 ) )
// CHECK-NEXT: ( ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 1, 0 ), ( 0, 0, 0, 0, 4 ) )
// CHECK-NEXT: ( ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 7, 8 ), ( 0, 0, 0, 8, 0 ) )
// CHECK-NEXT: ( ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 0, 1 ) )
// CHECK-NEXT: ( ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 0, 1 ) )
// CHECK-NEXT: ( ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 0, 1 ) )
// CHECK-NEXT: ( ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 0, 1 ) )
// CHECK-NEXT: ( ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 0, 0 ), ( 0, 0, 0, 0, 7 ) )
// CHECK-NEXT: ( 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -1, -2, 13, -4, -5, -6, -7, -8 )
// CHECK-NEXT: ( ( ( 0, 0, 0 ), ( 0, 0, 0 ) ), ( ( 0, 1, 5 ), ( 0, 2, 6 ) ) )
// CHECK-NEXT: ( 7.5, 0, 1.5, 2.5 )
// CHECK-NEXT: ( 9, 8, 7, 1, 2 )
