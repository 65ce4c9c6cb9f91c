// RUN: corolift opt %s -inline='default-pipeline= max-iterations=1' | FileCheck %s --match-full-lines
// RUN: corolift opt %s -inline='default-pipeline=' | FileCheck %s --check-prefix=FOUR --match-full-lines

// max-iterations bounds the inline-then-simplify rounds within one SCC. @ring_a and @ring_b
// call each other, so neither is inlined into the other. @start's calls of @ring_a are
// inlined, bringing in @ring_b's call, which is inlined too, bringing in a new call of
// @ring_a: with max-iterations=1 that is where it stops; by default later rounds go on
// until the inline history shows the cycle.
// Expected text: mlir-opt-22 with the same options.
func.func @ring_a(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %r = call @ring_b(%a) : (i32) -> i32
  return %r : i32
}

func.func @ring_b(%x: i32) -> i32 {
  %m = arith.muli %x, %x : i32
  %r = call @ring_a(%m) : (i32) -> i32
  return %r : i32
}

func.func @start(%x: i32) -> i32 {
  %r = call @ring_a(%x) : (i32) -> i32
  %s = call @ring_a(%r) : (i32) -> i32
  return %s : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @ring_a(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = call @ring_b(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ring_b(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %1 = call @ring_a(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @start(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: %2 = call @ring_a(%1) : (i32) -> i32
// CHECK-NEXT: %3 = arith.addi %2, %2 : i32
// CHECK-NEXT: %4 = arith.muli %3, %3 : i32
// CHECK-NEXT: %5 = call @ring_a(%4) : (i32) -> i32
// CHECK-NEXT: return %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:

// FOUR: module {
// FOUR-NEXT: func.func @ring_a(%arg0: i32) -> i32 {
// FOUR-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// FOUR-NEXT: %1 = call @ring_b(%0) : (i32) -> i32
// FOUR-NEXT: return %1 : i32
// FOUR-NEXT: }
// FOUR-NEXT: func.func @ring_b(%arg0: i32) -> i32 {
// FOUR-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// FOUR-NEXT: %1 = call @ring_a(%0) : (i32) -> i32
// FOUR-NEXT: return %1 : i32
// FOUR-NEXT: }
// FOUR-NEXT: func.func @start(%arg0: i32) -> i32 {
// FOUR-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// FOUR-NEXT: %1 = arith.muli %0, %0 : i32
// FOUR-NEXT: %2 = arith.addi %1, %1 : i32
// FOUR-NEXT: %3 = arith.muli %2, %2 : i32
// FOUR-NEXT: %4 = arith.addi %3, %3 : i32
// FOUR-NEXT: %5 = arith.muli %4, %4 : i32
// FOUR-NEXT: %6 = arith.addi %5, %5 : i32
// FOUR-NEXT: %7 = arith.muli %6, %6 : i32
// FOUR-NEXT: %8 = call @ring_a(%7) : (i32) -> i32
// FOUR-NEXT: %9 = arith.addi %8, %8 : i32
// FOUR-NEXT: %10 = arith.muli %9, %9 : i32
// FOUR-NEXT: %11 = arith.addi %10, %10 : i32
// FOUR-NEXT: %12 = arith.muli %11, %11 : i32
// FOUR-NEXT: %13 = arith.addi %12, %12 : i32
// FOUR-NEXT: %14 = arith.muli %13, %13 : i32
// FOUR-NEXT: %15 = arith.addi %14, %14 : i32
// FOUR-NEXT: %16 = arith.muli %15, %15 : i32
// FOUR-NEXT: %17 = call @ring_a(%16) : (i32) -> i32
// FOUR-NEXT: return %17 : i32
// FOUR-NEXT: }
// FOUR-NEXT: }
// FOUR-EMPTY:
