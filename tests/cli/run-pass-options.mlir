// `corolift run` and `corolift compile` take pass options like mlir-opt: `--<pass>[=<options>]`
// flags, run in the order given, or `--pass-pipeline=…`; they run before the lowering code
// generation needs. `--test-cf-assert` shows that they ran: a failing cf.assert then prints its
// message and the program goes on, where without the pass it aborts. (mlir-opt-22's
// test-cf-assert must come after convert-scf-to-cf here: it rejects the assert inside scf.for.)
// Expected output: mlir-runner-22 on `mlir-opt-22 %s --convert-scf-to-cf --test-cf-assert`
// lowered as usual; without the passes mlir-runner-22 prints the first two lines and aborts.
// RUN: corolift run %s --convert-scf-to-cf --test-cf-assert | FileCheck %s
// RUN: corolift run %s -convert-scf-to-cf -test-cf-assert | FileCheck %s
// RUN: corolift run %s --pass-pipeline='builtin.module(func.func(convert-scf-to-cf),test-cf-assert)' | FileCheck %s
// RUN: corolift run %s --pass-pipeline 'builtin.module(convert-scf-to-cf,test-cf-assert)' | FileCheck %s
// RUN: not --crash corolift run %s 2>&1 | FileCheck %s --check-prefix=ABORT
// RUN: not --crash corolift run %s --convert-scf-to-cf 2>&1 | FileCheck %s --check-prefix=ABORT
// The user's passes come first, in order, then the lowering's (--mlir-print-ir-after-all).
// RUN: corolift run %s --convert-scf-to-cf --test-cf-assert --mlir-print-ir-after-all 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=ORDER
// RUN: corolift run %s --test-cf-assert --mlir-print-ir-after-all 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=ORDER2
// The passes' output is what `--emit=mlir` shows.
// RUN: corolift run %s --convert-scf-to-cf --test-cf-assert --emit=mlir | FileCheck %s --check-prefix=EMIT
// `corolift compile` runs them too.
// RUN: corolift compile %s --convert-scf-to-cf --test-cf-assert -o %t && %t | FileCheck %s
// RUN: corolift compile %s --pass-pipeline='builtin.module(func.func(convert-scf-to-cf),test-cf-assert)' -o %t.2 \
// RUN:   && %t.2 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant false
  vector.print str "before\n"
  scf.for %i = %c0 to %c2 step %c1 {
    cf.assert %f, "failure in the loop"
  }
  vector.print str "after\n"
  return
}

// CHECK:      before
// CHECK-NEXT: failure in the loop
// CHECK-NEXT: failure in the loop
// CHECK-NEXT: after
// CHECK-NOT:  {{.}}

// ABORT:      before
// ABORT-NEXT: failure in the loop
// ABORT-NOT:  after

// ORDER:      IR Dump After {{.*}}(convert-scf-to-cf)
// ORDER:      IR Dump After {{.*}}(test-cf-assert)
// ORDER-NOT:  IR Dump After

// The user's test-cf-assert, then the lowering's convert-scf-to-cf (scf.for is still there).
// ORDER2:     IR Dump After {{.*}}(test-cf-assert)
// ORDER2:     IR Dump After {{.*}}(convert-scf-to-cf)
// ORDER2-NOT: IR Dump After

// EMIT:       cf.assert %false, "failure in the loop" {corolift.no_abort}
