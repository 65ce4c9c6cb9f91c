// scf.for carrying a token through iter_args, created and awaited with async.runtime.* ops
// only. Lowered to the CFG first (the structured loop cannot be counted: see
// tests/passes/async-runtime-ref-counting/scf-yield-error.mlir), then run with the leak
// check: a zero exit status means every token created in the loop was released.
// RUN: corolift opt %s --convert-scf-to-cf | COROLIFT_CHECK_LEAKS=1 corolift run - | FileCheck %s

// CHECK:      0
// CHECK-NEXT: 4
// CHECK-NOT: {{.}}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4 : index
  %t0 = async.runtime.create : !async.token
  async.runtime.set_available %t0 : !async.token
  %last, %count = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %t0, %k = %c0) -> (!async.token, index) {
    async.runtime.await %prev : !async.token
    %next = async.runtime.create : !async.token
    async.runtime.set_available %next : !async.token
    %k1 = arith.addi %k, %c1 : index
    scf.yield %next, %k1 : !async.token, index
  }
  async.runtime.await %last : !async.token
  %e = async.runtime.is_error %last : !async.token
  vector.print %e : i1
  vector.print %count : index
  return
}
