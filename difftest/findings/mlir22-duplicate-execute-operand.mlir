// MLIR 22 bug, found by difftest (seed 1, e.g. programs 30 and 44 before the generator stopped
// producing it in MLIR-compatible programs): the same !async.value passed twice as an operand
// of one async.execute crashes mlir-opt-22's async-to-async-runtime (SIGSEGV in
// mlir::async::AwaitOp::build). corolift prints 14 (7 + 7).
//
//   mlir-opt-22 FILE --async-to-async-runtime   -> crash
//   corolift run FILE                            -> 14
func.func @main() {
  %c = arith.constant 7 : i64
  %t, %v = async.execute -> !async.value<i64> {
    async.yield %c : i64
  }
  %t2, %v2 = async.execute (%v as %a : !async.value<i64>, %v as %b : !async.value<i64>) -> !async.value<i64> {
    %s = arith.addi %a, %b : i64
    async.yield %s : i64
  }
  %x = async.await %v2 : !async.value<i64>
  vector.print %x : i64
  return
}
