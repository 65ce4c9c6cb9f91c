// Large fan-outs from the main thread's own deque: 5,000 independent tasks joined by a
// group, then 2,000 tasks that all depend on one earlier task (each suspends on it) and
// count themselves atomically. Expected values are
// hand-checked arithmetic: sum of i for i < 5000 = 5000 * 4999 / 2 = 12497500; 2000 tasks.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 5000 : index
  %m = arith.constant 2000 : index
  %z = arith.constant 0 : i64

  %buf = memref.alloc() : memref<5000xi64>
  %g = async.create_group %n : !async.group
  scf.for %i = %c0 to %n step %c1 {
    %t = async.execute {
      %v = arith.index_cast %i : index to i64
      memref.store %v, %buf[%i] : memref<5000xi64>
      async.yield
    }
    %r = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %buf[%i] : memref<5000xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  // CHECK: 12497500
  vector.print %sum : i64

  %count = memref.alloc() : memref<1xi64>
  memref.store %z, %count[%c0] : memref<1xi64>
  %t0 = async.execute {
    async.yield
  }
  %g2 = async.create_group %m : !async.group
  scf.for %i = %c0 to %m step %c1 {
    %t = async.execute [%t0] {
      %one = arith.constant 1 : i64
      %old = memref.atomic_rmw addi %one, %count[%c0] : (i64, memref<1xi64>) -> i64
      async.yield
    }
    %r = async.add_to_group %t, %g2 : !async.token
  }
  async.await_all %g2
  %c = memref.load %count[%c0] : memref<1xi64>
  // CHECK: 2000
  vector.print %c : i64
  memref.dealloc %buf : memref<5000xi64>
  memref.dealloc %count : memref<1xi64>
  return
}
