// Many values of different types (i1, i32, i64, f32, f64, index, memref) live across many
// suspension points, in an async.func and in an async.execute body (captured values).
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// CHECK lines: the output of mlir-runner-22 on this file, lowered by mlir-opt-22 with
// async-func-to-async-runtime,async-to-async-runtime, ref counting, convert-async-to-llvm and
// the usual lowering to LLVM (addresses aside).

// CHECK:      1
// CHECK-NEXT: 0
// CHECK-NEXT: -7
// CHECK-NEXT: 49
// CHECK-NEXT: 1234567890123
// CHECK-NEXT: 2469135780246
// CHECK-NEXT: 1.5
// CHECK-NEXT: 3
// CHECK-NEXT: 2.25
// CHECK-NEXT: 5.0625
// CHECK-NEXT: 3
// CHECK-NEXT: 6
// CHECK-NEXT: 5.0625
// CHECK-NEXT: 0.5
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 200000
// CHECK-NEXT: -9
// CHECK-NEXT: 6
// CHECK-NEXT: 0.015625
// CHECK-NEXT: 82
// CHECK-NEXT: -6
// CHECK-NOT:  {{.}}

async.func @id_i64(%x: i64) -> !async.value<i64> {
  return %x : i64
}

// Seven values of different types, defined before the first suspension point, updated
// between suspension points and printed after the last one; each await is a suspension
// point at which all of them are live.
async.func @many(%m: memref<2xf64>) -> !async.value<i64> {
  %b = arith.constant true
  %i = arith.constant -7 : i32
  %l = arith.constant 1234567890123 : i64
  %f = arith.constant 1.5 : f32
  %d = arith.constant 2.25 : f64
  %x = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v1 = async.call @id_i64(%l) : (i64) -> !async.value<i64>
  %l1 = async.await %v1 : !async.value<i64>
  %b1 = arith.xori %b, %b : i1
  %i1 = arith.muli %i, %i : i32
  %f1 = arith.addf %f, %f : f32
  %t1 = async.execute {
    async.yield
  }
  async.await %t1 : !async.token
  %d1 = arith.mulf %d, %d : f64
  %x1 = arith.addi %x, %x : index
  %l2 = arith.addi %l1, %l : i64
  %v2 = async.call @id_i64(%l2) : (i64) -> !async.value<i64>
  %l3 = async.await %v2 : !async.value<i64>
  memref.store %d1, %m[%c0] : memref<2xf64>
  %t2 = async.execute {
    %e = arith.constant 0.5 : f64
    memref.store %e, %m[%c1] : memref<2xf64>
    async.yield
  }
  async.await %t2 : !async.token
  %t3 = async.execute {
    async.yield
  }
  async.await %t3 : !async.token
  vector.print %b : i1
  vector.print %b1 : i1
  vector.print %i : i32
  vector.print %i1 : i32
  vector.print %l : i64
  vector.print %l3 : i64
  vector.print %f : f32
  vector.print %f1 : f32
  vector.print %d : f64
  vector.print %d1 : f64
  vector.print %x : index
  vector.print %x1 : index
  %m0 = memref.load %m[%c0] : memref<2xf64>
  %m1 = memref.load %m[%c1] : memref<2xf64>
  vector.print %m0 : f64
  vector.print %m1 : f64
  %r = arith.index_cast %x1 : index to i64
  return %r : i64
}

func.func @main() {
  %m = memref.alloc() : memref<2xf64>
  // The same inside an async.execute body, with captured values.
  %b = arith.constant false
  %i = arith.constant 100000 : i32
  %l = arith.constant -9 : i64
  %f = arith.constant 0.125 : f32
  %d = arith.constant -3.0 : f64
  %x = arith.constant 41 : index
  %t, %v = async.execute -> !async.value<f64> {
    %v1 = async.call @id_i64(%l) : (i64) -> !async.value<i64>
    %l1 = async.await %v1 : !async.value<i64>
    %i1 = arith.addi %i, %i : i32
    %v2 = async.call @id_i64(%l1) : (i64) -> !async.value<i64>
    %l2 = async.await %v2 : !async.value<i64>
    %f1 = arith.mulf %f, %f : f32
    %v3 = async.call @many(%m) : (memref<2xf64>) -> !async.value<i64>
    %l3 = async.await %v3 : !async.value<i64>
    %nb = arith.cmpi eq, %l1, %l2 : i64
    vector.print %b : i1
    vector.print %nb : i1
    vector.print %i1 : i32
    vector.print %l2 : i64
    vector.print %l3 : i64
    vector.print %f1 : f32
    %x1 = arith.addi %x, %x : index
    vector.print %x1 : index
    %d1 = arith.addf %d, %d : f64
    async.yield %d1 : f64
  }
  %r = async.await %v : !async.value<f64>
  vector.print %r : f64
  memref.dealloc %m : memref<2xf64>
  return
}
