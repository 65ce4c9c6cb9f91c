// RUN: not corolift opt %s -async-func-to-async-runtime 2>&1 | FileCheck %s
// RUN: not corolift opt %s -async-to-async-runtime 2>&1 | FileCheck %s

// An async.func declaration has no body to turn into a coroutine: a clear error, no crash.
// CHECK: error: 'async.func' op external declaration '@ext' cannot be lowered to a coroutine: it has no body
async.func private @ext(%a: !async.value<f32>) -> !async.token
