// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: corolift opt %s | corolift opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @runtime_ops(%t: !async.token, %v: !async.value<f32>, %g: !async.group, %h: !async.coro.handle, %x: f32, %n: index) -> (i1, f32) {
  %0 = async.runtime.create : !async.token
  %1 = async.runtime.create : !async.value<f32>
  %2 = async.runtime.create {test.a} : !async.value<memref<?xi8>>
  %3 = async.runtime.create_group %n : !async.group
  %4 = async.runtime.create_group %n : !async.group {test.b}
  async.runtime.set_available %0 : !async.token
  async.runtime.set_available %1 {test.c} : !async.value<f32>
  async.runtime.set_error %0 : !async.token
  async.runtime.set_error %v : !async.value<f32>
  %5 = async.runtime.is_error %t : !async.token
  %6 = async.runtime.is_error %v : !async.value<f32>
  %7 = async.runtime.is_error %g {test.d} : !async.group
  async.runtime.await %t : !async.token
  async.runtime.await %v : !async.value<f32>
  async.runtime.await %g : !async.group
  async.runtime.resume %h
  async.runtime.resume %h {test.e}
  async.runtime.await_and_resume %t, %h : !async.token
  async.runtime.await_and_resume %v, %h {test.f} : !async.value<f32>
  async.runtime.await_and_resume %g, %h : !async.group
  async.runtime.store %x, %1 : <f32>
  async.runtime.store %x, %v : !async.value<f32>
  async.runtime.store %x, %1 {test.g} : <f32>
  %8 = async.runtime.load %v : <f32>
  %9 = async.runtime.load %1 : !async.value<f32>
  %10 = async.runtime.load %2 {test.h} : <memref<?xi8>>
  %11 = async.runtime.add_to_group %t, %g : !async.token
  %12 = async.runtime.add_to_group %v, %3 {test.i} : !async.value<f32>
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  async.runtime.add_ref %v {count = 3} : !async.value<f32>
  async.runtime.drop_ref %g {count = 2 : i64, test.j} : !async.group
  %13 = async.runtime.num_worker_threads : index
  %14 = async.runtime.num_worker_threads {test.k} : index
  return %5, %8 : i1, f32
}

