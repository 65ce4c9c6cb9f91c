// reinterpret_cast with static and dynamic offsets, sizes and strides, from ranked and
// unranked sources, a zero stride, a store through the view, and a 0-D result.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c24 = arith.constant 24 : index
  %c16 = arith.constant 16 : index
  %m = memref.alloc() : memref<24xf32>
  scf.for %i = %c0 to %c24 step %c1 {
    %vi = arith.index_cast %i : index to i64
    %f = arith.sitofp %vi : i64 to f32
    memref.store %f, %m[%i] : memref<24xf32>
  }
  // Static offset, sizes and strides.
  %a = memref.reinterpret_cast %m to offset: [2], sizes: [3, 4], strides: [6, 1] : memref<24xf32> to memref<3x4xf32, strided<[6, 1], offset: 2>>
  %au = memref.cast %a : memref<3x4xf32, strided<[6, 1], offset: 2>> to memref<*xf32>
  call @printMemrefF32(%au) : (memref<*xf32>) -> ()
  // Dynamic offset, sizes and strides (a transposed view with a gap).
  %b = memref.reinterpret_cast %m to offset: [%c3], sizes: [%c5, %c2], strides: [%c1, %c5] : memref<24xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %bu = memref.cast %b : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  // From an unranked source, mixed static and dynamic.
  %u = memref.cast %m : memref<24xf32> to memref<*xf32>
  %c = memref.reinterpret_cast %u to offset: [%c5], sizes: [2, %c3, 2], strides: [8, %c2, 1] : memref<*xf32> to memref<2x?x2xf32, strided<[8, ?, 1], offset: ?>>
  %cu = memref.cast %c : memref<2x?x2xf32, strided<[8, ?, 1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  // A zero stride repeats one element; writes through a reinterpreted view land in the buffer.
  %z = memref.reinterpret_cast %m to offset: [7], sizes: [2, 3], strides: [0, 1] : memref<24xf32> to memref<2x3xf32, strided<[0, 1], offset: 7>>
  %zu = memref.cast %z : memref<2x3xf32, strided<[0, 1], offset: 7>> to memref<*xf32>
  call @printMemrefF32(%zu) : (memref<*xf32>) -> ()
  %v = arith.constant 100.0 : f32
  memref.store %v, %c[%c1, %c1, %c1] : memref<2x?x2xf32, strided<[8, ?, 1], offset: ?>>
  %w = memref.load %m[%c16] : memref<24xf32>
  vector.print %w : f32
  // 0-D result.
  %s = memref.reinterpret_cast %m to offset: [23], sizes: [], strides: [] : memref<24xf32> to memref<f32, strided<[], offset: 23>>
  %sv = memref.load %s[] : memref<f32, strided<[], offset: 23>>
  vector.print %sv : f32
  memref.dealloc %m : memref<24xf32>
  return
}

// CHECK: rank = 2 offset = 2 sizes = [3, 4] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}2,   3,   4,   5],
// CHECK-NEXT:  [8,   9,   10,   11],
// CHECK-NEXT:  [14,   15,   16,   17]]
// CHECK-NEXT: rank = 2 offset = 3 sizes = [5, 2] strides = [1, 5] data =
// CHECK-NEXT: {{\[\[}}3,   8],
// CHECK-NEXT:  [4,   9],
// CHECK-NEXT:  [5,   10],
// CHECK-NEXT:  [6,   11],
// CHECK-NEXT:  [7,   12]]
// CHECK-NEXT: rank = 3 offset = 5 sizes = [2, 3, 2] strides = [8, 2, 1] data =
// CHECK-NEXT: {{\[\[}}[5,    6],
// CHECK-NEXT:   [7,    8],
// CHECK-NEXT:   [9,    10]],
// CHECK-NEXT:  {{\[\[}}13,    14],
// CHECK-NEXT:   [15,    16],
// CHECK-NEXT:   [17,    18]]]
// CHECK-NEXT: rank = 2 offset = 7 sizes = [2, 3] strides = [0, 1] data =
// CHECK-NEXT: {{\[\[}}7,   8,   9],
// CHECK-NEXT:  [7,   8,   9]]
// CHECK-NEXT: 100
// CHECK-NEXT: 23
