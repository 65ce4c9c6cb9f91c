// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @generic_input(%t: !async.token, %v: !async.value<f32>) -> f32 {
  %0:2 = "async.execute"(%t, %v) ({
  ^bb0(%x: f32):
    "async.yield"(%x) : (f32) -> ()
  }) {operand_segment_sizes = array<i32: 1, 1>} : (!async.token, !async.value<f32>) -> (!async.token, !async.value<f32>)
  %1:2 = "async.execute"(%0#0, %0#1) ({
  ^bb0(%y: f32):
    "async.yield"(%y) : (f32) -> ()
  }) {operandSegmentSizes = array<i32: 1, 1>, test.keep} : (!async.token, !async.value<f32>) -> (!async.token, !async.value<f32>)
  %2 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
    "async.yield"() : () -> ()
  }) : () -> !async.token
  "async.await"(%2) : (!async.token) -> ()
  %3 = "async.await"(%1#1) : (!async.value<f32>) -> f32
  %4 = "async.runtime.load"(%0#1) : (!async.value<f32>) -> f32
  "async.runtime.add_ref"(%t) <{count = 2 : i64}> : (!async.token) -> ()
  "async.runtime.drop_ref"(%t) {count = 2 : i64} : (!async.token) -> ()
  return %3 : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @generic_input(%arg0: !async.token, %arg1: !async.value<f32>) -> f32 {
// CHECK-NEXT: %token, %bodyResults = async.execute [%arg0] (%arg1 as %arg2: !async.value<f32>) -> !async.value<f32> {
// CHECK-NEXT: async.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %token_0, %bodyResults_1 = async.execute [%token] (%bodyResults as %arg2: !async.value<f32>) -> !async.value<f32> attributes {test.keep} {
// CHECK-NEXT: async.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %token_2 = async.execute {
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: async.await %token_2 : !async.token
// CHECK-NEXT: %0 = async.await %bodyResults_1 : !async.value<f32>
// CHECK-NEXT: %1 = async.runtime.load %bodyResults : <f32>
// CHECK-NEXT: async.runtime.add_ref %arg0 {count = 2 : i64} : !async.token
// CHECK-NEXT: async.runtime.drop_ref %arg0 {count = 2 : i64} : !async.token
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
