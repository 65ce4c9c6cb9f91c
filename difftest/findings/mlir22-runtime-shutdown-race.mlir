// MLIR 22 runtime bug, found by difftest (seed 7): tasks still running when `main` returns
// can crash the runtime's shutdown. Here the inner `async.execute` (and the one spawning it) is
// never awaited: `main` prints "ok" and returns while they run. mlir-runner-22 then destroys
// the execution engine; libmlir_async_runtime's `__mlir_execution_engine_destroy` waits in
// `StdThreadPool::wait()` while a task on the pool crashes in `mlirAsyncRuntimeCreateToken`
// (gdb on a core dump; about one run in five here; memcheck reports no invalid access).
// corolift-runtime's cdylib drains its workers at that point and runs it every time;
// `corolift run` prints "ok".
//
// (First recorded as wrong code for an execute spawned in an scf.for, because it also crashed
// on corolift-runtime's cdylib: that crash was corolift-runtime's own, which did not yet take
// part in the engine's destroy protocol and let the engine unmap code under a running task;
// runtime/tests/dropin/unawaited-task-at-exit.mlir.)
//
//   mlir-opt-22 FILE --pass-pipeline=<difftest PIPELINE> -o L.mlir
//   mlir-runner-22 L.mlir -e main -entry-point-result=void -O0 --shared-libs=<MLIR's 3 libs>
//                                                          -> "ok", or SIGSEGV at exit
//   corolift run FILE                                      -> ok
async.func @f() -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = async.execute {
    scf.for %i = %c0 to %c1 step %c1 {
      %a = async.execute {
        async.yield
      }
    }
    async.yield
  }
  return
}
func.func @main() {
  %t = async.call @f() : () -> !async.token
  async.await %t : !async.token
  vector.print str "ok\n"
  return
}
