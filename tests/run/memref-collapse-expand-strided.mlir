// collapse_shape and expand_shape of non-contiguous strided views (the result strides come from
// the source strides), with dynamic sizes and output_shape, unit dimensions, and rank 0.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c60 = arith.constant 60 : index
  %m = memref.alloc() : memref<3x4x5xf32>
  %flat = memref.collapse_shape %m [[0, 1, 2]] : memref<3x4x5xf32> into memref<60xf32>
  scf.for %i = %c0 to %c60 step %c1 {
    %vi = arith.index_cast %i : index to i64
    %f = arith.sitofp %vi : i64 to f32
    memref.store %f, %flat[%i] : memref<60xf32>
  }
  // A non-contiguous view (every other row of each plane): collapse only its contiguous
  // dims, the row stride stays.
  %sv = memref.subview %m[0, 0, 0] [3, 2, 5] [1, 2, 1] : memref<3x4x5xf32> to memref<3x2x5xf32, strided<[20, 10, 1]>>
  %c = memref.collapse_shape %sv [[0, 1], [2]] : memref<3x2x5xf32, strided<[20, 10, 1]>> into memref<6x5xf32, strided<[10, 1]>>
  %cu = memref.cast %c : memref<6x5xf32, strided<[10, 1]>> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  // A column block (inner dim not contiguous with the outer): collapse the outer two.
  %sv2 = memref.subview %m[1, 0, 1] [2, 4, 3] [1, 1, 1] : memref<3x4x5xf32> to memref<2x4x3xf32, strided<[20, 5, 1], offset: 21>>
  %c2d = memref.collapse_shape %sv2 [[0, 1], [2]] : memref<2x4x3xf32, strided<[20, 5, 1], offset: 21>> into memref<8x3xf32, strided<[5, 1], offset: 21>>
  %c2u = memref.cast %c2d : memref<8x3xf32, strided<[5, 1], offset: 21>> to memref<*xf32>
  call @printMemrefF32(%c2u) : (memref<*xf32>) -> ()
  // Expand a strided 1-D view (stride 2) into 2x3: strides [6, 2].
  %ev = memref.subview %flat[4] [6] [2] : memref<60xf32> to memref<6xf32, strided<[2], offset: 4>>
  %e = memref.expand_shape %ev [[0, 1]] output_shape [2, 3] : memref<6xf32, strided<[2], offset: 4>> into memref<2x3xf32, strided<[6, 2], offset: 4>>
  %eu = memref.cast %e : memref<2x3xf32, strided<[6, 2], offset: 4>> to memref<*xf32>
  call @printMemrefF32(%eu) : (memref<*xf32>) -> ()
  // Dynamic expand: 60 -> ? x 3 x 4 with output_shape from a value.
  %d5 = arith.constant 5 : index
  %dyn = memref.cast %flat : memref<60xf32> to memref<?xf32>
  %ed = memref.expand_shape %dyn [[0, 1, 2]] output_shape [%d5, 3, 4] : memref<?xf32> into memref<?x3x4xf32>
  %edu = memref.cast %ed : memref<?x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%edu) : (memref<*xf32>) -> ()
  // Dynamic collapse of a dynamic-size view.
  %dv = memref.cast %m : memref<3x4x5xf32> to memref<?x4x?xf32>
  %dc = memref.collapse_shape %dv [[0], [1, 2]] : memref<?x4x?xf32> into memref<?x?xf32>
  %dcu = memref.cast %dc : memref<?x?xf32> to memref<*xf32>
  %d0 = memref.dim %dc, %c0 : memref<?x?xf32>
  %d1 = memref.dim %dc, %c1 : memref<?x?xf32>
  vector.print %d0 : index
  vector.print %d1 : index
  %x = memref.load %dc[%c2, %c3] : memref<?x?xf32>
  vector.print %x : f32
  // Unit dims in a group (their stride is ignored), collapse to rank 0 and back.
  %u = memref.subview %m[2, 3, 4] [1, 1, 1] [1, 1, 1] : memref<3x4x5xf32> to memref<1x1x1xf32, strided<[20, 5, 1], offset: 59>>
  %u0 = memref.collapse_shape %u [] : memref<1x1x1xf32, strided<[20, 5, 1], offset: 59>> into memref<f32, strided<[], offset: 59>>
  %v0 = memref.load %u0[] : memref<f32, strided<[], offset: 59>>
  vector.print %v0 : f32
  %u1 = memref.expand_shape %u0 [] output_shape [1, 1] : memref<f32, strided<[], offset: 59>> into memref<1x1xf32, strided<[1, 1], offset: 59>>
  %u1u = memref.cast %u1 : memref<1x1xf32, strided<[1, 1], offset: 59>> to memref<*xf32>
  call @printMemrefF32(%u1u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<3x4x5xf32>
  return
}

// CHECK: rank = 2 offset = 0 sizes = [6, 5] strides = [10, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4],
// CHECK-NEXT:  [10,   11,   12,   13,   14],
// CHECK-NEXT:  [20,   21,   22,   23,   24],
// CHECK-NEXT:  [30,   31,   32,   33,   34],
// CHECK-NEXT:  [40,   41,   42,   43,   44],
// CHECK-NEXT:  [50,   51,   52,   53,   54]]
// CHECK-NEXT: rank = 2 offset = 21 sizes = [8, 3] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}21,   22,   23],
// CHECK-NEXT:  [26,   27,   28],
// CHECK-NEXT:  [31,   32,   33],
// CHECK-NEXT:  [36,   37,   38],
// CHECK-NEXT:  [41,   42,   43],
// CHECK-NEXT:  [46,   47,   48],
// CHECK-NEXT:  [51,   52,   53],
// CHECK-NEXT:  [56,   57,   58]]
// CHECK-NEXT: rank = 2 offset = 4 sizes = [2, 3] strides = [6, 2] data =
// CHECK-NEXT: {{\[\[}}4,   6,   8],
// CHECK-NEXT:  [10,   12,   14]]
// CHECK-NEXT: rank = 3 offset = 0 sizes = [5, 3, 4] strides = [12, 4, 1] data =
// CHECK-NEXT: {{\[\[}}[0,    1,    2,    3],
// CHECK-NEXT:   [4,    5,    6,    7],
// CHECK-NEXT:   [8,    9,    10,    11]],
// CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
// CHECK-NEXT:   [16,    17,    18,    19],
// CHECK-NEXT:   [20,    21,    22,    23]],
// CHECK-NEXT:  {{\[\[}}24,    25,    26,    27],
// CHECK-NEXT:   [28,    29,    30,    31],
// CHECK-NEXT:   [32,    33,    34,    35]],
// CHECK-NEXT:  {{\[\[}}36,    37,    38,    39],
// CHECK-NEXT:   [40,    41,    42,    43],
// CHECK-NEXT:   [44,    45,    46,    47]],
// CHECK-NEXT:  {{\[\[}}48,    49,    50,    51],
// CHECK-NEXT:   [52,    53,    54,    55],
// CHECK-NEXT:   [56,    57,    58,    59]]]
// CHECK-NEXT: 3
// CHECK-NEXT: 20
// CHECK-NEXT: 43
// CHECK-NEXT: 59
// CHECK-NEXT: rank = 2 offset = 59 sizes = [1, 1] strides = [1, 1] data =
// CHECK-NEXT: {{\[\[}}59]]
