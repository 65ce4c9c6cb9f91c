// Tokens passed as block arguments on non-loop edges: twice on one edge, on one edge of a
// cond_br whose other successor has arguments of its own, on one edge while live into the
// other successor. mlir-opt-22 rejects all three; the CHECK lines were written by hand from
// the accounting in the comments.
// RUN: corolift opt %s --async-runtime-ref-counting | FileCheck %s
// RUN: corolift opt %s --async-runtime-ref-counting | corolift opt | FileCheck %s

// Accounting rule: every !async.token is created holding one reference, and a branch hands
// each block argument one reference. On every path each reference must be dropped exactly
// once or handed on. The comment above each function walks its paths.

// One token passed twice on one edge: the edge needs 2 references, %t holds 1, so add_ref 1
// before the branch; each argument drops its own after its await.
// CHECK-LABEL: func.func @passed_twice() {
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.set_available %0 : !async.token
// CHECK-NEXT:    async.runtime.add_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    cf.br ^bb1(%0, %0 : !async.token, !async.token)
// CHECK-NEXT:  ^bb1(%1: !async.token, %2: !async.token):  // pred: ^bb0
// CHECK-NEXT:    async.runtime.await %1 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %1 {count = 1 : i64} : !async.token
// CHECK-NEXT:    async.runtime.await %2 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %2 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @passed_twice() {
  %t = async.runtime.create : !async.token
  async.runtime.set_available %t : !async.token
  cf.br ^join(%t, %t : !async.token, !async.token)
^join(%a: !async.token, %b: !async.token):
  async.runtime.await %a : !async.token
  async.runtime.await %b : !async.token
  return
}

// Passed to ^use, dead on the edge to ^done. ^done has block arguments and another
// predecessor, so the drop goes into a new block on that edge, which forwards %k.
// Path ^use: handed to %u, dropped after the await. Path ^done: dropped on the edge.
// CHECK-LABEL: func.func @edge_block(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.set_available %0 : !async.token
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%0 : !async.token), ^bb2
// CHECK-NEXT:  ^bb1(%1: !async.token):  // pred: ^bb0
// CHECK-NEXT:    async.runtime.await %1 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %1 {count = 1 : i64} : !async.token
// CHECK-NEXT:    cf.br ^bb3(%arg1 : index)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    cf.br ^bb3(%arg1 : index)
// CHECK-NEXT:  ^bb3(%2: index):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return %2 : index
// CHECK-NEXT:  }
func.func @edge_block(%c: i1, %k: index) -> index {
  %t = async.runtime.create : !async.token
  async.runtime.set_available %t : !async.token
  cf.cond_br %c, ^use(%t : !async.token), ^done(%k : index)
^use(%u: !async.token):
  async.runtime.await %u : !async.token
  cf.br ^done(%k : index)
^done(%r: index):
  return %r : index
}

// Passed to ^a and live into ^b: each edge needs exactly the one reference %t holds, so
// nothing is added; ^a drops the argument, ^b drops %t.
// CHECK-LABEL: func.func @passed_and_live(%arg0: i1) {
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.set_available %0 : !async.token
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%0 : !async.token), ^bb2
// CHECK-NEXT:  ^bb1(%1: !async.token):  // pred: ^bb0
// CHECK-NEXT:    async.runtime.await %1 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %1 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    async.runtime.await %0 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @passed_and_live(%c: i1) {
  %t = async.runtime.create : !async.token
  async.runtime.set_available %t : !async.token
  cf.cond_br %c, ^a(%t : !async.token), ^b
^a(%u: !async.token):
  async.runtime.await %u : !async.token
  return
^b:
  async.runtime.await %t : !async.token
  return
}
