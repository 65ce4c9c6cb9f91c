// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: corolift opt %s | corolift opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @execute_forms(%dep: !async.token, %v: !async.value<f32>, %w: !async.value<memref<2xi32>>, %m: memref<2xi32>) {
  %t0 = async.execute {
    async.yield
  }
  %t1 = async.execute [] () -> () {
    async.yield
  }
  %t2 = async.execute [%dep, %t0] {
    async.yield
  }
  %t3, %r3 = async.execute [%t1] (%v as %x: !async.value<f32>) -> !async.value<f32> {
    async.yield %x : f32
  }
  %t4, %r4:2 = async.execute (%r3 as %a: !async.value<f32>, %w as %b: !async.value<memref<2xi32>>) -> (!async.value<f32>, !async.value<memref<2xi32>>) {
    async.yield %a, %b : f32, memref<2xi32>
  }
  %t5, %r5 = async.execute -> (!async.value<memref<2xi32>>) attributes {test.tag = "five"} {
    async.yield %m : memref<2xi32>
  }
  %t6 = async.execute [%t5] attributes {test.unit} {
    %inner = async.execute (%r4#1 as %c: !async.value<memref<2xi32>>) {
      "test.use"(%c) : (memref<2xi32>) -> ()
      async.yield
    }
    async.await %inner : !async.token
    async.yield
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @execute_forms(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.value<memref<2xi32>>, %arg3: memref<2xi32>) {
// CHECK-NEXT: %token = async.execute {
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: %token_0 = async.execute {
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: %token_1 = async.execute [%arg0, %token] {
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: %token_2, %bodyResults = async.execute [%token_0] (%arg1 as %arg4: !async.value<f32>) -> !async.value<f32> {
// CHECK-NEXT: async.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %token_3, %bodyResults_4:2 = async.execute (%bodyResults as %arg4: !async.value<f32>, %arg2 as %arg5: !async.value<memref<2xi32>>) -> (!async.value<f32>, !async.value<memref<2xi32>>) {
// CHECK-NEXT: async.yield %arg4, %arg5 : f32, memref<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %token_5, %bodyResults_6 = async.execute -> !async.value<memref<2xi32>> attributes {test.tag = "five"} {
// CHECK-NEXT: async.yield %arg3 : memref<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %token_7 = async.execute [%token_5] attributes {test.unit} {
// CHECK-NEXT: %token_8 = async.execute (%bodyResults_4#1 as %arg4: !async.value<memref<2xi32>>) {
// CHECK-NEXT: "test.use"(%arg4) : (memref<2xi32>) -> ()
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: async.await %token_8 : !async.token
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (!async.token, !async.value<f32>, !async.value<memref<2xi32>>, memref<2xi32>) -> (), sym_name = "execute_forms"}> ({
// GENERIC-NEXT: ^bb0(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.value<memref<2xi32>>, %arg3: memref<2xi32>):
// GENERIC-NEXT: %0 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
// GENERIC-NEXT: "async.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> !async.token
// GENERIC-NEXT: %1 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
// GENERIC-NEXT: "async.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> !async.token
// GENERIC-NEXT: %2 = "async.execute"(%arg0, %0) <{operandSegmentSizes = array<i32: 2, 0>}> ({
// GENERIC-NEXT: "async.yield"() : () -> ()
// GENERIC-NEXT: }) : (!async.token, !async.token) -> !async.token
// GENERIC-NEXT: %3:2 = "async.execute"(%1, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg7: f32):
// GENERIC-NEXT: "async.yield"(%arg7) : (f32) -> ()
// GENERIC-NEXT: }) : (!async.token, !async.value<f32>) -> (!async.token, !async.value<f32>)
// GENERIC-NEXT: %4:3 = "async.execute"(%3#1, %arg2) <{operandSegmentSizes = array<i32: 0, 2>}> ({
// GENERIC-NEXT: ^bb0(%arg5: f32, %arg6: memref<2xi32>):
// GENERIC-NEXT: "async.yield"(%arg5, %arg6) : (f32, memref<2xi32>) -> ()
// GENERIC-NEXT: }) : (!async.value<f32>, !async.value<memref<2xi32>>) -> (!async.token, !async.value<f32>, !async.value<memref<2xi32>>)
// GENERIC-NEXT: %5:2 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
// GENERIC-NEXT: "async.yield"(%arg3) : (memref<2xi32>) -> ()
// GENERIC-NEXT: }) {test.tag = "five"} : () -> (!async.token, !async.value<memref<2xi32>>)
// GENERIC-NEXT: %6 = "async.execute"(%5#0) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT: %7 = "async.execute"(%4#2) <{operandSegmentSizes = array<i32: 0, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg4: memref<2xi32>):
// GENERIC-NEXT: "test.use"(%arg4) : (memref<2xi32>) -> ()
// GENERIC-NEXT: "async.yield"() : () -> ()
// GENERIC-NEXT: }) : (!async.value<memref<2xi32>>) -> !async.token
// GENERIC-NEXT: "async.await"(%7) : (!async.token) -> ()
// GENERIC-NEXT: "async.yield"() : () -> ()
// GENERIC-NEXT: }) {test.unit} : (!async.token) -> !async.token
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
