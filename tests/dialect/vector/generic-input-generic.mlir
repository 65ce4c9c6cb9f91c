// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s | corolift opt --mlir-print-op-generic | FileCheck %s

// Generic-form input without the default-valued properties (punctuation, fastmath).
func.func @generic_input(%x: f32, %v: vector<4xf32>) {
  "vector.print"(%x) : (f32) -> ()
  "vector.print"() <{punctuation = #vector.punctuation<close>}> : () -> ()
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
  return
}

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (f32, vector<4xf32>) -> (), sym_name = "generic_input"}> ({
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: vector<4xf32>):
// CHECK-NEXT: "vector.print"(%arg0) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
// CHECK-NEXT: "vector.print"() <{punctuation = #vector.punctuation<close>}> : () -> ()
// CHECK-NEXT: %0 = "vector.reduction"(%arg1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
