// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: corolift opt %s | corolift opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @await_and_groups(%t: !async.token, %v: !async.value<i64>, %n: index) -> i64 {
  async.await %t : !async.token
  %x = async.await %v : !async.value<i64>
  %y = "async.await"(%v) : (!async.value<i64>) -> i64
  "async.await"(%t) : (!async.token) -> ()
  async.await %t : !async.token {test.note = 1 : i32}
  %g = async.create_group %n : !async.group
  %g2 = async.create_group %n : !async.group {test.attr}
  %r0 = async.add_to_group %t, %g : !async.token
  %r1 = async.add_to_group %v, %g : !async.value<i64> {test.rank}
  async.await_all %g
  async.await_all %g2 {test.attr}
  %s = "test.sum"(%x, %y, %r0, %r1) : (i64, i64, index, index) -> i64
  return %s : i64
}

// CHECK: module {
// CHECK-NEXT: func.func @await_and_groups(%arg0: !async.token, %arg1: !async.value<i64>, %arg2: index) -> i64 {
// CHECK-NEXT: async.await %arg0 : !async.token
// CHECK-NEXT: %0 = async.await %arg1 : !async.value<i64>
// CHECK-NEXT: %1 = async.await %arg1 : !async.value<i64>
// CHECK-NEXT: async.await %arg0 : !async.token
// CHECK-NEXT: async.await %arg0 : !async.token {test.note = 1 : i32}
// CHECK-NEXT: %2 = async.create_group %arg2 : !async.group
// CHECK-NEXT: %3 = async.create_group %arg2 : !async.group {test.attr}
// CHECK-NEXT: %4 = async.add_to_group %arg0, %2 : !async.token
// CHECK-NEXT: %5 = async.add_to_group %arg1, %2 : !async.value<i64> {test.rank}
// CHECK-NEXT: async.await_all %2
// CHECK-NEXT: async.await_all %3 {test.attr}
// CHECK-NEXT: %6 = "test.sum"(%0, %1, %4, %5) : (i64, i64, index, index) -> i64
// CHECK-NEXT: return %6 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (!async.token, !async.value<i64>, index) -> i64, sym_name = "await_and_groups"}> ({
// GENERIC-NEXT: ^bb0(%arg0: !async.token, %arg1: !async.value<i64>, %arg2: index):
// GENERIC-NEXT: "async.await"(%arg0) : (!async.token) -> ()
// GENERIC-NEXT: %0 = "async.await"(%arg1) : (!async.value<i64>) -> i64
// GENERIC-NEXT: %1 = "async.await"(%arg1) : (!async.value<i64>) -> i64
// GENERIC-NEXT: "async.await"(%arg0) : (!async.token) -> ()
// GENERIC-NEXT: "async.await"(%arg0) {test.note = 1 : i32} : (!async.token) -> ()
// GENERIC-NEXT: %2 = "async.create_group"(%arg2) : (index) -> !async.group
// GENERIC-NEXT: %3 = "async.create_group"(%arg2) {test.attr} : (index) -> !async.group
// GENERIC-NEXT: %4 = "async.add_to_group"(%arg0, %2) : (!async.token, !async.group) -> index
// GENERIC-NEXT: %5 = "async.add_to_group"(%arg1, %2) {test.rank} : (!async.value<i64>, !async.group) -> index
// GENERIC-NEXT: "async.await_all"(%2) : (!async.group) -> ()
// GENERIC-NEXT: "async.await_all"(%3) {test.attr} : (!async.group) -> ()
// GENERIC-NEXT: %6 = "test.sum"(%0, %1, %4, %5) : (i64, i64, index, index) -> i64
// GENERIC-NEXT: "func.return"(%6) : (i64) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
