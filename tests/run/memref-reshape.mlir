// reshape with a static-length shape (ranked result; static sizes of the result type win) and
// a dynamic-length shape (unranked result of rank 4), back from the unranked memref, and an
// unranked source with an offset (the unranked result keeps it).
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<2x6xf32>
  %flat = memref.collapse_shape %m [[0, 1]] : memref<2x6xf32> into memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %vi = arith.index_cast %i : index to i64
    %f = arith.sitofp %vi : i64 to f32
    memref.store %f, %flat[%i] : memref<12xf32>
  }
  // Static-length shape (index elements): ranked result, sizes read at run time.
  %shape = memref.alloca() : memref<2xindex>
  memref.store %c3, %shape[%c0] : memref<2xindex>
  memref.store %c4, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %m(%shape) : (memref<2x6xf32>, memref<2xindex>) -> memref<?x?xf32>
  %ru = memref.cast %r : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  // Partly static result type: only the dynamic size is read from the shape.
  %shape3 = memref.alloca() : memref<3xindex>
  memref.store %c0, %shape3[%c0] : memref<3xindex>
  memref.store %c3, %shape3[%c1] : memref<3xindex>
  memref.store %c0, %shape3[%c2] : memref<3xindex>
  %r3 = memref.reshape %m(%shape3) : (memref<2x6xf32>, memref<3xindex>) -> memref<2x?x2xf32>
  %r3u = memref.cast %r3 : memref<2x?x2xf32> to memref<*xf32>
  call @printMemrefF32(%r3u) : (memref<*xf32>) -> ()
  // Dynamic-length shape: an unranked result of rank 4.
  %dshape = memref.alloc(%c4) : memref<?xindex>
  memref.store %c1, %dshape[%c0] : memref<?xindex>
  memref.store %c2, %dshape[%c1] : memref<?xindex>
  memref.store %c3, %dshape[%c2] : memref<?xindex>
  memref.store %c2, %dshape[%c3] : memref<?xindex>
  %ur = memref.reshape %m(%dshape) : (memref<2x6xf32>, memref<?xindex>) -> memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  %d2 = memref.dim %ur, %c2 : memref<*xf32>
  vector.print %d2 : index
  // Reshape of an unranked source back to rank 1.
  %one = memref.alloca() : memref<1xindex>
  memref.store %c12, %one[%c0] : memref<1xindex>
  %back = memref.reshape %ur(%one) : (memref<*xf32>, memref<1xindex>) -> memref<12xf32>
  %x = memref.load %back[%c4] : memref<12xf32>
  vector.print %x : f32
  // An unranked source with a non-zero offset: the unranked result keeps it.
  %sv = memref.subview %flat[2] [8] [1] : memref<12xf32> to memref<8xf32, strided<[1], offset: 2>>
  %svu = memref.cast %sv : memref<8xf32, strided<[1], offset: 2>> to memref<*xf32>
  %two = memref.alloc(%c2) : memref<?xindex>
  memref.store %c2, %two[%c0] : memref<?xindex>
  memref.store %c4, %two[%c1] : memref<?xindex>
  %ur2 = memref.reshape %svu(%two) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  call @printMemrefF32(%ur2) : (memref<*xf32>) -> ()
  memref.dealloc %two : memref<?xindex>
  memref.dealloc %dshape : memref<?xindex>
  memref.dealloc %m : memref<2x6xf32>
  return
}

// CHECK: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3],
// CHECK-NEXT:  [4,   5,   6,   7],
// CHECK-NEXT:  [8,   9,   10,   11]]
// CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 2] strides = [6, 2, 1] data =
// CHECK-NEXT: {{\[\[}}[0,    1],
// CHECK-NEXT:   [2,    3],
// CHECK-NEXT:   [4,    5]],
// CHECK-NEXT:  {{\[\[}}6,    7],
// CHECK-NEXT:   [8,    9],
// CHECK-NEXT:   [10,    11]]]
// CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 2, 3, 2] strides = [12, 6, 2, 1] data =
// CHECK-NEXT: {{\[\[}}{{\[\[}}0,     1],
// CHECK-NEXT:    [2,     3],
// CHECK-NEXT:    [4,     5]],
// CHECK-NEXT:   {{\[\[}}6,     7],
// CHECK-NEXT:    [8,     9],
// CHECK-NEXT:    [10,     11]]]]
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: rank = 2 offset = 2 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}2,   3,   4,   5],
// CHECK-NEXT:  [6,   7,   8,   9]]
