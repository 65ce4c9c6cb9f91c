// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

// Custom-form parse errors of async ops. mlir-opt prefixes errors raised inside a custom
// parser with "custom op '<name>' "; the checks accept the message with or without it.
// The last case (a token bound with 'as') crashes mlir-opt-22; corolift rejects it.

func.func @load_needs_value_type(%v: !async.value<f32>) {
  %0 = async.runtime.load %v : f32
  return
}
// -----
func.func @store_needs_value_type(%v: !async.value<f32>, %x: f32) {
  async.runtime.store %x, %v : !async.token
  return
}
// -----
func.func @execute_operand_needs_as(%v: !async.value<f32>) {
  %0 = async.execute (%v) {
    async.yield
  }
  return
}
// -----
func.func @dependency_must_be_token(%v: !async.value<f32>) {
  %0 = async.execute [%v] {
    async.yield
  }
  return
}
// -----
func.func @custom_count_positive(%t: !async.token) {
  async.runtime.add_ref %t {count = 0 : i64} : !async.token
  return
}
// -----
func.func @custom_count_i64(%t: !async.token) {
  async.runtime.drop_ref %t {count = 1 : i32} : !async.token
  return
}
// -----
func.func @await_type_mismatch(%t: !async.token) {
  %0 = async.await %t : !async.value<f32>
  return
}
// -----
func.func @execute_operand_must_be_value(%t: !async.token) {
  %0 = async.execute (%t as %x: !async.token) {
    async.yield
  }
  return
}

// CHECK: :8:31: error: expected '<'
// CHECK: :13:32: error: {{(custom op 'async.runtime.store' )?}}invalid kind of type specified: expected async.value, but found '!async.token'
// CHECK: :18:25: error: {{(custom op 'async.execute' )?}}expected 'as'
// CHECK: :25:23: error: use of value '%v' expects different type than prior uses: '!async.token' vs '!async.value<f32>'
// CHECK: :32:28: error: {{(custom op 'async.runtime.add_ref' )?}}'async.runtime.add_ref' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive
// CHECK: :37:29: error: {{(custom op 'async.runtime.drop_ref' )?}}'async.runtime.drop_ref' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive
// CHECK: :42:20: error: use of value '%t' expects different type than prior uses: '!async.value<f32>' vs '!async.token'
// CHECK: :47:29: error: expected an async value type for the unwrapped operand, but got '!async.token'
