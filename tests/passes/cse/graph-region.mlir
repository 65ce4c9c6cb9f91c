// cse in a graph region (the body of builtin.module, where uses may come before their
// definitions): equal ops are still merged, and a use already visited before its operand's
// duplicate is found is redirected too, since the visited op is not itself in the table.
// Expected text: mlir-opt-22 -allow-unregistered-dialect --cse.
// RUN: corolift opt -allow-unregistered-dialect %s --cse | FileCheck %s
// RUN: corolift opt -allow-unregistered-dialect %s --cse | corolift opt -allow-unregistered-dialect | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   "foo.use"(%0, %c1_i32) : (i32, i32) -> ()
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT:   "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   "foo.use"(%1, %1) : (i32, i32) -> ()
// CHECK-NEXT: }

"foo.use"(%2, %1) : (i32, i32) -> ()
%0 = arith.constant 1 : i32
%1 = arith.constant 1 : i32
%2 = arith.addi %0, %1 : i32
%3 = arith.addi %0, %0 : i32
"foo.use"(%3) : (i32) -> ()
%4 = arith.muli %2, %2 : i32
%5 = arith.muli %3, %3 : i32
"foo.use"(%4, %5) : (i32, i32) -> ()
