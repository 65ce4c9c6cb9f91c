// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s

// async.func verifier: result list rules, FunctionOpInterface checks (entry block, argument
// and result attributes, required attributes) and public declarations.

async.func @no_results(%arg0: f32) {
  return
}
// -----
async.func @non_async_result(%arg0: f32) -> f32 {
  return %arg0 : f32
}
// -----
async.func @token_second(%arg0: f32) -> (!async.value<f32>, !async.token) {
  return %arg0 : f32
}
// -----
async.func @public_declaration(f32) -> !async.token
// -----
async.func @plain_arg_attr(%arg0: f32 {foo}) -> !async.token {
  return
}
// -----
async.func @plain_result_attr(%arg0: f32) -> (!async.token {foo}) {
  return
}
// -----
"async.func"() <{function_type = (f32) -> !async.token, sym_name = "entry_type"}> ({
^bb0(%x: i32):
  "async.return"() : () -> ()
}) : () -> ()
// -----
"async.func"() <{function_type = (f32) -> !async.token, sym_name = "entry_count"}> ({
  "async.return"() : () -> ()
}) : () -> ()
// -----
"async.func"() <{sym_name = "no_type"}> ({
  "async.return"() : () -> ()
}) : () -> ()
// -----
"async.func"() <{function_type = (f32) -> !async.token}> ({
^bb0(%x: f32):
  "async.return"() : () -> ()
}) : () -> ()

// CHECK: :6:1: error: 'async.func' op result is expected to be at least of size 1, but got 0
// CHECK: :6:1: note: see current operation:
// CHECK: :10:1: error: 'async.func' op result type must be async value type or async token type, but got 'f32'
// CHECK: :10:1: note: see current operation:
// CHECK: :14:1: error: 'async.func' op  results' (optional) async token type is expected to appear as the 1st return value, but got 2
// CHECK: :14:1: note: see current operation:
// CHECK: :18:1: error: 'async.func' op symbol declaration cannot have public visibility
// CHECK: :18:1: note: see current operation:
// CHECK: :20:1: error: 'async.func' op arguments may only have dialect attributes
// CHECK: :20:1: note: see current operation:
// CHECK: :24:1: error: 'async.func' op results may only have dialect attributes
// CHECK: :24:1: note: see current operation:
// CHECK: :28:1: error: 'async.func' op type of entry block argument #0('i32') must match the type of the corresponding argument in function signature('f32')
// CHECK: :28:1: note: see current operation:
// CHECK: :33:1: error: 'async.func' op entry block must have 1 arguments to match function signature
// CHECK: :33:1: note: see current operation:
// CHECK: :37:1: error: 'async.func' op requires attribute 'function_type'
// CHECK: :37:1: note: see current operation:
// CHECK: :41:1: error: 'async.func' op requires attribute 'sym_name'
// CHECK: :41:1: note: see current operation:
