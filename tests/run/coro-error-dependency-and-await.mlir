// An async.execute that depends on a failed token and also awaits it in its body: the
// dependency's error path must release the execute's token and value exactly once.
// mlir-opt-22's ref counting drops them twice on that path (its liveness does not know the
// block it placed on the edge); mlir-runner-22 still prints 1, but only by reading freed
// memory (valgrind: invalid read in mlirAsyncRuntimeAwaitValue). The expected 1 (the value is
// in the error state) is mlir-runner-22's output, and the leak check proves the counts.
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
func.func @main() {
  %false = arith.constant false
  %t = async.execute {
    cf.assert %false, "failed"
    async.yield
  }
  %t2, %v2 = async.execute [%t] -> !async.value<i32> {
    async.await %t : !async.token
    %c = arith.constant 42 : i32
    async.yield %c : i32
  }
  async.runtime.await %v2 : !async.value<i32>
  %e1 = async.runtime.is_error %v2 : !async.value<i32>
  vector.print %e1 : i1
  return
}

// CHECK: 1
