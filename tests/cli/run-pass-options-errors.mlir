// Bad pass options of `corolift run` / `corolift compile` are mlir-opt's diagnostics (texts
// taken from mlir-opt-22 given the same options) and exit status 1, before the input is read.
// RUN: not corolift run %s --convert-scf-to-cff 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not corolift compile %s --convert-scf-to-cff 2>&1 | FileCheck %s --check-prefix=UNKNOWN-COMPILE
// RUN: not corolift run %s --convert-scf-to-cf=nosuch=1 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not corolift compile %s --convert-scf-to-cf=nosuch=1 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not corolift run %s --pass-pipeline='builtin.module(nosuch)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PIPELINE --match-full-lines
// RUN: not corolift run %s --pass-pipeline='convert-scf-to-cf' 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: not corolift run %s --pass-pipeline='builtin.module(convert-scf-to-cf)' --test-cf-assert 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MIXED
// RUN: not corolift run %s --pass-pipeline 2>&1 | FileCheck %s --check-prefix=NOVALUE
// The options are checked before the input: a missing file is not reported.
// RUN: not corolift run %t.missing --convert-scf-to-cf=nosuch=1 2>&1 | FileCheck %s --check-prefix=OPTION

func.func @main() {
  return
}

// UNKNOWN:      corolift run: Unknown command line argument '--convert-scf-to-cff'.  Try: 'corolift run --help'
// UNKNOWN-NEXT: corolift run: Did you mean '--convert-scf-to-cf'?
// UNKNOWN-COMPILE:      corolift compile: Unknown command line argument '--convert-scf-to-cff'.  Try: 'corolift compile --help'
// UNKNOWN-COMPILE-NEXT: corolift compile: Did you mean '--convert-scf-to-cf'?
// OPTION:       <unknown>:0: error: <Pass-Options-Parser>: no such option nosuch
// PIPELINE:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'nosuch' does not refer to a registered pass or pass pipeline
// PIPELINE-NEXT: nosuch
// PIPELINE-NEXT: ^
// WRAP:  <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// MIXED: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options
// NOVALUE: corolift run: for the --pass-pipeline option: requires a value!
