// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Generic-form input without the default-valued properties (punctuation, fastmath).
func.func @generic_input(%x: f32, %v: vector<4xf32>) {
  "vector.print"(%x) : (f32) -> ()
  "vector.print"() <{punctuation = #vector.punctuation<close>}> : () -> ()
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @generic_input(%arg0: f32, %arg1: vector<4xf32>) {
// CHECK-NEXT: vector.print %arg0 : f32
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %0 = vector.reduction <add>, %arg1 : vector<4xf32> into f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
