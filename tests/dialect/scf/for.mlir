// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @loops(%lb: index, %ub: index, %st: index, %x: f32, %i: i32, %m: memref<?xf32>) -> f32 {
  scf.for %iv = %lb to %ub step %st {
    memref.store %x, %m[%iv] : memref<?xf32>
  }
  %r = scf.for %iv = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    %v = memref.load %m[%iv] : memref<?xf32>
    scf.yield %v : f32
  }
  %p:2 = scf.for %iv = %lb to %ub step %st iter_args(%a = %x, %b = %r) -> (f32, f32) {
    scf.yield %b, %a : f32, f32
  }
  scf.for %j = %i to %i step %i : i32 {
  }
  %q = scf.for %j = %i to %i step %i iter_args(%a = %x) -> (f32) : i32 {
    scf.yield %a : f32
  }
  return %q : f32
}

// CHECK:      module {
// CHECK-NEXT: func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32, %arg5: memref<?xf32>) -> f32 {
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: memref.store %arg3, %arg5[%arg6] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
// CHECK-NEXT: %3 = memref.load %arg5[%arg6] : memref<?xf32>
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3, %arg8 = %0) -> (f32, f32) {
// CHECK-NEXT: scf.yield %arg8, %arg7 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg4 to %arg4 step %arg4  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.for %arg6 = %arg4 to %arg4 step %arg4 iter_args(%arg7 = %arg3) -> (f32)  : i32 {
// CHECK-NEXT: scf.yield %arg7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
