// Dropping more references than an object holds is a contract violation the runtime reports
// (and aborts on) instead of freeing the object twice: code generation does the decrement
// inline and hands a count that would fall below zero to the runtime (corolift_release_last).
// A token starts with 2 references (producer and consumer, as in MLIR's runtime), so dropping
// 3 at once over-releases; the print before it shows the program ran up to that point.
// COMPARE-SKIP: corolift's own over-release check (MLIR's runtime asserts only in debug builds)
// RUN: not --crash corolift run %s 2>&1 | FileCheck %s
// RUN: not --crash corolift run -O0 %s 2>&1 | FileCheck %s
// CHECK: 1
// CHECK: corolift-runtime: mlirAsyncRuntimeDropRef: reference count dropped below zero
func.func @main() {
  %c1 = arith.constant 1 : i64
  %t = async.runtime.create : !async.token
  vector.print %c1 : i64
  async.runtime.drop_ref %t {count = 3 : i64} : !async.token
  vector.print %c1 : i64
  return
}
