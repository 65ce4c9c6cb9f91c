// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

// async.await / create_group / add_to_group / await_all verifiers (written in the generic
// form where the custom form cannot express the mistake).

func.func @await_non_async(%x: f32) {
  async.await %x : f32
  return
}
// -----
func.func @await_result_type(%v: !async.value<f32>) {
  %0 = "async.await"(%v) : (!async.value<f32>) -> f64
  return
}
// -----
func.func @await_token_with_result(%t: !async.token) {
  %0 = "async.await"(%t) : (!async.token) -> i32
  return
}
// -----
func.func @await_two_results(%v: !async.value<f32>) {
  %0:2 = "async.await"(%v) : (!async.value<f32>) -> (f32, f32)
  return
}
// -----
func.func @await_two_operands(%t: !async.token) {
  "async.await"(%t, %t) : (!async.token, !async.token) -> ()
  return
}
// -----
func.func @create_group_size(%n: i32) {
  %0 = "async.create_group"(%n) : (i32) -> !async.group
  return
}
// -----
func.func @create_group_result(%n: index) {
  %0 = "async.create_group"(%n) : (index) -> !async.token
  return
}
// -----
func.func @add_to_group_operand(%g: !async.group) {
  %0 = "async.add_to_group"(%g, %g) : (!async.group, !async.group) -> index
  return
}
// -----
func.func @await_all_operand(%t: !async.token) {
  "async.await_all"(%t) : (!async.token) -> ()
  return
}

// CHECK: :7:3: error: 'async.await' op operand #0 must be async value type or async token type, but got 'f32'
// CHECK: :7:3: note: see current operation:
// CHECK: :12:8: error: 'async.await' op result type 'f64' does not match async value type 'f32'
// CHECK: :12:8: note: see current operation:
// CHECK: :17:8: error: 'async.await' op awaiting on a token must have empty result
// CHECK: :17:8: note: see current operation:
// CHECK: :22:10: error: 'async.await' op result group starting at #0 requires 0 or 1 element, but found 2
// CHECK: :22:10: note: see current operation:
// CHECK: :27:3: error: 'async.await' op requires a single operand
// CHECK: :27:3: note: see current operation:
// CHECK: :32:8: error: 'async.create_group' op operand #0 must be index, but got 'i32'
// CHECK: :32:8: note: see current operation:
// CHECK: :37:8: error: 'async.create_group' op result #0 must be async group type, but got '!async.token'
// CHECK: :37:8: note: see current operation:
// CHECK: :42:8: error: 'async.add_to_group' op operand #0 must be async value type or async token type, but got '!async.group'
// CHECK: :42:8: note: see current operation:
// CHECK: :47:3: error: 'async.await_all' op operand #0 must be async group type, but got '!async.token'
// CHECK: :47:3: note: see current operation:
