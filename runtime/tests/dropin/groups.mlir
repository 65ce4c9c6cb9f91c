// Groups: add_to_group ranks, await_all (blocking and inside a coroutine),
// empty groups, and a task that awaits a group.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c0i = arith.constant 0 : i64

  %buf = memref.alloc() : memref<8xi64>

  // Ranks 0..7, printed in order after await_all.
  %g = async.create_group %c8 : !async.group
  %ranks = memref.alloc() : memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %t = async.execute {
      %v = arith.index_cast %i : index to i64
      %sq = arith.muli %v, %v : i64
      memref.store %sq, %buf[%i] : memref<8xi64>
      async.yield
    }
    %r = async.add_to_group %t, %g : !async.token
    %ri = arith.index_cast %r : index to i64
    memref.store %ri, %ranks[%i] : memref<8xi64>
  }
  async.await_all %g
  %ub = memref.cast %buf : memref<8xi64> to memref<*xi64>
  %ur = memref.cast %ranks : memref<8xi64> to memref<*xi64>
  // CHECK: [0,  1,  4,  9,  16,  25,  36,  49]
  call @printMemrefI64(%ub) : (memref<*xi64>) -> ()
  // CHECK: [0,  1,  2,  3,  4,  5,  6,  7]
  call @printMemrefI64(%ur) : (memref<*xi64>) -> ()

  // An empty group completes immediately.
  %e = async.create_group %c0 : !async.group
  async.await_all %e
  // CHECK: empty group done
  vector.print str "empty group done\n"

  // A coroutine awaits a group filled by the main thread.
  %g2 = async.create_group %c8 : !async.group
  %waiter = async.execute {
    async.await_all %g2
    %s = memref.alloc() : memref<i64>
    memref.store %c0i, %s[] : memref<i64>
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %buf[%i] : memref<8xi64>
      %acc = memref.load %s[] : memref<i64>
      %n = arith.addi %acc, %x : i64
      memref.store %n, %s[] : memref<i64>
    }
    %sum = memref.load %s[] : memref<i64>
    vector.print %sum : i64
    memref.dealloc %s : memref<i64>
    async.yield
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %t = async.execute {
      %x = memref.load %buf[%i] : memref<8xi64>
      %one = arith.constant 1 : i64
      %y = arith.addi %x, %one : i64
      memref.store %y, %buf[%i] : memref<8xi64>
      async.yield
    }
    %r = async.add_to_group %t, %g2 : !async.token
  }
  // CHECK: 148
  async.await %waiter : !async.token
  // CHECK: [1,  2,  5,  10,  17,  26,  37,  50]
  call @printMemrefI64(%ub) : (memref<*xi64>) -> ()

  memref.dealloc %buf : memref<8xi64>
  memref.dealloc %ranks : memref<8xi64>
  return
}

func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
