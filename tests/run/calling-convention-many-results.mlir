// Any number of results of any mix of types: functions of 1, 2, 3, 5, 8 and 12 results (i1,
// i32, i64, index, f32, f64 and memref descriptors) through func.call and func.call_indirect,
// an async.func returning 8 values, and an async.execute yielding 8 values that is awaited
// after a real suspension (the task waits on a token completed only after the awaiting task
// has started). On x86_64 more than two integer results no longer fit in return registers:
// the caller passes a hidden return area.
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// CHECK lines: the output of mlir-runner-22 on this file (mlir-opt-22 with the async pipeline
// and the usual lowering to LLVM), checked by hand: r8(6, 1.5) = (1, 6, 36, 6, 1.5, 2.25,
// 6 - 36, 7); the execute's sum is 1 + 5 + 25 + 5 - 0.5 + 0.25 + 0.25 + (5 - 25) = 16.

// CHECK: 42
// CHECK-NEXT: 1
// CHECK-NEXT: -3
// CHECK-NEXT: 10
// CHECK-NEXT: 11
// CHECK-NEXT: 12
// CHECK-NEXT: 0.25
// CHECK-NEXT: 1.75
// CHECK-NEXT: 5
// CHECK-NEXT: -6
// CHECK-NEXT: 1
// CHECK-NEXT: 6
// CHECK-NEXT: 36
// CHECK-NEXT: 6
// CHECK-NEXT: 1.5
// CHECK-NEXT: 2.25
// CHECK-NEXT: -30
// CHECK-NEXT: 7
// CHECK-NEXT: 9
// CHECK-NEXT: -12
// CHECK-NEXT: 100
// CHECK-NEXT: 100
// CHECK-NEXT: 100
// CHECK-NEXT: 100
// CHECK-NEXT: 1
// CHECK-NEXT: 100
// CHECK-NEXT: 101
// CHECK-NEXT: 101
// CHECK-NEXT: 101
// CHECK-NEXT: 101
// CHECK-NEXT: 0
// CHECK-NEXT: 101
// CHECK-NEXT: 1
// CHECK-NEXT: 9
// CHECK-NEXT: 81
// CHECK-NEXT: 9
// CHECK-NEXT: 2.5
// CHECK-NEXT: 6.25
// CHECK-NEXT: 1.5
// CHECK-NEXT: -72
// CHECK-NEXT: 16


func.func @r1(%a: i64) -> i64 {
  return %a : i64
}

func.func @r2(%a: i64) -> (i1, f64) {
  %c0 = arith.constant 0 : i64
  %neg = arith.cmpi slt, %a, %c0 : i64
  %f = arith.sitofp %a : i64 to f64
  return %neg, %f : i1, f64
}

func.func @r3(%a: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %b = arith.addi %a, %c1 : i32
  %c = arith.addi %b, %c1 : i32
  return %a, %b, %c : i32, i32, i32
}

func.func @r5(%m: memref<3xf32>, %x: f32) -> (memref<3xf32>, f32, index, i64, memref<3xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  memref.store %x, %m[%c2] : memref<3xf32>
  %y = memref.load %m[%c0] : memref<3xf32>
  %s = arith.addf %x, %y : f32
  %i = arith.constant 5 : index
  %j = arith.constant -6 : i64
  return %m, %s, %i, %j, %m : memref<3xf32>, f32, index, i64, memref<3xf32>
}

func.func @r8(%a: i64, %f: f64) -> (i1, i32, i64, index, f32, f64, i64, i32) {
  %t = arith.constant true
  %a32 = arith.trunci %a : i64 to i32
  %a2 = arith.muli %a, %a : i64
  %ix = arith.index_cast %a : i64 to index
  %f32 = arith.truncf %f : f64 to f32
  %f2 = arith.mulf %f, %f : f64
  %neg = arith.subi %a, %a2 : i64
  %c7 = arith.constant 7 : i32
  return %t, %a32, %a2, %ix, %f32, %f2, %neg, %c7 : i1, i32, i64, index, f32, f64, i64, i32
}

