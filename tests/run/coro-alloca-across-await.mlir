// ROUNDTRIP-SKIP: mlir-opt-22 rejects memref.alloca directly in an async.func (no AutomaticAllocationScope); corolift accepts it
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: corolift run %s --emit=mlir --coro-frame-report 2>&1 >/dev/null | FileCheck %s --check-prefix=FRAME
//
// Expected values by hand: 7 + 35 = 42 and 1.5 + 2.5 = 4 (vector.print of f32 4.0 prints 4).
// mlir-opt-22 rejects memref.alloca directly in an async.func (no AutomaticAllocationScope);
// corolift accepts it and keeps the buffer in the frame like the execute body's.
// A stack buffer written before an await and read after it, in an async.execute body and in
// an async.func: the buffer must survive the suspension.
async.func @fill_then_wait(%t: !async.token) -> !async.value<f32> {
  %buf = memref.alloca() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.5 : f32
  %two = arith.constant 2.5 : f32
  memref.store %one, %buf[%c0] : memref<4xf32>
  memref.store %two, %buf[%c3] : memref<4xf32>
  async.await %t : !async.token
  %a = memref.load %buf[%c0] : memref<4xf32>
  %b = memref.load %buf[%c3] : memref<4xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

func.func @main() {
  %t0 = async.execute {
    async.yield
  }
  %t1, %v1 = async.execute [%t0] -> !async.value<i32> {
    %buf = memref.alloca() : memref<2x2xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = arith.constant 7 : i32
    %y = arith.constant 35 : i32
    memref.store %x, %buf[%c0, %c1] : memref<2x2xi32>
    memref.store %y, %buf[%c1, %c0] : memref<2x2xi32>
    async.await %t0 : !async.token
    %a = memref.load %buf[%c0, %c1] : memref<2x2xi32>
    %b = memref.load %buf[%c1, %c0] : memref<2x2xi32>
    %s = arith.addi %a, %b : i32
    async.yield %s : i32
  }
  %r = async.await %v1 : !async.value<i32>
  vector.print %r : i32
  %t2 = async.execute {
    async.yield
  }
  %f = async.call @fill_then_wait(%t2) : (!async.token) -> !async.value<f32>
  %rf = async.await %f : !async.value<f32>
  vector.print %rf : f32
  return
}

// CHECK: 42
// CHECK-NEXT: 4

// The buffers live in the frames' pinned areas, right after the 24-byte header; the
// variants start after them.
// FRAME: coroutine @fill_then_wait: frame 56 bytes
// FRAME-NEXT: pinned.0 @24: memref<4xf32> (16 bytes)
// FRAME: coroutine @async_execute_fn_0: frame 64 bytes
// FRAME-NEXT: pinned.0 @24: memref<2x2xi32> (16 bytes)
