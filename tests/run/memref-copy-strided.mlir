// memref.copy between strided views: rank 0 to 4, non-identity layouts on either side or
// both (memrefCopy), contiguous strided views with an offset (memcpy), and unranked
// operands. The destinations are printed whole, so elements the copy must not touch show.
// Expected output: mlir-runner-22 -O0 after mlir-opt-22 --expand-strided-metadata
// --lower-affine and the pipeline of scripts/compare-corpus.sh (MLIR 22 lowers subview only
// through expand-strided-metadata); by hand: source element (i, j, …) holds its row-major
// position, e.g. the 2x3 view [1, 1][2, 3][1, 2] of a 4x6 array is 7 9 11 / 13 15 17.
// RUN: corolift run %s | FileCheck %s
// CHECK:      Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = 
// CHECK-NEXT: {{\[\[}}7,   9,   11], 
// CHECK-NEXT:  [13,   15,   17]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data = 
// CHECK-NEXT: {{\[\[}}-1,   7,   -1,   9,   -1,   11], 
// CHECK-NEXT:  [-1,   -1,   -1,   -1,   -1,   -1], 
// CHECK-NEXT:  [-1,   13,   -1,   15,   -1,   17], 
// CHECK-NEXT:  [-1,   -1,   -1,   -1,   -1,   -1]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data = 
// CHECK-NEXT: {{\[\[}}0,   6,   0,   9,   0,   0], 
// CHECK-NEXT:  [0,   12,   0,   15,   0,   0], 
// CHECK-NEXT:  [0,   18,   0,   21,   0,   0], 
// CHECK-NEXT:  [0,   0,   0,   0,   0,   0]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data = 
// CHECK-NEXT: {{\[\[}}0,   6,   0,   9,   0,   0], 
// CHECK-NEXT:  [0,   12,   0,   15,   0,   0], 
// CHECK-NEXT:  [0,   18,   0,   21,   0,   0], 
// CHECK-NEXT:  [12,   13,   14,   15,   16,   17]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data = 
// CHECK-NEXT: [23]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 4 offset = 0 sizes = [2, 2, 2, 2] strides = [8, 4, 2, 1] data = 
// CHECK-NEXT: {{\[\[}}{{\[\[}}25,     28], 
// CHECK-NEXT:    [35,     38]], 
// CHECK-NEXT:   {{\[\[}}45,     48], 
// CHECK-NEXT:    [55,     58]]], 
// CHECK-NEXT:  {{\[\[}}[85,     88], 
// CHECK-NEXT:    [95,     98]], 
// CHECK-NEXT:   {{\[\[}}105,     108], 
// CHECK-NEXT:    [115,     118]]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [3, 2, 5] strides = [10, 5, 1] data = 
// CHECK-NEXT: {{\[\[}}[65,    66,    67,    68,    69], 
// CHECK-NEXT:   [75,    76,    77,    78,    79]], 
// CHECK-NEXT:  {{\[\[}}85,    86,    87,    88,    89], 
// CHECK-NEXT:   [95,    96,    97,    98,    99]], 
// CHECK-NEXT:  {{\[\[}}105,    106,    107,    108,    109], 
// CHECK-NEXT:   [115,    116,    117,    118,    119]]]
// CHECK-NOT:  {{.}}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func @iota4(%m: memref<4x6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %r = arith.muli %i, %c6 : index
      %k = arith.addi %r, %j : index
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      memref.store %f, %m[%i, %j] : memref<4x6xf32>
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %neg = arith.constant -1.0 : f32
  %src = memref.alloc() : memref<4x6xf32>
  call @iota4(%src) : (memref<4x6xf32>) -> ()
  // Strided source, identity destination.
  %sv = memref.subview %src[1, 1] [2, 3] [1, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 2], offset: 7>>
  %d1 = memref.alloc() : memref<2x3xf32>
  memref.copy %sv, %d1 : memref<2x3xf32, strided<[6, 2], offset: 7>> to memref<2x3xf32>
  %u1 = memref.cast %d1 : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  // Identity source, strided destination (a column-stepped window of a bigger buffer).
  %big = memref.alloc() : memref<4x6xf32>
  linalg.fill ins(%neg : f32) outs(%big : memref<4x6xf32>)
  %dv = memref.subview %big[0, 1] [2, 3] [2, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[12, 2], offset: 1>>
  memref.copy %d1, %dv : memref<2x3xf32> to memref<2x3xf32, strided<[12, 2], offset: 1>>
  %u2 = memref.cast %big : memref<4x6xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  // Strided on both sides, dynamic offset.
  %other = memref.alloc() : memref<4x6xf32>
  linalg.fill ins(%zero : f32) outs(%other : memref<4x6xf32>)
  %sv2 = memref.subview %src[%c1, 0] [3, 2] [1, 3] : memref<4x6xf32> to memref<3x2xf32, strided<[6, 3], offset: ?>>
  %dv2 = memref.subview %other[0, %c1] [3, 2] [1, 2] : memref<4x6xf32> to memref<3x2xf32, strided<[6, 2], offset: ?>>
  memref.copy %sv2, %dv2 : memref<3x2xf32, strided<[6, 3], offset: ?>> to memref<3x2xf32, strided<[6, 2], offset: ?>>
  %u3 = memref.cast %other : memref<4x6xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  // Contiguous rows with an offset on both sides (memcpy).
  %row = memref.subview %src[2, 0] [1, 6] [1, 1] : memref<4x6xf32> to memref<1x6xf32, strided<[6, 1], offset: 12>>
  %drow = memref.subview %other[3, 0] [1, 6] [1, 1] : memref<4x6xf32> to memref<1x6xf32, strided<[6, 1], offset: 18>>
  memref.copy %row, %drow : memref<1x6xf32, strided<[6, 1], offset: 12>> to memref<1x6xf32, strided<[6, 1], offset: 18>>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  // Rank 0: one element out of the middle of a buffer.
  %e = memref.subview %src[3, 5] [1, 1] [1, 1] : memref<4x6xf32> to memref<f32, strided<[], offset: 23>>
  %d0 = memref.alloc() : memref<f32>
  memref.copy %e, %d0 : memref<f32, strided<[], offset: 23>> to memref<f32>
  %u0 = memref.cast %d0 : memref<f32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  // Rank 3 and 4 views of an i32 buffer, copied through unranked operands.
  %flat = memref.alloc() : memref<2x3x4x5xi32>
  %n2 = arith.constant 2 : index
  %n3 = arith.constant 3 : index
  %n4 = arith.constant 4 : index
  %n5 = arith.constant 5 : index
  scf.for %a = %c0 to %n2 step %c1 {
    scf.for %b = %c0 to %n3 step %c1 {
      scf.for %c = %c0 to %n4 step %c1 {
        scf.for %d = %c0 to %n5 step %c1 {
          %t1 = arith.muli %a, %n3 : index
          %t2 = arith.addi %t1, %b : index
          %t3 = arith.muli %t2, %n4 : index
          %t4 = arith.addi %t3, %c : index
          %t5 = arith.muli %t4, %n5 : index
          %t6 = arith.addi %t5, %d : index
          %v = arith.index_cast %t6 : index to i32
          memref.store %v, %flat[%a, %b, %c, %d] : memref<2x3x4x5xi32>
        }
      }
    }
  }
  %v4 = memref.subview %flat[0, 1, 1, 0] [2, 2, 2, 2] [1, 1, 2, 3] : memref<2x3x4x5xi32> to memref<2x2x2x2xi32, strided<[60, 20, 10, 3], offset: 25>>
  %d4 = memref.alloc() : memref<2x2x2x2xi32>
  %s4u = memref.cast %v4 : memref<2x2x2x2xi32, strided<[60, 20, 10, 3], offset: 25>> to memref<*xi32>
  %d4u = memref.cast %d4 : memref<2x2x2x2xi32> to memref<*xi32>
  memref.copy %s4u, %d4u : memref<*xi32> to memref<*xi32>
  call @printMemrefI32(%d4u) : (memref<*xi32>) -> ()
  %v3 = memref.subview %flat[1, 0, 1, 0] [1, 3, 2, 5] [1, 1, 2, 1] : memref<2x3x4x5xi32> to memref<3x2x5xi32, strided<[20, 10, 1], offset: 65>>
  %d3 = memref.alloc() : memref<3x2x5xi32>
  memref.copy %v3, %d3 : memref<3x2x5xi32, strided<[20, 10, 1], offset: 65>> to memref<3x2x5xi32>
  %d3u = memref.cast %d3 : memref<3x2x5xi32> to memref<*xi32>
  call @printMemrefI32(%d3u) : (memref<*xi32>) -> ()
  memref.dealloc %src : memref<4x6xf32>
  memref.dealloc %d1 : memref<2x3xf32>
  memref.dealloc %big : memref<4x6xf32>
  memref.dealloc %other : memref<4x6xf32>
  memref.dealloc %d0 : memref<f32>
  memref.dealloc %flat : memref<2x3x4x5xi32>
  memref.dealloc %d4 : memref<2x2x2x2xi32>
  memref.dealloc %d3 : memref<3x2x5xi32>
  return
}
