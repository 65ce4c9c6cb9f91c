// `scf.for unsigned` prints the keyword before the induction variable and keeps the
// `unsignedCmp` property in the generic form. Expected text: mlir-opt-22.
// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @unsigned(%arg0: i16, %arg1: i16, %arg2: i16, %arg3: f32) -> f32 {
// CHECK-NEXT:     scf.for unsigned %arg4 = %arg0 to %arg1 step %arg2  : i16 {
// CHECK-NEXT:       vector.print %arg4 : i16
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.for unsigned %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (f32)  : i16 {
// CHECK-NEXT:       scf.yield %arg5 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:  }

// GENERIC: "scf.for"(%{{.*}}, %{{.*}}, %{{.*}}) <{unsignedCmp}> ({
// GENERIC: "scf.for"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{unsignedCmp}> ({

func.func @unsigned(%lb: i16, %ub: i16, %s: i16, %x: f32) -> f32 {
  scf.for unsigned %i = %lb to %ub step %s : i16 {
    vector.print %i : i16
  }
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) : i16 {
    scf.yield %a : f32
  }
  return %r : f32
}
