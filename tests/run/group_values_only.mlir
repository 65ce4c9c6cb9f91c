// Values in a group: three executes yield an f32, an i64 and a memref; the group holds only
// the values. main waits with a blocking await_all, an execute with a suspending await_all,
// then both read the values.
// MLIR 22 rejects these programs: `convert-async-to-llvm` fails to legalize
// `async.runtime.add_to_group` of an `!async.value<T>` (its pattern takes tokens only), so
// values in groups are corolift's extension (`corolift_add_value_to_group` in the runtime).
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// COMPARE-SKIP: MLIR 22 rejects values in groups
// CHECK lines: hand-checked arithmetic (mlir-runner-22 cannot run this program).

// Ranks in order of add_to_group: 0, 1, 2.
// CHECK:      0
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// The group is not in error: 0.
// CHECK-NEXT: 0
// 1.5 * 3 = 4.5
// CHECK-NEXT: 4.5
// 6 * 7 = 42
// CHECK-NEXT: 42
// The memref value: buf[0..3] = 10, 11, 12, 13; sum 46.
// CHECK-NEXT: 46
// The execute that waited on the group: 4.5 + 42 = 46.5
// CHECK-NEXT: 46.5
// CHECK-NOT:  {{.}}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %g = async.create_group %c3 : !async.group

  %t0, %v0 = async.execute -> !async.value<f32> {
    %a = arith.constant 1.5 : f32
    %b = arith.constant 3.0 : f32
    %p = arith.mulf %a, %b : f32
    async.yield %p : f32
  }
  %t1, %v1 = async.execute -> !async.value<i64> {
    %a = arith.constant 6 : i64
    %b = arith.constant 7 : i64
    %p = arith.muli %a, %b : i64
    async.yield %p : i64
  }
  %t2, %v2 = async.execute -> !async.value<memref<4xi64>> {
    %buf = memref.alloc() : memref<4xi64>
    scf.for %i = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %ten = arith.constant 10 : i64
      %x = arith.addi %ii, %ten : i64
      memref.store %x, %buf[%i] : memref<4xi64>
    }
    async.yield %buf : memref<4xi64>
  }
  %r0 = async.add_to_group %v0, %g : !async.value<f32>
  %r1 = async.add_to_group %v1, %g : !async.value<i64>
  %r2 = async.add_to_group %v2, %g : !async.value<memref<4xi64>>
  vector.print %r0 : index
  vector.print %r1 : index
  vector.print %r2 : index

  // An execute that suspends on the group, then reads two members.
  %t3, %v3 = async.execute -> !async.value<f32> {
    async.await_all %g
    %x = async.await %v0 : !async.value<f32>
    %y = async.await %v1 : !async.value<i64>
    %yf = arith.sitofp %y : i64 to f32
    %s = arith.addf %x, %yf : f32
    async.yield %s : f32
  }

  async.await_all %g
  %e = async.runtime.is_error %g : !async.group
  vector.print %e : i1
  %x0 = async.await %v0 : !async.value<f32>
  vector.print %x0 : f32
  %x1 = async.await %v1 : !async.value<i64>
  vector.print %x1 : i64
  %m = async.await %v2 : !async.value<memref<4xi64>>
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = memref.load %m[%i] : memref<4xi64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  vector.print %sum : i64
  memref.dealloc %m : memref<4xi64>
  %x3 = async.await %v3 : !async.value<f32>
  vector.print %x3 : f32
  return
}
