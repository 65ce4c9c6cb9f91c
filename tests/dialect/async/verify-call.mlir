// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

// async.call verifier: the callee must be an async.func of the nearest symbol table with the
// call's signature; required callee attribute and async result types.

func.func @undefined(%x: f32) {
  %0 = async.call @nope(%x) : (f32) -> !async.token
  return
}
// -----
func.func @not_async(%x: f32) {
  %0 = async.call @not_async(%x) : (f32) -> !async.token
  return
}
// -----
async.func @callee(%x: f32) -> !async.token {
  return
}
func.func @operand_count() {
  %0 = async.call @callee() : () -> !async.token
  return
}
// -----
async.func @callee(%x: f32) -> !async.token {
  return
}
func.func @operand_type(%x: i32) {
  %0 = async.call @callee(%x) : (i32) -> !async.token
  return
}
// -----
async.func @callee(%x: f32) -> !async.token {
  return
}
func.func @result_count(%x: f32) {
  %0:2 = async.call @callee(%x) : (f32) -> (!async.token, !async.token)
  return
}
// -----
async.func @callee(%x: f32) -> (!async.token, !async.value<f32>) {
  return %x : f32
}
func.func @result_type(%x: f32) {
  %0:2 = async.call @callee(%x) : (f32) -> (!async.token, !async.value<i32>)
  return
}
// -----
module {
  async.func @outer(%x: f32) -> !async.token {
    return
  }
  module {
    func.func @nested_scope(%x: f32) {
      %0 = async.call @outer(%x) : (f32) -> !async.token
      return
    }
  }
}
// -----
func.func @no_callee(%x: f32) {
  %0 = "async.call"(%x) : (f32) -> !async.token
  return
}
// -----
func.func @non_async_result(%x: f32) {
  %0 = "async.call"(%x) <{callee = @non_async_result}> : (f32) -> f32
  return
}

// CHECK: :7:8: error: 'async.call' op 'nope' does not reference a valid async function
// CHECK: :7:8: note: see current operation:
// CHECK: :12:8: error: 'async.call' op 'not_async' does not reference a valid async function
// CHECK: :12:8: note: see current operation:
// CHECK: :20:8: error: 'async.call' op incorrect number of operands for callee
// CHECK: :20:8: note: see current operation:
// CHECK: :28:8: error: 'async.call' op operand type mismatch: expected operand type 'f32', but provided 'i32' for operand number 0
// CHECK: :28:8: note: see current operation:
// CHECK: :36:10: error: 'async.call' op incorrect number of results for callee
// CHECK: :36:10: note: see current operation:
// CHECK: :44:10: error: 'async.call' op result type mismatch at index 1
// CHECK: :44:10: note: see current operation:
// CHECK: :44:10: note:       op result types: '!async.token', '!async.value<i32>'
// CHECK: :44:10: note: function result types: '!async.token', '!async.value<f32>'
// CHECK: :54:12: error: 'async.call' op 'outer' does not reference a valid async function
// CHECK: :54:12: note: see current operation:
// CHECK: :61:8: error: 'async.call' op requires attribute 'callee'
// CHECK: :61:8: note: see current operation:
// CHECK: :66:8: error: 'async.call' op result #0 must be variadic of async value type or async token type, but got 'f32'
// CHECK: :66:8: note: see current operation:
