// RUN: corolift opt %s -inline='default-pipeline=' | FileCheck %s --match-full-lines
// RUN: corolift opt %s -inline='default-pipeline=' | corolift opt | FileCheck %s --match-full-lines

// Expected text: mlir-opt-22 -inline='default-pipeline=' (without the canonicalize run after inlining, which would fold the result further).
// The inliner erases private functions it proves dead: one never called, and one whose
// only call was inlined. A private function still called from code that was not inlined
// (its own recursion) stays, as do declarations and public functions.
func.func private @never_called(%x: i32) -> i32 {
  return %x : i32
}

func.func private @called_once(%x: i32) -> i32 {
  %r = arith.xori %x, %x : i32
  return %r : i32
}

func.func private @spin(%x: i32) -> i32 {
  %r = call @spin(%x) : (i32) -> i32
  return %r : i32
}

func.func private @external(i32) -> i32

func.func @entry(%x: i32) -> (i32, i32, i32) {
  %a = call @called_once(%x) : (i32) -> i32
  %b = call @spin(%a) : (i32) -> i32
  %c = call @external(%b) : (i32) -> i32
  return %a, %b, %c : i32, i32, i32
}

// CHECK: module {
// CHECK-NEXT: func.func private @spin(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @spin(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @external(i32) -> i32
// CHECK-NEXT: func.func @entry(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.xori %arg0, %arg0 : i32
// CHECK-NEXT: %1 = call @spin(%0) : (i32) -> i32
// CHECK-NEXT: %2 = call @external(%1) : (i32) -> i32
// CHECK-NEXT: return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
