// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Each op opens its own default dialect for its regions and every other op resets it
// (MLIR's defaultDialectStack): inside scf.for / scf.if / scf.execute_region / scf.while,
// even in a func.func or an async.func, ops keep their dialect prefix (func.call,
// async.call, async.await); func.func and async.func bodies elide their own dialect, and a
// nested builtin.module prints as `module`. Expected text from mlir-opt-22.

func.func private @callee() -> i32
async.func @in_async_func(%n: index) -> !async.value<i32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = async.call @in_async_func(%n) : (index) -> !async.value<i32>
    %x = async.await %v : !async.value<i32>
    %y = func.call @callee() : () -> i32
  }
  %r = func.call @callee() : () -> i32
  return %r : i32
}
func.func @in_func(%b: i1) -> i32 {
  scf.if %b {
    %y = func.call @callee() : () -> i32
  }
  %z = scf.execute_region -> i32 {
    %y = func.call @callee() : () -> i32
    scf.yield %y : i32
  }
  %w = scf.while (%a = %z) : (i32) -> i32 {
    scf.condition(%b) %a : i32
  } do {
  ^bb0(%a2: i32):
    %y = func.call @callee() : () -> i32
    scf.yield %y : i32
  }
  return %w : i32
}
module {
  func.func private @nested()
}

// CHECK: module {
// CHECK-NEXT: func.func private @callee() -> i32
// CHECK-NEXT: async.func @in_async_func(%arg0: index) -> !async.value<i32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %1 = async.call @in_async_func(%arg0) : (index) -> !async.value<i32>
// CHECK-NEXT: %2 = async.await %1 : !async.value<i32>
// CHECK-NEXT: %3 = func.call @callee() : () -> i32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = func.call @callee() : () -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @in_func(%arg0: i1) -> i32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %2 = func.call @callee() : () -> i32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: %2 = func.call @callee() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.while (%arg1 = %0) : (i32) -> i32 {
// CHECK-NEXT: scf.condition(%arg0) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %2 = func.call @callee() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @nested()
// CHECK-NEXT: }
// CHECK-NEXT: }
