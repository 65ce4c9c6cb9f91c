// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s | corolift opt --mlir-print-op-generic | FileCheck %s

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

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (i32, f32) -> (), sym_name = "generic_input"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// CHECK-NEXT: %2 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %3 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// CHECK-NEXT: %4 = "arith.cmpi"(%arg0, %arg0) <{predicate = 3 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %5 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: %6 = "arith.constant"() <{value = 7 : i32}> : () -> i32
// CHECK-NEXT: %7 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
