// RUN: corolift opt %s -inline='default-pipeline=' | FileCheck %s --match-full-lines
// RUN: corolift opt %s -inline='default-pipeline=' | corolift opt | FileCheck %s --match-full-lines

// Expected text: mlir-opt-22 -inline='default-pipeline=' (without the canonicalize run after inlining, which would fold the result further).
// Calls nested in scf regions are inlined where they are. A multi-block callee goes into an
// scf.execute_region (which allows several blocks) but not into an scf.for body (single
// block), where its call stays.
func.func private @add3(%x: index, %y: index, %z: index) -> index {
  %s = arith.addi %x, %y : index
  %t = arith.addi %s, %z : index
  return %t : index
}

func.func private @pick(%c: i1, %x: index, %y: index) -> index {
  cf.cond_br %c, ^a, ^b
^a:
  return %x : index
^b:
  return %y : index
}

func.func @loops(%m: memref<?xindex>, %lb: index, %ub: index, %st: index, %c: i1) {
  scf.for %i = %lb to %ub step %st {
    %v = func.call @add3(%i, %lb, %st) : (index, index, index) -> index
    %w = func.call @pick(%c, %v, %i) : (i1, index, index) -> index
    memref.store %w, %m[%i] : memref<?xindex>
  }
  %r = scf.if %c -> (index) {
    %v = func.call @add3(%lb, %ub, %st) : (index, index, index) -> index
    scf.yield %v : index
  } else {
    scf.yield %lb : index
  }
  %e = scf.execute_region -> index {
    %v = func.call @pick(%c, %r, %ub) : (i1, index, index) -> index
    scf.yield %v : index
  }
  memref.store %e, %m[%lb] : memref<?xindex>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @pick(%arg0: i1, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg2 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loops(%arg0: memref<?xindex>, %arg1: index, %arg2: index, %arg3: index, %arg4: i1) {
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %2 = arith.addi %arg5, %arg1 : index
// CHECK-NEXT: %3 = arith.addi %2, %arg3 : index
// CHECK-NEXT: %4 = func.call @pick(%arg4, %3, %arg5) : (i1, index, index) -> index
// CHECK-NEXT: memref.store %4, %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg4 -> (index) {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : index
// CHECK-NEXT: %3 = arith.addi %2, %arg3 : index
// CHECK-NEXT: scf.yield %3 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.execute_region -> index {
// CHECK-NEXT: cf.cond_br %arg4, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%0 : index)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg2 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %1, %arg0[%arg1] : memref<?xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
