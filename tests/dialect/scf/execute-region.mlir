// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @e(%x: f32, %c: i1) -> f32 {
  %e = scf.execute_region -> f32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %x : f32
  ^b:
    scf.yield %x : f32
  }
  %p:2 = scf.execute_region -> (f32, f32) no_inline {
    scf.yield %e, %x : f32, f32
  } {tag}
  scf.execute_region {
    scf.yield
  }
  return %p#1 : f32
}

// CHECK:      module {
// CHECK-NEXT: func.func @e(%arg0: f32, %arg1: i1) -> f32 {
// CHECK-NEXT: %0 = scf.execute_region -> f32 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0 : f32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.execute_region -> (f32, f32) no_inline {
// CHECK-NEXT: scf.yield %0, %arg0 : f32, f32
// CHECK-NEXT: } {tag}
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
