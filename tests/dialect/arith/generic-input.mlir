// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Generic-form input: missing default properties are materialised (overflowFlags, fastmath),
// inherent attributes written in the discardable dictionary become properties, and flag
// spellings are canonicalised.
func.func @generic_input(%a: i32, %x: f32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %1 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nuw,nsw>}> : (i32, i32) -> i32
  %2 = "arith.addf"(%x, %x) : (f32, f32) -> f32
  %3 = "arith.mulf"(%x, %x) <{fastmath = #arith.fastmath<ninf, nnan>}> : (f32, f32) -> f32
  %4 = "arith.cmpi"(%a, %a) {predicate = 3 : i64} : (i32, i32) -> i1
  %5 = "arith.cmpf"(%x, %x) <{predicate = 4 : i64}> : (f32, f32) -> i1
  %6 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %7 = "arith.trunci"(%a) : (i32) -> i8
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @generic_input(%arg0: i32, %arg1: f32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: %3 = arith.mulf %arg1, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %arg0 : i32
// CHECK-NEXT: %5 = arith.cmpf olt, %arg1, %arg1 : f32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %6 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
