// COMPARE-SKIP: mlir-opt-22 rejects this program: its async-to-async-runtime splits the alloca scope's body at the await ('memref.alloca_scope' op expects region #0 to have 0 or 1 blocks)
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: corolift run %s --emit=mlir | FileCheck %s --check-prefix=IR
//
// An alloca scope around two awaits in an async.execute body, holding a dynamic-shape buffer
// and views of it: the scope's save happens in the ramp, its restore in the resume function;
// the buffer belongs to the frame.
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
    %r = memref.alloca_scope -> (f32) {
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
      memref.alloca_scope.return %s2 : f32
    }
    async.yield %r : f32
  }
  %r = async.await %v1 : !async.value<f32>
  vector.print %r : f32
  return
}

// CHECK: 104

// IR: "corolift.stack.save"() : () -> index
// IR: "corolift.frame.alloca"
// IR: "corolift.stack.restore"
