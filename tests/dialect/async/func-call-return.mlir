// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: corolift opt %s | corolift opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

async.func @token_only(%arg0: f32) -> !async.token {
  return
}
async.func @value_only() -> !async.value<i32> {
  %c = "test.const"() : () -> i32
  return %c : i32
}
async.func @stateful(%in: !async.value<f32>, %t: !async.token) -> (!async.token, !async.value<f32>, !async.value<memref<4xf32>>) {
  async.await %t : !async.token
  %x = async.await %in : !async.value<f32>
  %m = "test.alloc"() : () -> memref<4xf32>
  async.return %x, %m : f32, memref<4xf32>
}
async.func private @declared(f32, !async.token) -> (!async.token, !async.value<f32>)
async.func nested @nested_vis(%a: f32) -> !async.value<f32> {
  return %a : f32
}
async.func @with_attrs(%a: f32 {test.arg}) -> (!async.value<f32> {test.res}) attributes {test.fn = 3 : i64} {
  return {test.ret} %a : f32
}
async.func @calls_inside(%a: f32) -> !async.token {
  %0 = call @token_only(%a) : (f32) -> !async.token
  %1 = async.call @value_only() : () -> !async.value<i32>
  await %0 : !async.token
  %2 = await %1 : !async.value<i32>
  %3 = async.execute {
    %4 = async.call @token_only(%a) : (f32) -> !async.token
    async.yield
  }
  return
}
func.func @caller(%a: f32, %v: !async.value<f32>, %t: !async.token) {
  %0 = async.call @token_only(%a) : (f32) -> !async.token
  %1:3 = async.call @stateful(%v, %t) : (!async.value<f32>, !async.token) -> (!async.token, !async.value<f32>, !async.value<memref<4xf32>>)
  %2:2 = async.call @declared(%a, %t) {test.call} : (f32, !async.token) -> (!async.token, !async.value<f32>)
  return
}

// CHECK: module {
// CHECK-NEXT: async.func @token_only(%arg0: f32) -> !async.token {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: async.func @value_only() -> !async.value<i32> {
// CHECK-NEXT: %0 = "test.const"() : () -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: async.func @stateful(%arg0: !async.value<f32>, %arg1: !async.token) -> (!async.token, !async.value<f32>, !async.value<memref<4xf32>>) {
// CHECK-NEXT: await %arg1 : !async.token
// CHECK-NEXT: %0 = await %arg0 : !async.value<f32>
// CHECK-NEXT: %1 = "test.alloc"() : () -> memref<4xf32>
// CHECK-NEXT: return %0, %1 : f32, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: async.func private @declared(f32, !async.token) -> (!async.token, !async.value<f32>)
// CHECK-NEXT: async.func nested @nested_vis(%arg0: f32) -> !async.value<f32> {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: async.func @with_attrs(%arg0: f32 {test.arg}) -> (!async.value<f32> {test.res}) attributes {test.fn = 3 : i64} {
// CHECK-NEXT: return {test.ret} %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: async.func @calls_inside(%arg0: f32) -> !async.token {
// CHECK-NEXT: %0 = call @token_only(%arg0) : (f32) -> !async.token
// CHECK-NEXT: %1 = call @value_only() : () -> !async.value<i32>
// CHECK-NEXT: await %0 : !async.token
// CHECK-NEXT: %2 = await %1 : !async.value<i32>
// CHECK-NEXT: %token = execute {
// CHECK-NEXT: %3 = async.call @token_only(%arg0) : (f32) -> !async.token
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: f32, %arg1: !async.value<f32>, %arg2: !async.token) {
// CHECK-NEXT: %0 = async.call @token_only(%arg0) : (f32) -> !async.token
// CHECK-NEXT: %1:3 = async.call @stateful(%arg1, %arg2) : (!async.value<f32>, !async.token) -> (!async.token, !async.value<f32>, !async.value<memref<4xf32>>)
// CHECK-NEXT: %2:2 = async.call @declared(%arg0, %arg2) {test.call} : (f32, !async.token) -> (!async.token, !async.value<f32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "async.func"() <{function_type = (f32) -> !async.token, sym_name = "token_only"}> ({
// GENERIC-NEXT: ^bb0(%arg8: f32):
// GENERIC-NEXT: "async.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "async.func"() <{function_type = () -> !async.value<i32>, sym_name = "value_only"}> ({
// GENERIC-NEXT: %10 = "test.const"() : () -> i32
// GENERIC-NEXT: "async.return"(%10) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "async.func"() <{function_type = (!async.value<f32>, !async.token) -> (!async.token, !async.value<f32>, !async.value<memref<4xf32>>), sym_name = "stateful"}> ({
// GENERIC-NEXT: ^bb0(%arg6: !async.value<f32>, %arg7: !async.token):
// GENERIC-NEXT: "async.await"(%arg7) : (!async.token) -> ()
// GENERIC-NEXT: %8 = "async.await"(%arg6) : (!async.value<f32>) -> f32
// GENERIC-NEXT: %9 = "test.alloc"() : () -> memref<4xf32>
// GENERIC-NEXT: "async.return"(%8, %9) : (f32, memref<4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "async.func"() <{function_type = (f32, !async.token) -> (!async.token, !async.value<f32>), sym_name = "declared", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "async.func"() <{function_type = (f32) -> !async.value<f32>, sym_name = "nested_vis", sym_visibility = "nested"}> ({
// GENERIC-NEXT: ^bb0(%arg5: f32):
// GENERIC-NEXT: "async.return"(%arg5) : (f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "async.func"() <{arg_attrs = [{test.arg}], function_type = (f32) -> !async.value<f32>, res_attrs = [{test.res}], sym_name = "with_attrs"}> ({
// GENERIC-NEXT: ^bb0(%arg4: f32):
// GENERIC-NEXT: "async.return"(%arg4) {test.ret} : (f32) -> ()
// GENERIC-NEXT: }) {test.fn = 3 : i64} : () -> ()
// GENERIC-NEXT: "async.func"() <{function_type = (f32) -> !async.token, sym_name = "calls_inside"}> ({
// GENERIC-NEXT: ^bb0(%arg3: f32):
// GENERIC-NEXT: %3 = "async.call"(%arg3) <{callee = @token_only}> : (f32) -> !async.token
// GENERIC-NEXT: %4 = "async.call"() <{callee = @value_only}> : () -> !async.value<i32>
// GENERIC-NEXT: "async.await"(%3) : (!async.token) -> ()
// GENERIC-NEXT: %5 = "async.await"(%4) : (!async.value<i32>) -> i32
// GENERIC-NEXT: %6 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
// GENERIC-NEXT: %7 = "async.call"(%arg3) <{callee = @token_only}> : (f32) -> !async.token
// GENERIC-NEXT: "async.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> !async.token
// GENERIC-NEXT: "async.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (f32, !async.value<f32>, !async.token) -> (), sym_name = "caller"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32, %arg1: !async.value<f32>, %arg2: !async.token):
// GENERIC-NEXT: %0 = "async.call"(%arg0) <{callee = @token_only}> : (f32) -> !async.token
// GENERIC-NEXT: %1:3 = "async.call"(%arg1, %arg2) <{callee = @stateful}> : (!async.value<f32>, !async.token) -> (!async.token, !async.value<f32>, !async.value<memref<4xf32>>)
// GENERIC-NEXT: %2:2 = "async.call"(%arg0, %arg2) <{callee = @declared}> {test.call} : (f32, !async.token) -> (!async.token, !async.value<f32>)
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
