// async.value of memref type (rank 1 dynamic, rank 2 static): produced by an async.func and
// an execute, passed as an async.func argument and as an execute operand, awaited again.
// RUN: corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=0 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: COROLIFT_NUM_THREADS=2 COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// CHECK lines: the output of mlir-runner-22 on this file, lowered by mlir-opt-22 with
// async-func-to-async-runtime,async-to-async-runtime, ref counting, convert-async-to-llvm and
// the usual lowering to LLVM (addresses aside).

// CHECK:      Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1,  3,  5,  7]
// CHECK-NEXT: 25
// CHECK-NEXT: 5
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2],
// CHECK-NEXT: [3,   4,   25]]
// CHECK-NEXT: 0
// CHECK-NOT:  {{.}}

async.func @make(%n: index, %x: f32) -> !async.value<memref<?xf32>> {
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %v = arith.addf %fi, %x : f32
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return %m : memref<?xf32>
}

async.func @double(%v: !async.value<memref<?xf32>>) -> !async.value<memref<?xf32>> {
  %m = async.await %v : !async.value<memref<?xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.load %m[%i] : memref<?xf32>
    %b = arith.addf %a, %a : f32
    memref.store %b, %m[%i] : memref<?xf32>
  }
  return %m : memref<?xf32>
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %half = arith.constant 0.5 : f32
  %v = async.call @make(%c4, %half) : (index, f32) -> !async.value<memref<?xf32>>
  %d = async.call @double(%v) : (!async.value<memref<?xf32>>) -> !async.value<memref<?xf32>>
  %m = async.await %d : !async.value<memref<?xf32>>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  // A 2-D memref value from an execute, consumed by another execute as an operand.
  %t1, %v1 = async.execute -> !async.value<memref<2x3xi32>> {
    %a = memref.alloc() : memref<2x3xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        %k = arith.muli %i, %c3 : index
        %l = arith.addi %k, %j : index
        %li = arith.index_cast %l : index to i32
        memref.store %li, %a[%i, %j] : memref<2x3xi32>
      }
    }
    async.yield %a : memref<2x3xi32>
  }
  %t2, %v2 = async.execute (%v1 as %a : !async.value<memref<2x3xi32>>) -> !async.value<memref<2x3xi32>> {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %x = memref.load %a[%c1, %c2] : memref<2x3xi32>
    %y = arith.muli %x, %x : i32
    memref.store %y, %a[%c1, %c2] : memref<2x3xi32>
    // Await the same memref value again inside, and the f32 memref from the async.func.
    %a2 = async.await %v1 : !async.value<memref<2x3xi32>>
    %same = memref.load %a2[%c1, %c2] : memref<2x3xi32>
    vector.print %same : i32
    %mm = async.await %d : !async.value<memref<?xf32>>
    %f = memref.load %mm[%c2] : memref<?xf32>
    vector.print %f : f32
    async.yield %a : memref<2x3xi32>
  }
  %r = async.await %v2 : !async.value<memref<2x3xi32>>
  %ru = memref.cast %r : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%ru) : (memref<*xi32>) -> ()
  %r1 = async.await %v1 : !async.value<memref<2x3xi32>>
  %same = arith.constant 0 : index
  %q = memref.load %r1[%same, %same] : memref<2x3xi32>
  vector.print %q : i32
  memref.dealloc %r : memref<2x3xi32>
  memref.dealloc %m : memref<?xf32>
  return
}

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
