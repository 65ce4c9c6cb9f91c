// Divergent liveness: on the arm that does not use the token the reference is dropped at the
// start of the successor when the branching block is its only predecessor, else in a new
// block placed on the edge (@shared_successor). Both arms dropping after their own last use
// needs nothing extra. CHECK lines: mlir-opt-22's output on this file.
// RUN: corolift opt %s --async-runtime-ref-counting | FileCheck %s
// RUN: corolift opt %s --async-runtime-ref-counting | corolift opt | FileCheck %s

// CHECK-LABEL: func.func @one_arm_drops(%arg0: i1) {
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    async.runtime.await %0 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @one_arm_drops(%c: i1) {
  %t = async.runtime.create : !async.token
  cf.cond_br %c, ^use, ^skip
^use:
  async.runtime.await %t : !async.token
  cf.br ^exit
^skip:
  cf.br ^exit
^exit:
  return
}

// CHECK-LABEL: func.func @shared_successor(%arg0: i1) {
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    async.runtime.await %0 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @shared_successor(%c: i1) {
  %t = async.runtime.create : !async.token
  cf.cond_br %c, ^use, ^exit
^use:
  async.runtime.await %t : !async.token
  cf.br ^exit
^exit:
  return
}

// CHECK-LABEL: func.func @both_arms_use(%arg0: i1) {
// CHECK-NEXT:    %0 = async.runtime.create : !async.value<i64>
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    async.runtime.await %0 : !async.value<i64>
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.value<i64>
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %1 = async.runtime.load %0 : <i64>
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.value<i64>
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @both_arms_use(%c: i1) {
  %v = async.runtime.create : !async.value<i64>
  cf.cond_br %c, ^a, ^b
^a:
  async.runtime.await %v : !async.value<i64>
  cf.br ^exit
^b:
  %x = async.runtime.load %v : <i64>
  cf.br ^exit
^exit:
  return
}
