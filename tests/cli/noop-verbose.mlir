// The LLVM-dialect conversions of upstream pipelines are documented no-ops: the IR is
// unchanged, and --verbose reports each one as skipped (once per pass in the pipeline).
// RUN: corolift opt %s --verbose \
// RUN:   --pass-pipeline='builtin.module(convert-async-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,reconcile-unrealized-casts)' \
// RUN:   2>&1 >/dev/null | FileCheck %s
// RUN: corolift opt %s --pass-pipeline='builtin.module(convert-async-to-llvm,test-lower-to-llvm)' \
// RUN:   | FileCheck %s --check-prefix=IR
// Without --verbose nothing is reported.
// RUN: corolift opt %s --convert-cf-to-llvm 2>&1 >/dev/null | count 0

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @g() {
  return
}

// CHECK:      skipping 'convert-async-to-llvm'
// CHECK-NEXT: skipping 'convert-arith-to-llvm'
// CHECK-NEXT: skipping 'convert-func-to-llvm'
// CHECK-NEXT: skipping 'reconcile-unrealized-casts'
// CHECK-NOT:  skipping

// IR:      func.func @f(%arg0: i32) -> i32 {
// IR-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
