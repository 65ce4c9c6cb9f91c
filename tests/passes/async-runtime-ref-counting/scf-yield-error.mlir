// A token carried by scf.for iter_args is refused while the loop is still structured: the
// scf.yield passing it on is not a return. (mlir-opt-22 treats scf.yield as ReturnLike here and
// miscounts: it drops the init token after the loop although the loop's block argument
// already received, and dropped, that reference.) The error is upstream's, with a note
// pointing at --convert-scf-to-cf, after which the loop is counted correctly
// (scf-for-iter-args.mlir).
// RUN: not corolift opt %s --async-runtime-ref-counting 2>&1 | FileCheck %s

// CHECK: scf-yield-error.mlir:21:5: error: async reference counting can't handle terminators that are not ReturnLike
// CHECK-NEXT: scf.yield %next : !async.token
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: "scf.yield"(%{{[0-9]+}}) : (!async.token) -> ()
// CHECK: note: values carried through structured control flow are counted on its CFG form: run --convert-scf-to-cf first
func.func @scf_for_token(%n: index, %t0: !async.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %t0) -> (!async.token) {
    async.runtime.await %prev : !async.token
    %next = async.runtime.create : !async.token
    async.runtime.set_available %next : !async.token
    scf.yield %next : !async.token
  }
  async.runtime.await %last : !async.token
  return
}
