// Pass options on the `corolift run` line run before code generation (and, in the AOT modes
// of tests/aot_modes.rs, on the `corolift compile` line): convert-scf-to-cf then
// test-cf-assert make each failing cf.assert print its message and go on. The pipeline text
// carries a blank inside quotes, which the harnesses must keep in one argument.
// Expected output: mlir-runner-22 on `mlir-opt-22 %s --convert-scf-to-cf --test-cf-assert`
// lowered as usual (compare-corpus.sh runs exactly that).
// RUN: corolift run %s --convert-scf-to-cf --test-cf-assert | FileCheck %s
// RUN: corolift run %s --pass-pipeline='builtin.module(convert-scf-to-cf, test-cf-assert)' | FileCheck %s
// RUN: corolift run %s -O0 --convert-scf-to-cf "--test-cf-assert" | FileCheck %s
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  vector.print str "before\n"
  scf.for %i = %c0 to %c3 step %c1 {
    %odd = arith.andi %i, %c1 : index
    %even = arith.cmpi eq, %odd, %c0 : index
    cf.assert %even, "odd iteration"
    vector.print %i : index
  }
  vector.print str "after\n"
  return
}
// CHECK:      before
// CHECK-NEXT: 0
// CHECK-NEXT: odd iteration
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: after
// CHECK-NOT:  {{.}}
