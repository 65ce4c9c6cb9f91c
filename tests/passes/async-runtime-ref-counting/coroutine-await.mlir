// A coroutine awaiting its token argument (await_and_resume + coro.suspend) and a caller that
// passes the token to it: blocks ending in async.coro.suspend get no drop_ref on the suspend
// and cleanup edges (execution always continues in the resume block); the argument is dropped
// after the error check in the resume block; the returned token keeps its reference.
// CHECK lines: mlir-opt-22's output on this file.
// RUN: corolift opt %s --async-runtime-ref-counting | FileCheck %s
// RUN: corolift opt %s --async-runtime-ref-counting | corolift opt | FileCheck %s

// CHECK-LABEL: func.func private @coro_await(%arg0: !async.token) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    %1 = async.coro.id
// CHECK-NEXT:    %2 = async.coro.begin %1
// CHECK-NEXT:    %3 = async.coro.save %2
// CHECK-NEXT:    async.runtime.await_and_resume %arg0, %2 : !async.token
// CHECK-NEXT:    async.coro.suspend %3, ^bb5, ^bb1, ^bb4
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %4 = async.runtime.is_error %arg0 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    cf.cond_br %4, ^bb3, ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    async.runtime.set_available %0 : !async.token
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    async.runtime.set_error %0 : !async.token
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
// CHECK-NEXT:    async.coro.free %1, %2
// CHECK-NEXT:    cf.br ^bb5
// CHECK-NEXT:  ^bb5:  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT:    async.coro.end %2
// CHECK-NEXT:    return %0 : !async.token
// CHECK-NEXT:  }
func.func private @coro_await(%dep: !async.token) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
  %done = async.runtime.create : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %save = async.coro.save %hdl
  async.runtime.await_and_resume %dep, %hdl : !async.token
  async.coro.suspend %save, ^suspend, ^resume, ^cleanup
^resume:
  %err = async.runtime.is_error %dep : !async.token
  cf.cond_br %err, ^error, ^ok
^ok:
  async.runtime.set_available %done : !async.token
  cf.br ^cleanup
^error:
  async.runtime.set_error %done : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %done : !async.token
}

// CHECK-LABEL: func.func @caller() {
// CHECK-NEXT:    %0 = async.runtime.create : !async.token
// CHECK-NEXT:    async.runtime.add_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    %1 = call @coro_await(%0) : (!async.token) -> !async.token
// CHECK-NEXT:    async.runtime.set_available %0 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    async.runtime.await %1 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %1 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @caller() {
  %t = async.runtime.create : !async.token
  %r = call @coro_await(%t) : (!async.token) -> !async.token
  async.runtime.set_available %t : !async.token
  async.runtime.await %r : !async.token
  return
}
