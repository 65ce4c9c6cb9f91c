// Under test-cf-assert a failing cf.assert prints its message on stdout and the program goes
// on (MLIR's lowering without abortOnFailedAssert); a passing one prints nothing.
// Expected output: mlir-runner-22 on `mlir-opt-22 %s --test-cf-assert` lowered as usual.
// COMPARE-SKIP: the non-aborting asserts come from the RUN line's test-cf-assert, which compare-corpus.sh does not run
// RUN: corolift opt %s --test-cf-assert | corolift run - | FileCheck %s
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  cf.assert %t, "not printed"
  vector.print str "before\n"
  cf.assert %f, "first failure"
  cf.assert %f, "second failure, with \"quotes\""
  vector.print str "after\n"
  return
}
// CHECK:      before
// CHECK-NEXT: first failure
// CHECK-NEXT: second failure, with "quotes"
// CHECK-NEXT: after
