// What -verify-diagnostics reports when produced and expected diagnostics disagree.
// RUN: not corolift opt -verify-diagnostics %s 2>&1 | FileCheck %s

func.func @f() {
  // expected-error @+1 {{this text is not in the message}}
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 1 : i32
  return // expected-note {{zz}}
}

// CHECK: verify-diagnostics-mismatch.mlir:6:8: error: unexpected error: operand #0 does not dominate this use
// CHECK-NEXT: {{^}}  %0 = arith.addi %1, %1 : i32
// CHECK-NEXT: {{^}}       ^{{$}}
// CHECK-NEXT: verify-diagnostics-mismatch.mlir:7:8: error: unexpected note: operand defined here (op in the same block)
// CHECK-NEXT: {{^}}  %1 = arith.constant 1 : i32
// CHECK-NEXT: {{^}}       ^{{$}}
// CHECK-NEXT: verify-diagnostics-mismatch.mlir:5:6: error: expected error "this text is not in the message" was not produced
// CHECK-NEXT: {{^}}  // expected-error @+1 {{[{][{]}}this text is not in the message
// CHECK-NEXT: {{^}}     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: verify-diagnostics-mismatch.mlir:8:13: error: expected note "zz" was not produced
// CHECK-NEXT: {{^}}  return // expected-note {{[{][{]}}zz
// CHECK-NEXT: {{^}}            ^~{{$}}
// CHECK-NOT: error
