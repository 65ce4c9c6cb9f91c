// `corolift compare` with pass options gives them to both sides: `corolift run`/`compile` take
// them on their command line, the LLVM side runs `mlir-opt-22 FILE <options>` in front of its
// pipeline. Without the options the program aborts on both sides; with them both go on.
// REQUIRES: mlir-opt-22, mlir-runner-22
// RUN: corolift compare %S/../run/pass-options-no-abort.mlir --runs=1 --convert-scf-to-cf --test-cf-assert \
// RUN:   | FileCheck %s
// RUN: corolift compare %S/../run/pass-options-no-abort.mlir --runs=1 \
// RUN:   --pass-pipeline='builtin.module(convert-scf-to-cf,test-cf-assert)' | FileCheck %s --check-prefix=PIPELINE
// RUN: corolift compare %S/../run/pass-options-no-abort.mlir --runs=1 | FileCheck %s --check-prefix=ABORT
// Options mlir-opt-22 rejects are a tool error (exit status 2).
// RUN: corolift compare %S/../run/pass-options-no-abort.mlir --runs=1 --test-cf-assert=nosuch=1 > %t.out 2> %t.err; test $? -eq 2

// CHECK:      passes:   --convert-scf-to-cf --test-cf-assert (both sides, first)
// CHECK:        corolift JIT  identical (6 lines, exit status 0)
// CHECK-NEXT:   corolift AOT  identical (6 lines, exit status 0)
// CHECK:      result: identical

// PIPELINE:   passes:   --pass-pipeline=builtin.module(convert-scf-to-cf,test-cf-assert) (both sides, first)
// PIPELINE:     corolift JIT  identical (6 lines, exit status 0)
// PIPELINE:   result: identical

// ABORT-NOT:  passes:
// ABORT:        corolift JIT  identical ({{[0-9]+}} lines, killed by signal 6)
// ABORT:      result: identical
