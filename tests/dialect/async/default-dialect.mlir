// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Inside async.execute no default dialect applies (mlir-opt-22): `func.call` keeps its prefix
// even in a func.func, while inside async.func bare names resolve to the async dialect.
func.func private @callee()
func.func @in_func() {
  call @callee() : () -> ()
  %t = async.execute {
    func.call @callee() : () -> ()
    async.yield
  }
  return
}
async.func @in_async_func(%v: !async.value<f32>) -> !async.value<f32> {
  %t = execute {
    func.call @callee() : () -> ()
    async.yield
  }
  await %t : !async.token
  %x = await %v : !async.value<f32>
  return %x : f32
}

// CHECK: module {
// CHECK-NEXT: func.func private @callee()
// CHECK-NEXT: func.func @in_func() {
// CHECK-NEXT: call @callee() : () -> ()
// CHECK-NEXT: %token = async.execute {
// CHECK-NEXT: func.call @callee() : () -> ()
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: async.func @in_async_func(%arg0: !async.value<f32>) -> !async.value<f32> {
// CHECK-NEXT: %token = execute {
// CHECK-NEXT: func.call @callee() : () -> ()
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: await %token : !async.token
// CHECK-NEXT: %0 = await %arg0 : !async.value<f32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
