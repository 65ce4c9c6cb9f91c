// RUN: corolift opt %s -inline='default-pipeline=' | FileCheck %s --match-full-lines
// RUN: corolift opt %s -inline='default-pipeline=' | corolift opt | FileCheck %s --match-full-lines
// RUN: corolift opt %s -inline | FileCheck %s --match-full-lines

// Expected text: mlir-opt-22 -inline='default-pipeline=' (and mlir-opt-22 -inline, whose canonicalize changes nothing here).
// The async dialect has no inliner interface: a call inside an async.execute body is not
// inlined (and its callee stays), while the call of the same function outside is.
func.func private @inc(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}

func.func @spawn(%x: i32) -> (!async.value<i32>, i32) {
  %token, %value = async.execute -> !async.value<i32> {
    %r = func.call @inc(%x) : (i32) -> i32
    async.yield %r : i32
  }
  %s = call @inc(%x) : (i32) -> i32
  return %value, %s : !async.value<i32>, i32
}

// CHECK: module {
// CHECK-NEXT: func.func private @inc(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @spawn(%arg0: i32) -> (!async.value<i32>, i32) {
// CHECK-NEXT: %token, %bodyResults = async.execute -> !async.value<i32> {
// CHECK-NEXT: %1 = func.call @inc(%arg0) : (i32) -> i32
// CHECK-NEXT: async.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %bodyResults, %0 : !async.value<i32>, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
