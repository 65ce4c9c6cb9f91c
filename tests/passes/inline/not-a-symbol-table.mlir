// RUN: not corolift opt %s --pass-pipeline='builtin.module(func.func(inline))' 2>&1 | FileCheck %s

// The inliner must run on a symbol table (it resolves callees through it); scheduled on a
// function it fails. Expected message: mlir-opt-22 (whose two spaces after "op" come from
// emitOpError() << " was scheduled").
// CHECK: not-a-symbol-table.mlir:[[@LINE+1]]:1: error: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table
func.func @f() {
  return
}
