// COMPARE-SKIP: mlir-runner-22 crashes on this program (LLVM ERROR: Do not know how to promote this operator's operand!, in @async_execute_fn's instruction selection): LLVM's coroutine lowering cannot keep a dynamic alloca across a suspension
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: corolift run %s --emit=mlir --coro-frame-report 2>&1 >/dev/null | FileCheck %s --check-prefix=FRAME
// RUN: corolift run %s --emit=mlir | FileCheck %s --check-prefix=IR
//
// A dynamic-shape stack buffer (6x4, sizes known only at run time to the alloca) filled before
// an await, and two views of it, a row and a column, read after one and after two awaits.
// The buffer must outlive the activation that allocated it: coro-split makes it a
// corolift.frame.alloca, owned by the frame and freed with it, and the frame keeps only the
// views' pointers and dynamic descriptor parts, not the buffer.
//
// Expected value by hand: buf[i][j] = 4i + j; row 2 sums 8+9+10+11 = 38, column 1 sums
// 1+5+9+13+17+21 = 66; 38 + 66 = 104.
func.func @fill(%buf: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = memref.dim %buf, %c0 : memref<?x?xf32>
  %m = memref.dim %buf, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %buf[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %t0 = async.execute {
    async.yield
  }
  %t1, %v1 = async.execute -> !async.value<f32> {
      %buf = memref.alloca(%c6, %c4) : memref<?x?xf32>
      func.call @fill(%buf) : (memref<?x?xf32>) -> ()
      %row = memref.subview %buf[2, 0] [1, 4] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[1], offset: ?>>
      %col = memref.subview %buf[0, 1] [%c6, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: 1>>
      async.await %t0 : !async.token
      %s1 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> f32 {
        %v = memref.load %row[%i] : memref<4xf32, strided<[1], offset: ?>>
        %a = arith.addf %acc, %v : f32
        scf.yield %a : f32
      }
      async.await %t0 : !async.token
      %s2 = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %s1) -> f32 {
        %v = memref.load %col[%i] : memref<?xf32, strided<[?], offset: 1>>
        %a = arith.addf %acc, %v : f32
        scf.yield %a : f32
      }
    async.yield %s2 : f32
  }
  %r = async.await %v1 : !async.value<f32>
  vector.print %r : f32
  return
}

// CHECK: 104

// The chain head is the only pinned field; the row view (static size and stride, dynamic
// offset) takes 24 bytes, the column (static offset) 32.
// FRAME:      coroutine @async_execute_fn_0: frame 112 bytes
// FRAME-NEXT:   allocas @24: alloca chain
// FRAME:        s1: 5 value(s), 80 bytes: s1.0 @32: memref<?xf32, strided<[?], offset: 1>>, s1.1 @64: memref<4xf32, strided<[1], offset: ?>>

// IR: "corolift.frame.alloca"(%{{.*}}, %{{.*}}, %{{.*}}) <{field = "allocas"}> : (!async_execute_fn_0_frame, index, index) -> memref<?x?xf32>
// IR-NOT: memref.alloca(
