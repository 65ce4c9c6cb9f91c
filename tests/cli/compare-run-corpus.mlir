// `corolift compare` against mlir-opt-22 | mlir-runner-22 on run-test programs: identical
// output (addresses normalised), a cost table, exit status 0.
// REQUIRES: mlir-opt-22, mlir-runner-22
// RUN: corolift compare %S/../run/coro-recursive-fib.mlir --runs=1 | FileCheck %s
// RUN: corolift compare %S/../run/coro-value-memref.mlir --runs=1 | FileCheck %s
// RUN: corolift compare %S/../run/memref-print.mlir --runs=1 | FileCheck %s
// A program that aborts (cf.assert): both sides print the same lines, then die by SIGABRT.
// RUN: corolift compare %S/../run/cf-assert-abort.mlir --runs=1 | FileCheck %s --check-prefix=ABORT
// An i32 entry: corolift run exits 0 like mlir-runner; the AOT executable prints no result
// line and exits with the result.
// RUN: corolift compare %S/Inputs/compare-i32-entry.mlir -entry-point-result=i32 --runs=1 \
// RUN:   | FileCheck %s --check-prefix=I32
// The LLVM pipeline rejecting a program is a tool error (exit status 2), not a difference.
// RUN: corolift compare %S/../run/coro-loop-carried-token.mlir --runs=1 > %t.out 2> %t.err; test $? -eq 2
// RUN: FileCheck %s --check-prefix=REJECT < %t.err

// CHECK:      output (pointer addresses and thread ids normalised), against LLVM -O0:
// CHECK-NEXT:   LLVM -O3      identical
// CHECK-NEXT:   corolift JIT  identical
// CHECK:      cost (median of 1 run):
// CHECK:        compile (ms)
// CHECK-NEXT:   run (ms)
// CHECK-NEXT:   peak memory (KiB)
// CHECK-NEXT:   coro frame bytes
// CHECK:      result: identical

// ABORT:   corolift JIT  identical ({{[0-9]+}} lines, killed by signal 6)
// ABORT:   result: identical

// I32:      corolift JIT  identical (2 lines, exit status 0)
// I32:      result: identical

// REJECT: corolift compare: the LLVM pipeline rejects {{.*}}coro-loop-carried-token.mlir
