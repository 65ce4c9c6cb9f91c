// cf.assert failing inside a task: the error propagates to the token/value; checked with runtime.is_error after await
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 10
// CHECK-NEXT: 1
// CHECK-NOT:  {{.}}
func.func @main() {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %tok, %val = async.execute -> !async.value<i32> {
    %ok = arith.cmpi sgt, %c0, %c5 : i32
    cf.assert %ok, "zero is not greater than five"
    async.yield %c5 : i32
  }
  async.runtime.await %tok : !async.token
  %e = async.runtime.is_error %tok : !async.token
  vector.print %e : i1
  async.runtime.await %val : !async.value<i32>
  %ev = async.runtime.is_error %val : !async.value<i32>
  vector.print %ev : i1
  %tok2, %val2 = async.execute -> !async.value<i32> {
    %ok = arith.cmpi slt, %c0, %c5 : i32
    cf.assert %ok, "never fails"
    %s = arith.addi %c5, %c5 : i32
    async.yield %s : i32
  }
  async.runtime.await %val2 : !async.value<i32>
  %ev2 = async.runtime.is_error %val2 : !async.value<i32>
  vector.print %ev2 : i1
  %v2 = async.await %val2 : !async.value<i32>
  vector.print %v2 : i32
  // dependency on an errored token also errors
  %tok3 = async.execute [%tok] {
    async.yield
  }
  async.runtime.await %tok3 : !async.token
  %e3 = async.runtime.is_error %tok3 : !async.token
  vector.print %e3 : i1
  return
}
