// Strided layouts written as affine maps: a transposed view with a symbol stride, casts between
// affine-map and strided<...> layouts, loads and a copy through a static affine layout with an
// offset.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

#transposed = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
#shifted = affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %vi = arith.index_cast %i : index to i64
    %f = arith.sitofp %vi : i64 to f32
    memref.store %f, %m[%i] : memref<12xf32>
  }
  %e = memref.expand_shape %m [[0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
  %d = memref.cast %e : memref<3x4xf32> to memref<?x?xf32>
  // A transposed view whose layout is written as a strided affine map.
  %t = memref.transpose %d (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, #transposed>
  %x = memref.load %t[%c3, %c1] : memref<?x?xf32, #transposed>
  vector.print %x : f32
  %tc = memref.cast %t : memref<?x?xf32, #transposed> to memref<?x?xf32, strided<[1, ?]>>
  %tu = memref.cast %tc : memref<?x?xf32, strided<[1, ?]>> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  // A static affine-map layout with an offset, from reinterpret_cast's strided type.
  %r = memref.reinterpret_cast %m to offset: [2], sizes: [2, 3], strides: [4, 1] : memref<12xf32> to memref<2x3xf32, strided<[4, 1], offset: 2>>
  %a = memref.cast %r : memref<2x3xf32, strided<[4, 1], offset: 2>> to memref<2x3xf32, #shifted>
  %y = memref.load %a[%c1, %c2] : memref<2x3xf32, #shifted>
  vector.print %y : f32
  %dst = memref.alloc() : memref<2x3xf32>
  memref.copy %a, %dst : memref<2x3xf32, #shifted> to memref<2x3xf32>
  %du = memref.cast %dst : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%du) : (memref<*xf32>) -> ()
  memref.dealloc %dst : memref<2x3xf32>
  memref.dealloc %m : memref<12xf32>
  return
}

// CHECK: 7
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 3] strides = [1, 4] data =
// CHECK-NEXT: {{\[\[}}0,   4,   8],
// CHECK-NEXT:  [1,   5,   9],
// CHECK-NEXT:  [2,   6,   10],
// CHECK-NEXT:  [3,   7,   11]]
// CHECK-NEXT: 8
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}2,   3,   4],
// CHECK-NEXT:  [6,   7,   8]]
