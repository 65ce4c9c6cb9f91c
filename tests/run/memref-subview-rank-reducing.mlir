// Rank-reducing subviews: static and dynamic offsets, sizes and strides, a subview of a
// subview, unit dimensions kept or dropped as the result strides say, down to rank 0.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// Fills %m[i, j, k] with 100*i + 10*j + k.
func.func @fill(%m: memref<3x4x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      scf.for %k = %c0 to %c5 step %c1 {
        %a = arith.muli %i, %c5 : index
        %h = arith.constant 100 : index
        %t = arith.constant 10 : index
        %x = arith.muli %i, %h : index
        %y = arith.muli %j, %t : index
        %s = arith.addi %x, %y : index
        %v = arith.addi %s, %k : index
        %vi = arith.index_cast %v : index to i64
        %f = arith.sitofp %vi : i64 to f32
        memref.store %f, %m[%i, %j, %k] : memref<3x4x5xf32>
      }
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<3x4x5xf32>
  call @fill(%m) : (memref<3x4x5xf32>) -> ()
  // A 2-D plane (drop dim 0), static.
  %p = memref.subview %m[1, 0, 0] [1, 4, 5] [1, 1, 1] : memref<3x4x5xf32> to memref<4x5xf32, strided<[5, 1], offset: 20>>
  %pu = memref.cast %p : memref<4x5xf32, strided<[5, 1], offset: 20>> to memref<*xf32>
  call @printMemrefF32(%pu) : (memref<*xf32>) -> ()
  // A column (drop dims 0 and 2), dynamic offsets.
  %col = memref.subview %m[%c2, 0, %c3] [1, 4, 1] [1, 1, 1] : memref<3x4x5xf32> to memref<4xf32, strided<[5], offset: ?>>
  %colu = memref.cast %col : memref<4xf32, strided<[5], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%colu) : (memref<*xf32>) -> ()
  // Dynamic sizes and strides, rank-reducing the middle dim.
  %d = memref.subview %m[0, %c1, 1] [%c3, 1, %c2] [1, 1, %c2] : memref<3x4x5xf32> to memref<?x?xf32, strided<[20, ?], offset: ?>>
  %du = memref.cast %d : memref<?x?xf32, strided<[20, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%du) : (memref<*xf32>) -> ()
  // A subview of a subview, then a rank-reducing one down to a scalar row element.
  %s1 = memref.subview %m[1, 1, 1] [2, 3, 4] [1, 1, 1] : memref<3x4x5xf32> to memref<2x3x4xf32, strided<[20, 5, 1], offset: 26>>
  %s2 = memref.subview %s1[1, 0, 1] [1, 2, 2] [1, 2, 2] : memref<2x3x4xf32, strided<[20, 5, 1], offset: 26>> to memref<2x2xf32, strided<[10, 2], offset: 47>>
  %s2u = memref.cast %s2 : memref<2x2xf32, strided<[10, 2], offset: 47>> to memref<*xf32>
  call @printMemrefF32(%s2u) : (memref<*xf32>) -> ()
  %s3 = memref.subview %s1[0, 2, 0] [1, 1, 4] [1, 1, 1] : memref<2x3x4xf32, strided<[20, 5, 1], offset: 26>> to memref<4xf32, strided<[1], offset: 36>>
  %s3u = memref.cast %s3 : memref<4xf32, strided<[1], offset: 36>> to memref<*xf32>
  call @printMemrefF32(%s3u) : (memref<*xf32>) -> ()
  // Rank reduction with a unit dimension kept: the strides say which one is dropped.
  %k = memref.subview %m[0, 2, 0] [1, 1, 5] [1, 1, 1] : memref<3x4x5xf32> to memref<1x5xf32, strided<[20, 1], offset: 10>>
  %ku = memref.cast %k : memref<1x5xf32, strided<[20, 1], offset: 10>> to memref<*xf32>
  call @printMemrefF32(%ku) : (memref<*xf32>) -> ()
  %k2 = memref.subview %m[0, 2, 0] [1, 1, 5] [1, 1, 1] : memref<3x4x5xf32> to memref<1x5xf32, strided<[5, 1], offset: 10>>
  %k2u = memref.cast %k2 : memref<1x5xf32, strided<[5, 1], offset: 10>> to memref<*xf32>
  call @printMemrefF32(%k2u) : (memref<*xf32>) -> ()
  // Fully rank-reduced to 0-D.
  %z = memref.subview %m[2, 3, 4] [1, 1, 1] [1, 1, 1] : memref<3x4x5xf32> to memref<f32, strided<[], offset: 59>>
  %zu = memref.cast %z : memref<f32, strided<[], offset: 59>> to memref<*xf32>
  call @printMemrefF32(%zu) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<3x4x5xf32>
  return
}

// CHECK: rank = 2 offset = 20 sizes = [4, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}100,   101,   102,   103,   104],
// CHECK-NEXT:  [110,   111,   112,   113,   114],
// CHECK-NEXT:  [120,   121,   122,   123,   124],
// CHECK-NEXT:  [130,   131,   132,   133,   134]]
// CHECK-NEXT: rank = 1 offset = 43 sizes = [4] strides = [5] data =
// CHECK-NEXT: [203,  213,  223,  233]
// CHECK-NEXT: rank = 2 offset = 6 sizes = [3, 2] strides = [20, 2] data =
// CHECK-NEXT: {{\[\[}}11,   13],
// CHECK-NEXT:  [111,   113],
// CHECK-NEXT:  [211,   213]]
// CHECK-NEXT: rank = 2 offset = 47 sizes = [2, 2] strides = [10, 2] data =
// CHECK-NEXT: {{\[\[}}212,   214],
// CHECK-NEXT:  [232,   234]]
// CHECK-NEXT: rank = 1 offset = 36 sizes = [4] strides = [1] data =
// CHECK-NEXT: [131,  132,  133,  134]
// CHECK-NEXT: rank = 2 offset = 10 sizes = [1, 5] strides = [20, 1] data =
// CHECK-NEXT: {{\[\[}}20,   21,   22,   23,   24]]
// CHECK-NEXT: rank = 2 offset = 10 sizes = [1, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}20,   21,   22,   23,   24]]
// CHECK-NEXT: rank = 0 offset = 59 sizes = [] strides = [] data =
// CHECK-NEXT: [234]
