// Tokens and values carried around CFG loops through block arguments. mlir-opt-22 rejects
// every function here ("async reference counting can't handle terminators that are not
// ReturnLike" on the first branch passing a token); corolift balances the references on each
// CFG edge. The CHECK lines were written by hand from the accounting in the comments.
// RUN: corolift opt %s --async-runtime-ref-counting | FileCheck %s
// RUN: corolift opt %s --async-runtime-ref-counting | corolift opt | FileCheck %s

// Accounting rule: every !async.token / !async.value is created holding one reference (op
// results and block arguments alike: a branch hands each block argument one reference). On
// every path each reference must be dropped exactly once or handed on (return, block argument,
// call). The comment above each function walks its paths.

// %t0 (1 ref) is handed to ^header's argument and not used again: no add/drop for it.
// The argument (1 ref) dies in ^body (await, drop) or in ^exit (await, drop). %next (1 ref)
// is handed to the argument on the back edge. Every iteration: one create, one drop.
// CHECK-LABEL: func.func @token_around_loop(%arg0: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.set_available %0 : !async.token
// CHECK-NEXT:    cf.br ^bb1(%c0, %0 : index, !async.token)
// CHECK-NEXT:  ^bb1(%1: index, %2: !async.token):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %3 = arith.cmpi slt, %1, %arg0 : index
// CHECK-NEXT:    cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    async.runtime.await %2 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %2 {count = 1 : i64} : !async.token
// CHECK-NEXT:    %4 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.set_available %4 : !async.token
// CHECK-NEXT:    %5 = arith.addi %1, %c1 : index
// CHECK-NEXT:    cf.br ^bb1(%5, %4 : index, !async.token)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    async.runtime.await %2 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %2 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @token_around_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = async.runtime.create : !async.token
  async.runtime.set_available %t0 : !async.token
  cf.br ^header(%c0, %t0 : index, !async.token)
^header(%i: index, %t: !async.token):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  async.runtime.await %t : !async.token
  %next = async.runtime.create : !async.token
  async.runtime.set_available %next : !async.token
  %i1 = arith.addi %i, %c1 : index
  cf.br ^header(%i1, %next : index, !async.token)
^exit:
  async.runtime.await %t : !async.token
  return
}

// %t0 is passed as the argument AND stays live (awaited in ^exit): each branch carrying it
// needs a second reference, so add_ref 1 before the entry branch and before the back edge.
// In ^header, %t0 holds 1 and the argument 1; ^body drops the argument, then adds one for the
// next argument; ^exit drops the argument and %t0. Net per path: creates 1 + adds k+1 =
// drops k+2 (k iterations).
// CHECK-LABEL: func.func @carried_and_live(%arg0: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.set_available %0 : !async.token
// CHECK-NEXT:    async.runtime.add_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    cf.br ^bb1(%c0, %0 : index, !async.token)
// CHECK-NEXT:  ^bb1(%1: index, %2: !async.token):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %3 = arith.cmpi slt, %1, %arg0 : index
// CHECK-NEXT:    cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    async.runtime.await %2 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %2 {count = 1 : i64} : !async.token
// CHECK-NEXT:    %4 = arith.addi %1, %c1 : index
// CHECK-NEXT:    async.runtime.add_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    cf.br ^bb1(%4, %0 : index, !async.token)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    async.runtime.await %2 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %2 {count = 1 : i64} : !async.token
// CHECK-NEXT:    async.runtime.await %0 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @carried_and_live(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = async.runtime.create : !async.token
  async.runtime.set_available %t0 : !async.token
  cf.br ^header(%c0, %t0 : index, !async.token)
^header(%i: index, %t: !async.token):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  async.runtime.await %t : !async.token
  %i1 = arith.addi %i, %c1 : index
  cf.br ^header(%i1, %t0 : index, !async.token)
^exit:
  async.runtime.await %t : !async.token
  async.runtime.await %t0 : !async.token
  return
}

// %t0 is live around the loop (the loop's own edge needs its one reference) and handed to
// ^exit's argument on the exit edge (which needs exactly that one): no add or drop at all;
// the argument is returned.
// CHECK-LABEL: func.func @passed_on_exit_edge(%arg0: index) -> !async.token {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    cf.br ^bb1(%c0 : index)
// CHECK-NEXT:  ^bb1(%1: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %2 = arith.cmpi slt, %1, %arg0 : index
// CHECK-NEXT:    %3 = arith.addi %1, %c1 : index
// CHECK-NEXT:    cf.cond_br %2, ^bb1(%3 : index), ^bb2(%0 : !async.token)
// CHECK-NEXT:  ^bb2(%4: !async.token):  // pred: ^bb1
// CHECK-NEXT:    async.runtime.set_available %4 : !async.token
// CHECK-NEXT:    return %4 : !async.token
// CHECK-NEXT:  }
func.func @passed_on_exit_edge(%n: index) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = async.runtime.create : !async.token
  cf.br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  %i1 = arith.addi %i, %c1 : index
  cf.cond_br %more, ^header(%i1 : index), ^exit(%t0 : !async.token)
^exit(%r: !async.token):
  async.runtime.set_available %r : !async.token
  return %r : !async.token
}

// A value carried around the loop: the function argument's reference goes to ^header's
// argument; the argument dies at its load in ^body or ^exit (drop right after the load);
// each new value is handed on by the back edge.
// CHECK-LABEL: func.func @value_loop(%arg0: index, %arg1: !async.value<i32>) -> i32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    cf.br ^bb1(%c0, %arg1 : index, !async.value<i32>)
// CHECK-NEXT:  ^bb1(%0: index, %1: !async.value<i32>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %2 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:    cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %3 = async.runtime.load %1 : <i32>
// CHECK-NEXT:    async.runtime.drop_ref %1 {count = 1 : i64} : !async.value<i32>
// CHECK-NEXT:    %4 = async.runtime.create : !async.value<i32>
// CHECK-NEXT:    async.runtime.store %3, %4 : <i32>
// CHECK-NEXT:    async.runtime.set_available %4 : !async.value<i32>
// CHECK-NEXT:    %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:    cf.br ^bb1(%5, %4 : index, !async.value<i32>)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    %6 = async.runtime.load %1 : <i32>
// CHECK-NEXT:    async.runtime.drop_ref %1 {count = 1 : i64} : !async.value<i32>
// CHECK-NEXT:    return %6 : i32
// CHECK-NEXT:  }
func.func @value_loop(%n: index, %v0: !async.value<i32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %v0 : index, !async.value<i32>)
^header(%i: index, %v: !async.value<i32>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %x = async.runtime.load %v : <i32>
  %next = async.runtime.create : !async.value<i32>
  async.runtime.store %x, %next : <i32>
  async.runtime.set_available %next : !async.value<i32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^header(%i1, %next : index, !async.value<i32>)
^exit:
  %r = async.runtime.load %v : <i32>
  return %r : i32
}
