// coro-split on an async.func with one await and a memref live across it. The input is the
// output of `corolift opt --async-func-to-async-runtime --async-to-async-runtime` on
//   async.func @f(%m: memref<8xf32>, %n: index) -> !async.value<f32> {
//     <execute %t>; async.await %t; %x = memref.load %m[%c1]; return %x
//   }
// RUN: corolift opt %s --coro-split | FileCheck %s --implicit-check-not=async.coro --implicit-check-not=presplitcoroutine
// RUN: corolift opt %s --coro-split | corolift opt | FileCheck %s --implicit-check-not=async.coro --implicit-check-not=presplitcoroutine
//
// CHECK lines checked by hand against the design in src/passes/coro_split/mod.rs:
// - Frame: header of 24 bytes, one variant (the await) holding the memref, the result value
//   and the awaited token. The memref has a static shape, so only its two pointers are kept
//   (16 bytes at 24: offset, sizes and strides are constants); %n is dead after the await and
//   the constant index 1 is recomputed, so neither is stored. 24 + 16 + 8 + 8 = 56.
// CHECK-DAG: !f_frame = !corolift.frame<"f", size 56, align 8, {resume_fn at 0 : !llvm.ptr, destroy_fn at 8 : !llvm.ptr, index at 16 : i32, s0.0 at 24 : memref<8xf32>, s0.1 at 40 : !async.value<f32>, s0.2 at 48 : !async.token}>
//
// - Ramp: an async.func runs its body in the ramp until the first await (no initial
//   `runtime.resume`) and checks whether the awaited token is already complete. If it is, the
//   ramp goes on with the values in registers: no frame is ever allocated, stored, loaded or
//   freed on that path. If not, it allocates the frame there, stores the three values and the
//   index 0, and hands it to `corolift.coro.await`; should the token have completed in the
//   meantime, the ramp calls the resume function on the frame itself, so that nothing after
//   the suspension point in the ramp needs a frame. Either way it returns the value it created.
// CHECK-LABEL: func.func @f(%arg0: memref<8xf32>, %arg1: index) -> !async.value<f32> {
// CHECK-NEXT:    %[[V:.+]] = async.runtime.create : !async.value<f32>
// CHECK-NOT:     corolift.frame
// CHECK:         %[[T:.+]] = call @async_execute_fn() : () -> !async.token
// CHECK-NEXT:    %[[R:.+]] = "corolift.coro.ready"(%[[T]]) : (!async.token) -> i1
// CHECK-NEXT:    cf.cond_br %[[R]], ^[[FAST:bb[0-9]+]], ^[[SLOW:bb[0-9]+]]
// CHECK-NEXT:  ^[[SLOW]]:
// CHECK-NEXT:    %[[F:.+]] = "corolift.frame.alloc"() <{destroy = @f.destroy, resume = @f.resume, suspend_points = 1 : i64}> : () -> !f_frame
// CHECK-NEXT:    "corolift.frame.store"(%arg0, %[[F]]) <{field = "s0.0"}>
// CHECK-NEXT:    "corolift.frame.store"(%[[V]], %[[F]]) <{field = "s0.1"}>
// CHECK-NEXT:    "corolift.frame.store"(%[[T]], %[[F]]) <{field = "s0.2"}>
// CHECK-NEXT:    %[[Z:.+]] = arith.constant 0 : i32
// CHECK-NEXT:    "corolift.frame.store"(%[[Z]], %[[F]]) <{field = "index"}>
// CHECK-NEXT:    "corolift.coro.await"(%[[T]], %[[F]])[^[[RACE:bb[0-9]+]], ^[[LEAVE:bb[0-9]+]]] <{resume = @f.resume}>
// CHECK-NEXT:  ^[[RACE]]:
// CHECK-NEXT:    call @f.resume(%[[F]]) : (!f_frame) -> ()
// CHECK-NEXT:    cf.br ^[[LEAVE]]
// CHECK-NEXT:  ^[[FAST]]:
// CHECK-NOT:     corolift.frame
// CHECK:         async.runtime.is_error %[[T]] : !async.token
// CHECK-NOT:     corolift.frame
// CHECK:         memref.load %arg0[
// CHECK-NOT:     corolift.frame
// CHECK:       ^[[LEAVE]]:
// CHECK-NEXT:    return %[[V]] : !async.value<f32>
// CHECK-NEXT:  }
//
// - Resume: a single suspension point, so no dispatch: the landing reloads the three fields,
//   recomputes the constant 1 and runs the rest of the body on the reloaded values.
// CHECK-LABEL: func.func private @f.resume(%arg0: !f_frame) {
// CHECK-NOT:     cf.switch
// CHECK:         %[[M:.+]] = "corolift.frame.load"(%arg0) <{field = "s0.0"}> : (!f_frame) -> memref<8xf32>
// CHECK-NEXT:    %[[RV:.+]] = "corolift.frame.load"(%arg0) <{field = "s0.1"}> : (!f_frame) -> !async.value<f32>
// CHECK-NEXT:    %[[RT:.+]] = "corolift.frame.load"(%arg0) <{field = "s0.2"}> : (!f_frame) -> !async.token
// CHECK-NEXT:    %[[C1:.+]] = arith.constant 1 : index
// CHECK-NOT:     corolift.frame.{{(load|store)}}
// CHECK:         async.runtime.is_error %[[RT]] : !async.token
// CHECK:         %[[X:.+]] = memref.load %[[M]][%[[C1]]] : memref<8xf32>
// CHECK-NEXT:    async.runtime.store %[[X]], %[[RV]] : <f32>
// CHECK:         "corolift.frame.free"(%arg0)
// CHECK:         return
// CHECK-NEXT:  }
//
// - Destroy: frees the frame, nothing else.
// CHECK-LABEL: func.func private @f.destroy(%arg0: !f_frame) {
// CHECK-NOT:     corolift.frame.{{(load|store)}}
// CHECK:         "corolift.frame.free"(%arg0)
// CHECK-NEXT:    cf.br
// CHECK-NEXT:  ^bb{{[0-9]+}}:
// CHECK-NEXT:    return
// CHECK-NEXT:  }

module {
  func.func @f(%arg0: memref<8xf32>, %arg1: index) -> !async.value<f32> attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.value<f32>
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %3 = call @async_execute_fn() : () -> !async.token
    %4 = async.coro.save %2
    async.runtime.await_and_resume %3, %2 : !async.token
    async.coro.suspend %4, ^bb7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %5 = async.runtime.is_error %3 : !async.token
    cf.cond_br %5, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    %6 = memref.load %arg0[%c1] : memref<8xf32>
    async.runtime.store %6, %0 : <f32>
    async.runtime.set_available %0 : !async.value<f32>
    cf.br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.set_error %0 : !async.value<f32>
    cf.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    async.coro.free %1, %2
    cf.br ^bb7
  ^bb6:  // pred: ^bb1
    async.coro.free %1, %2
    cf.br ^bb7
  ^bb7:  // 3 preds: ^bb1, ^bb5, ^bb6
    async.coro.end %2
    return %0 : !async.value<f32>
  }
  func.func private @async_execute_fn() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    async.runtime.set_available %0 : !async.token
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb3:  // pred: ^bb0
    async.coro.free %1, %2
    cf.br ^bb4
  ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
    async.coro.end %2
    return %0 : !async.token
  }
}

