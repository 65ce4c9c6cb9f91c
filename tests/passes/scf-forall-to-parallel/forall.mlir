// scf-forall-to-parallel: each scf.forall becomes an scf.parallel (one arith.constant per
// static bound, lower bounds first; the mapping attribute kept; scf.reduce as terminator),
// nested ones too. Expected text: mlir-opt-22 with the same pipeline.
// RUN: corolift opt %s -pass-pipeline='builtin.module(func.func(scf-forall-to-parallel))' | FileCheck %s
// RUN: corolift opt %s -pass-pipeline='builtin.module(func.func(scf-forall-to-parallel))' | corolift opt | FileCheck %s

// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%arg0, %c4) step (%c1, %c1_1) {
// CHECK-NEXT:       %c3 = arith.constant 3 : index
// CHECK-NEXT:       scf.parallel (%arg4) = (%arg2) to (%arg1) step (%c3) {
// CHECK-NEXT:         vector.print %arg4 : index
// CHECK-NEXT:         scf.reduce
// CHECK-NEXT:       } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:  }

func.func @nested(%n: index, %m: index) {
  scf.forall (%i, %j) in (%n, 4) {
    scf.forall (%k) = (%i) to (%m) step (3) {
      vector.print %k : index
    } {mapping = [#gpu.thread<x>]}
  }
  return
}
