// async.runtime.* ops (no coroutines) become calls into the runtime C API: tokens, values
// with scalar and memref payloads, groups, errors, reference counting.
// RUN: corolift run %s | FileCheck %s
func.func @main() {
  %t = async.runtime.create : !async.token
  async.runtime.set_available %t : !async.token
  async.runtime.await %t : !async.token
  %te = async.runtime.is_error %t : !async.token
  // CHECK: 0
  vector.print %te : i1
  %v = async.runtime.create : !async.value<f32>
  %x = arith.constant 2.5 : f32
  async.runtime.store %x, %v : <f32>
  async.runtime.set_available %v : !async.value<f32>
  async.runtime.await %v : !async.value<f32>
  %y = async.runtime.load %v : <f32>
  // CHECK-NEXT: 2.5
  vector.print %y : f32
  %c1 = arith.constant 1 : index
  %buf = memref.alloc(%c1) : memref<?xi64>
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i64
  memref.store %seven, %buf[%c0] : memref<?xi64>
  %mv = async.runtime.create : !async.value<memref<?xi64>>
  async.runtime.store %buf, %mv : <memref<?xi64>>
  async.runtime.set_available %mv : !async.value<memref<?xi64>>
  %buf2 = async.runtime.load %mv : <memref<?xi64>>
  %z = memref.load %buf2[%c0] : memref<?xi64>
  // CHECK-NEXT: 7
  vector.print %z : i64
  %d = memref.dim %buf2, %c0 : memref<?xi64>
  // CHECK-NEXT: 1
  vector.print %d : index
  %c2 = arith.constant 2 : index
  %g = async.runtime.create_group %c2 : !async.group
  %t1 = async.runtime.create : !async.token
  %t2 = async.runtime.create : !async.token
  %r1 = async.runtime.add_to_group %t1, %g : !async.token
  %r2 = async.runtime.add_to_group %t2, %g : !async.token
  // CHECK-NEXT: 0
  vector.print %r1 : index
  // CHECK-NEXT: 1
  vector.print %r2 : index
  async.runtime.set_available %t1 : !async.token
  async.runtime.set_error %t2 : !async.token
  async.runtime.await %g : !async.group
  %ge = async.runtime.is_error %g : !async.group
  // CHECK-NEXT: 1
  vector.print %ge : i1
  %e2 = async.runtime.is_error %t2 : !async.token
  // CHECK-NEXT: 1
  vector.print %e2 : i1
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  async.runtime.drop_ref %t {count = 2 : i64} : !async.token
  async.runtime.drop_ref %v {count = 1 : i64} : !async.value<f32>
  async.runtime.drop_ref %mv {count = 1 : i64} : !async.value<memref<?xi64>>
  async.runtime.drop_ref %t1 {count = 1 : i64} : !async.token
  async.runtime.drop_ref %t2 {count = 1 : i64} : !async.token
  async.runtime.drop_ref %g {count = 1 : i64} : !async.group
  memref.dealloc %buf : memref<?xi64>
  %n = async.runtime.num_worker_threads : index
  %pos = arith.cmpi sgt, %n, %c0 : index
  // CHECK-NEXT: 1
  vector.print %pos : i1
  return
}
