// Assorted mlir-opt flags: printing switches in both spellings, --verify-each=false,
// --mlir-disable-threading and --allow-unregistered-dialect (accepted), --mlir-timing and
// --dump-pass-pipeline (on stderr).
// RUN: corolift opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: corolift opt %s --mlir-print-op-generic=true | FileCheck %s --check-prefix=GENERIC
// RUN: corolift opt %s --mlir-print-op-generic=0 | FileCheck %s --check-prefix=CUSTOM
// RUN: corolift opt %s --verify-each=false --mlir-disable-threading --allow-unregistered-dialect \
// RUN:   --arith-expand | FileCheck %s --check-prefix=CUSTOM
// RUN: corolift opt %s --mlir-timing --pass-pipeline='builtin.module(func.func(arith-expand))' \
// RUN:   2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING
// RUN: corolift opt %s --dump-pass-pipeline --arith-expand --convert-func-to-llvm 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=DUMP

func.func @f(%a: i32) -> i32 {
  return %a : i32
}

// GENERIC: "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// CUSTOM:  func.func @f(%arg0: i32) -> i32 {
// TIMING:      ... Execution time report ...
// TIMING:      Parser
// TIMING-NEXT: 'func.func' Pipeline
// TIMING-NEXT:   ArithExpandOpsPass
// TIMING-NEXT: Output
// TIMING:      Total
// DUMP: builtin.module(arith-expand, convert-func-to-llvm)
