// RUN: corolift opt %s --canonicalize | FileCheck %s

// scf.for: zero-trip and equal-bounds loops replaced by their inits, single-iteration loops
// inlined, forwarded iter args dropped, empty bodies yielding outside values, dead loops.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @zero_trip(%arg0: f32) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @same_bounds(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @one_trip(%arg0: f32, %arg1: memref<4xf32>) -> f32 {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:     memref.store %0, %arg1[%c2] : memref<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @one_trip_offset(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg1, %c1 : index
// CHECK-NEXT:     scf.for %arg3 = %arg1 to %0 step %c1 {
// CHECK-NEXT:       memref.store %arg2, %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @iter_args(%arg0: f32, %arg1: f32, %arg2: memref<4xf32>, %arg3: index) -> (f32, f32, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %arg0) -> (f32) {
// CHECK-NEXT:       %1 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT:       memref.store %1, %arg2[%arg4] : memref<4xf32>
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %arg0, %arg1 : f32, f32, f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @empty_body(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @dead_loop(%arg0: f32, %arg1: index) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }

func.func @zero_trip(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %x) -> f32 {
    %y = arith.addf %a, %a : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @same_bounds(%x: f32, %n: index) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %n to %n step %c1 iter_args(%a = %x) -> f32 {
    %y = arith.addf %a, %a : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @one_trip(%x: f32, %m: memref<4xf32>) -> f32 {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c2 to %c5 step %c3 iter_args(%a = %x) -> f32 {
    %y = arith.addf %a, %a : f32
    memref.store %y, %m[%i] : memref<4xf32>
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @one_trip_offset(%m: memref<4xf32>, %lb: index, %v: f32) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  scf.for %i = %lb to %ub step %c1 {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}
func.func @iter_args(%x: f32, %z: f32, %m: memref<4xf32>, %n: index) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x, %c = %z) -> (f32, f32, f32) {
    %y = arith.addf %a, %a : f32
    memref.store %y, %m[%i] : memref<4xf32>
    scf.yield %y, %b, %z : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
func.func @empty_body(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %r = scf.for %i = %c0 to %c9 step %c1 iter_args(%a = %x) -> f32 {
    scf.yield %x : f32
  }
  return %r : f32
}
func.func @dead_loop(%x: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f32) {
    %y = arith.addf %a, %a : f32
    scf.yield %y : f32
  }
  return
}
