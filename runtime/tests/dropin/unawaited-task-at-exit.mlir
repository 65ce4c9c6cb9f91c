// A task `main` never awaits is still running when `main` returns: the runtime must wait for
// it before mlir-runner's ExecutionEngine unmaps the code it runs, as MLIR's runtime does in
// `__mlir_execution_engine_destroy` (its thread pool drains there). Without that protocol
// corolift-runtime let the engine free the code under a running worker (a crash at exit,
// found by the differential-testing campaign's drop-in re-runs).

// `main` prints first (the task is still counting); the task's sum comes after, before exit.
// CHECK: main returns
// CHECK-NEXT: 20000000

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 20000000 : index
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %token = async.execute {
    // Long enough that `main` has returned before it ends: 20,000,000 additions of 1.
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
      %next = arith.addi %acc, %one : i64
      scf.yield %next : i64
    }
    vector.print %sum : i64
    async.yield
  }
  vector.print str "main returns\n"
  return
}
