// RUN: corolift opt %s -async-to-async-runtime -async-runtime-ref-counting -async-runtime-ref-counting-opt | FileCheck %s
// RUN: corolift opt %s -async-to-async-runtime -async-runtime-ref-counting -async-runtime-ref-counting-opt | corolift opt | FileCheck %s

// `async.add_to_group` of `!async.value<T>` lowers to `async.runtime.add_to_group` of the value,
// like a token; reference counting treats it as a use that does not consume the value (the
// drop_ref follows it). mlir-opt-22 produces the same IR (CHECK lines: its output); only its
// later `convert-async-to-llvm` rejects the value (corolift calls the runtime's
// `corolift_add_value_to_group` instead, see tests/run/group_values_*.mlir).
func.func @values_in_group(%v: !async.value<f32>) -> f32 {
  %c2 = arith.constant 2 : index
  %g = async.create_group %c2 : !async.group
  %t, %w = async.execute -> !async.value<i64> {
    %c = arith.constant 1 : i64
    async.yield %c : i64
  }
  %r0 = async.add_to_group %v, %g : !async.value<f32>
  %r1 = async.add_to_group %w, %g : !async.value<i64>
  %t2 = async.execute {
    async.await_all %g
    async.yield
  }
  async.await %t2 : !async.token
  %x = async.await %v : !async.value<f32>
  return %x : f32
}

// CHECK-LABEL: func.func @values_in_group(%arg0: !async.value<f32>) -> f32 {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %0 = async.runtime.create_group %c2 : !async.group
// CHECK-NEXT:   %1:2 = call @async_execute_fn() : () -> (!async.token, !async.value<i64>)
// CHECK-NEXT:   async.runtime.drop_ref %1#0 {count = 1 : i64} : !async.token
// CHECK-NEXT:   %2 = async.runtime.add_to_group %arg0, %0 : !async.value<f32>
// CHECK-NEXT:   %3 = async.runtime.add_to_group %1#1, %0 : !async.value<i64>
// CHECK-NEXT:   async.runtime.drop_ref %1#1 {count = 1 : i64} : !async.value<i64>
// CHECK-NEXT:   %4 = call @async_execute_fn_0(%0) : (!async.group) -> !async.token
// CHECK-NEXT:   async.runtime.await %4 : !async.token
// CHECK-NEXT:   %5 = async.runtime.is_error %4 : !async.token
// CHECK-NEXT:   async.runtime.drop_ref %4 {count = 1 : i64} : !async.token
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %6 = arith.xori %5, %true : i1
// CHECK-NEXT:   cf.assert %6, "Awaited async operand is in error state"
// CHECK-NEXT:   async.runtime.await %arg0 : !async.value<f32>
// CHECK-NEXT:   %7 = async.runtime.is_error %arg0 : !async.value<f32>
// CHECK-NEXT:   %true_0 = arith.constant true
// CHECK-NEXT:   %8 = arith.xori %7, %true_0 : i1
// CHECK-NEXT:   cf.assert %8, "Awaited async operand is in error state"
// CHECK-NEXT:   %9 = async.runtime.load %arg0 : <f32>
// CHECK-NEXT:   async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:   return %9 : f32
// CHECK-LABEL: func.func private @async_execute_fn_0(%arg0: !async.group) -> !async.token
// CHECK:         async.runtime.await_and_resume %arg0, %2 : !async.group
// CHECK:       ^bb2:
// CHECK-NEXT:    %5 = async.runtime.is_error %arg0 : !async.group
// CHECK-NEXT:    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.group
// CHECK-NEXT:    cf.cond_br %5, ^bb4, ^bb3
