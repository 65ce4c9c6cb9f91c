// MLIR 22 runtime deadlock (libmlir_async_runtime), found by difftest (seed 1; batch-level
// hangs of mlir-runner-22 that print the model's output on corolift-runtime's cdylib).
// %t1 depends on %t0, which is still running when %t1 starts, so %t1's coroutine is resumed
// by %t0's completion. MLIR's runtime runs the waiters of a token while holding the token's
// mutex; the resumed coroutine then calls mlirAsyncRuntimeAddTokenToGroup(%t0), which locks
// the same mutex: the worker thread deadlocks on itself (gdb: pthread_mutex_lock in
// mlirAsyncRuntimeAddTokenToGroup, called from async_execute_fn[resume], called from the
// runtime's completion of the token).
//
//   mlir-opt-22 FILE --pass-pipeline=<DEFAULT_PIPELINE> | mlir-runner-22 -e main
//     -entry-point-result=void -O0 --shared-libs=<c_runner_utils,runner_utils,async_runtime>
//       -> hangs
//   the same with --shared-libs=target/release/libcorolift_runtime.so -> prints "done"
//   corolift run FILE                                               -> prints "done"
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10000000 : index
  %t0, %v0 = async.execute -> !async.value<index> {
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
      %b = arith.addi %a, %i : index
      scf.yield %b : index
    }
    async.yield %s : index
  }
  %t1 = async.execute [%t0] {
    %g = async.create_group %c1 : !async.group
    %r = async.add_to_group %t0, %g : !async.token
    async.yield
  }
  async.await %t1 : !async.token
  vector.print str "done\n"
  return
}
