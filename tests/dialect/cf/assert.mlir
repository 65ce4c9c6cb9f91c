// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// cf.assert prints its message as a string literal.
func.func @assert(%c: i1) {
  cf.assert %c, "all good"
  cf.assert %c, "tab\09 and newline\0A" {tag}
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @assert(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "all good"
// CHECK-NEXT: cf.assert %arg0, "tab\09 and newline\0A" {tag}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
