// Small matmul with register tiles: C = A * B for 128x128 f32 matrices, computed tile by tile
// in a vector<8x8xf32> accumulator with vector.outerproduct (the column of A, read from a
// transposed copy At, times the row of B, added into the tile), the tile stored row by row
// with vector.extract (static rows) + vector.store. 200 matmuls per repetition, 5 repetitions;
// prints C[0, 0], C[37, 101] and C[127, 127] of the last matmul, then the best ns per scalar
// multiply-add.
// Checksum: A[i, k] = (i + 2k) mod 5 and B[k, j] = (3k + j) mod 4 as in matmul.mlir, each
// matmul starting from zero: C[i, j] = sum_k A[i, k] * B[k, j] = 383, 385 and 383 (a
// three-line Python loop over the same formulas; mlir-runner-22 prints the same).
func.func @matmul(%At: memref<128x128xf32>, %B: memref<128x128xf32>, %C: memref<128x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant dense<0.0> : vector<8x8xf32>
  scf.for %i = %c0 to %c128 step %c8 {
    scf.for %j = %c0 to %c128 step %c8 {
      %tile = scf.for %k = %c0 to %c128 step %c1 iter_args(%acc = %zero) -> (vector<8x8xf32>) {
        %a = vector.load %At[%k, %i] : memref<128x128xf32>, vector<8xf32>
        %b = vector.load %B[%k, %j] : memref<128x128xf32>, vector<8xf32>
        %t = vector.outerproduct %a, %b, %acc : vector<8xf32>, vector<8xf32>
        scf.yield %t : vector<8x8xf32>
      }
      %row0 = vector.extract %tile[0] : vector<8xf32> from vector<8x8xf32>
      vector.store %row0, %C[%i, %j] : memref<128x128xf32>, vector<8xf32>
      %row1 = vector.extract %tile[1] : vector<8xf32> from vector<8x8xf32>
      %i1 = arith.addi %i, %c1 : index
      vector.store %row1, %C[%i1, %j] : memref<128x128xf32>, vector<8xf32>
      %row2 = vector.extract %tile[2] : vector<8xf32> from vector<8x8xf32>
      %i2 = arith.addi %i, %c2 : index
      vector.store %row2, %C[%i2, %j] : memref<128x128xf32>, vector<8xf32>
      %row3 = vector.extract %tile[3] : vector<8xf32> from vector<8x8xf32>
      %i3 = arith.addi %i, %c3 : index
      vector.store %row3, %C[%i3, %j] : memref<128x128xf32>, vector<8xf32>
      %row4 = vector.extract %tile[4] : vector<8xf32> from vector<8x8xf32>
      %i4 = arith.addi %i, %c4 : index
      vector.store %row4, %C[%i4, %j] : memref<128x128xf32>, vector<8xf32>
      %row5 = vector.extract %tile[5] : vector<8xf32> from vector<8x8xf32>
      %i5 = arith.addi %i, %c5 : index
      vector.store %row5, %C[%i5, %j] : memref<128x128xf32>, vector<8xf32>
      %row6 = vector.extract %tile[6] : vector<8xf32> from vector<8x8xf32>
      %i6 = arith.addi %i, %c6 : index
      vector.store %row6, %C[%i6, %j] : memref<128x128xf32>, vector<8xf32>
      %row7 = vector.extract %tile[7] : vector<8xf32> from vector<8x8xf32>
      %i7 = arith.addi %i, %c7 : index
      vector.store %row7, %C[%i7, %j] : memref<128x128xf32>, vector<8xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c37 = arith.constant 37 : index
  %c101 = arith.constant 101 : index
  %c127 = arith.constant 127 : index
  %c128 = arith.constant 128 : index
  %mms = arith.constant 200 : index
  %reps = arith.constant 5 : index
  %At = memref.alloc() : memref<128x128xf32>
  %B = memref.alloc() : memref<128x128xf32>
  %C = memref.alloc() : memref<128x128xf32>
  scf.for %i = %c0 to %c128 step %c1 {
    scf.for %k = %c0 to %c128 step %c1 {
      %k2 = arith.addi %k, %k : index
      %s = arith.addi %i, %k2 : index
      %am = arith.remui %s, %c5 : index
      %ai = arith.index_cast %am : index to i32
      %af = arith.sitofp %ai : i32 to f32
      // At[k, i] = A[i, k].
      memref.store %af, %At[%k, %i] : memref<128x128xf32>
      %k3 = arith.muli %i, %c3 : index
      %t = arith.addi %k3, %k : index
      %bm = arith.andi %t, %c3 : index
      %bi = arith.index_cast %bm : index to i32
      %bf = arith.sitofp %bi : i32 to f32
      // B[i, k] here: row index i plays k of the formula, column k plays j.
      memref.store %bf, %B[%i, %k] : memref<128x128xf32>
    }
  }
  %fmas = arith.constant 419430400.0 : f64
  %ns = arith.constant 1.0e9 : f64
  %inf = arith.constant 1.0e30 : f64
  %best = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf) -> (f64) {
    %t0 = func.call @rtclock() : () -> f64
    scf.for %m = %c0 to %mms step %c1 {
      func.call @matmul(%At, %B, %C) : (memref<128x128xf32>, memref<128x128xf32>, memref<128x128xf32>) -> ()
    }
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %mn = arith.minimumf %b, %dt : f64
    scf.yield %mn : f64
  }
  %v0 = memref.load %C[%c0, %c0] : memref<128x128xf32>
  %v1 = memref.load %C[%c37, %c101] : memref<128x128xf32>
  %v2 = memref.load %C[%c127, %c127] : memref<128x128xf32>
  vector.print %v0 : f32
  vector.print %v1 : f32
  vector.print %v2 : f32
  memref.dealloc %At : memref<128x128xf32>
  memref.dealloc %B : memref<128x128xf32>
  memref.dealloc %C : memref<128x128xf32>
  %per = arith.divf %best, %fmas : f64
  %pns = arith.mulf %per, %ns : f64
  vector.print %pns : f64
  return
}
func.func private @rtclock() -> f64
