// An op with regions is printed on the lines after "see current operation: ".
// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @dup(%a: i32) {
  return
}
func.func @dup() {
  return
}

// CHECK: multiline-note.mlir:7:1: error: redefinition of symbol named 'dup'
// CHECK-NEXT: {{^}}func.func @dup() {
// CHECK-NEXT: {{^}}^
// CHECK-NEXT: {{^.*}}multiline-note.mlir:7:1: note: see current operation: {{$}}
// CHECK-NEXT: {{^}}"func.func"() <{function_type = () -> (), sym_name = "dup"}> ({
// CHECK-NEXT: {{^}}  "func.return"() : () -> ()
// CHECK-NEXT: {{^}}}) : () -> ()
// CHECK-NEXT: multiline-note.mlir:4:1: note: see existing symbol definition here
// CHECK-NEXT: {{^}}func.func @dup(%a: i32) {
// CHECK-NEXT: {{^}}^
