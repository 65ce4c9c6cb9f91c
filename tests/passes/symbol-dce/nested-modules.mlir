// RUN: corolift opt %s -allow-unregistered-dialect -symbol-dce | FileCheck %s --match-full-lines
// RUN: corolift opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce))' | FileCheck %s --check-prefix=INNER --match-full-lines

// Nested symbol tables are handled with the same rule, reached through the live ops that
// contain them. The top module is hidden, so a nested module's non-public symbols go when
// unused (@inner::@gone) and stay when something live names them (@inner::@kept through a
// nested reference, @inner::@callee through a call inside it). A private nested module that
// nothing names (@lost) is erased with its contents. Run on the nested modules alone
// (INNER), a public module is visible from outside: only its private symbols may go.
// Expected text: mlir-opt-22 -allow-unregistered-dialect with the same pipelines.
module {
  module @inner {
    func.func nested @kept() {
      return
    }
    func.func nested @gone() {
      return
    }
    func.func private @callee() {
      return
    }
    func.func private @dead() {
      return
    }
    func.func nested @entry() {
      call @callee() : () -> ()
      return
    }
  }
  module @lost attributes {sym_visibility = "private"} {
    func.func @f() {
      return
    }
  }
  func.func @main() {
    "user.refs"() {uses = [@inner::@kept, @inner::@entry]} : () -> ()
    return
  }
}

// CHECK: module {
// CHECK-NEXT: module @inner {
// CHECK-NEXT: func.func nested @kept() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @callee() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func nested @entry() {
// CHECK-NEXT: call @callee() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: "user.refs"() {uses = [@inner::@kept, @inner::@entry]} : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:

// INNER: module {
// INNER-NEXT: module @inner {
// INNER-NEXT: func.func nested @kept() {
// INNER-NEXT: return
// INNER-NEXT: }
// INNER-NEXT: func.func nested @gone() {
// INNER-NEXT: return
// INNER-NEXT: }
// INNER-NEXT: func.func private @callee() {
// INNER-NEXT: return
// INNER-NEXT: }
// INNER-NEXT: func.func nested @entry() {
// INNER-NEXT: call @callee() : () -> ()
// INNER-NEXT: return
// INNER-NEXT: }
// INNER-NEXT: }
// INNER-NEXT: module @lost attributes {sym_visibility = "private"} {
// INNER-NEXT: func.func @f() {
// INNER-NEXT: return
// INNER-NEXT: }
// INNER-NEXT: }
// INNER-NEXT: func.func @main() {
// INNER-NEXT: "user.refs"() {uses = [@inner::@kept, @inner::@entry]} : () -> ()
// INNER-NEXT: return
// INNER-NEXT: }
// INNER-NEXT: }
// INNER-EMPTY:
