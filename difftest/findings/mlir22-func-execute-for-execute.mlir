// MLIR 22 bug, found by difftest (seed 7): an async.func holding an async.execute whose body
// has an scf.for that spawns another async.execute. mlir-opt-22 lowers it without complaint,
// but the code crashes (SIGSEGV in mlirAsyncRuntimeCreateToken called from a task; also on
// corolift-runtime's cdylib, so it is the generated code). The same body in a func.func, or
// with scf.if instead of scf.for, or the scf.for directly in the async.func, runs. corolift
// prints "ok" (tests/run/coro-func-execute-scf-group.mlir is the corolift bug the same shape
// exposed).
//
//   mlir-opt-22 FILE --pass-pipeline=<DEFAULT_PIPELINE> | mlir-runner-22 ...  -> SIGSEGV
//   corolift run FILE                                                          -> ok
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
