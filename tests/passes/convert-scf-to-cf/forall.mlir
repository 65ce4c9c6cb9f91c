// convert-scf-to-cf on scf.forall: first an scf.parallel (one arith.constant per static
// bound: lower bounds, then upper bounds, then steps; dynamic bounds used as they are), then
// the scf.for nest and its blocks. Expected text: mlir-opt-22 -convert-scf-to-cf.
// RUN: corolift opt %s -convert-scf-to-cf | FileCheck %s
// RUN: corolift opt %s -convert-scf-to-cf | corolift opt | FileCheck %s

// CHECK-LABEL: func.func @normalized(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT:   ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %c4 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     vector.print %0 : index
// CHECK-NEXT:     %4 = arith.addi %2, %c1_1 : index
// CHECK-NEXT:     cf.br ^bb3(%4 : index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%5 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @bounds(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xindex>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%c1 : index)
// CHECK-NEXT:   ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %c8 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     memref.store %2, %arg3[%0] : memref<?xindex>
// CHECK-NEXT:     %4 = arith.addi %2, %arg2 : index
// CHECK-NEXT:     cf.br ^bb3(%4 : index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %5 = arith.addi %0, %c2 : index
// CHECK-NEXT:     cf.br ^bb1(%5 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @nested(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT:   ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %c3 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     vector.print %2 : index
// CHECK-NEXT:     %4 = arith.addi %2, %c1_1 : index
// CHECK-NEXT:     cf.br ^bb3(%4 : index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%5 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:  }

func.func @normalized(%n: index) {
  scf.forall (%i, %j) in (%n, 4) {
    vector.print %i : index
  }
  return
}

func.func @bounds(%lb: index, %n: index, %s: index, %m: memref<?xindex>) {
  scf.forall (%i, %j) = (%lb, 1) to (%n, 8) step (2, %s) {
    memref.store %j, %m[%i] : memref<?xindex>
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return
}

func.func @nested(%n: index) {
  scf.forall (%i) in (%n) {
    scf.forall (%j) in (3) {
      vector.print %j : index
    }
  }
  return
}