// CHECK: module {
// CHECK-NEXT: func.func @runtime_ops(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.group, %arg3: !async.coro.handle, %arg4: f32, %arg5: index) -> (i1, f32) {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.runtime.create : !async.value<f32>
// CHECK-NEXT: %2 = async.runtime.create {test.a} : !async.value<memref<?xi8>>
// CHECK-NEXT: %3 = async.runtime.create_group %arg5 : !async.group
// CHECK-NEXT: %4 = async.runtime.create_group %arg5 : !async.group {test.b}
// CHECK-NEXT: async.runtime.set_available %0 : !async.token
// CHECK-NEXT: async.runtime.set_available %1 {test.c} : !async.value<f32>
// CHECK-NEXT: async.runtime.set_error %0 : !async.token
// CHECK-NEXT: async.runtime.set_error %arg1 : !async.value<f32>
// CHECK-NEXT: %5 = async.runtime.is_error %arg0 : !async.token
// CHECK-NEXT: %6 = async.runtime.is_error %arg1 : !async.value<f32>
// CHECK-NEXT: %7 = async.runtime.is_error %arg2 {test.d} : !async.group
// CHECK-NEXT: async.runtime.await %arg0 : !async.token
// CHECK-NEXT: async.runtime.await %arg1 : !async.value<f32>
// CHECK-NEXT: async.runtime.await %arg2 : !async.group
// CHECK-NEXT: async.runtime.resume %arg3
// CHECK-NEXT: async.runtime.resume %arg3 {test.e}
// CHECK-NEXT: async.runtime.await_and_resume %arg0, %arg3 : !async.token
// CHECK-NEXT: async.runtime.await_and_resume %arg1, %arg3 {test.f} : !async.value<f32>
// CHECK-NEXT: async.runtime.await_and_resume %arg2, %arg3 : !async.group
// CHECK-NEXT: async.runtime.store %arg4, %1 : <f32>
// CHECK-NEXT: async.runtime.store %arg4, %arg1 : <f32>
// CHECK-NEXT: async.runtime.store %arg4, %1 {test.g} : <f32>
// CHECK-NEXT: %8 = async.runtime.load %arg1 : <f32>
// CHECK-NEXT: %9 = async.runtime.load %1 : <f32>
// CHECK-NEXT: %10 = async.runtime.load %2 {test.h} : <memref<?xi8>>
// CHECK-NEXT: %11 = async.runtime.add_to_group %arg0, %arg2 : !async.token
// CHECK-NEXT: %12 = async.runtime.add_to_group %arg1, %3 {test.i} : !async.value<f32>
// CHECK-NEXT: async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT: async.runtime.add_ref %arg1 {count = 3 : i64} : !async.value<f32>
// CHECK-NEXT: async.runtime.drop_ref %arg2 {count = 2 : i64, test.j} : !async.group
// CHECK-NEXT: %13 = async.runtime.num_worker_threads : index
// CHECK-NEXT: %14 = async.runtime.num_worker_threads {test.k} : index
// CHECK-NEXT: return %5, %8 : i1, f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (!async.token, !async.value<f32>, !async.group, !async.coro.handle, f32, index) -> (i1, f32), sym_name = "runtime_ops"}> ({
// GENERIC-NEXT: ^bb0(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.group, %arg3: !async.coro.handle, %arg4: f32, %arg5: index):
// GENERIC-NEXT: %0 = "async.runtime.create"() : () -> !async.token
// GENERIC-NEXT: %1 = "async.runtime.create"() : () -> !async.value<f32>
// GENERIC-NEXT: %2 = "async.runtime.create"() {test.a} : () -> !async.value<memref<?xi8>>
// GENERIC-NEXT: %3 = "async.runtime.create_group"(%arg5) : (index) -> !async.group
// GENERIC-NEXT: %4 = "async.runtime.create_group"(%arg5) {test.b} : (index) -> !async.group
// GENERIC-NEXT: "async.runtime.set_available"(%0) : (!async.token) -> ()
// GENERIC-NEXT: "async.runtime.set_available"(%1) {test.c} : (!async.value<f32>) -> ()
// GENERIC-NEXT: "async.runtime.set_error"(%0) : (!async.token) -> ()
// GENERIC-NEXT: "async.runtime.set_error"(%arg1) : (!async.value<f32>) -> ()
// GENERIC-NEXT: %5 = "async.runtime.is_error"(%arg0) : (!async.token) -> i1
// GENERIC-NEXT: %6 = "async.runtime.is_error"(%arg1) : (!async.value<f32>) -> i1
// GENERIC-NEXT: %7 = "async.runtime.is_error"(%arg2) {test.d} : (!async.group) -> i1
// GENERIC-NEXT: "async.runtime.await"(%arg0) : (!async.token) -> ()
// GENERIC-NEXT: "async.runtime.await"(%arg1) : (!async.value<f32>) -> ()
// GENERIC-NEXT: "async.runtime.await"(%arg2) : (!async.group) -> ()
// GENERIC-NEXT: "async.runtime.resume"(%arg3) : (!async.coro.handle) -> ()
// GENERIC-NEXT: "async.runtime.resume"(%arg3) {test.e} : (!async.coro.handle) -> ()
// GENERIC-NEXT: "async.runtime.await_and_resume"(%arg0, %arg3) : (!async.token, !async.coro.handle) -> ()
// GENERIC-NEXT: "async.runtime.await_and_resume"(%arg1, %arg3) {test.f} : (!async.value<f32>, !async.coro.handle) -> ()
// GENERIC-NEXT: "async.runtime.await_and_resume"(%arg2, %arg3) : (!async.group, !async.coro.handle) -> ()
// GENERIC-NEXT: "async.runtime.store"(%arg4, %1) : (f32, !async.value<f32>) -> ()
// GENERIC-NEXT: "async.runtime.store"(%arg4, %arg1) : (f32, !async.value<f32>) -> ()
// GENERIC-NEXT: "async.runtime.store"(%arg4, %1) {test.g} : (f32, !async.value<f32>) -> ()
// GENERIC-NEXT: %8 = "async.runtime.load"(%arg1) : (!async.value<f32>) -> f32
// GENERIC-NEXT: %9 = "async.runtime.load"(%1) : (!async.value<f32>) -> f32
// GENERIC-NEXT: %10 = "async.runtime.load"(%2) {test.h} : (!async.value<memref<?xi8>>) -> memref<?xi8>
// GENERIC-NEXT: %11 = "async.runtime.add_to_group"(%arg0, %arg2) : (!async.token, !async.group) -> index
// GENERIC-NEXT: %12 = "async.runtime.add_to_group"(%arg1, %3) {test.i} : (!async.value<f32>, !async.group) -> index
// GENERIC-NEXT: "async.runtime.add_ref"(%arg0) <{count = 1 : i64}> : (!async.token) -> ()
// GENERIC-NEXT: "async.runtime.add_ref"(%arg1) <{count = 3 : i64}> : (!async.value<f32>) -> ()
// GENERIC-NEXT: "async.runtime.drop_ref"(%arg2) <{count = 2 : i64}> {test.j} : (!async.group) -> ()
// GENERIC-NEXT: %13 = "async.runtime.num_worker_threads"() : () -> index
// GENERIC-NEXT: %14 = "async.runtime.num_worker_threads"() {test.k} : () -> index
// GENERIC-NEXT: "func.return"(%5, %8) : (i1, f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
