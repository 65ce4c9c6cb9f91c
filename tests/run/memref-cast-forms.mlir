// Every memref.cast form: static <-> dynamic shape, identity -> strided layouts (static and
// dynamic), strided -> dynamic -> static, ranked <-> unranked; memref.dim of unranked and ranked
// memrefs with a dynamic index.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// Reads through a fully dynamic type what any cast produced.
func.func @sum(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %d0 step %c1 iter_args(%acc = %zero) -> f32 {
    %r2 = scf.for %j = %c0 to %d1 step %c1 iter_args(%acc2 = %acc) -> f32 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %n = arith.addf %acc2, %v : f32
      scf.yield %n : f32
    }
    scf.yield %r2 : f32
  }
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<3x4xf32>
  %flat = memref.collapse_shape %m [[0, 1]] : memref<3x4xf32> into memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %vi = arith.index_cast %i : index to i64
    %f = arith.sitofp %vi : i64 to f32
    memref.store %f, %flat[%i] : memref<12xf32>
  }
  // static -> dynamic shape, and back.
  %d = memref.cast %m : memref<3x4xf32> to memref<?x?xf32>
  %d1 = memref.dim %d, %c1 : memref<?x?xf32>
  vector.print %d1 : index
  %s = memref.cast %d : memref<?x?xf32> to memref<3x4xf32>
  %x = memref.load %s[%c2, %c3] : memref<3x4xf32>
  vector.print %x : f32
  // Partly dynamic.
  %p = memref.cast %m : memref<3x4xf32> to memref<3x?xf32>
  %y = memref.load %p[%c1, %c1] : memref<3x?xf32>
  vector.print %y : f32
  // Identity layout -> strided layouts (static, then dynamic offset and strides).
  %l = memref.cast %m : memref<3x4xf32> to memref<3x4xf32, strided<[4, 1]>>
  %ld = memref.cast %l : memref<3x4xf32, strided<[4, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %sum = call @sum(%ld) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  vector.print %sum : f32
  // A strided subview made fully dynamic and back to its static type.
  %sv = memref.subview %m[1, 1] [2, 2] [1, 2] : memref<3x4xf32> to memref<2x2xf32, strided<[4, 2], offset: 5>>
  %svd = memref.cast %sv : memref<2x2xf32, strided<[4, 2], offset: 5>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %sum2 = call @sum(%svd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  vector.print %sum2 : f32
  %svs = memref.cast %svd : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[4, 2], offset: 5>>
  %z = memref.load %svs[%c1, %c1] : memref<2x2xf32, strided<[4, 2], offset: 5>>
  vector.print %z : f32
  // ranked -> unranked -> ranked (static and dynamic), and dim of the unranked memref with a
  // dynamic index.
  %u = memref.cast %sv : memref<2x2xf32, strided<[4, 2], offset: 5>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %r = memref.cast %u : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %sum3 = call @sum(%r) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  vector.print %sum3 : f32
  %ud = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    %dim = memref.dim %ud, %i : memref<*xf32>
    vector.print %dim : index
  }
  %r2 = memref.cast %ud : memref<*xf32> to memref<3x4xf32>
  %w = memref.load %r2[%c2, %c1] : memref<3x4xf32>
  vector.print %w : f32
  // dim of a ranked memref with a dynamic index.
  scf.for %i = %c0 to %c2 step %c1 {
    %dim = memref.dim %d, %i : memref<?x?xf32>
    vector.print %dim : index
  }
  memref.dealloc %m : memref<3x4xf32>
  return
}

// CHECK: 4
// CHECK-NEXT: 11
// CHECK-NEXT: 5
// CHECK-NEXT: 66
// CHECK-NEXT: 32
// CHECK-NEXT: 11
// CHECK-NEXT: rank = 2 offset = 5 sizes = [2, 2] strides = [4, 2] data =
// CHECK-NEXT: {{\[\[}}5,   7],
// CHECK-NEXT:  [9,   11]]
// CHECK-NEXT: 32
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 9
// CHECK-NEXT: 3
// CHECK-NEXT: 4
