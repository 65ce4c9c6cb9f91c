// The seed's lowering pipeline gives byte-identical output in corolift and in the real
// mlir-opt-22, on a program with a stateless and a stateful async.func, async.call inside and
// outside coroutines, async.execute with a value operand, and awaits of tokens and values
// inside coroutines and in a plain function.
// The input is chosen so that mlir-opt-22's own output is deterministic: when two blocks of
// one coroutine branch on is_error to the same error block (two awaits), mlir-opt-22 orders
// the drop_ref blocks it puts on those edges by pointer hash and its output varies from run
// to run. Operands of constants cloned into outlined bodies are non-constant on purpose:
// mlir-opt-22 folds arith ops on them, which corolift's async-to-async-runtime does not yet.
// REQUIRES: mlir-opt-22
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' > %t.mlir-opt
// RUN: corolift opt %s --pass-pipeline='builtin.module(async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' > %t.corolift
// RUN: diff %t.mlir-opt %t.corolift
// RUN: FileCheck %s --input-file=%t.corolift

// CHECK-LABEL: func.func @square(
// CHECK:         async.runtime.set_available
// CHECK-LABEL: func.func @square_plus(
// CHECK:         async.runtime.await_and_resume
// CHECK:         async.runtime.drop_ref
// CHECK-LABEL: func.func @notify(
// CHECK:         async.coro.suspend
// CHECK-LABEL: func.func @main(
// CHECK:         async.runtime.await
// CHECK-LABEL: func.func private @async_execute_fn(
// CHECK-LABEL: func.func private @async_execute_fn_0(
async.func @square(%x: f32) -> !async.value<f32> {
  %y = arith.mulf %x, %x : f32
  return %y : f32
}

async.func @square_plus(%a: f32, %b: f32) -> !async.value<f32> {
  %va = async.call @square(%a) : (f32) -> !async.value<f32>
  %x = async.await %va : !async.value<f32>
  %s = arith.addf %x, %b : f32
  return %s : f32
}

async.func @notify(%t: !async.token) -> !async.token {
  async.await %t : !async.token
  return
}

func.func @main(%x: f32) -> f32 {
  %c1 = arith.constant 1.0 : f32
  %token, %value = async.execute -> !async.value<f32> {
    %r = arith.addf %x, %c1 : f32
    async.yield %r : f32
  }
  %t2, %v2 = async.execute (%value as %v : !async.value<f32>) -> !async.value<f32> {
    %z = arith.mulf %v, %x : f32
    async.yield %z : f32
  }
  %done = async.call @notify(%token) : (!async.token) -> !async.token
  async.await %done : !async.token
  async.await %t2 : !async.token
  %w = async.call @square_plus(%x, %c1) : (f32, f32) -> !async.value<f32>
  %r1 = async.await %w : !async.value<f32>
  %res = async.await %v2 : !async.value<f32>
  %sum = arith.addf %r1, %res : f32
  return %sum : f32
}
