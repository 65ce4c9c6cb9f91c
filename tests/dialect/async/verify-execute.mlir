// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

// async.execute verifier: region-branch edges (parent -> body, yield -> parent), the body
// signature, operand segments, type constraints, terminator and async.yield's parent.

func.func @yield_count(%t: !async.token) {
  %a = async.execute {
    %x = "test.make"() : () -> i32
    async.yield %x : i32
  }
  return
}
// -----
func.func @yield_missing_value() {
  %a, %b = async.execute -> !async.value<f32> {
    async.yield
  }
  return
}
// -----
func.func @yield_type() {
  %a, %b = async.execute -> !async.value<f32> {
    %x = "test.make"() : () -> i32
    async.yield %x : i32
  }
  return
}
// -----
func.func @entry_arg_type(%v: !async.value<f32>) {
  %0:2 = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: i32):
    "async.yield"(%x) : (i32) -> ()
  }) : (!async.value<f32>) -> (!async.token, !async.value<i32>)
  return
}
// -----
func.func @entry_arg_count(%v: !async.value<f32>) {
  %0 = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
    "async.yield"() : () -> ()
  }) : (!async.value<f32>) -> !async.token
  return
}
// -----
func.func @entry_arg_wrapped(%v: !async.value<f32>) {
  %0 = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: !async.value<f32>):
    "async.yield"() : () -> ()
  }) : (!async.value<f32>) -> !async.token
  return
}
// -----
func.func @segments(%t: !async.token) {
  %0 = "async.execute"(%t) <{operandSegmentSizes = array<i32: 0, 0>}> ({
    "async.yield"() : () -> ()
  }) : (!async.token) -> !async.token
  return
}
// -----
func.func @dependency_type(%x: f32) {
  %0 = "async.execute"(%x) <{operandSegmentSizes = array<i32: 1, 0>}> ({
    "async.yield"() : () -> ()
  }) : (f32) -> !async.token
  return
}
// -----
func.func @first_result_type() {
  %0 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
    "async.yield"() : () -> ()
  }) : () -> f32
  return
}
// -----
func.func @value_result_type() {
  %0:2 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
    "async.yield"() : () -> ()
  }) : () -> (!async.token, !async.token)
  return
}
// -----
func.func @wrong_terminator() {
  %0 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
    "test.foo"() : () -> ()
  }) : () -> !async.token
  return
}
// -----
func.func @yield_outside() {
  async.yield
}

// CHECK: :7:8: error: 'async.execute' op along control flow edge from Operation async.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs
// CHECK: :7:8: note: see current operation:
// CHECK: :9:5: note: region branch point
// CHECK: :15:12: error: 'async.execute' op along control flow edge from Operation async.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs
// CHECK: :15:12: note: see current operation:
// CHECK: :16:5: note: region branch point
// CHECK: :22:12: error: 'async.execute' op along control flow edge from Operation async.yield to parent: successor operand type #0 'i32' should match successor input type #0 '!async.value<f32>'
// CHECK: :22:12: note: see current operation:
// CHECK: :24:5: note: region branch point
// CHECK: :30:10: error: 'async.execute' op along control flow edge from parent to Region #0: successor operand type #0 '!async.value<f32>' should match successor input type #0 'i32'
// CHECK: :30:10: note: see current operation:
// CHECK: :30:10: note: region branch point
// CHECK: :38:8: error: 'async.execute' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 0 inputs
// CHECK: :38:8: note: see current operation:
// CHECK: :38:8: note: region branch point
// CHECK: :45:8: error: 'async.execute' op async body region argument types do not match the execute operation arguments types
// CHECK: :45:8: note: see current operation:
// CHECK: :53:8: error: 'async.execute' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
// CHECK: :53:8: note: see current operation:
// CHECK: :60:8: error: 'async.execute' op operand #0 must be variadic of async token type, but got 'f32'
// CHECK: :60:8: note: see current operation:
// CHECK: :67:8: error: 'async.execute' op result #0 must be async token type, but got 'f32'
// CHECK: :67:8: note: see current operation:
// CHECK: :74:10: error: 'async.execute' op result #1 must be variadic of async value type, but got '!async.token'
// CHECK: :74:10: note: see current operation:
// CHECK: :81:8: error: 'async.execute' op expects regions to end with 'async.yield', found 'test.foo'
// CHECK: :81:8: note: see current operation:
// CHECK: :81:8: note: in custom textual format, the absence of terminator implies 'async.yield'
// CHECK: :88:3: error: 'async.yield' op expects parent op 'async.execute'
// CHECK: :88:3: note: see current operation:
