// COMPARE-SKIP: mlir-runner-22 -O0 aborts on this program (signal 6); -O3 prints what the CHECK lines expect
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: corolift run %s --emit=mlir --coro-frame-report 2>&1 >/dev/null | FileCheck %s --check-prefix=FRAME
//
// An unranked memref returned by a call, live across an await that really suspends (the gate
// token is set only after the task started waiting and main has run a stack-hungry call).
// Its descriptor sits in a stack slot of the ramp's activation, dead once the ramp returns, so
// the frame stores a copy owned by the frame (in its alloca chain) rather than the pointer.
//
// Expected output from mlir-runner-22 -O3 (the data printed is the three stored values; base
// addresses differ from run to run and are not checked).
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @make(%m: memref<3xf32>) -> memref<*xf32> {
  %u = memref.cast %m : memref<3xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func @clobber() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 16384 : index
  %junk = arith.constant 12345.0 : f32
  %buf = memref.alloca() : memref<16384xf32>
  scf.for %i = %c0 to %c512 step %c1 {
    memref.store %junk, %buf[%i] : memref<16384xf32>
  }
  %v = memref.load %buf[%c1] : memref<16384xf32>
  return %v : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant 2.5 : f32
  %f3 = arith.constant 3.5 : f32
  %m = memref.alloc() : memref<3xf32>
  memref.store %f1, %m[%c0] : memref<3xf32>
  memref.store %f2, %m[%c1] : memref<3xf32>
  memref.store %f3, %m[%c2] : memref<3xf32>
  %gate = async.runtime.create : !async.token
  %done = async.execute {
    %u = func.call @make(%m) : (memref<3xf32>) -> memref<*xf32>
    async.await %gate : !async.token
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    async.yield
  }
  %x = func.call @clobber() : () -> f32
  async.runtime.set_available %gate : !async.token
  async.await %done : !async.token
  memref.dealloc %m : memref<3xf32>
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [1.5,  2.5,  3.5]

// FRAME:      coroutine @async_execute_fn: frame 64 bytes
// FRAME-NEXT:   allocas @24: alloca chain
// FRAME:        s1: 3 value(s), 32 bytes: s1.0 @32: memref<*xf32>
