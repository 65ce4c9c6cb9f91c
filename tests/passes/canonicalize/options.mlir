// RUN: corolift opt %s --canonicalize | FileCheck %s
// RUN: corolift opt %s --pass-pipeline='builtin.module(canonicalize{top-down=false})' | FileCheck %s --check-prefix=BOTTOMUP
// RUN: corolift opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=1})' | FileCheck %s --check-prefix=ONEITER
// RUN: corolift opt %s --pass-pipeline='builtin.module(canonicalize{region-simplify=disabled})' | FileCheck %s --check-prefix=NOREGION
// RUN: corolift opt %s --pass-pipeline='builtin.module(canonicalize{max-num-rewrites=0})' | FileCheck %s --check-prefix=NOREWRITE
// RUN: corolift opt %s --pass-pipeline='builtin.module(canonicalize{disable-patterns="(anonymous namespace)::SimplifyTrivialLoops"})' | FileCheck %s --check-prefix=DISABLED
// RUN: corolift opt %s --pass-pipeline='builtin.module(canonicalize{enable-patterns="(anonymous namespace)::ForOpIterArgsFolder"})' | FileCheck %s --check-prefix=ENABLED

// The canonicalize pass options: top-down=false, max-iterations=1, region-simplify=disabled,
// max-num-rewrites=0, disable-patterns / enable-patterns with upstream's pattern names.
// Expected outputs: mlir-opt-22 with the same pass pipeline on this file (LLVM 22).

// CHECK-LABEL: func.func @f(%arg0: f32, %arg1: memref<4xf32>) -> f32 {
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:     memref.store %0, %arg1[%c0] : memref<4xf32>
// CHECK-NEXT:     memref.store %0, %arg1[%c10] : memref<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }

// BOTTOMUP-LABEL: func.func @f(%arg0: f32, %arg1: memref<4xf32>) -> f32 {
// BOTTOMUP-NEXT:     %c10 = arith.constant 10 : index
// BOTTOMUP-NEXT:     %c0 = arith.constant 0 : index
// BOTTOMUP-NEXT:     %0 = arith.addf %arg0, %arg0 : f32
// BOTTOMUP-NEXT:     memref.store %0, %arg1[%c0] : memref<4xf32>
// BOTTOMUP-NEXT:     memref.store %0, %arg1[%c10] : memref<4xf32>
// BOTTOMUP-NEXT:     return %0 : f32
// BOTTOMUP-NEXT:   }

// ONEITER-LABEL: func.func @f(%arg0: f32, %arg1: memref<4xf32>) -> f32 {
// ONEITER-NEXT:     %c0 = arith.constant 0 : index
// ONEITER-NEXT:     %0 = arith.addf %arg0, %arg0 : f32
// ONEITER-NEXT:     memref.store %0, %arg1[%c0] : memref<4xf32>
// ONEITER-NEXT:     %c10 = arith.constant 10 : index
// ONEITER-NEXT:     memref.store %0, %arg1[%c10] : memref<4xf32>
// ONEITER-NEXT:     return %0 : f32
// ONEITER-NEXT:   }

// NOREGION-LABEL: func.func @f(%arg0: f32, %arg1: memref<4xf32>) -> f32 {
// NOREGION-NEXT:     %c10 = arith.constant 10 : index
// NOREGION-NEXT:     %c0 = arith.constant 0 : index
// NOREGION-NEXT:     %0 = arith.addf %arg0, %arg0 : f32
// NOREGION-NEXT:     memref.store %0, %arg1[%c0] : memref<4xf32>
// NOREGION-NEXT:     memref.store %0, %arg1[%c10] : memref<4xf32>
// NOREGION-NEXT:     return %0 : f32
// NOREGION-NEXT:   }

// NOREWRITE-LABEL: func.func @f(%arg0: f32, %arg1: memref<4xf32>) -> f32 {
// NOREWRITE-NEXT:     %c3 = arith.constant 3 : index
// NOREWRITE-NEXT:     %c2 = arith.constant 2 : index
// NOREWRITE-NEXT:     %c0 = arith.constant 0 : index
// NOREWRITE-NEXT:     %c1 = arith.constant 1 : index
// NOREWRITE-NEXT:     %0 = scf.for %arg2 = %c0 to %c1 step %c1 iter_args(%arg3 = %arg0) -> (f32) {
// NOREWRITE-NEXT:       %3 = arith.addf %arg3, %arg3 : f32
// NOREWRITE-NEXT:       memref.store %3, %arg1[%arg2] : memref<4xf32>
// NOREWRITE-NEXT:       scf.yield %3 : f32
// NOREWRITE-NEXT:     }
// NOREWRITE-NEXT:     %1 = arith.addi %c2, %c3 : index
// NOREWRITE-NEXT:     %2 = arith.muli %1, %c2 : index
// NOREWRITE-NEXT:     memref.store %0, %arg1[%2] : memref<4xf32>
// NOREWRITE-NEXT:     return %0 : f32
// NOREWRITE-NEXT:   }

// DISABLED-LABEL: func.func @f(%arg0: f32, %arg1: memref<4xf32>) -> f32 {
// DISABLED-NEXT:     %c10 = arith.constant 10 : index
// DISABLED-NEXT:     %c0 = arith.constant 0 : index
// DISABLED-NEXT:     %c1 = arith.constant 1 : index
// DISABLED-NEXT:     %0 = scf.for %arg2 = %c0 to %c1 step %c1 iter_args(%arg3 = %arg0) -> (f32) {
// DISABLED-NEXT:       %1 = arith.addf %arg3, %arg3 : f32
// DISABLED-NEXT:       memref.store %1, %arg1[%arg2] : memref<4xf32>
// DISABLED-NEXT:       scf.yield %1 : f32
// DISABLED-NEXT:     }
// DISABLED-NEXT:     memref.store %0, %arg1[%c10] : memref<4xf32>
// DISABLED-NEXT:     return %0 : f32
// DISABLED-NEXT:   }

// ENABLED-LABEL: func.func @f(%arg0: f32, %arg1: memref<4xf32>) -> f32 {
// ENABLED-NEXT:     %c10 = arith.constant 10 : index
// ENABLED-NEXT:     %c0 = arith.constant 0 : index
// ENABLED-NEXT:     %c1 = arith.constant 1 : index
// ENABLED-NEXT:     %0 = scf.for %arg2 = %c0 to %c1 step %c1 iter_args(%arg3 = %arg0) -> (f32) {
// ENABLED-NEXT:       %1 = arith.addf %arg3, %arg3 : f32
// ENABLED-NEXT:       memref.store %1, %arg1[%arg2] : memref<4xf32>
// ENABLED-NEXT:       scf.yield %1 : f32
// ENABLED-NEXT:     }
// ENABLED-NEXT:     memref.store %0, %arg1[%c10] : memref<4xf32>
// ENABLED-NEXT:     return %0 : f32
// ENABLED-NEXT:   }

func.func @f(%x: f32, %m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> f32 {
    %y = arith.addf %a, %a : f32
    memref.store %y, %m[%i] : memref<4xf32>
    scf.yield %y : f32
  }
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = arith.addi %c2, %c3 : index
  %t = arith.muli %s, %c2 : index
  memref.store %r, %m[%t] : memref<4xf32>
  return %r : f32
}
