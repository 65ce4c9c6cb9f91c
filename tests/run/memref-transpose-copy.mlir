// transpose (a rotation of three dimensions, and of a dynamic subview) then copy into a
// contiguous buffer.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<2x3x4xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %h = arith.constant 100 : index
        %t = arith.constant 10 : index
        %x = arith.muli %i, %h : index
        %y = arith.muli %j, %t : index
        %s = arith.addi %x, %y : index
        %v = arith.addi %s, %k : index
        %vi = arith.index_cast %v : index to i64
        %f = arith.sitofp %vi : i64 to f32
        memref.store %f, %m[%i, %j, %k] : memref<2x3x4xf32>
      }
    }
  }
  // Rotate the dimensions: result[k][i][j] = m[i][j][k].
  %t = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %tu = memref.cast %t : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  // Copy the transposed view into a contiguous buffer.
  %dst = memref.alloc() : memref<4x2x3xf32>
  memref.copy %t, %dst : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<4x2x3xf32>
  %du = memref.cast %dst : memref<4x2x3xf32> to memref<*xf32>
  call @printMemrefF32(%du) : (memref<*xf32>) -> ()
  // Transpose of a dynamic strided subview.
  %sv = memref.subview %m[1, %c1, 1] [1, 2, 3] [1, 1, 1] : memref<2x3x4xf32> to memref<2x3xf32, strided<[4, 1], offset: ?>>
  %st = memref.transpose %sv (d0, d1) -> (d1, d0) : memref<2x3xf32, strided<[4, 1], offset: ?>> to memref<3x2xf32, strided<[1, 4], offset: ?>>
  %dst2 = memref.alloc() : memref<3x2xf32>
  memref.copy %st, %dst2 : memref<3x2xf32, strided<[1, 4], offset: ?>> to memref<3x2xf32>
  %d2u = memref.cast %dst2 : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%d2u) : (memref<*xf32>) -> ()
  memref.dealloc %dst2 : memref<3x2xf32>
  memref.dealloc %dst : memref<4x2x3xf32>
  memref.dealloc %m : memref<2x3x4xf32>
  return
}

// CHECK: rank = 3 offset = 0 sizes = [4, 2, 3] strides = [1, 12, 4] data =
// CHECK-NEXT: {{\[\[}}[0,    10,    20],
// CHECK-NEXT:   [100,    110,    120]],
// CHECK-NEXT:  {{\[\[}}1,    11,    21],
// CHECK-NEXT:   [101,    111,    121]],
// CHECK-NEXT:  {{\[\[}}2,    12,    22],
// CHECK-NEXT:   [102,    112,    122]],
// CHECK-NEXT:  {{\[\[}}3,    13,    23],
// CHECK-NEXT:   [103,    113,    123]]]
// CHECK-NEXT: rank = 3 offset = 0 sizes = [4, 2, 3] strides = [6, 3, 1] data =
// CHECK-NEXT: {{\[\[}}[0,    10,    20],
// CHECK-NEXT:   [100,    110,    120]],
// CHECK-NEXT:  {{\[\[}}1,    11,    21],
// CHECK-NEXT:   [101,    111,    121]],
// CHECK-NEXT:  {{\[\[}}2,    12,    22],
// CHECK-NEXT:   [102,    112,    122]],
// CHECK-NEXT:  {{\[\[}}3,    13,    23],
// CHECK-NEXT:   [103,    113,    123]]]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}111,   121],
// CHECK-NEXT:  [112,   122],
// CHECK-NEXT:  [113,   123]]
