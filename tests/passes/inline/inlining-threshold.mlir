// RUN: corolift opt %s -inline='default-pipeline= inlining-threshold=100' | FileCheck %s --match-full-lines
// RUN: corolift opt %s -inline='default-pipeline= inlining-threshold=0' | FileCheck %s --check-prefix=ZERO --match-full-lines

// inlining-threshold: a call is inlined only if the callee's op count × 100 / the caller's is
// at most the threshold (0: never). @poly (5 ops with its return) is not inlined into @small
// (2 ops: 250%) but is into @large (6 ops: 83%), so it keeps a caller and stays; with 0
// nothing is inlined, yet the private @unused is still erased.
// Expected text: mlir-opt-22 with the same options.
func.func private @poly(%x: i32) -> i32 {
  %a = arith.muli %x, %x : i32
  %b = arith.addi %a, %x : i32
  %c = arith.muli %b, %x : i32
  %d = arith.subi %c, %a : i32
  return %d : i32
}

func.func private @unused() {
  return
}

func.func @small(%x: i32) -> i32 {
  %r = call @poly(%x) : (i32) -> i32
  return %r : i32
}

func.func @large(%x: i32, %y: i32) -> i32 {
  %a = arith.addi %x, %y : i32
  %b = arith.muli %a, %y : i32
  %c = arith.xori %b, %x : i32
  %r = call @poly(%c) : (i32) -> i32
  %s = arith.ori %r, %a : i32
  return %s : i32
}

// CHECK: module {
// CHECK-NEXT: func.func private @poly(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT: %2 = arith.muli %1, %arg0 : i32
// CHECK-NEXT: %3 = arith.subi %2, %0 : i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @small(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @poly(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @large(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: %2 = arith.xori %1, %arg0 : i32
// CHECK-NEXT: %3 = arith.muli %2, %2 : i32
// CHECK-NEXT: %4 = arith.addi %3, %2 : i32
// CHECK-NEXT: %5 = arith.muli %4, %2 : i32
// CHECK-NEXT: %6 = arith.subi %5, %3 : i32
// CHECK-NEXT: %7 = arith.ori %6, %0 : i32
// CHECK-NEXT: return %7 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:

// ZERO: module {
// ZERO-NEXT: func.func private @poly(%arg0: i32) -> i32 {
// ZERO-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// ZERO-NEXT: %1 = arith.addi %0, %arg0 : i32
// ZERO-NEXT: %2 = arith.muli %1, %arg0 : i32
// ZERO-NEXT: %3 = arith.subi %2, %0 : i32
// ZERO-NEXT: return %3 : i32
// ZERO-NEXT: }
// ZERO-NEXT: func.func @small(%arg0: i32) -> i32 {
// ZERO-NEXT: %0 = call @poly(%arg0) : (i32) -> i32
// ZERO-NEXT: return %0 : i32
// ZERO-NEXT: }
// ZERO-NEXT: func.func @large(%arg0: i32, %arg1: i32) -> i32 {
// ZERO-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// ZERO-NEXT: %1 = arith.muli %0, %arg1 : i32
// ZERO-NEXT: %2 = arith.xori %1, %arg0 : i32
// ZERO-NEXT: %3 = call @poly(%2) : (i32) -> i32
// ZERO-NEXT: %4 = arith.ori %3, %0 : i32
// ZERO-NEXT: return %4 : i32
// ZERO-NEXT: }
// ZERO-NEXT: }
// ZERO-EMPTY:
