// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: corolift opt %s | corolift opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The strict-property spelling `count = N` (upstream from 2026) is accepted; mlir-opt-22
// prints (and only accepts) the attribute-dictionary form, which corolift prints too.
func.func @ref_counts(%t: !async.token, %v: !async.value<f32>, %g: !async.group) {
  async.runtime.add_ref %t count = 1 : !async.token
  async.runtime.drop_ref %v count = 2 : !async.value<f32>
  async.runtime.add_ref %g count = 7 {test.x} : !async.group
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @ref_counts(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.group) {
// CHECK-NEXT: async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT: async.runtime.drop_ref %arg1 {count = 2 : i64} : !async.value<f32>
// CHECK-NEXT: async.runtime.add_ref %arg2 {count = 7 : i64, test.x} : !async.group
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (!async.token, !async.value<f32>, !async.group) -> (), sym_name = "ref_counts"}> ({
// GENERIC-NEXT: ^bb0(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.group):
// GENERIC-NEXT: "async.runtime.add_ref"(%arg0) <{count = 1 : i64}> : (!async.token) -> ()
// GENERIC-NEXT: "async.runtime.drop_ref"(%arg1) <{count = 2 : i64}> : (!async.value<f32>) -> ()
// GENERIC-NEXT: "async.runtime.add_ref"(%arg2) <{count = 7 : i64}> {test.x} : (!async.group) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
