// --pass-pipeline errors, in mlir-opt-22's words (text taken from mlir-opt-22).
// RUN: not corolift opt %s --pass-pipeline='builtin.module(func.func(nosuch))' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNKNOWN --match-full-lines
// RUN: not corolift opt %s --pass-pipeline='arith-expand' 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: not corolift opt %s --pass-pipeline='builtin.module(arith-expand' 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: not corolift opt %s --pass-pipeline='builtin.module(arith-expand))' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EXTRA --match-full-lines
// RUN: not corolift opt %s --pass-pipeline='builtin.module(func.func(arith-expand)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNBAL
// RUN: not corolift opt %s --pass-pipeline='builtin.module(arith-expand{)' 2>&1 | FileCheck %s --check-prefix=BRACE
// RUN: not corolift opt %s --pass-pipeline='builtin.module(arith-expand,)' 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not corolift opt %s --pass-pipeline='builtin.module(arith-expand{a=1}(x))' 2>&1 | FileCheck %s --check-prefix=COMMA
// RUN: not corolift opt %s --pass-pipeline='builtin.module(func.func(convert-func-to-llvm))' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NEST
// RUN: not corolift opt %s --pass-pipeline='func.func(arith-expand)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// Whitespace and empty pipelines are fine.
// RUN: corolift opt %s --pass-pipeline=' builtin.module( arith-expand , func.func( memref-expand ) ) ' | FileCheck %s --check-prefix=OK
// RUN: corolift opt %s --pass-pipeline='builtin.module()' | FileCheck %s --check-prefix=OK
// RUN: corolift opt %s --pass-pipeline='builtin.module(any(arith-expand))' | FileCheck %s --check-prefix=OK

func.func @f() {
  return
}

// UNKNOWN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: 'nosuch' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: func.func(nosuch)
// UNKNOWN-NEXT:           ^
// WRAP:  <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// EXTRA:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:13: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// EXTRA-NEXT: arith-expand)
// EXTRA-NEXT:             ^
// UNBAL: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline
// BRACE: MLIR Textual PassPipeline Parser:1:13: error: missing closing '}' while processing pass options
// EMPTY: MLIR Textual PassPipeline Parser:1:14: error: '' does not refer to a registered pass or pass pipeline
// COMMA: MLIR Textual PassPipeline Parser:1:18: error: expected ',' after parsing pipeline
// NEST:      <unknown>:0: error: Can't add pass 'ConvertFuncToLLVMPass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
// NEST-NEXT: failed to add `convert-func-to-llvm` with options ``
// NEST-NEXT: failed to add `func.func` with options `` to inner pipeline
// ANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op
// OK: func.func @f()