func.func @r12(%a: i64) -> (i64, f64, i32, f32, i1, index, i64, f64, i32, f32, i1, index) {
  %c1 = arith.constant 1 : i64
  %b = arith.addi %a, %c1 : i64
  %fa = arith.sitofp %a : i64 to f64
  %fb = arith.sitofp %b : i64 to f64
  %ia = arith.trunci %a : i64 to i32
  %ib = arith.trunci %b : i64 to i32
  %sa = arith.sitofp %a : i64 to f32
  %sb = arith.sitofp %b : i64 to f32
  %t = arith.constant true
  %f = arith.constant false
  %xa = arith.index_cast %a : i64 to index
  %xb = arith.index_cast %b : i64 to index
  return %a, %fa, %ia, %sa, %t, %xa, %b, %fb, %ib, %sb, %f, %xb
      : i64, f64, i32, f32, i1, index, i64, f64, i32, f32, i1, index
}

async.func @async8(%a: i64, %m: memref<3xf32>) -> (!async.value<i1>, !async.value<i32>,
    !async.value<i64>, !async.value<index>, !async.value<f32>, !async.value<f64>,
    !async.value<memref<3xf32>>, !async.value<i64>) {
  %f = arith.constant 2.5 : f64
  %r:8 = func.call @r8(%a, %f) : (i64, f64) -> (i1, i32, i64, index, f32, f64, i64, i32)
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %m, %r#6
      : i1, i32, i64, index, f32, f64, memref<3xf32>, i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index

  // 1 result.
  %c42 = arith.constant 42 : i64
  %v1 = func.call @r1(%c42) : (i64) -> i64
  vector.print %v1 : i64

  // 2 results.
  %cm3 = arith.constant -3 : i64
  %v2:2 = func.call @r2(%cm3) : (i64) -> (i1, f64)
  vector.print %v2#0 : i1
  vector.print %v2#1 : f64

  // 3 results, through call_indirect.
  %fr3 = func.constant @r3 : (i32) -> (i32, i32, i32)
  %c10 = arith.constant 10 : i32
  %v3:3 = func.call_indirect %fr3(%c10) : (i32) -> (i32, i32, i32)
  vector.print %v3#0 : i32
  vector.print %v3#1 : i32
  vector.print %v3#2 : i32

  // 5 results with two memrefs (each a 5-word descriptor).
  %m = memref.alloc() : memref<3xf32>
  %one = arith.constant 1.5 : f32
  memref.store %one, %m[%c0] : memref<3xf32>
  memref.store %one, %m[%c1] : memref<3xf32>
  %x = arith.constant 0.25 : f32
  %v5:5 = func.call @r5(%m, %x) : (memref<3xf32>, f32) -> (memref<3xf32>, f32, index, i64, memref<3xf32>)
  %e2 = memref.load %v5#4[%c2] : memref<3xf32>
  vector.print %e2 : f32
  vector.print %v5#1 : f32
  vector.print %v5#2 : index
  vector.print %v5#3 : i64

  // 8 results, direct and indirect.
  %c6 = arith.constant 6 : i64
  %f15 = arith.constant 1.5 : f64
  %v8:8 = func.call @r8(%c6, %f15) : (i64, f64) -> (i1, i32, i64, index, f32, f64, i64, i32)
  vector.print %v8#0 : i1
  vector.print %v8#1 : i32
  vector.print %v8#2 : i64
  vector.print %v8#3 : index
  vector.print %v8#4 : f32
  vector.print %v8#5 : f64
  vector.print %v8#6 : i64
  vector.print %v8#7 : i32
  %fr8 = func.constant @r8 : (i64, f64) -> (i1, i32, i64, index, f32, f64, i64, i32)
  %w8:8 = func.call_indirect %fr8(%cm3, %f15) : (i64, f64) -> (i1, i32, i64, index, f32, f64, i64, i32)
  vector.print %w8#2 : i64
  vector.print %w8#6 : i64

  // 12 results.
  %c100 = arith.constant 100 : i64
  %v12:12 = func.call @r12(%c100) : (i64) -> (i64, f64, i32, f32, i1, index, i64, f64, i32, f32, i1, index)
  vector.print %v12#0 : i64
  vector.print %v12#1 : f64
  vector.print %v12#2 : i32
  vector.print %v12#3 : f32
  vector.print %v12#4 : i1
  vector.print %v12#5 : index
  vector.print %v12#6 : i64
  vector.print %v12#7 : f64
  vector.print %v12#8 : i32
  vector.print %v12#9 : f32
  vector.print %v12#10 : i1
  vector.print %v12#11 : index

  // An async.func returning 8 values.
  %c9 = arith.constant 9 : i64
  %a:8 = async.call @async8(%c9, %m) : (i64, memref<3xf32>) -> (!async.value<i1>,
      !async.value<i32>, !async.value<i64>, !async.value<index>, !async.value<f32>,
      !async.value<f64>, !async.value<memref<3xf32>>, !async.value<i64>)
  %a0 = async.await %a#0 : !async.value<i1>
  %a1 = async.await %a#1 : !async.value<i32>
  %a2 = async.await %a#2 : !async.value<i64>
  %a3 = async.await %a#3 : !async.value<index>
  %a4 = async.await %a#4 : !async.value<f32>
  %a5 = async.await %a#5 : !async.value<f64>
  %a6 = async.await %a#6 : !async.value<memref<3xf32>>
  %a7 = async.await %a#7 : !async.value<i64>
  vector.print %a0 : i1
  vector.print %a1 : i32
  vector.print %a2 : i64
  vector.print %a3 : index
  vector.print %a4 : f32
  vector.print %a5 : f64
  %a6e = memref.load %a6[%c0] : memref<3xf32>
  vector.print %a6e : f32
  vector.print %a7 : i64

  // An async.execute yielding 8 values, awaited after a real suspension: the task waits for a
  // token that is completed only after the awaiting task has been started.
  %gate = async.runtime.create : !async.token
  %t, %e:8 = async.execute [%gate] -> (!async.value<i1>, !async.value<i32>, !async.value<i64>,
      !async.value<index>, !async.value<f32>, !async.value<f64>, !async.value<memref<3xf32>>,
      !async.value<i64>) {
    %c5 = arith.constant 5 : i64
    %g = arith.constant -0.5 : f64
    %r:8 = func.call @r8(%c5, %g) : (i64, f64) -> (i1, i32, i64, index, f32, f64, i64, i32)
    async.yield %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %m, %r#6
        : i1, i32, i64, index, f32, f64, memref<3xf32>, i64
  }
  %st, %sum = async.execute -> !async.value<f64> {
    %b0 = async.await %e#0 : !async.value<i1>
    %b1 = async.await %e#1 : !async.value<i32>
    %b2 = async.await %e#2 : !async.value<i64>
    %b3 = async.await %e#3 : !async.value<index>
    %b4 = async.await %e#4 : !async.value<f32>
    %b5 = async.await %e#5 : !async.value<f64>
    %b6 = async.await %e#6 : !async.value<memref<3xf32>>
    %b7 = async.await %e#7 : !async.value<i64>
    %d0 = arith.uitofp %b0 : i1 to f64
    %d1 = arith.sitofp %b1 : i32 to f64
    %d2 = arith.sitofp %b2 : i64 to f64
    %i3 = arith.index_cast %b3 : index to i64
    %d3 = arith.sitofp %i3 : i64 to f64
    %d4 = arith.extf %b4 : f32 to f64
    %l6 = memref.load %b6[%c2] : memref<3xf32>
    %d6 = arith.extf %l6 : f32 to f64
    %d7 = arith.sitofp %b7 : i64 to f64
    %s1 = arith.addf %d0, %d1 : f64
    %s2 = arith.addf %s1, %d2 : f64
    %s3 = arith.addf %s2, %d3 : f64
    %s4 = arith.addf %s3, %d4 : f64
    %s5 = arith.addf %s4, %b5 : f64
    %s6 = arith.addf %s5, %d6 : f64
    %s7 = arith.addf %s6, %d7 : f64
    async.yield %s7 : f64
  }
  async.runtime.set_available %gate : !async.token
  %total = async.await %sum : !async.value<f64>
  vector.print %total : f64
  async.await %t : !async.token
  async.await %st : !async.token
  memref.dealloc %m : memref<3xf32>
  return
}
