// RUN: corolift opt %s -inline='default-pipeline=' | FileCheck %s --match-full-lines
// RUN: corolift opt %s -inline='default-pipeline=' | corolift opt | FileCheck %s --match-full-lines

// Expected text: mlir-opt-22 -inline='default-pipeline=' (without the canonicalize run after inlining, which would fold the result further).
// Recursion is left alone: a self-recursive function is not inlined into its callers, nor
// a pair of mutually recursive functions into each other or into their caller.
func.func @fact(%n: i64, %acc: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %done = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %done, ^ret, ^rec
^ret:
  return %acc : i64
^rec:
  %c1 = arith.constant 1 : i64
  %m = arith.subi %n, %c1 : i64
  %a = arith.muli %acc, %n : i64
  %r = call @fact(%m, %a) : (i64, i64) -> i64
  return %r : i64
}

func.func @use_fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %r = call @fact(%n, %c1) : (i64, i64) -> i64
  return %r : i64
}

func.func private @even(%n: i64) -> i1 {
  %r = call @odd(%n) : (i64) -> i1
  return %r : i1
}

func.func private @odd(%n: i64) -> i1 {
  %r = call @even(%n) : (i64) -> i1
  return %r : i1
}

func.func @use_even(%n: i64) -> i1 {
  %r = call @even(%n) : (i64) -> i1
  return %r : i1
}

// CHECK: module {
// CHECK-NEXT: func.func @fact(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %1 = arith.subi %arg0, %c1_i64 : i64
// CHECK-NEXT: %2 = arith.muli %arg1, %arg0 : i64
// CHECK-NEXT: %3 = call @fact(%1, %2) : (i64, i64) -> i64
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @use_fact(%arg0: i64) -> i64 {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %0 = call @fact(%arg0, %c1_i64) : (i64, i64) -> i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @even(%arg0: i64) -> i1 {
// CHECK-NEXT: %0 = call @odd(%arg0) : (i64) -> i1
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @odd(%arg0: i64) -> i1 {
// CHECK-NEXT: %0 = call @even(%arg0) : (i64) -> i1
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @use_even(%arg0: i64) -> i1 {
// CHECK-NEXT: %0 = call @even(%arg0) : (i64) -> i1
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
