// Memrefs whose elements are vectors: allocated on the heap and the stack, with static and
// dynamic sizes, elements laid out as LLVM lays the vectors out (vector<3xf32> takes 16
// bytes, vector<2x3xi16> two rows of 8), read back after being written in any order,
// copied with memref.copy, and a memref<…xvector<…>> element across an async.await.
// Expected output from mlir-runner-22 (the compare-corpus pipeline).
// RUN: corolift run %s | FileCheck %s

func.func @fill(%m: memref<?xvector<3xf32>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xvector<3xf32>>
  %base = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %step = arith.constant dense<[0.5, -1.0, 10.0]> : vector<3xf32>
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%v = %base) -> (vector<3xf32>) {
    memref.store %v, %m[%i] : memref<?xvector<3xf32>>
    %next = arith.addf %v, %step : vector<3xf32>
    scf.yield %next : vector<3xf32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c4) : memref<?xvector<3xf32>>
  func.call @fill(%m) : (memref<?xvector<3xf32>>) -> ()
  %v3 = memref.load %m[%c3] : memref<?xvector<3xf32>>
  vector.print %v3 : vector<3xf32>
  %v0 = memref.load %m[%c0] : memref<?xvector<3xf32>>
  vector.print %v0 : vector<3xf32>
  // Neighbours are untouched by a store.
  %z = arith.constant dense<0.0> : vector<3xf32>
  memref.store %z, %m[%c2] : memref<?xvector<3xf32>>
  %v1 = memref.load %m[%c1] : memref<?xvector<3xf32>>
  vector.print %v1 : vector<3xf32>
  %v2 = memref.load %m[%c2] : memref<?xvector<3xf32>>
  vector.print %v2 : vector<3xf32>
  %v3b = memref.load %m[%c3] : memref<?xvector<3xf32>>
  vector.print %v3b : vector<3xf32>

  // 2-D memref of 2-D i16 vectors on the stack, and a copy.
  %s = memref.alloca() : memref<2x2xvector<2x3xi16>>
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi16>
  %b = arith.constant dense<[[-1, -2, -3], [700, 800, 900]]> : vector<2x3xi16>
  memref.store %a, %s[%c0, %c0] : memref<2x2xvector<2x3xi16>>
  memref.store %b, %s[%c0, %c1] : memref<2x2xvector<2x3xi16>>
  %ab = arith.addi %a, %b : vector<2x3xi16>
  memref.store %ab, %s[%c1, %c0] : memref<2x2xvector<2x3xi16>>
  memref.store %a, %s[%c1, %c1] : memref<2x2xvector<2x3xi16>>
  %d = memref.alloc() : memref<2x2xvector<2x3xi16>>
  memref.copy %s, %d : memref<2x2xvector<2x3xi16>> to memref<2x2xvector<2x3xi16>>
  %e10 = memref.load %d[%c1, %c0] : memref<2x2xvector<2x3xi16>>
  vector.print %e10 : vector<2x3xi16>
  %e01 = memref.load %d[%c0, %c1] : memref<2x2xvector<2x3xi16>>
  vector.print %e01 : vector<2x3xi16>

  // An element read in an async.execute body after an await.
  %t, %r = async.execute -> !async.value<vector<3xf32>> {
    %t0 = async.execute {
      async.yield
    }
    async.await %t0 : !async.token
    %x = memref.load %m[%c1] : memref<?xvector<3xf32>>
    %y = memref.load %m[%c3] : memref<?xvector<3xf32>>
    %s2 = arith.addf %x, %y : vector<3xf32>
    async.yield %s2 : vector<3xf32>
  }
  %rv = async.await %r : !async.value<vector<3xf32>>
  vector.print %rv : vector<3xf32>
  memref.dealloc %m : memref<?xvector<3xf32>>
  memref.dealloc %d : memref<2x2xvector<2x3xi16>>
  return
}

// CHECK:      ( 2.5, -1, 33 )
// CHECK-NEXT: ( 1, 2, 3 )
// CHECK-NEXT: ( 1.5, 1, 13 )
// CHECK-NEXT: ( 0, 0, 0 )
// CHECK-NEXT: ( 2.5, -1, 33 )
// CHECK-NEXT: ( ( 0, 0, 0 ), ( 704, 805, 906 ) )
// CHECK-NEXT: ( ( -1, -2, -3 ), ( 700, 800, 900 ) )
// CHECK-NEXT: ( 4, 0, 46 )
