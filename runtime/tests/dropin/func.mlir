// async.func / async.call / async.return: values, tokens, recursion,
// awaiting inside async functions, and calling from tasks.

async.func @double(%x: i64) -> !async.value<i64> {
  %two = arith.constant 2 : i64
  %y = arith.muli %x, %two : i64
  return %y : i64
}

async.func @fib(%n: i64) -> !async.value<i64> {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %lt = arith.cmpi slt, %n, %c2 : i64
  cf.cond_br %lt, ^base, ^rec
^base:
  return %n : i64
^rec:
  %n1 = arith.subi %n, %c1 : i64
  %n2 = arith.subi %n, %c2 : i64
  %a = async.call @fib(%n1) : (i64) -> !async.value<i64>
  %b = async.call @fib(%n2) : (i64) -> !async.value<i64>
  %va = async.await %a : !async.value<i64>
  %vb = async.await %b : !async.value<i64>
  %s = arith.addi %va, %vb : i64
  return %s : i64
}

async.func @side_effect(%m: memref<2xi64>, %t: !async.token) -> !async.token {
  async.await %t : !async.token
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i64
  memref.store %v, %m[%c0] : memref<2xi64>
  return
}

async.func @checked(%x: i64) -> !async.value<i64> {
  %c0 = arith.constant 0 : i64
  %ok = arith.cmpi sge, %x, %c0 : i64
  cf.assert %ok, "negative input"
  return %x : i64
}

func.func @main() {
  %c21 = arith.constant 21 : i64
  // CHECK: 42
  %d = async.call @double(%c21) : (i64) -> !async.value<i64>
  %dv = async.await %d : !async.value<i64>
  vector.print %dv : i64

  // CHECK: 6765
  %c20 = arith.constant 20 : i64
  %f = async.call @fib(%c20) : (i64) -> !async.value<i64>
  %fv = async.await %f : !async.value<i64>
  vector.print %fv : i64

  // An async.func awaiting a task's token.
  %m = memref.alloc() : memref<2xi64>
  %zero = arith.constant 0 : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %zero, %m[%c0] : memref<2xi64>
  memref.store %zero, %m[%c1] : memref<2xi64>
  %t = async.execute {
    %v = arith.constant 5 : i64
    memref.store %v, %m[%c1] : memref<2xi64>
    async.yield
  }
  %s = async.call @side_effect(%m, %t) : (memref<2xi64>, !async.token) -> !async.token
  async.await %s : !async.token
  %um = memref.cast %m : memref<2xi64> to memref<*xi64>
  // CHECK: [7,  5]
  call @printMemrefI64(%um) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<2xi64>

  // fib(15) called from inside a task.
  %tv, %vv = async.execute -> !async.value<i64> {
    %c15 = arith.constant 15 : i64
    %r = async.call @fib(%c15) : (i64) -> !async.value<i64>
    %rv = async.await %r : !async.value<i64>
    async.yield %rv : i64
  }
  // CHECK: 610
  %x = async.await %vv : !async.value<i64>
  vector.print %x : i64

  // An async.func in error.
  %neg = arith.constant -1 : i64
  %bad = async.call @checked(%neg) : (i64) -> !async.value<i64>
  async.runtime.await %bad : !async.value<i64>
  %err = async.runtime.is_error %bad : !async.value<i64>
  // CHECK: 1
  vector.print %err : i1
  return
}

func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
