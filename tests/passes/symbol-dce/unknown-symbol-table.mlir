// RUN: not corolift opt %s -allow-unregistered-dialect -symbol-dce 2>&1 | FileCheck %s

// An op of no known dialect with one region might be a symbol table, so symbol uses cannot
// be computed: an error, as in mlir-opt-22 (message and location from mlir-opt-22).
func.func private @p()

// CHECK: unknown-symbol-table.mlir:[[@LINE+1]]:1: error: operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses
"mystery.op"() ({
}) : () -> ()
