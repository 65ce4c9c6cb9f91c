// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

// async.runtime.* verifiers: payload types of store/load, the positive i64 'count' of
// add_ref/drop_ref, and the operand/result type constraints.

func.func @store_type(%v: !async.value<f32>, %x: i32) {
  "async.runtime.store"(%x, %v) : (i32, !async.value<f32>) -> ()
  return
}
// -----
func.func @store_storage(%t: !async.token) {
  "async.runtime.store"(%t, %t) : (!async.token, !async.token) -> ()
  return
}
// -----
func.func @load_type(%v: !async.value<f32>) {
  %0 = "async.runtime.load"(%v) : (!async.value<f32>) -> i32
  return
}
// -----
func.func @missing_count(%t: !async.token) {
  async.runtime.add_ref %t : !async.token
  return
}
// -----
func.func @zero_count(%t: !async.token) {
  "async.runtime.drop_ref"(%t) <{count = 0 : i64}> : (!async.token) -> ()
  return
}
// -----
func.func @create_type() {
  %0 = "async.runtime.create"() : () -> i32
  return
}
// -----
func.func @is_error_result(%t: !async.token) {
  %0 = "async.runtime.is_error"(%t) : (!async.token) -> i32
  return
}
// -----
func.func @await_operand(%x: f32) {
  "async.runtime.await"(%x) : (f32) -> ()
  return
}
// -----
func.func @add_to_group_operand(%g: !async.group) {
  %0 = "async.runtime.add_to_group"(%g, %g) : (!async.group, !async.group) -> index
  return
}
// -----
func.func @ref_operand(%x: f32) {
  "async.runtime.add_ref"(%x) {count = 1} : (f32) -> ()
  return
}
// -----
func.func @num_threads_type() {
  %0 = "async.runtime.num_worker_threads"() : () -> i32
  return
}
// -----
func.func @resume_operand(%x: !async.token) {
  "async.runtime.resume"(%x) : (!async.token) -> ()
  return
}
// -----
func.func @set_available_operand(%g: !async.group) {
  "async.runtime.set_available"(%g) : (!async.group) -> ()
  return
}

// CHECK: :7:3: error: 'async.runtime.store' op failed to verify that type of 'value' matches element type of 'storage'
// CHECK: :7:3: note: see current operation:
// CHECK: :12:3: error: 'async.runtime.store' op operand #1 must be async value type, but got '!async.token'
// CHECK: :12:3: note: see current operation:
// CHECK: :17:8: error: 'async.runtime.load' op failed to verify that type of 'value' matches element type of 'storage'
// CHECK: :17:8: note: see current operation:
// CHECK: :22:3: error: 'async.runtime.add_ref' op requires attribute 'count'
// CHECK: :22:3: note: see current operation:
// CHECK: :27:3: error: 'async.runtime.drop_ref' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive
// CHECK: :27:3: note: see current operation:
// CHECK: :32:8: error: 'async.runtime.create' op result #0 must be async value type or async token type, but got 'i32'
// CHECK: :32:8: note: see current operation:
// CHECK: :37:8: error: 'async.runtime.is_error' op result #0 must be 1-bit signless integer, but got 'i32'
// CHECK: :37:8: note: see current operation:
// CHECK: :42:3: error: 'async.runtime.await' op operand #0 must be async value type or async token type or async group type, but got 'f32'
// CHECK: :42:3: note: see current operation:
// CHECK: :47:8: error: 'async.runtime.add_to_group' op operand #0 must be async value type or async token type, but got '!async.group'
// CHECK: :47:8: note: see current operation:
// CHECK: :52:3: error: 'async.runtime.add_ref' op operand #0 must be async value type or async token type or async group type, but got 'f32'
// CHECK: :52:3: note: see current operation:
// CHECK: :57:8: error: 'async.runtime.num_worker_threads' op result #0 must be index, but got 'i32'
// CHECK: :57:8: note: see current operation:
// CHECK: :62:3: error: 'async.runtime.resume' op operand #0 must be coroutine handle, but got '!async.token'
// CHECK: :62:3: note: see current operation:
// CHECK: :67:3: error: 'async.runtime.set_available' op operand #0 must be async value type or async token type, but got '!async.group'
// CHECK: :67:3: note: see current operation:
