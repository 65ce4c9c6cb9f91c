// A task `main` never awaits is still running when `main` returns: it runs to its end before
// the program exits, on the JIT (whose code must outlive the task) and as an executable.
// Expected output: mlir-runner-22 on MLIR's runtime (its runtime drains its thread pool when
// the execution engine is destroyed). The same program runs on corolift-runtime's cdylib under
// mlir-runner-22 in runtime/tests/dropin/unawaited-task-at-exit.mlir.
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: corolift compile %s -o %t && COROLIFT_CHECK_LEAKS=1 %t | FileCheck %s
// CHECK: main returns
// CHECK-NEXT: 20000000

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 20000000 : index
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %token = async.execute {
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
