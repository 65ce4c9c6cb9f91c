// A split marker followed by `0` is a near miss: a warning, and no split (mlir-opt-22
// behaviour, upstream's suffix check).
// RUN: corolift opt --split-input-file %s 2>&1 | FileCheck %s

func.func @a() {
  return
}
// -----0
func.func @b() {
  return
}

// CHECK:      near-miss.mlir:8:7: warning: near miss with file split marker
// CHECK:      module {
// CHECK-NEXT:   func.func @a() {
// CHECK:        func.func @b() {
// CHECK-NOT:  {{^}}// -{{-+}}
