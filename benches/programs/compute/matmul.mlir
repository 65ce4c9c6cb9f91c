// Small matmul over vector<8xf32>: C += A * B for 128x128 f32 matrices, the way a vectorised
// matmul is written: for each row i and each k, A[i, k] is broadcast to a vector<8xf32> and
// combined with vector<8xf32> rows of B and C by vector.fma (vector.load / vector.store).
// 200 matmuls per repetition (C zeroed first), 5 repetitions; prints C[0, 0], C[37, 101] and
// C[127, 127] of the last repetition, then the best ns per scalar multiply-add.
// Checksum: A[i, k] = (i + 2k) mod 5 and B[k, j] = (3k + j) mod 4 are small integers, so every
// sum is exact in any order: C[i, j] = 200 * sum_k A[i, k] * B[k, j] = 76600, 77000 and 76600
// (computed by a three-line Python loop over the same formulas; mlir-runner-22 prints the same).
func.func @matmul(%A: memref<128x128xf32>, %B: memref<128x128xf32>, %C: memref<128x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c128 = arith.constant 128 : index
  scf.for %i = %c0 to %c128 step %c1 {
    scf.for %k = %c0 to %c128 step %c1 {
      %a = memref.load %A[%i, %k] : memref<128x128xf32>
      %av = vector.broadcast %a : f32 to vector<8xf32>
      scf.for %j = %c0 to %c128 step %c8 {
        %b = vector.load %B[%k, %j] : memref<128x128xf32>, vector<8xf32>
        %c = vector.load %C[%i, %j] : memref<128x128xf32>, vector<8xf32>
        %r = vector.fma %av, %b, %c : vector<8xf32>
        vector.store %r, %C[%i, %j] : memref<128x128xf32>, vector<8xf32>
      }
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c37 = arith.constant 37 : index
  %c101 = arith.constant 101 : index
  %c127 = arith.constant 127 : index
  %c128 = arith.constant 128 : index
  %mms = arith.constant 200 : index
  %reps = arith.constant 5 : index
  %A = memref.alloc() : memref<128x128xf32>
  %B = memref.alloc() : memref<128x128xf32>
  %C = memref.alloc() : memref<128x128xf32>
  scf.for %i = %c0 to %c128 step %c1 {
    scf.for %k = %c0 to %c128 step %c1 {
      %k2 = arith.addi %k, %k : index
      %s = arith.addi %i, %k2 : index
      %am = arith.remui %s, %c5 : index
      %ai = arith.index_cast %am : index to i32
      %af = arith.sitofp %ai : i32 to f32
      memref.store %af, %A[%i, %k] : memref<128x128xf32>
      %k3 = arith.muli %i, %c3 : index
      %t = arith.addi %k3, %k : index
      %bm = arith.andi %t, %c3 : index
      %bi = arith.index_cast %bm : index to i32
      %bf = arith.sitofp %bi : i32 to f32
      // B[i, k] here: row index i plays k of the formula, column k plays j.
      memref.store %bf, %B[%i, %k] : memref<128x128xf32>
    }
  }
  %zero = arith.constant dense<0.0> : vector<8xf32>
  %fmas = arith.constant 419430400.0 : f64
  %ns = arith.constant 1.0e9 : f64
  %inf = arith.constant 1.0e30 : f64
  %best = scf.for %r = %c0 to %reps step %c1 iter_args(%b = %inf) -> (f64) {
    scf.for %i = %c0 to %c128 step %c1 {
      scf.for %j = %c0 to %c128 step %c8 {
        vector.store %zero, %C[%i, %j] : memref<128x128xf32>, vector<8xf32>
      }
    }
    %t0 = func.call @rtclock() : () -> f64
    scf.for %m = %c0 to %mms step %c1 {
      func.call @matmul(%A, %B, %C) : (memref<128x128xf32>, memref<128x128xf32>, memref<128x128xf32>) -> ()
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
  memref.dealloc %A : memref<128x128xf32>
  memref.dealloc %B : memref<128x128xf32>
  memref.dealloc %C : memref<128x128xf32>
  %per = arith.divf %best, %fmas : f64
  %pns = arith.mulf %per, %ns : f64
  vector.print %pns : f64
  return
}
func.func private @rtclock() -> f64
