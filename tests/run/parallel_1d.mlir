// scf.parallel in one dimension under async-parallel-for: a loop whose upper bound is known
// at run time only, a static loop with step 3, negative bounds with a run-time step, and an
// empty iteration space known at run time only (its cf.assert must never run). With the
// default options every loop fits in one block (a plain call of the compute function); the
// other RUN lines split the loops into many blocks, dispatched recursively or from a
// sequential loop, on 0, 1 and 2 worker threads, with the leak check.
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

// CHECK:      Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [20] strides = [1] data =
// CHECK-NEXT: [0,  1101,  2,  1003,  104,  1005,  6,  107,  8,  9,  110,  11,  12,  113,  14,  15,  116,  17,  18,  119]
// CHECK-NOT:  {{.}}

// Suppresses constant folding of a bound: the value only exists at run time.
func.func private @runtime(%x: index) -> index {
  return %x : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c20 = arith.constant 20 : index
  %zero = arith.constant 0 : i32
  %A = memref.alloc() : memref<20xi32>
  scf.for %i = %c0 to %c20 step %c1 {
    memref.store %zero, %A[%i] : memref<20xi32>
  }

  // 1. 0..20 step 1, upper bound known at run time only: A[i] += i.
  %n = func.call @runtime(%c20) : (index) -> index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %A[%i] : memref<20xi32>
    %ii = arith.index_cast %i : index to i32
    %w = arith.addi %v, %ii : i32
    memref.store %w, %A[%i] : memref<20xi32>
  }

  // 2. 1..20 step 3 (static): A[i] += 100 for i = 1, 4, ..., 19.
  %hundred = arith.constant 100 : i32
  scf.parallel (%i) = (%c1) to (%c20) step (%c3) {
    %v = memref.load %A[%i] : memref<20xi32>
    %w = arith.addi %v, %hundred : i32
    memref.store %w, %A[%i] : memref<20xi32>
  }

  // 3. -9..-3 step 2 (negative bounds, step from run time): A[i + 10] += 1000 for
  //    i = -9, -7, -5.
  %m9 = arith.constant -9 : index
  %m3 = arith.constant -3 : index
  %c2 = arith.constant 2 : index
  %s = func.call @runtime(%c2) : (index) -> index
  %thousand = arith.constant 1000 : i32
  scf.parallel (%i) = (%m9) to (%m3) step (%s) {
    %c10 = arith.constant 10 : index
    %j = arith.addi %i, %c10 : index
    %v = memref.load %A[%j] : memref<20xi32>
    %w = arith.addi %v, %thousand : i32
    memref.store %w, %A[%j] : memref<20xi32>
  }

  // 4. An empty iteration space known at run time only: the body never runs.
  %e = func.call @runtime(%c5) : (index) -> index
  scf.parallel (%i) = (%e) to (%c5) step (%c1) {
    %false = arith.constant false
    cf.assert %false, "should never be executed"
  }

  %U = memref.cast %A : memref<20xi32> to memref<*xi32>
  call @printMemrefI32(%U) : (memref<*xi32>) -> ()
  memref.dealloc %A : memref<20xi32>
  return
}

func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
