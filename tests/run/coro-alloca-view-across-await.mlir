// COMPARE-SKIP: mlir-runner-22 crashes on this program (LLVM ERROR: Do not know how to promote this operator's operand!, in instruction selection of the outlined coroutine)
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: corolift run %s --emit=mlir --coro-frame-report 2>&1 >/dev/null | FileCheck %s --check-prefix=FRAME
//
// A static stack buffer used after an await only through views of it (a subview and a cast):
// the buffer itself is not live across the await, but its memory is, so it must be pinned in
// the frame like a buffer used directly.
//
// Expected values by hand: buf[i] = 10 * i; the subview [2..6) sums 20+30+40+50 = 140, the
// cast reads buf[7] = 70.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : i32
  %zero = arith.constant 0 : i32
  %t0 = async.execute {
    async.yield
  }
  %t1, %v1 = async.execute -> !async.value<i32> {
    %buf = memref.alloca() : memref<8xi32>
    scf.for %i = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %x = arith.muli %ii, %c10 : i32
      memref.store %x, %buf[%i] : memref<8xi32>
    }
    %mid = memref.subview %buf[2] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 2>>
    %dyn = memref.cast %buf : memref<8xi32> to memref<?xi32>
    async.await %t0 : !async.token
    %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> i32 {
      %v = memref.load %mid[%i] : memref<4xi32, strided<[1], offset: 2>>
      %a = arith.addi %acc, %v : i32
      scf.yield %a : i32
    }
    %last = memref.load %dyn[%c7] : memref<?xi32>
    %r = arith.addi %s, %last : i32
    async.yield %r : i32
  }
  %r = async.await %v1 : !async.value<i32>
  vector.print %r : i32
  return
}

// CHECK: 210

// FRAME:      coroutine @async_execute_fn_0: frame
// FRAME-NEXT:   pinned.0 @24: memref<8xi32> (32 bytes)
