// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: corolift opt %s | corolift opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @coro_skeleton() -> !async.token {
  %token = async.runtime.create : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %saved = async.coro.save %hdl
  async.runtime.resume %hdl
  async.coro.suspend %saved, ^suspend, ^resume, ^cleanup
^resume:
  async.runtime.set_available %token : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %token : !async.token
}
func.func @coro_attrs() -> !async.coro.state {
  %id = async.coro.id {test.a}
  %hdl = async.coro.begin %id {test.b}
  %s = async.coro.save %hdl {test.c}
  async.coro.end %hdl {test.d}
  async.coro.free %id, %hdl {test.e}
  return %s : !async.coro.state
}
func.func @coro_suspend_attrs(%s: !async.coro.state) {
  async.coro.suspend %s, ^a, ^b, ^c {test.f}
^a:
  return
^b:
  return
^c:
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @coro_skeleton() -> !async.token {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.coro.id
// CHECK-NEXT: %2 = async.coro.begin %1
// CHECK-NEXT: %3 = async.coro.save %2
// CHECK-NEXT: async.runtime.resume %2
// CHECK-NEXT: async.coro.suspend %3, ^bb3, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: async.runtime.set_available %0 : !async.token
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: async.coro.free %1, %2
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: async.coro.end %2
// CHECK-NEXT: return %0 : !async.token
// CHECK-NEXT: }
// CHECK-NEXT: func.func @coro_attrs() -> !async.coro.state {
// CHECK-NEXT: %0 = async.coro.id {test.a}
// CHECK-NEXT: %1 = async.coro.begin %0 {test.b}
// CHECK-NEXT: %2 = async.coro.save %1 {test.c}
// CHECK-NEXT: async.coro.end %1 {test.d}
// CHECK-NEXT: async.coro.free %0, %1 {test.e}
// CHECK-NEXT: return %2 : !async.coro.state
// CHECK-NEXT: }
// CHECK-NEXT: func.func @coro_suspend_attrs(%arg0: !async.coro.state) {
// CHECK-NEXT: async.coro.suspend %arg0, ^bb1, ^bb2, ^bb3 {test.f}
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = () -> !async.token, sym_name = "coro_skeleton"}> ({
// GENERIC-NEXT: %3 = "async.runtime.create"() : () -> !async.token
// GENERIC-NEXT: %4 = "async.coro.id"() : () -> !async.coro.id
// GENERIC-NEXT: %5 = "async.coro.begin"(%4) : (!async.coro.id) -> !async.coro.handle
// GENERIC-NEXT: %6 = "async.coro.save"(%5) : (!async.coro.handle) -> !async.coro.state
// GENERIC-NEXT: "async.runtime.resume"(%5) : (!async.coro.handle) -> ()
// GENERIC-NEXT: "async.coro.suspend"(%6)[^bb3, ^bb1, ^bb2] : (!async.coro.state) -> ()
// GENERIC-NEXT: ^bb1:  // pred: ^bb0
// GENERIC-NEXT: "async.runtime.set_available"(%3) : (!async.token) -> ()
// GENERIC-NEXT: "cf.br"()[^bb2] : () -> ()
// GENERIC-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT: "async.coro.free"(%4, %5) : (!async.coro.id, !async.coro.handle) -> ()
// GENERIC-NEXT: "cf.br"()[^bb3] : () -> ()
// GENERIC-NEXT: ^bb3:  // 2 preds: ^bb0, ^bb2
// GENERIC-NEXT: "async.coro.end"(%5) : (!async.coro.handle) -> ()
// GENERIC-NEXT: "func.return"(%3) : (!async.token) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = () -> !async.coro.state, sym_name = "coro_attrs"}> ({
// GENERIC-NEXT: %0 = "async.coro.id"() {test.a} : () -> !async.coro.id
// GENERIC-NEXT: %1 = "async.coro.begin"(%0) {test.b} : (!async.coro.id) -> !async.coro.handle
// GENERIC-NEXT: %2 = "async.coro.save"(%1) {test.c} : (!async.coro.handle) -> !async.coro.state
// GENERIC-NEXT: "async.coro.end"(%1) {test.d} : (!async.coro.handle) -> ()
// GENERIC-NEXT: "async.coro.free"(%0, %1) {test.e} : (!async.coro.id, !async.coro.handle) -> ()
// GENERIC-NEXT: "func.return"(%2) : (!async.coro.state) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (!async.coro.state) -> (), sym_name = "coro_suspend_attrs"}> ({
// GENERIC-NEXT: ^bb0(%arg0: !async.coro.state):
// GENERIC-NEXT: "async.coro.suspend"(%arg0)[^bb1, ^bb2, ^bb3] {test.f} : (!async.coro.state) -> ()
// GENERIC-NEXT: ^bb1:  // pred: ^bb0
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: ^bb2:  // pred: ^bb0
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: ^bb3:  // pred: ^bb0
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
