// Verifier errors without -verify-diagnostics: the error, the generic form of the op in a
// "see current operation" note (source line not repeated for the same location), then
// further notes; one error per function; exit code 1.
// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%c: i1) -> i32 {
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 1 : i32
  return %0 : i32
}

func.func @g() {
  %0 = arith.constant 1 : i32
}

// CHECK: error-output.mlir:7:8: error: operand #0 does not dominate this use
// CHECK-NEXT: {{^}}  %0 = arith.addi %1, %1 : i32
// CHECK-NEXT: {{^}}       ^
// CHECK-NEXT: error-output.mlir:7:8: note: see current operation: %0 = "arith.addi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: error-output.mlir:8:8: note: operand defined here (op in the same block)
// CHECK-NEXT: {{^}}  %1 = arith.constant 1 : i32
// CHECK-NEXT: {{^}}       ^
// CHECK-NEXT: error-output.mlir:13:8: error: block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: {{^}}  %0 = arith.constant 1 : i32
// CHECK-NEXT: {{^}}       ^
// CHECK-NEXT: error-output.mlir:13:8: note: see current operation: %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NOT: error
