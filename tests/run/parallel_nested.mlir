// A parallel loop nested in a parallel loop, and a sequential loop with iter_args inside a
// parallel loop, under async-parallel-for: the inner scf.parallel is cloned into the outer
// loop's compute function and rewritten there, so tasks start tasks. Both dispatch modes,
// 0, 1 and 2 worker threads, with the leak check.
// Expected output: mlir-runner-22 on this file after mlir-opt-22 -async-parallel-for (default
// options; MLIR's runtime deadlocks on this program when blocks are smaller, since every
// worker blocks in an inner async.await_all on 2 cores) and by hand: A[i][j] = 10 * i + j,
// row sums 50 * i + 10.
// COMPARE-SKIP: mlir-runner-22 deadlocks on the RUN lines that split the loops into several blocks (MLIR's runtime blocks every worker in an inner async.await_all on 2 cores); with the default options, where each loop is one block, its output equals corolift's
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=0 corolift run %s --async-parallel-for | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=1 corolift run %s --async-parallel-for="num-workers=4 min-task-size=1" | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=2 corolift run %s --async-parallel-for="num-workers=-1 min-task-size=1" | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=0 corolift run %s --async-parallel-for="async-dispatch=false num-workers=4 min-task-size=1" | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=1 corolift run %s --async-parallel-for="async-dispatch=false num-workers=2 min-task-size=3" | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=2 corolift run %s --async-parallel-for="async-dispatch=false num-workers=-1 min-task-size=1" | FileCheck %s

// CHECK:      0
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 10
// CHECK-NEXT: 10
// CHECK-NEXT: 11
// CHECK-NEXT: 12
// CHECK-NEXT: 13
// CHECK-NEXT: 14
// CHECK-NEXT: 60
// CHECK-NEXT: 20
// CHECK-NEXT: 21
// CHECK-NEXT: 22
// CHECK-NEXT: 23
// CHECK-NEXT: 24
// CHECK-NEXT: 110
// CHECK-NEXT: 30
// CHECK-NEXT: 31
// CHECK-NEXT: 32
// CHECK-NEXT: 33
// CHECK-NEXT: 34
// CHECK-NEXT: 160
// CHECK-NOT:  {{.}}

func.func private @runtime(%x: index) -> index {
  return %x : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %A = memref.alloc() : memref<4x5xindex>
  %n = func.call @runtime(%c5) : (index) -> index

  // A parallel loop inside a parallel loop: A[i][j] = 10 * i + j.
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %t = arith.muli %i, %c10 : index
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %k = arith.addi %t, %j : index
      memref.store %k, %A[%i, %j] : memref<4x5xindex>
    }
  }

  // Row sums, one per outer iteration, each computed by an inner sequential loop:
  // 10 * 5 * i + (0 + 1 + 2 + 3 + 4) = 50 * i + 10.
  %S = memref.alloc() : memref<4xindex>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %sum = scf.for %j = %c0 to %c5 step %c1 iter_args(%acc = %c0) -> index {
      %v = memref.load %A[%i, %j] : memref<4x5xindex>
      %a = arith.addi %acc, %v : index
      scf.yield %a : index
    }
    memref.store %sum, %S[%i] : memref<4xindex>
  }

  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %v = memref.load %A[%i, %j] : memref<4x5xindex>
      vector.print %v : index
    }
    %s = memref.load %S[%i] : memref<4xindex>
    vector.print %s : index
  }
  memref.dealloc %A : memref<4x5xindex>
  memref.dealloc %S : memref<4xindex>
  return
}
