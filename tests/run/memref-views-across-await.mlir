// Views with dynamic offsets, sizes and strides (reinterpret_cast, expand_shape, subview,
// transpose) live across awaits in an async function and an async.execute body.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// Views with dynamic offsets, sizes and strides made before an await and used after it, in an
// async.execute body and in an async function.
async.func @scaled(%m: memref<?xf32>, %i: index) -> !async.value<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.reinterpret_cast %m to offset: [%i], sizes: [%c2, %c2], strides: [%c2, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %t = async.execute {
    async.yield
  }
  async.await %t : !async.token
  %x = memref.load %v[%c1, %c1] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %x : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %vi = arith.index_cast %i : index to i64
    %f = arith.sitofp %vi : i64 to f32
    memref.store %f, %m[%i] : memref<12xf32>
  }
  %d = memref.cast %m : memref<12xf32> to memref<?xf32>
  %r = async.call @scaled(%d, %c3) : (memref<?xf32>, index) -> !async.value<f32>
  %x = async.await %r : !async.value<f32>
  vector.print %x : f32
  %e = memref.expand_shape %m [[0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
  %token = async.execute {
    %sv = memref.subview %e[%c1, 1] [2, %c3] [1, 1] : memref<3x4xf32> to memref<2x?xf32, strided<[4, 1], offset: ?>>
    %tr = memref.transpose %sv (i, j) -> (j, i) : memref<2x?xf32, strided<[4, 1], offset: ?>> to memref<?x2xf32, strided<[1, 4], offset: ?>>
    %inner = async.execute {
      async.yield
    }
    async.await %inner : !async.token
    %u = memref.cast %tr : memref<?x2xf32, strided<[1, 4], offset: ?>> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    async.yield
  }
  async.await %token : !async.token
  memref.dealloc %m : memref<12xf32>
  return
}

// CHECK: 6
// CHECK-NEXT: rank = 2 offset = 5 sizes = [3, 2] strides = [1, 4] data =
// CHECK-NEXT: {{\[\[}}5,   9],
// CHECK-NEXT:  [6,   10],
// CHECK-NEXT:  [7,   11]]
