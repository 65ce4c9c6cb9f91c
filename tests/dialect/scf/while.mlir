// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @w(%n: index, %x: f32, %c: i1, %m: memref<?xf32>) -> f32 {
  %w:2 = scf.while (%i = %n, %a = %x) : (index, f32) -> (index, f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.condition(%c) %i, %v : index, f32
  } do {
  ^bb0(%j: index, %b: f32):
    memref.store %b, %m[%j] : memref<?xf32>
    scf.yield %j, %b : index, f32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {tag}
  %s = scf.while (%q = %x) : (f32) -> f32 {
    scf.condition(%c) {cond.attr} %q : f32
  } do {
  ^bb0(%z: f32):
    scf.yield %z : f32
  }
  return %s : f32
}

// CHECK:      module {
// CHECK-NEXT: func.func @w(%arg0: index, %arg1: f32, %arg2: i1, %arg3: memref<?xf32>) -> f32 {
// CHECK-NEXT: %0:2 = scf.while (%arg4 = %arg0, %arg5 = %arg1) : (index, f32) -> (index, f32) {
// CHECK-NEXT: %2 = memref.load %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT: scf.condition(%arg2) %arg4, %2 : index, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: f32):
// CHECK-NEXT: memref.store %arg5, %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT: scf.yield %arg4, %arg5 : index, f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg2)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } attributes {tag}
// CHECK-NEXT: %1 = scf.while (%arg4 = %arg1) : (f32) -> f32 {
// CHECK-NEXT: scf.condition(%arg2) {cond.attr} %arg4 : f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: f32):
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
