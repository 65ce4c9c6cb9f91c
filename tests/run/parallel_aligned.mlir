// A 3-D loop whose inner loops have static trip counts (3 and 8 / 2 = 4): when the block size
// is at least 12 iterations the pass dispatches @parallel_compute_fn_with_aligned_loops,
// which runs the inner loops whole (the default options, min-task-size=13, 20 and 12);
// smaller blocks use @parallel_compute_fn. Both dispatch modes, 0, 1 and 2 worker threads.
// Expected output: mlir-runner-22 on this file after mlir-opt-22 -async-parallel-for with
// each RUN line's options (the outputs are the same), then -async-to-async-runtime
// -async-runtime-ref-counting -async-runtime-ref-counting-opt -arith-expand
// -convert-async-to-llvm and the LLVM conversions; each loop's comment gives its effect, from which the printed values follow.
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=0 corolift run %s --async-parallel-for | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=1 corolift run %s --async-parallel-for="num-workers=4 min-task-size=13" | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=2 corolift run %s --async-parallel-for="num-workers=-1 min-task-size=1" | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=0 corolift run %s --async-parallel-for="async-dispatch=false num-workers=4 min-task-size=1" | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=1 corolift run %s --async-parallel-for="async-dispatch=false num-workers=2 min-task-size=20" | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=2 corolift run %s --async-parallel-for="async-dispatch=false num-workers=-1 min-task-size=12" | FileCheck %s

// CHECK:      12780
// CHECK-NEXT: 212
// CHECK-NOT:  {{.}}

func.func private @runtime(%x: index) -> index {
  return %x : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %A = memref.alloc() : memref<5x3x8xi64>
  %n = func.call @runtime(%c5) : (index) -> index

  // The inner loops have static trip counts (3 and 8 / 2 = 4): with blocks of at least 12
  // iterations the pass dispatches the compute function that runs them whole. Every other
  // element of the innermost dimension is written: A[i][j][k] = 100 * i + 10 * j + k.
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%n, %c3, %c8) step (%c1, %c1, %c2) {
    %a = arith.muli %i, %c100 : index
    %b = arith.muli %j, %c10 : index
    %ab = arith.addi %a, %b : index
    %v = arith.addi %ab, %k : index
    %vv = arith.index_cast %v : index to i64
    memref.store %vv, %A[%i, %j, %k] : memref<5x3x8xi64>
  }

  // Sum of the written elements: over i, j, k: 100 * i * 12 + 10 * j * 20 + k * 15 with
  // i in 0..5, j in 0..3, k in {0, 2, 4, 6}: 100 * 10 * 12 + 10 * 3 * 20 + 12 * 15 = 12780.
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c5 step %c1 iter_args(%s0 = %zero) -> i64 {
    %s1 = scf.for %j = %c0 to %c3 step %c1 iter_args(%t0 = %s0) -> i64 {
      %s2 = scf.for %k = %c0 to %c8 step %c2 iter_args(%u0 = %t0) -> i64 {
        %v = memref.load %A[%i, %j, %k] : memref<5x3x8xi64>
        %u1 = arith.addi %u0, %v : i64
        scf.yield %u1 : i64
      }
      scf.yield %s2 : i64
    }
    scf.yield %s1 : i64
  }
  vector.print %sum : i64
  %last = memref.load %A[%c2, %c1, %c2] : memref<5x3x8xi64>
  vector.print %last : i64
  memref.dealloc %A : memref<5x3x8xi64>
  return
}
