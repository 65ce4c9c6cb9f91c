// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

// async.return verifier: operands are the payloads of the parent's value results (the
// leading token excluded), and the parent must be async.func.

async.func @wrong_type(%arg0: f32) -> !async.value<i32> {
  return %arg0 : f32
}
// -----
async.func @missing_value(%arg0: f32) -> (!async.token, !async.value<f32>) {
  return
}
// -----
async.func @returns_token(%arg0: f32) -> !async.token {
  %t = "test.token"() : () -> !async.token
  return %t : !async.token
}
// -----
async.func @wrapped_value(%arg0: !async.value<f32>) -> !async.value<f32> {
  return %arg0 : !async.value<f32>
}
// -----
func.func @outside_async_func() {
  "async.return"() : () -> ()
}

// CHECK: :7:3: error: 'async.return' op operand types do not match the types returned from the parent FuncOp
// CHECK: :7:3: note: see current operation:
// CHECK: :11:3: error: 'async.return' op operand types do not match the types returned from the parent FuncOp
// CHECK: :11:3: note: see current operation:
// CHECK: :16:3: error: 'async.return' op operand types do not match the types returned from the parent FuncOp
// CHECK: :16:3: note: see current operation:
// CHECK: :20:3: error: 'async.return' op operand types do not match the types returned from the parent FuncOp
// CHECK: :20:3: note: see current operation:
// CHECK: :24:3: error: 'async.return' op expects parent op 'async.func'
// CHECK: :24:3: note: see current operation:
