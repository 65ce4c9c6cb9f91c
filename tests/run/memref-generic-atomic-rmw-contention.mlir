// memref.generic_atomic_rmw under contention: 8 async.execute tasks (on 2 worker threads)
// each run the compare-and-swap loop 20000 times on one i32 (adding 3) and on one f32
// (adding 0.5), printing the totals; then a single-threaded call shows the op's result is the
// value it replaced.
// Expected output: the i32 lines are mlir-runner-22 -O0's, after mlir-opt-22 with the
// pipeline of scripts/compare-corpus.sh with convert-arith-to-llvm moved before
// finalize-memref-to-llvm (MLIR 22's generic_atomic_rmw pattern only applies once the body's
// arith ops are LLVM ops), run without the f32 update, which MLIR 22 cannot lower (its
// llvm.cmpxchg takes no f32; corolift exchanges the float's bits). By hand: 8 * 20000 * 3 =
// 480000; 8 * 20000 * 0.5 = 80000 (exact in f32: every partial sum is a multiple of 0.5
// below 2^23); the single call returns 480000 and leaves 480003; element 0 stays 0.
// COMPARE-SKIP: MLIR 22 lowers neither a float generic_atomic_rmw nor one in compare-corpus.sh's pass order
// RUN: corolift run %s | FileCheck %s --match-full-lines
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s --match-full-lines
// CHECK:      480000
// CHECK-NEXT: 80000
// CHECK-NEXT: 480000
// CHECK-NEXT: 480003
// CHECK-NEXT: 0
// CHECK-NOT:  {{.}}
func.func @gen(%h: memref<2xi32>, %f: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 20000 : index
  %three = arith.constant 3 : i32
  %half = arith.constant 0.5 : f32
  scf.for %i = %c0 to %n step %c1 {
    %r = memref.generic_atomic_rmw %h[%c1] : memref<2xi32> {
    ^bb0(%cur: i32):
      %next = arith.addi %cur, %three : i32
      memref.atomic_yield %next : i32
    }
    %s = memref.generic_atomic_rmw %f[] : memref<f32> {
    ^bb0(%cur: f32):
      %next = arith.addf %cur, %half : f32
      memref.atomic_yield %next : f32
    }
    scf.yield
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %h = memref.alloc() : memref<2xi32>
  %f = memref.alloc() : memref<f32>
  %z32 = arith.constant 0 : i32
  %zf = arith.constant 0.0 : f32
  memref.store %z32, %h[%c0] : memref<2xi32>
  memref.store %z32, %h[%c1] : memref<2xi32>
  memref.store %zf, %f[] : memref<f32>
  %group = async.create_group %c8 : !async.group
  scf.for %t = %c0 to %c8 step %c1 {
    %tok = async.execute {
      func.call @gen(%h, %f) : (memref<2xi32>, memref<f32>) -> ()
      async.yield
    }
    %idx = async.add_to_group %tok, %group : !async.token
    scf.yield
  }
  async.await_all %group
  %r = memref.load %h[%c1] : memref<2xi32>
  vector.print %r : i32
  %s = memref.load %f[] : memref<f32>
  vector.print %s : f32
  %three = arith.constant 3 : i32
  %old = memref.generic_atomic_rmw %h[%c1] : memref<2xi32> {
  ^bb0(%cur: i32):
    %next = arith.addi %cur, %three : i32
    memref.atomic_yield %next : i32
  }
  vector.print %old : i32
  %new = memref.load %h[%c1] : memref<2xi32>
  vector.print %new : i32
  %untouched = memref.load %h[%c0] : memref<2xi32>
  vector.print %untouched : i32
  memref.dealloc %h : memref<2xi32>
  memref.dealloc %f : memref<f32>
  return
}
