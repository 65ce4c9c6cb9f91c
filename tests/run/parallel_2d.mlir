// Two-dimensional scf.parallel loops under async-parallel-for: run-time bounds, static steps
// 2 and 3, and a run-time step in both dimensions; with small blocks a block starts and ends
// inside a row, so the compute function's first/last-row bounds are exercised. Both dispatch
// modes, on 0, 1 and 2 worker threads, with the leak check.
// Expected output: mlir-runner-22 on this file after mlir-opt-22 -async-parallel-for with
// each RUN line's options (the outputs are the same), then -async-to-async-runtime
// -async-runtime-ref-counting -async-runtime-ref-counting-opt -arith-expand
// -convert-async-to-llvm and the LLVM conversions; each loop's comment gives its effect, from which the printed values follow.
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=0 corolift run %s --async-parallel-for | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=1 corolift run %s --async-parallel-for="num-workers=4 min-task-size=1" | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=2 corolift run %s --async-parallel-for="num-workers=-1 min-task-size=1" | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=0 corolift run %s --async-parallel-for="async-dispatch=false num-workers=4 min-task-size=1" | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=1 corolift run %s --async-parallel-for="async-dispatch=false num-workers=2 min-task-size=3" | FileCheck %s
// RUN: COROLIFT_CHECK_LEAKS=1 COROLIFT_NUM_THREADS=2 corolift run %s --async-parallel-for="async-dispatch=false num-workers=-1 min-task-size=1" | FileCheck %s

// CHECK:      Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5,   6],
// CHECK-NEXT:  [110,   11,   12,   113,   14,   15,   116],
// CHECK-NEXT:  [20,   1021,   22,   1023,   24,   1025,   26],
// CHECK-NEXT:  [130,   31,   32,   133,   34,   35,   136],
// CHECK-NEXT:  [40,   1041,   42,   1043,   44,   1045,   46],
// CHECK-NEXT:  [150,   51,   52,   153,   54,   55,   156]]
// CHECK-NOT:  {{.}}

func.func private @runtime(%x: index) -> index {
  return %x : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %zero = arith.constant 0 : i32
  %A = memref.alloc() : memref<6x7xi32>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c7 step %c1 {
      memref.store %zero, %A[%i, %j] : memref<6x7xi32>
    }
  }

  // 1. The whole 6x7 space with run-time bounds: A[i][j] += 10 * i + j.
  %n0 = func.call @runtime(%c6) : (index) -> index
  %n1 = func.call @runtime(%c7) : (index) -> index
  %c10 = arith.constant 10 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n0, %n1) step (%c1, %c1) {
    %t = arith.muli %i, %c10 : index
    %k = arith.addi %t, %j : index
    %kk = arith.index_cast %k : index to i32
    %v = memref.load %A[%i, %j] : memref<6x7xi32>
    %w = arith.addi %v, %kk : i32
    memref.store %w, %A[%i, %j] : memref<6x7xi32>
  }

  // 2. Rows 1, 3, 5 and columns 0, 3, 6 (static bounds, steps 2 and 3): A[i][j] += 100.
  %hundred = arith.constant 100 : i32
  scf.parallel (%i, %j) = (%c1, %c0) to (%c6, %c7) step (%c2, %c3) {
    %v = memref.load %A[%i, %j] : memref<6x7xi32>
    %w = arith.addi %v, %hundred : i32
    memref.store %w, %A[%i, %j] : memref<6x7xi32>
  }

  // 3. Rows 2..5 and columns 1..6 with a run-time step 2 in both: A[i][j] += 1000
  //    for i = 2, 4 and j = 1, 3, 5.
  %s = func.call @runtime(%c2) : (index) -> index
  %thousand = arith.constant 1000 : i32
  %c5 = arith.constant 5 : index
  scf.parallel (%i, %j) = (%c2, %c1) to (%c5, %c6) step (%s, %s) {
    %v = memref.load %A[%i, %j] : memref<6x7xi32>
    %w = arith.addi %v, %thousand : i32
    memref.store %w, %A[%i, %j] : memref<6x7xi32>
  }

  %U = memref.cast %A : memref<6x7xi32> to memref<*xi32>
  call @printMemrefI32(%U) : (memref<*xi32>) -> ()
  memref.dealloc %A : memref<6x7xi32>
  return
}

func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
