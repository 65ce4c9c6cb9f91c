// Self-test of the harness: the common FileCheck directives against a known input.
// `grep -v '^//'` feeds FileCheck the file minus its comment lines, so no check line can
// match itself. Nothing here involves corolift.
// RUN: grep -v '^//' %s | FileCheck %s
// RUN: grep -v '^//' %s \
// RUN:   | FileCheck %s --check-prefix=VARS

module {
  func.func @first(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0   :   i32
    %1 = arith.muli %0, %0 : i32
    return %1 : i32
  }

  func.func @second() {
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index

    return
  }
}

// CHECK-LABEL: func.func @first
// Whitespace is canonicalised: runs of blanks in the input match one blank here.
// CHECK-NEXT:    arith.addi %arg0, %arg0 : i32
// CHECK-SAME:    {{$}}
// CHECK-NOT:     arith.subi
// CHECK:         return
// CHECK-LABEL: func.func @second
// CHECK-COUNT-2: arith.constant 1 : index
// CHECK-EMPTY:
// CHECK-NEXT:    return

// VARS:      %[[A:.*]] = arith.addi %{{[a-z]+}}0, %arg0
// VARS-NEXT: %[[M:[0-9]+]] = arith.muli %[[A]], %[[A]] : i32
// VARS-NEXT: return %[[M]] : i32
// VARS:      %[[C:c[0-9]+]] = arith.constant
// VARS:      %[[C]]_0 = arith.constant
