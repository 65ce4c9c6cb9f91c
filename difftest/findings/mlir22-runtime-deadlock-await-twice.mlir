// MLIR 22 runtime self-deadlock, second form (found while reducing seed 1 program 1476): the inner
// execute is still pending when the outer one awaits its value, so the outer coroutine is
// resumed by the value's completion, under the value's mutex in libmlir_async_runtime; the
// second async.await of the same value locks that mutex again. mlir-runner-22 hangs (with
// MLIR's runtime libraries; timing-dependent, here almost always); with --shared-libs=
// libcorolift_runtime.so the same lowered code prints -0.5, as corolift run does.
func.func @main() {
  %t1, %v1 = async.execute -> !async.value<f32> {
    %t2, %v2 = async.execute -> !async.value<i64> {
      %c = arith.constant 5 : i64
      async.yield %c : i64
    }
    %a = async.await %v2 : !async.value<i64>
    %b = async.await %v2 : !async.value<i64>
    %f = arith.constant -0.5 : f32
    async.yield %f : f32
  }
  %x = async.await %v1 : !async.value<f32>
  vector.print %x : f32
  return
}
