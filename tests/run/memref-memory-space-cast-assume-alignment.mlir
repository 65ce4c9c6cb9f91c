// memory_space_cast (to memory space 1 and back) and assume_alignment are views of the same
// buffer, for identity and strided layouts.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
  %flat = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %vi = arith.index_cast %i : index to i64
    %f = arith.sitofp %vi : i64 to f32
    memref.store %f, %flat[%i] : memref<6xf32>
  }
  // The alignment is a promise (the buffer is 64-byte aligned); the view is the same memref.
  %a = memref.assume_alignment %m, 64 : memref<2x3xf32>
  %x = memref.load %a[%c1, %c2] : memref<2x3xf32>
  vector.print %x : f32
  // Into memory space 1 and back; a store through one is seen through the other.
  %g = memref.memory_space_cast %a : memref<2x3xf32> to memref<2x3xf32, 1>
  %v = arith.constant 42.0 : f32
  memref.store %v, %g[%c0, %c1] : memref<2x3xf32, 1>
  %back = memref.memory_space_cast %g : memref<2x3xf32, 1> to memref<2x3xf32>
  %bu = memref.cast %back : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  // Strided views keep their layout through both.
  %sv = memref.subview %m[0, 1] [2, 2] [1, 1] : memref<2x3xf32> to memref<2x2xf32, strided<[3, 1], offset: 1>>
  %sa = memref.assume_alignment %sv, 4 : memref<2x2xf32, strided<[3, 1], offset: 1>>
  %sg = memref.memory_space_cast %sa : memref<2x2xf32, strided<[3, 1], offset: 1>> to memref<2x2xf32, strided<[3, 1], offset: 1>, 1>
  %y = memref.load %sg[%c1, %c1] : memref<2x2xf32, strided<[3, 1], offset: 1>, 1>
  vector.print %y : f32
  memref.dealloc %m : memref<2x3xf32>
  return
}

// CHECK: 5
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,   42,   2],
// CHECK-NEXT:  [3,   4,   5]]
// CHECK-NEXT: 5
