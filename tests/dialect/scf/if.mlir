// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @ifs(%c: i1, %x: f32, %n: index, %m: memref<?xf32>) -> f32 {
  scf.if %c {
    memref.store %x, %m[%n] : memref<?xf32>
  }
  scf.if %c {
    scf.yield
  } else {
    memref.store %x, %m[%n] : memref<?xf32>
  }
  scf.if %c {
  } else {
  }
  %r = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    %v = memref.load %m[%n] : memref<?xf32>
    scf.yield %v : f32
  }
  %p:2 = scf.if %c -> (f32, index) {
    scf.yield %r, %n : f32, index
  } else {
    scf.yield %x, %n : f32, index
  } {tag}
  return %p#0 : f32
}

// CHECK:      module {
// CHECK-NEXT: func.func @ifs(%arg0: i1, %arg1: f32, %arg2: index, %arg3: memref<?xf32>) -> f32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg3[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg1, %arg3[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = memref.load %arg3[%arg2] : memref<?xf32>
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (f32, index) {
// CHECK-NEXT: scf.yield %0, %arg2 : f32, index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1, %arg2 : f32, index
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %1#0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
