// scf.forall in both forms: normalized `in (%n, 3)` with a dynamic and a static bound, and
// `= (lbs) to (ubs) step (steps)` mixing constants and values, with a mapping attribute
// (kept by the lowering, ignored on the CPU); convert-scf-to-cf lowers it through
// scf.parallel to a sequential loop nest. Expected output: mlir-runner-22 on the same file,
// also checked by hand: the table holds 10 * i + j for i in 0..2, j in 0..3; the second loop
// visits i = 1, 4, 7 and j = 2 (5 is the bound).
// RUN: corolift run %s | FileCheck %s

// CHECK:      0, 1, 2, 10, 11, 12, end
// CHECK-NEXT: 1, 2
// CHECK-NEXT: 4, 2
// CHECK-NEXT: 7, 2
// CHECK-NOT:  {{.}}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : index
  %m = memref.alloc() : memref<2x3xindex>
  scf.forall (%i, %j) in (%c2, 3) {
    %t = arith.muli %i, %c10 : index
    %v = arith.addi %t, %j : index
    memref.store %v, %m[%i, %j] : memref<2x3xindex>
  }
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c6 step %c2 {
      %jj = arith.divui %j, %c2 : index
      %v = memref.load %m[%i, %jj] : memref<2x3xindex>
      vector.print %v : index punctuation <comma>
    }
  }
  vector.print str "end\n"
  memref.dealloc %m : memref<2x3xindex>
  %c8 = arith.constant 8 : index
  scf.forall (%i, %j) = (%c1, 2) to (%c8, 5) step (3, %c6) {
    vector.print %i : index punctuation <comma>
    vector.print %j : index
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}
