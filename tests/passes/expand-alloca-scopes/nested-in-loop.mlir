// RUN: corolift opt %s --expand-alloca-scopes | FileCheck %s
// RUN: corolift opt %s --expand-alloca-scopes --mlir-print-op-generic | corolift opt | FileCheck %s
//
// corolift's own pass (no upstream counterpart: finalize-memref-to-llvm does this with
// llvm.intr.stacksave / stackrestore); the expected form is written by hand from the pass's
// definition: each scope's body spliced in place between a save and a restore of that save,
// the scope's results replaced by the returned values, nested scopes nested pairs, and a
// scope inside an scf.for body expanded inside that body.

func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %r = memref.alloca_scope -> (f32) {
      %a = memref.alloca(%i) : memref<?xf32>
      memref.alloca_scope {
        %b = memref.alloca(%n) : memref<?xi8>
      }
      %v = memref.load %a[%c0] : memref<?xf32>
      memref.alloca_scope.return %v : f32
    }
    %t = arith.addf %acc, %r : f32
    scf.yield %t : f32
  }
  return %s : f32
}

// CHECK-LABEL: func.func @f(
// CHECK:         scf.for %[[I:.*]] = %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK-NEXT:      %[[OUTER:.*]] = "corolift.stack.save"() : () -> index
// CHECK-NEXT:      %[[A:.*]] = memref.alloca(%[[I]]) : memref<?xf32>
// CHECK-NEXT:      %[[INNER:.*]] = "corolift.stack.save"() : () -> index
// CHECK-NEXT:      memref.alloca(%arg0) : memref<?xi8>
// CHECK-NEXT:      "corolift.stack.restore"(%[[INNER]]) : (index) -> ()
// CHECK-NEXT:      %[[V:.*]] = memref.load %[[A]][%{{.*}}] : memref<?xf32>
// CHECK-NEXT:      "corolift.stack.restore"(%[[OUTER]]) : (index) -> ()
// CHECK-NEXT:      %[[T:.*]] = arith.addf %[[ACC]], %[[V]] : f32
// CHECK-NEXT:      scf.yield %[[T]] : f32
// CHECK-NOT:     memref.alloca_scope
