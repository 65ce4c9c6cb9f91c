// --split-input-file: each chunk is parsed and printed on its own, the outputs are joined by
// marker lines exactly as mlir-opt-22 joins them (a failed chunk leaves an empty slot),
// diagnostics keep whole-file line numbers, and the exit code is 1 if any chunk failed.
// RUN: not corolift opt --split-input-file %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: not corolift opt -split-input-file --output-split-marker=SPLIT %s 2>/dev/null \
// RUN:   | FileCheck %s --check-prefix=MARK

func.func @first() {
  return
}

// -----

func.func @second() {
  %x = "test.unknown_value_use"(%undefined) : (i32) -> i32
  return
}

// -----

func.func @third() {
  return
}

// CHECK:      module {
// CHECK-NEXT:   func.func @first() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}// -{{-{4}$}}
// CHECK-NEXT: {{^}}// -{{-{4}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @third() {

// ERR: split-input-file.mlir:16:33: error: use of undeclared SSA value name

// MARK:      {{^}}}{{$}}
// MARK-EMPTY:
// MARK-NEXT: SPLIT
// MARK-NEXT: SPLIT
// MARK-NEXT: module {
