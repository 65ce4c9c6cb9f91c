// Atomics under contention: 8 async.execute tasks (run on 2 worker threads) update the same
// memref elements 20000 times each with memref.atomic_rmw (addi, addf, maxs, mins, maxu,
// xori). A lost update would change a total.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh), and by hand:
// addi 8 * 20000 = 160000; addf of 1.0 160000 times = 160000 (exact in f32); maxs of
// t*20000+i = 159999; mins of -(t*20000+i) = -159999; maxu of i = 19999; xori: each task
// XORs 0..19999 (which XOR to 0, as 19999 % 4 == 3) then 1 << t, so 0xFF = 255.
// RUN: corolift run %s | FileCheck %s --match-full-lines
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s --match-full-lines
// CHECK:      160000
// CHECK-NEXT: 160000
// CHECK-NEXT: 159999
// CHECK-NEXT: -159999
// CHECK-NEXT: 19999
// CHECK-NEXT: 255
// CHECK-NOT:  {{.}}
func.func @work(%t: index, %cnt: memref<4xi64>, %f: memref<f32>, %g: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 20000 : index
  %one = arith.constant 1 : i64
  %fone = arith.constant 1.0 : f32
  %three = arith.constant 3 : i32
  %base = arith.muli %t, %n : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.atomic_rmw addi %one, %cnt[%c0] : (i64, memref<4xi64>) -> i64
    %b = memref.atomic_rmw addf %fone, %f[] : (f32, memref<f32>) -> f32
    %k = arith.addi %base, %i : index
    %k64 = arith.index_cast %k : index to i64
    %c = memref.atomic_rmw maxs %k64, %cnt[%c1] : (i64, memref<4xi64>) -> i64
    %zero = arith.constant 0 : i64
    %neg = arith.subi %zero, %k64 : i64
    %d = memref.atomic_rmw mins %neg, %cnt[%c2] : (i64, memref<4xi64>) -> i64
    %i64 = arith.index_cast %i : index to i64
    %x = memref.atomic_rmw xori %i64, %cnt[%c3] : (i64, memref<4xi64>) -> i64
    %i32 = arith.index_cast %i : index to i32
    %u = memref.atomic_rmw maxu %i32, %g[] : (i32, memref<i32>) -> i32
    scf.yield
  }
  %t64 = arith.index_cast %t : index to i64
  %bit = arith.shli %one, %t64 : i64
  %y = memref.atomic_rmw xori %bit, %cnt[%c3] : (i64, memref<4xi64>) -> i64
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %cnt = memref.alloc() : memref<4xi64>
  %f = memref.alloc() : memref<f32>
  %g = memref.alloc() : memref<i32>
  %z64 = arith.constant 0 : i64
  %min0 = arith.constant 9223372036854775807 : i64
  %max0 = arith.constant -9223372036854775808 : i64
  %zf = arith.constant 0.0 : f32
  %z32 = arith.constant 0 : i32
  memref.store %z64, %cnt[%c0] : memref<4xi64>
  memref.store %max0, %cnt[%c1] : memref<4xi64>
  memref.store %min0, %cnt[%c2] : memref<4xi64>
  memref.store %z64, %cnt[%c3] : memref<4xi64>
  memref.store %zf, %f[] : memref<f32>
  memref.store %z32, %g[] : memref<i32>
  %group = async.create_group %c8 : !async.group
  scf.for %t = %c0 to %c8 step %c1 {
    %tok = async.execute {
      func.call @work(%t, %cnt, %f, %g) : (index, memref<4xi64>, memref<f32>, memref<i32>) -> ()
      async.yield
    }
    %idx = async.add_to_group %tok, %group : !async.token
    scf.yield
  }
  async.await_all %group
  %a = memref.load %cnt[%c0] : memref<4xi64>
  vector.print %a : i64
  %b = memref.load %f[] : memref<f32>
  vector.print %b : f32
  %c = memref.load %cnt[%c1] : memref<4xi64>
  vector.print %c : i64
  %d = memref.load %cnt[%c2] : memref<4xi64>
  vector.print %d : i64
  %u = memref.load %g[] : memref<i32>
  vector.print %u : i32
  %x = memref.load %cnt[%c3] : memref<4xi64>
  vector.print %x : i64
  memref.dealloc %cnt : memref<4xi64>
  memref.dealloc %f : memref<f32>
  memref.dealloc %g : memref<i32>
  return
}
