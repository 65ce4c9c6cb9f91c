// memref.global shared between async tasks: one async.execute fills a global array, a
// second one (which awaits the first's token) sums it into another global, a third adds to
// that sum from inside an async.func, and main reads both after awaiting.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh); by hand:
// squares 0..9 sum to 285; plus 1000 from the async.func is 1285; element 9 is 81.
// RUN: corolift run %s | FileCheck %s --match-full-lines
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s --match-full-lines
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s --match-full-lines
// CHECK:      1285
// CHECK-NEXT: 81
// CHECK-NOT:  {{.}}
memref.global "private" @squares : memref<10xi64> = uninitialized
memref.global "private" @total : memref<i64> = dense<0>
async.func @bump(%t: !async.token) -> !async.token {
  async.await %t : !async.token
  %g = memref.get_global @total : memref<i64>
  %v = memref.load %g[] : memref<i64>
  %k = arith.constant 1000 : i64
  %s = arith.addi %v, %k : i64
  memref.store %s, %g[] : memref<i64>
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %fill = async.execute {
    %sq = memref.get_global @squares : memref<10xi64>
    scf.for %i = %c0 to %c10 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %p = arith.muli %ii, %ii : i64
      memref.store %p, %sq[%i] : memref<10xi64>
    }
    async.yield
  }
  %sum = async.execute [%fill] {
    %sq = memref.get_global @squares : memref<10xi64>
    %tot = memref.get_global @total : memref<i64>
    %z = arith.constant 0 : i64
    %s = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %z) -> (i64) {
      %v = memref.load %sq[%i] : memref<10xi64>
      %n = arith.addi %acc, %v : i64
      scf.yield %n : i64
    }
    memref.store %s, %tot[] : memref<i64>
    async.yield
  }
  %bumped = async.call @bump(%sum) : (!async.token) -> !async.token
  async.await %bumped : !async.token
  %tot = memref.get_global @total : memref<i64>
  %r = memref.load %tot[] : memref<i64>
  vector.print %r : i64
  %sq = memref.get_global @squares : memref<10xi64>
  %last = memref.load %sq[%c9] : memref<10xi64>
  vector.print %last : i64
  return
}
