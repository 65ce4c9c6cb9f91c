// Bad command lines are mlir-opt-style errors with exit code 1, never panics.
// RUN: not corolift opt --no-such-flag %s 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not corolift opt -split-input-fil %s 2>&1 | FileCheck %s --check-prefix=TYPO
// RUN: not corolift opt --no-such-pass %s 2>&1 | FileCheck %s --check-prefix=PASSFLAG
// RUN: not corolift opt %s %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not corolift opt %s -o 2>&1 | FileCheck %s --check-prefix=NOVAL
// RUN: not corolift opt %s --mlir-print-op-generic=maybe 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not corolift opt %s --pass-pipeline='builtin.module()' --arith-expand 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BOTH
// RUN: not corolift opt %s.does-not-exist 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: not corolift opt %S 2>&1 | FileCheck %s --check-prefix=DIR
// RUN: not corolift opt %s -o %S/no-such-dir/out.mlir 2>&1 | FileCheck %s --check-prefix=NOOUT
// RUN: not corolift frobnicate 2>&1 | FileCheck %s --check-prefix=SUB
// Options of the documented no-ops are accepted and ignored.
// RUN: corolift opt %s --convert-vector-to-llvm='enable-x86vector=1 force-32bit-vector-indices' | FileCheck %s --check-prefix=OK

func.func @f() {
  return
}

// FLAG:     corolift opt: Unknown command line argument '--no-such-flag'.  Try: 'corolift opt --help'
// TYPO:     corolift opt: Unknown command line argument '-split-input-fil'.  Try: 'corolift opt --help'
// TYPO-NEXT: corolift opt: Did you mean '-split-input-file'?
// PASSFLAG: corolift opt: Unknown command line argument '--no-such-pass'.
// TWO:      corolift opt: Too many positional arguments specified!
// TWO-NEXT: Can specify at most 1 positional arguments: See: corolift opt --help
// NOVAL:    corolift opt: for the -o option: requires a value!
// BOOL:     for the --mlir-print-op-generic option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// BOTH:     <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options
// NOFILE:   cannot open input file '{{.*}}errors-flags.mlir.does-not-exist': No such file or directory
// DIR:      cannot open input file '{{.*}}': Is a directory
// NOOUT:    cannot open output file '{{.*}}no-such-dir/out.mlir': No such file or directory
// SUB:      corolift: unknown subcommand 'frobnicate'
// OK:       func.func @f()
