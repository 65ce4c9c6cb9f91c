// Self-test of the harness: CHECK-DAG (any order within a group), prefixes and option
// spellings, several RUN lines, and `count`.
// ROUNDTRIP-SKIP: not an MLIR program (FileCheck input of the harness self-test)
// RUN: grep -v '^//' %s | FileCheck %s
// RUN: grep -v '^//' %s | FileCheck --check-prefixes=ONE,TWO %s
// RUN: grep -v '^//' %s | FileCheck -check-prefix=ONE -check-prefix TWO %s
// RUN: grep -v '^//' %s | FileCheck --check-prefix=FULL --match-full-lines %s
// RUN: grep -v '^//' %s | FileCheck --check-prefix=STRICT --strict-whitespace %s
// RUN: grep -v '^//' %s > %t && FileCheck --input-file=%t %s --dump-input=fail
// RUN: grep -v '^//' %s | FileCheck %s --implicit-check-not=arith.subi
// RUN: grep -v '^//' %s | grep -c async | count 1
// RUN: grep -v '^//' %s | grep async.execute | count 1

%t0 = async.execute {
  async.yield
}
%b = arith.constant 2 : i32
%a = arith.constant 1 : i32
  indented  twice

// CHECK-DAG: %a = arith.constant 1
// CHECK-DAG: %b = arith.constant 2
// CHECK:     indented twice

// ONE: async.execute
// TWO: async.yield
// ONE-DAG: arith.constant 2
// TWO-DAG: arith.constant 1

// FULL:      %t0 = async.execute {
// FULL-NEXT: async.yield
// FULL:      %a = arith.constant {{[0-9]+}} : i32

// STRICT: {{^}}  indented  twice{{$}}
