// vector.transfer_read / transfer_write and vector.maskedload on strided memrefs: a
// column of a matrix (static stride 4), a view with a dynamic stride and offset, and a 2-D
// subview whose rows are not contiguous. Reads past the end of the view take the padding (not
// the elements of the underlying buffer), writes past it are skipped. vector.maskedload on the
// column reads consecutive elements from the base element, as LLVM's masked load of the
// element pointer does.
// Expected output: mlir-runner-22 (convert-vector-to-scf, convert-scf-to-cf,
// expand-strided-metadata, convert-vector-to-llvm, finalize-memref-to-llvm,
// convert-func-to-llvm pipeline).
// RUN: corolift run %s | FileCheck %s --match-full-lines

memref.global "private" @g : memref<4x4xf32> = dense<[[0.0, 1.0, 2.0, 3.0], [10.0, 11.0, 12.0, 13.0], [20.0, 21.0, 22.0, 23.0], [30.0, 31.0, 32.0, 33.0]]>

func.func @show(%m: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0, %c0], %pad : memref<4x4xf32>, vector<4x4xf32>
  vector.print %v : vector<4x4xf32>
  return
}

func.func @dyn(%v: memref<?xf32, strided<[?], offset: ?>>, %i: index) {
  %pad = arith.constant -1.0 : f32
  %a = vector.transfer_read %v[%i], %pad : memref<?xf32, strided<[?], offset: ?>>, vector<5xf32>
  vector.print %a : vector<5xf32>
  %w = arith.constant dense<[100.0, 200.0, 300.0]> : vector<3xf32>
  vector.transfer_write %w, %v[%i] : vector<3xf32>, memref<?xf32, strided<[?], offset: ?>>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.get_global @g : memref<4x4xf32>
  %col = memref.subview %m[0, 1] [4, 1] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4], offset: 1>>
  %pad = arith.constant -1.0 : f32
  %a = vector.transfer_read %col[%c1], %pad : memref<4xf32, strided<[4], offset: 1>>, vector<5xf32>
  vector.print %a : vector<5xf32>
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %pt = arith.constant dense<7.0> : vector<4xf32>
  %b = vector.maskedload %col[%c0], %mask, %pt : memref<4xf32, strided<[4], offset: 1>>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %b : vector<4xf32>
  %w = arith.constant dense<[-1.0, -2.0, -3.0]> : vector<3xf32>
  vector.transfer_write %w, %col[%c2] : vector<3xf32>, memref<4xf32, strided<[4], offset: 1>>
  func.call @show(%m) : (memref<4x4xf32>) -> ()

  %diag = memref.subview %m[0, 0] [2, 2] [2, 2] : memref<4x4xf32> to memref<2x2xf32, strided<[8, 2]>>
  %d = vector.transfer_read %diag[%c0, %c1], %pad : memref<2x2xf32, strided<[8, 2]>>, vector<2x3xf32>
  vector.print %d : vector<2x3xf32>
  %dw = arith.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : vector<2x2xf32>
  vector.transfer_write %dw, %diag[%c0, %c0] {in_bounds = [true, true]} : vector<2x2xf32>, memref<2x2xf32, strided<[8, 2]>>
  func.call @show(%m) : (memref<4x4xf32>) -> ()

  %row = memref.subview %m[2, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: 8>>
  %rd = memref.cast %row : memref<4xf32, strided<[1], offset: 8>> to memref<?xf32, strided<[?], offset: ?>>
  func.call @dyn(%rd, %c2) : (memref<?xf32, strided<[?], offset: ?>>, index) -> ()
  %cd = memref.cast %col : memref<4xf32, strided<[4], offset: 1>> to memref<?xf32, strided<[?], offset: ?>>
  func.call @dyn(%cd, %c3) : (memref<?xf32, strided<[?], offset: ?>>, index) -> ()
  func.call @show(%m) : (memref<4x4xf32>) -> ()
  return
}

// CHECK: ( 11, 21, 31, -1, -1 )
// CHECK-NEXT: ( 1, 7, 3, 10 )
// CHECK-NEXT: ( ( 0, 1, 2, 3 ), ( 10, 11, 12, 13 ), ( 20, -1, 22, 23 ), ( 30, -2, 32, 33 ) )
// CHECK-NEXT: ( ( 2, -1, -1 ), ( 22, -1, -1 ) )
// CHECK-NEXT: ( ( 5, 1, 6, 3 ), ( 10, 11, 12, 13 ), ( 7, -1, 8, 23 ), ( 30, -2, 32, 33 ) )
// CHECK-NEXT: ( 8, 23, -1, -1, -1 )
// CHECK-NEXT: ( -2, -1, -1, -1, -1 )
// CHECK-NEXT: ( ( 5, 1, 6, 3 ), ( 10, 11, 12, 13 ), ( 7, -1, 100, 200 ), ( 30, 100, 32, 33 ) )
