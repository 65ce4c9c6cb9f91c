// RUN: corolift opt %s --canonicalize | FileCheck %s

// scf.while: a before-block argument yielded back unchanged and a value the condition
// forwards from outside the loop become the outer values; an async group that is only
// awaited is erased with its await_all.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @invariant_while(%arg0: index, %arg1: index, %arg2: memref<?xindex>) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.while (%arg3 = %arg1) : (index) -> index {
// CHECK-NEXT:       %1 = arith.subi %arg3, %arg0 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg3 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       %1 = arith.addi %arg0, %c1 : index
// CHECK-NEXT:       memref.store %1, %arg2[%arg0] : memref<?xindex>
// CHECK-NEXT:       scf.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @groups(%arg0: index, %arg1: !async.token) {
// CHECK-NEXT:     %0 = async.create_group %arg0 : !async.group
// CHECK-NEXT:     %1 = async.add_to_group %arg1, %0 : !async.token
// CHECK-NEXT:     async.await_all %0
// CHECK-NEXT:     return
// CHECK-NEXT:   }

func.func @invariant_while(%lb: index, %ub: index, %m: memref<?xindex>) -> index {
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %lb, %b = %ub) : (index, index) -> (index, index) {
    %d = arith.subi %b, %a : index
    %p = arith.cmpi sgt, %d, %c1 : index
    scf.condition(%p) %a, %b : index, index
  } do {
  ^bb0(%a: index, %b: index):
    %h = arith.addi %a, %c1 : index
    memref.store %h, %m[%a] : memref<?xindex>
    scf.yield %a, %h : index, index
  }
  return %r#1 : index
}
func.func @groups(%n: index, %t: !async.token) {
  %c0 = arith.constant 0 : index
  %g0 = async.create_group %c0 : !async.group
  async.await_all %g0
  %g1 = async.create_group %n : !async.group
  %i = async.add_to_group %t, %g1 : !async.token
  async.await_all %g1
  return
}
