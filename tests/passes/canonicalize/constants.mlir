// RUN: corolift opt %s --canonicalize | FileCheck %s

// The greedy driver's constant uniquing: constants move to the front of the entry block of
// the closest isolated-from-above region (out of scf.for and async.execute bodies), duplicates
// merge; unused pure ops, loads and allocs are erased.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @hoist(%arg0: memref<8xf32>, %arg1: index) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:       %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:       %2 = arith.mulf %0, %cst : f32
// CHECK-NEXT:       memref.store %2, %arg0[%1] : memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %0, %arg0[%c8] : memref<8xf32>
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       memref.store %0, %arg0[%c3] : memref<8xf32>
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     async.await %token : !async.token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @dead(%arg0: memref<8xf32>, %arg1: index) -> index {
// CHECK-NEXT:     return %arg1 : index
// CHECK-NEXT:   }

func.func @hoist(%m: memref<8xf32>, %n: index) {
  %x = memref.load %m[%n] : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c1 {
    %two = arith.constant 2.0 : f32
    %c1_0 = arith.constant 1 : index
    %j = arith.addi %i, %c1_0 : index
    %y = arith.mulf %x, %two : f32
    memref.store %y, %m[%j] : memref<8xf32>
  }
  %c8b = arith.constant 8 : index
  memref.store %x, %m[%c8b] : memref<8xf32>
  %t = async.execute {
    %c3 = arith.constant 3 : index
    memref.store %x, %m[%c3] : memref<8xf32>
    async.yield
  }
  async.await %t : !async.token
  return
}

func.func @dead(%m: memref<8xf32>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%n] : memref<8xf32>
  %a = memref.alloc() : memref<4xf32>
  %unused = arith.addi %n, %c1 : index
  %r = arith.muli %n, %c1 : index
  return %r : index
}
