// Hex float literals in dense initialisers are bit patterns of the element type (inf, -inf),
// and -0.0 keeps its sign: 1/x shows the signed zeros and infinities. Expected output from
// mlir-opt-22 | mlir-runner-22 (the pipeline in the brief), which prints the same.
// RUN: corolift run %s | FileCheck %s --match-full-lines
memref.global "private" constant @f32s : memref<4xf32> = dense<[0x7F800000, 0xFF800000, -0.0, 1.5]>
memref.global "private" constant @f64s : memref<3xf64> = dense<[0x7FF0000000000000, -0.0, 0x3FF8000000000000]>
func.func @main() {
  %a = memref.get_global @f32s : memref<4xf32>
  %b = memref.get_global @f64s : memref<3xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %onef = arith.constant 1.0 : f64
  scf.for %i = %c0 to %c3 step %c1 {
    %x = memref.load %a[%i] : memref<4xf32>
    vector.print %x : f32
    %r = arith.divf %one, %x : f32
    vector.print %r : f32
  }
  %l = memref.load %a[%c3] : memref<4xf32>
  vector.print %l : f32
  scf.for %i = %c0 to %c3 step %c1 {
    %x = memref.load %b[%i] : memref<3xf64>
    vector.print %x : f64
    %r = arith.divf %onef, %x : f64
    vector.print %r : f64
  }
  %s = arith.constant 0xFF800000 : f32
  vector.print %s : f32
  %t = arith.constant 0x7FF0000000000000 : f64
  vector.print %t : f64
  return
}

// CHECK: inf
// CHECK-NEXT: 0
// CHECK-NEXT: -inf
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: -inf
// CHECK-NEXT: 1.5
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: -inf
// CHECK-NEXT: 1.5
// CHECK-NEXT: 0.666667
// CHECK-NEXT: -inf
// CHECK-NEXT: inf
