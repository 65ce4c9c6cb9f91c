// scf.for with !async.token and !async.value iter_args, lowered with --convert-scf-to-cf
// before counting (mlir-opt-22 rejects the lowered loop's entry branch). The CHECK lines were
// written by hand from the accounting below.
// RUN: corolift opt %s --convert-scf-to-cf --async-runtime-ref-counting | FileCheck %s
// RUN: corolift opt %s --pass-pipeline='builtin.module(func.func(convert-scf-to-cf,async-runtime-ref-counting,async-runtime-ref-counting-opt))' | FileCheck %s

// scf.for carrying a token and a value through iter_args, lowered to the CFG first (the
// loop becomes ^header(%iv, %token, %value) with the back edge passing the new ones).
// Entry: %t0 and %v0 (1 ref each) are handed to the header's arguments; not used again.
// Body: the carried token dies at its await, the carried value at its load (drop right
// after); the new token/value (1 ref each) are handed on by the back edge.
// Exit: the carried token dies at its await, the carried value is returned (its reference
// goes to the caller). Each path: every create is matched by one drop or the return.
// CHECK-LABEL: func.func @scf_for_token_and_value(%arg0: index) -> !async.value<i32> {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.set_available %0 : !async.token
// CHECK-NEXT:    %1 = async.runtime.create : !async.value<i32>
// CHECK-NEXT:    async.runtime.store %c0_i32, %1 : <i32>
// CHECK-NEXT:    async.runtime.set_available %1 : !async.value<i32>
// CHECK-NEXT:    cf.br ^bb1(%c0, %0, %1 : index, !async.token, !async.value<i32>)
// CHECK-NEXT:  ^bb1(%2: index, %3: !async.token, %4: !async.value<i32>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %5 = arith.cmpi slt, %2, %arg0 : index
// CHECK-NEXT:    cf.cond_br %5, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    async.runtime.await %3 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %3 {count = 1 : i64} : !async.token
// CHECK-NEXT:    %6 = async.runtime.load %4 : <i32>
// CHECK-NEXT:    async.runtime.drop_ref %4 {count = 1 : i64} : !async.value<i32>
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %7 = arith.addi %6, %c1_i32 : i32
// CHECK-NEXT:    %8 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.set_available %8 : !async.token
// CHECK-NEXT:    %9 = async.runtime.create : !async.value<i32>
// CHECK-NEXT:    async.runtime.store %7, %9 : <i32>
// CHECK-NEXT:    async.runtime.set_available %9 : !async.value<i32>
// CHECK-NEXT:    %10 = arith.addi %2, %c1 : index
// CHECK-NEXT:    cf.br ^bb1(%10, %8, %9 : index, !async.token, !async.value<i32>)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    async.runtime.await %3 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %3 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return %4 : !async.value<i32>
// CHECK-NEXT:  }
func.func @scf_for_token_and_value(%n: index) -> !async.value<i32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %t0 = async.runtime.create : !async.token
  async.runtime.set_available %t0 : !async.token
  %v0 = async.runtime.create : !async.value<i32>
  async.runtime.store %zero, %v0 : <i32>
  async.runtime.set_available %v0 : !async.value<i32>
  %last:2 = scf.for %i = %c0 to %n step %c1
      iter_args(%prev = %t0, %acc = %v0) -> (!async.token, !async.value<i32>) {
    async.runtime.await %prev : !async.token
    %x = async.runtime.load %acc : <i32>
    %one = arith.constant 1 : i32
    %y = arith.addi %x, %one : i32
    %next = async.runtime.create : !async.token
    async.runtime.set_available %next : !async.token
    %nacc = async.runtime.create : !async.value<i32>
    async.runtime.store %y, %nacc : <i32>
    async.runtime.set_available %nacc : !async.value<i32>
    scf.yield %next, %nacc : !async.token, !async.value<i32>
  }
  async.runtime.await %last#0 : !async.token
  return %last#1 : !async.value<i32>
}
