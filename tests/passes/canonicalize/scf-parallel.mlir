// RUN: corolift opt %s --canonicalize | FileCheck %s

// scf.parallel: single-iteration dimensions removed, zero-trip loops erased, a loop of one
// iteration inlined with its reduction.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @single_dim(%arg0: memref<4x4xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT:       memref.store %arg2, %arg0[%arg3, %c3] : memref<4x4xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @zero_trip(%arg0: memref<4xf32>, %arg1: f32) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @all_single(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = memref.load %arg0[%c2] : memref<4xf32>
// CHECK-NEXT:     %1 = arith.addf %0, %cst : f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }

func.func @single_dim(%m: memref<4x4xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c3) to (%n, %c4) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<4x4xf32>
  }
  return
}
func.func @zero_trip(%m: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c1) to (%c0) step (%c1) {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}
func.func @all_single(%m: memref<4xf32>, %v: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 1.0 : f32
  %r = scf.parallel (%i) = (%c2) to (%c3) step (%c1) init (%init) -> f32 {
    %x = memref.load %m[%i] : memref<4xf32>
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
