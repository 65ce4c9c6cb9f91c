// -verify-diagnostics with --split-input-file: expected errors in one chunk are matched with
// whole-file line numbers, the run succeeds, and the chunks without errors are still printed.
// RUN: corolift opt -split-input-file -verify-diagnostics %s | FileCheck %s
// Without -verify-diagnostics the same file fails.
// RUN: not corolift opt --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

func.func @ok() {
  return
}

// -----

func.func @bad() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %x = "test.op"(%nope) : (i32) -> i32
  return
}

// CHECK:      module {
// CHECK-NEXT:   func.func @ok() {
// CHECK:      {{^}}}{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}// -{{-{4}$}}
// CHECK-NOT: module
// ERR: verify-diagnostics.mlir:15:18: error: use of undeclared SSA value name
