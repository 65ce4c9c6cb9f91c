// vector.transfer_read to 1-D vectors: minor identity reads from rank-1 and rank-2 memrefs that
// run past the end of the dimension (those lanes take the padding) or start past it (all
// padding), `in_bounds` reads, a read down a column (`(d0, d1) -> (d0)`), a broadcast read
// (`(d0, d1) -> (0)`), masks, 0-D reads; f32, i32, i8, i64, index, f16 and f64; lengths 3, 4, 5,
// 8, 9 and 17.
// Expected output: mlir-runner-22 (convert-vector-to-scf, convert-scf-to-cf,
// convert-vector-to-llvm, finalize-memref-to-llvm, convert-func-to-llvm pipeline).
// RUN: corolift run %s | FileCheck %s --match-full-lines

memref.global "private" @f32buf : memref<20xf32> = dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 19.5]>
memref.global "private" @i32buf : memref<3x5xi32> = dense<[[0, 1, 2, 3, 4], [10, 11, 12, 13, 14], [20, 21, 22, 23, 24]]>
memref.global "private" @i8buf : memref<10xi8> = dense<[1, -2, 3, -4, 5, -6, 7, -8, 9, -10]>
memref.global "private" @i64buf : memref<4xi64> = dense<[-5, 6, -7, 8]>
memref.global "private" @idxbuf : memref<3xindex> = dense<[7, 8, 9]>
memref.global "private" @f16buf : memref<6xf16> = dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5]>
memref.global "private" @f64buf : memref<2x3xf64> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>

func.func @f32(%m: memref<?xf32>, %i: index) {
  %pad = arith.constant -1.0 : f32
  %a = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<8xf32>
  vector.print %a : vector<8xf32>
  %b = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<17xf32>
  vector.print %b : vector<17xf32>
  %mask = arith.constant dense<[true, false, true, true, false]> : vector<5xi1>
  %d = vector.transfer_read %m[%i], %pad, %mask : memref<?xf32>, vector<5xf32>
  vector.print %d : vector<5xf32>
  return
}

func.func @in_bounds(%m: memref<?xf32>, %i: index) {
  %pad = arith.constant -1.0 : f32
  %c = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<?xf32>, vector<3xf32>
  vector.print %c : vector<3xf32>
  %e = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<f32>
  vector.print %e : vector<f32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c15 = arith.constant 15 : index
  %c18 = arith.constant 18 : index
  %c25 = arith.constant 25 : index
  %f = memref.get_global @f32buf : memref<20xf32>
  %fd = memref.cast %f : memref<20xf32> to memref<?xf32>
  func.call @f32(%fd, %c1) : (memref<?xf32>, index) -> ()
  func.call @f32(%fd, %c15) : (memref<?xf32>, index) -> ()
  func.call @f32(%fd, %c18) : (memref<?xf32>, index) -> ()
  func.call @f32(%fd, %c25) : (memref<?xf32>, index) -> ()
  func.call @in_bounds(%fd, %c7) : (memref<?xf32>, index) -> ()
  func.call @in_bounds(%fd, %c15) : (memref<?xf32>, index) -> ()

  %w = memref.get_global @i32buf : memref<3x5xi32>
  %ipad = arith.constant 99 : i32
  %a = vector.transfer_read %w[%c1, %c2], %ipad : memref<3x5xi32>, vector<5xi32>
  vector.print %a : vector<5xi32>
  %b = vector.transfer_read %w[%c0, %c3], %ipad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<3x5xi32>, vector<4xi32>
  vector.print %b : vector<4xi32>
  %c = vector.transfer_read %w[%c2, %c1], %ipad {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<3x5xi32>, vector<9xi32>
  vector.print %c : vector<9xi32>

  %i8 = memref.get_global @i8buf : memref<10xi8>
  %i8pad = arith.constant 0 : i8
  %e = vector.transfer_read %i8[%c3], %i8pad : memref<10xi8>, vector<9xi8>
  vector.print %e : vector<9xi8>
  %q = memref.get_global @i64buf : memref<4xi64>
  %qpad = arith.constant 42 : i64
  %g = vector.transfer_read %q[%c1], %qpad : memref<4xi64>, vector<5xi64>
  vector.print %g : vector<5xi64>
  %x = memref.get_global @idxbuf : memref<3xindex>
  %xpad = arith.constant 0 : index
  %h = vector.transfer_read %x[%c0], %xpad : memref<3xindex>, vector<4xindex>
  vector.print %h : vector<4xindex>
  %hf = memref.get_global @f16buf : memref<6xf16>
  %hpad = arith.constant 9.0 : f16
  %k = vector.transfer_read %hf[%c2], %hpad : memref<6xf16>, vector<9xf16>
  vector.print %k : vector<9xf16>
  %df = memref.get_global @f64buf : memref<2x3xf64>
  %dpad = arith.constant 0.5 : f64
  %l = vector.transfer_read %df[%c0, %c1], %dpad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<2x3xf64>, vector<3xf64>
  vector.print %l : vector<3xf64>
  %m = vector.transfer_read %df[%c1, %c1], %dpad : memref<2x3xf64>, vector<3xf64>
  vector.print %m : vector<3xf64>
  return
}

// CHECK: ( 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5 )
// CHECK-NEXT: ( 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5 )
// CHECK-NEXT: ( 1.5, -1, 3.5, 4.5, -1 )
// CHECK-NEXT: ( 15.5, 16.5, 17.5, 18.5, 19.5, -1, -1, -1 )
// CHECK-NEXT: ( 15.5, 16.5, 17.5, 18.5, 19.5, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1 )
// CHECK-NEXT: ( 15.5, -1, 17.5, 18.5, -1 )
// CHECK-NEXT: ( 18.5, 19.5, -1, -1, -1, -1, -1, -1 )
// CHECK-NEXT: ( 18.5, 19.5, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1 )
// CHECK-NEXT: ( 18.5, -1, -1, -1, -1 )
// CHECK-NEXT: ( -1, -1, -1, -1, -1, -1, -1, -1 )
// CHECK-NEXT: ( -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1 )
// CHECK-NEXT: ( -1, -1, -1, -1, -1 )
// CHECK-NEXT: ( 7.5, 8.5, 9.5 )
// CHECK-NEXT: ( 7.5 )
// CHECK-NEXT: ( 15.5, 16.5, 17.5 )
// CHECK-NEXT: ( 15.5 )
// CHECK-NEXT: ( 12, 13, 14, 99, 99 )
// CHECK-NEXT: ( 3, 13, 23, 99 )
// CHECK-NEXT: ( 21, 21, 21, 21, 21, 21, 21, 21, 21 )
// CHECK-NEXT: ( -4, 5, -6, 7, -8, 9, -10, 0, 0 )
// CHECK-NEXT: ( 6, -7, 8, 42, 42 )
// CHECK-NEXT: ( 7, 8, 9, 0 )
// CHECK-NEXT: ( 2.5, 3.5, 4.5, 5.5, 9, 9, 9, 9, 9 )
// CHECK-NEXT: ( 2, 5, 0.5 )
// CHECK-NEXT: ( 5, 6, 0.5 )
