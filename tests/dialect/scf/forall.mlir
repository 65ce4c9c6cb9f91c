// scf.forall in its custom forms (normalized `in`, and `= lbs to ubs step steps` mixing
// integers and values), with shared_outs and a mapping attribute; the implicit
// scf.forall.in_parallel is elided without results and printed with them. Expected text:
// mlir-opt-22.
// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// CHECK-LABEL: func.func @normalized(%arg0: index) {
// CHECK-NEXT:     scf.forall (%arg1, %arg2) in (%arg0, 4) {
// CHECK-NEXT:       vector.print %arg1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @bounds(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     scf.forall (%arg3, %arg4) = (%arg0, 0) to (%arg1, 8) step (2, %arg2) {
// CHECK-NEXT:       vector.print %arg4 : index
// CHECK-NEXT:     } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT:     return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @zero_steps_one(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @shared(%arg0: tensor<4xf32>, %arg1: tensor<8xi32>) -> (tensor<4xf32>, tensor<8xi32>) {
// CHECK-NEXT:     %0:2 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0, %arg4 = %arg1) -> (tensor<4xf32>, tensor<8xi32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : tensor<4xf32>, tensor<8xi32>
// CHECK-NEXT:  }

func.func @normalized(%n: index) {
  scf.forall (%i, %j) in (%n, 4) {
    vector.print %i : index
  }
  return
}

func.func @bounds(%lb: index, %n: index, %s: index) {
  scf.forall (%i, %j) = (%lb, 0) to (%n, 8) step (2, %s) {
    vector.print %j : index
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return
}

func.func @zero_steps_one(%n: index) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) = (0) to (%n) step (1) {
  }
  scf.forall (%i) = (%c0) to (%n) step (1) {
  }
  return
}

func.func @shared(%t: tensor<4xf32>, %u: tensor<8xi32>) -> (tensor<4xf32>, tensor<8xi32>) {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<8xi32>) {
    scf.forall.in_parallel {
    }
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<8xi32>
}
