// RUN: corolift opt %s -inline='default-pipeline=' | FileCheck %s --match-full-lines
// RUN: corolift opt %s -inline='default-pipeline=' | corolift opt | FileCheck %s --match-full-lines
// RUN: corolift opt %s -inline | FileCheck %s --match-full-lines

// Expected text: mlir-opt-22 -inline='default-pipeline=' (and mlir-opt-22 -inline, whose canonicalize changes nothing here).
// A single-block callee is spliced into the caller: its arguments become the call operands
// and the operands of its func.return replace the call results. The private callee has no
// call left and is erased; the public one stays.
func.func private @scale(%x: f32, %y: f32) -> (f32, f32) {
  %p = arith.mulf %x, %y : f32
  %s = arith.addf %p, %x : f32
  return %s, %p : f32, f32
}

func.func @twice(%x: f32) -> f32 {
  %d = arith.addf %x, %x : f32
  return %d : f32
}

func.func @caller(%a: f32, %b: f32) -> f32 {
  %s, %p = call @scale(%a, %b) : (f32, f32) -> (f32, f32)
  %t = call @twice(%s) : (f32) -> f32
  %r = arith.subf %t, %p : f32
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @twice(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.addf %0, %arg0 : f32
// CHECK-NEXT: %2 = arith.addf %1, %1 : f32
// CHECK-NEXT: %3 = arith.subf %2, %0 : f32
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
