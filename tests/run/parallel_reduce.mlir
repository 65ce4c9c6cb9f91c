// async-parallel-for rewrites a loop without reductions into tasks and leaves the loop with
// an scf.reduce as it is (upstream's pattern does not apply to loops with results); the
// reduction then runs sequentially. Both dispatch modes, 0, 1 and 2 worker threads.
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

// CHECK:      60
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [16] strides = [1] data =
// CHECK-NEXT: [0,  0.5,  1,  1.5,  2,  2.5,  3,  3.5,  4,  4.5,  5,  5.5,  6,  6.5,  7,  7.5]
// CHECK-NOT:  {{.}}

func.func private @runtime(%x: index) -> index {
  return %x : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = func.call @runtime(%c16) : (index) -> index
  %A = memref.alloc() : memref<16xf32>

  // No reduction: rewritten into tasks. A[i] = i * 0.5.
  %half = arith.constant 0.5 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %h = arith.mulf %f, %half : f32
    memref.store %h, %A[%i] : memref<16xf32>
  }

  // With a reduction: left as it is by the pass. Sum of i * 0.5 over 0..16 = 60.
  %zero = arith.constant 0.0 : f32
  %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %v = memref.load %A[%i] : memref<16xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  vector.print %sum : f32
  %U = memref.cast %A : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%U) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<16xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
