// add_ref/drop_ref pairs of the same count in one block cancel unless a call taking the value
// comes before another use between them (the callee may release its reference early); a drop
// before the add or a different count does not cancel; one drop cancels one add.
// CHECK lines: mlir-opt-22's output on this file.
// RUN: corolift opt %s --async-runtime-ref-counting-opt | FileCheck %s
// RUN: corolift opt %s --async-runtime-ref-counting-opt | corolift opt | FileCheck %s

// CHECK-LABEL: func.func private @consume(!async.token)
func.func private @consume(!async.token)

// CHECK-LABEL: func.func @cancel_pair(%arg0: !async.token) {
// CHECK-NEXT:    async.runtime.await %arg0 : !async.token
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @cancel_pair(%t: !async.token) {
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  async.runtime.await %t : !async.token
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  return
}

// CHECK-LABEL: func.func @different_counts(%arg0: !async.token) {
// CHECK-NEXT:    async.runtime.add_ref %arg0 {count = 2 : i64} : !async.token
// CHECK-NEXT:    async.runtime.await %arg0 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @different_counts(%t: !async.token) {
  async.runtime.add_ref %t {count = 2 : i64} : !async.token
  async.runtime.await %t : !async.token
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  return
}

// CHECK-LABEL: func.func @call_then_use_blocks(%arg0: !async.token) {
// CHECK-NEXT:    async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    call @consume(%arg0) : (!async.token) -> ()
// CHECK-NEXT:    async.runtime.await %arg0 : !async.token
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @call_then_use_blocks(%t: !async.token) {
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  call @consume(%t) : (!async.token) -> ()
  async.runtime.await %t : !async.token
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  return
}

// CHECK-LABEL: func.func @call_is_last_use(%arg0: !async.token) {
// CHECK-NEXT:    async.runtime.await %arg0 : !async.token
// CHECK-NEXT:    call @consume(%arg0) : (!async.token) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @call_is_last_use(%t: !async.token) {
  async.runtime.await %t : !async.token
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  call @consume(%t) : (!async.token) -> ()
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  return
}

// CHECK-LABEL: func.func @drop_before_add(%arg0: !async.value<f32>) {
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:    async.runtime.add_ref %arg0 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:    async.runtime.await %arg0 : !async.value<f32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @drop_before_add(%v: !async.value<f32>) {
  async.runtime.drop_ref %v {count = 1 : i64} : !async.value<f32>
  async.runtime.add_ref %v {count = 1 : i64} : !async.value<f32>
  async.runtime.await %v : !async.value<f32>
  return
}

// CHECK-LABEL: func.func @two_adds_one_drop(%arg0: !async.group) {
// CHECK-NEXT:    async.runtime.add_ref %arg0 {count = 1 : i64} : !async.group
// CHECK-NEXT:    async.runtime.await %arg0 : !async.group
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @two_adds_one_drop(%g: !async.group) {
  async.runtime.add_ref %g {count = 1 : i64} : !async.group
  async.runtime.add_ref %g {count = 1 : i64} : !async.group
  async.runtime.await %g : !async.group
  async.runtime.drop_ref %g {count = 1 : i64} : !async.group
  return
}
