// A failing cf.assert prints its message on stdout and aborts.
// RUN: not --crash corolift run %s | FileCheck %s
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  cf.assert %t, "not printed"
  vector.print str "before\n"
  cf.assert %f, "assertion failed here"
  vector.print str "after\n"
  return
}
// CHECK: before
// CHECK-NEXT: assertion failed here
// CHECK-NOT: after
