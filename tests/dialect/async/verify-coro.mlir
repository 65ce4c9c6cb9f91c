// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

// async.coro.* verifiers: operand/result counts and types, coro.suspend's three successors.

func.func @suspend_successors(%s: !async.coro.state) {
  "async.coro.suspend"(%s)[^bb1, ^bb1] : (!async.coro.state) -> ()
^bb1:
  return
}
// -----
func.func @suspend_operand(%h: !async.coro.handle) {
  "async.coro.suspend"(%h)[^bb1, ^bb1, ^bb1] : (!async.coro.handle) -> ()
^bb1:
  return
}
// -----
func.func @begin_operand(%x: f32) {
  %0 = "async.coro.begin"(%x) : (f32) -> !async.coro.handle
  return
}
// -----
func.func @save_result(%h: !async.coro.handle) {
  %0 = "async.coro.save"(%h) : (!async.coro.handle) -> !async.coro.handle
  return
}
// -----
func.func @id_results() {
  "async.coro.id"() : () -> ()
  return
}
// -----
func.func @free_operands(%id: !async.coro.id) {
  "async.coro.free"(%id) : (!async.coro.id) -> ()
  return
}
// -----
func.func @free_operand_type(%id: !async.coro.id) {
  "async.coro.free"(%id, %id) : (!async.coro.id, !async.coro.id) -> ()
  return
}
// -----
func.func @end_results(%h: !async.coro.handle) {
  %0 = "async.coro.end"(%h) : (!async.coro.handle) -> i32
  return
}

// CHECK: :6:3: error: 'async.coro.suspend' op requires 3 successors but found 2
// CHECK: :6:3: note: see current operation:
// CHECK: :12:3: error: 'async.coro.suspend' op operand #0 must be saved coroutine state, but got '!async.coro.handle'
// CHECK: :12:3: note: see current operation:
// CHECK: :18:8: error: 'async.coro.begin' op operand #0 must be switched-resume coroutine identifier, but got 'f32'
// CHECK: :18:8: note: see current operation:
// CHECK: :23:8: error: 'async.coro.save' op result #0 must be saved coroutine state, but got '!async.coro.handle'
// CHECK: :23:8: note: see current operation:
// CHECK: :28:3: error: 'async.coro.id' op requires one result
// CHECK: :28:3: note: see current operation:
// CHECK: :33:3: error: 'async.coro.free' op expected 2 operands, but found 1
// CHECK: :33:3: note: see current operation:
// CHECK: :38:3: error: 'async.coro.free' op operand #1 must be coroutine handle, but got '!async.coro.id'
// CHECK: :38:3: note: see current operation:
// CHECK: :43:8: error: 'async.coro.end' op requires zero results
// CHECK: :43:8: note: see current operation:
