// COMPARE-SKIP: the reference pipeline converts memref before arith, and MLIR 22 then leaves memref.generic_atomic_rmw unlowered (Dialect `memref' not found)
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
//
// An op with a region (memref.generic_atomic_rmw) directly in async.execute bodies, before
// and after awaits, its body using values defined outside it and before the awaits: coro-split
// counts those values live where the op stands and reloads them after the suspension.
//
// Expected value by hand: each of the 4 tasks adds 3 250 times (750), then after the await
// adds bonus + extra = 6 + 994 = 1000; 4 * 750 + 4 * 1000 = 7000.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c250 = arith.constant 250 : index
  %zero = arith.constant 0 : i64
  %counter = memref.alloc() : memref<1xi64>
  memref.store %zero, %counter[%c0] : memref<1xi64>
  %ready = async.execute {
    async.yield
  }
  %group = async.create_group %c4 : !async.group
  scf.for %t = %c0 to %c4 step %c1 {
    %token = async.execute {
      %step = arith.constant 3 : i64
      %bonus = arith.addi %step, %step : i64
      %thousand = arith.constant 1000 : i64
      %extra = arith.subi %thousand, %bonus : i64
      scf.for %i = %c0 to %c250 step %c1 {
        %old = memref.generic_atomic_rmw %counter[%c0] : memref<1xi64> {
        ^bb0(%current: i64):
          %next = arith.addi %current, %step : i64
          memref.atomic_yield %next : i64
        }
      }
      async.await %ready : !async.token
      %old2 = memref.generic_atomic_rmw %counter[%c0] : memref<1xi64> {
      ^bb0(%current: i64):
        %a = arith.addi %current, %bonus : i64
        %b = arith.addi %a, %extra : i64
        memref.atomic_yield %b : i64
      }
      async.yield
    }
    %index = async.add_to_group %token, %group : !async.token
  }
  async.await_all %group
  %total = memref.load %counter[%c0] : memref<1xi64>
  vector.print %total : i64
  memref.dealloc %counter : memref<1xi64>
  return
}

// CHECK: 7000
