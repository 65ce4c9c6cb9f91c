// async.execute fan-out with values: partial sums computed in tasks, awaited in an scf.for, combined
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      332833500
// CHECK-NEXT: 12329833500
// CHECK-NEXT: 8662667000
// CHECK-NEXT: 332833500
// CHECK-NEXT: 2331833500
// CHECK-NEXT: 6330833500
// CHECK-NEXT: 12329833500
// CHECK-NEXT: 20328833500
// CHECK-NEXT: 30327833500
// CHECK-NEXT: 42326833500
// CHECK-NEXT: 56325833500
// CHECK-NEXT: 170634668000
// CHECK-NEXT: 170634668000
// CHECK-NOT:  {{.}}
func.func @partial(%lo: index, %hi: index) -> i64 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %lo to %hi step %c1 iter_args(%a = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %n = arith.addi %a, %sq : i64
    scf.yield %n : i64
  }
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %chunk = arith.constant 1000 : index
  %b1 = arith.constant 1000 : index
  %b2 = arith.constant 2000 : index
  %b3 = arith.constant 3000 : index
  %b4 = arith.constant 4000 : index
  // four tasks yielding values
  %t0, %v0 = async.execute -> !async.value<i64> {
    %p = func.call @partial(%c0, %b1) : (index, index) -> i64
    async.yield %p : i64
  }
  %t1, %v1 = async.execute -> !async.value<i64> {
    %p = func.call @partial(%b1, %b2) : (index, index) -> i64
    async.yield %p : i64
  }
  %t2, %v2 = async.execute -> !async.value<i64> {
    %p = func.call @partial(%b2, %b3) : (index, index) -> i64
    async.yield %p : i64
  }
  // a task that awaits two others and combines them, yielding two values
  %t3, %v3a, %v3b = async.execute [%t0] (%v1 as %x1 : !async.value<i64>, %v2 as %x2 : !async.value<i64>) -> (!async.value<i64>, !async.value<i64>) {
    %p = func.call @partial(%b3, %b4) : (index, index) -> i64
    %q = arith.addi %x1, %x2 : i64
    async.yield %p, %q : i64, i64
  }
  // scratch buffer filled by eight tasks in a loop, awaited via a group
  %buf = memref.alloc() : memref<8xi64>
  %g = async.create_group %c8 : !async.group
  scf.for %k = %c0 to %c8 step %c1 {
    %lo = arith.muli %k, %chunk : index
    %hi = arith.addi %lo, %chunk : index
    %t = async.execute {
      %p = func.call @partial(%lo, %hi) : (index, index) -> i64
      memref.store %p, %buf[%k] : memref<8xi64>
      async.yield
    }
    %id = async.add_to_group %t, %g : !async.token
  }
  %r0 = async.await %v0 : !async.value<i64>
  %r3a = async.await %v3a : !async.value<i64>
  %r3b = async.await %v3b : !async.value<i64>
  vector.print %r0 : i64
  vector.print %r3a : i64
  vector.print %r3b : i64
  async.await_all %g
  %z = arith.constant 0 : i64
  %total = scf.for %k = %c0 to %c8 step %c1 iter_args(%a = %z) -> (i64) {
    %p = memref.load %buf[%k] : memref<8xi64>
    vector.print %p : i64
    %n = arith.addi %a, %p : i64
    scf.yield %n : i64
  }
  vector.print %total : i64
  %n = arith.constant 8000 : index
  %check = call @partial(%c0, %n) : (index, index) -> i64
  vector.print %check : i64
  memref.dealloc %buf : memref<8xi64>
  return
}
