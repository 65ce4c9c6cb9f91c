// An async value dies at its load: the drop_ref goes right after it, before later users of
// the loaded payload. CHECK lines: mlir-opt-22's output on this file.
// RUN: corolift opt %s --async-runtime-ref-counting | FileCheck %s
// RUN: corolift opt %s --async-runtime-ref-counting | corolift opt | FileCheck %s

// CHECK-LABEL: func.func @value_load() -> f32 {
// CHECK-NEXT:    %0 = async.runtime.create : !async.value<f32>
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    async.runtime.store %cst, %0 : <f32>
// CHECK-NEXT:    async.runtime.set_available %0 : !async.value<f32>
// CHECK-NEXT:    async.runtime.await %0 : !async.value<f32>
// CHECK-NEXT:    %1 = async.runtime.load %0 : <f32>
// CHECK-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:    %2 = arith.addf %1, %1 : f32
// CHECK-NEXT:    return %2 : f32
// CHECK-NEXT:  }
func.func @value_load() -> f32 {
  %v = async.runtime.create : !async.value<f32>
  %c = arith.constant 1.0 : f32
  async.runtime.store %c, %v : <f32>
  async.runtime.set_available %v : !async.value<f32>
  async.runtime.await %v : !async.value<f32>
  %x = async.runtime.load %v : <f32>
  %y = arith.addf %x, %x : f32
  return %y : f32
}
