// `corolift opt --help` lists the flags and every registered pass, the documented no-op LLVM
// conversions included.
// RUN: corolift opt --help | FileCheck %s
// RUN: corolift opt -help | FileCheck %s
// RUN: corolift opt --list-passes | FileCheck %s --check-prefix=LIST

// CHECK: USAGE: corolift opt
// CHECK-DAG: --split-input-file
// CHECK-DAG: --pass-pipeline=<value>
// CHECK-DAG: --mlir-print-ir-after-all
// CHECK-DAG: --mlir-print-op-generic
// CHECK-DAG: --verify-diagnostics
// CHECK-DAG: --verify-each
// CHECK-DAG: --verbose
// CHECK-DAG: -o <filename>
// CHECK-DAG: --arith-expand
// CHECK: Documented no-op passes
// CHECK-DAG: --convert-async-to-llvm
// CHECK-DAG: --convert-func-to-llvm
// CHECK-DAG: --finalize-memref-to-llvm
// CHECK-DAG: --convert-arith-to-llvm
// CHECK-DAG: --convert-vector-to-llvm
// CHECK-DAG: --convert-cf-to-llvm
// CHECK-DAG: --convert-to-llvm
// CHECK-DAG: --expand-strided-metadata
// CHECK-DAG: --reconcile-unrealized-casts
// CHECK-DAG: --test-lower-to-llvm
// CHECK-DAG: --memref-expand
// CHECK-DAG: --convert-linalg-to-llvm

// LIST: convert-async-to-llvm - Convert the operations from the async dialect into the LLVM dialect
