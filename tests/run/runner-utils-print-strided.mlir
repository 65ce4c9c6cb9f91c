// The runner utils on strided views (memref.subview): printMemref of non-contiguous 2-D
// views, the fixed-rank printers with a strided descriptor, printMemrefShape, verifyMemRef of
// two equal views (0) and of a view against a packed copy (-1: layouts differ, both on stderr).
// Expected output (stdout and stderr): mlir-runner-22 with MLIR's runner utils
// (scripts/compare-corpus.sh's pipeline plus expand-strided-metadata, which memref.subview
// needs there); addresses vary and are matched by a regex.
// RUN: corolift run %s 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI64(memref<?xi64, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  // %m[i][j] = 100000 * (4i + j)
  %m = memref.alloc() : memref<3x4xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %x = arith.muli %i, %c4 : index
      %y = arith.addi %x, %j : index
      %v = arith.index_cast %y : index to i32
      %big = arith.constant 100000 : i32
      %vv = arith.muli %v, %big : i32
      memref.store %vv, %m[%i, %j] : memref<3x4xi32>
    }
  }
  // Rows 0 and 2, columns 1 and 2: offset 1, strides [8, 1].
  %sv = memref.subview %m[0, 1] [2, 2] [2, 1] : memref<3x4xi32> to memref<2x2xi32, strided<[8, 1], offset: 1>>
  %svu = memref.cast %sv : memref<2x2xi32, strided<[8, 1], offset: 1>> to memref<*xi32>
  call @printMemrefI32(%svu) : (memref<*xi32>) -> ()
  // The last column: a 3x1 view with stride 4.
  %col = memref.subview %m[0, 3] [3, 1] [1, 1] : memref<3x4xi32> to memref<3x1xi32, strided<[4, 1], offset: 3>>
  %colu = memref.cast %col : memref<3x1xi32, strided<[4, 1], offset: 3>> to memref<*xi32>
  call @printMemrefI32(%colu) : (memref<*xi32>) -> ()
  // verifyMemRef of two views: equal data and layout gives 0, another layout -1.
  %sv2 = memref.subview %m[0, 1] [2, 2] [2, 1] : memref<3x4xi32> to memref<2x2xi32, strided<[8, 1], offset: 1>>
  %sv2u = memref.cast %sv2 : memref<2x2xi32, strided<[8, 1], offset: 1>> to memref<*xi32>
  %e0 = call @verifyMemRefI32(%svu, %sv2u) : (memref<*xi32>, memref<*xi32>) -> i64
  vector.print %e0 : i64
  %packed = memref.alloc() : memref<2x2xi32>
  memref.copy %sv, %packed : memref<2x2xi32, strided<[8, 1], offset: 1>> to memref<2x2xi32>
  %packedu = memref.cast %packed : memref<2x2xi32> to memref<*xi32>
  call @printMemrefI32(%packedu) : (memref<*xi32>) -> ()
  %e1 = call @verifyMemRefI32(%svu, %packedu) : (memref<*xi32>, memref<*xi32>) -> i64
  vector.print %e1 : i64
  // Every other element of a 1-D buffer through the fixed-rank printer.
  %l = memref.alloc() : memref<6xi64>
  scf.for %i = %c0 to %c6 step %c1 {
    %v = arith.index_cast %i : index to i64
    %sq = arith.muli %v, %v : i64
    memref.store %sq, %l[%i] : memref<6xi64>
  }
  %ls = memref.subview %l[1] [3] [2] : memref<6xi64> to memref<3xi64, strided<[2], offset: 1>>
  %lsd = memref.cast %ls : memref<3xi64, strided<[2], offset: 1>> to memref<?xi64, strided<[?], offset: ?>>
  call @printMemref1dI64(%lsd) : (memref<?xi64, strided<[?], offset: ?>>) -> ()
  // A column-strided f32 window, as a fixed-rank 2-D memref and as a shape.
  %f = memref.alloc() : memref<5x6xf32>
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %x = arith.muli %i, %c6 : index
      %y = arith.addi %x, %j : index
      %yi = arith.index_cast %y : index to i32
      %yf = arith.sitofp %yi : i32 to f32
      %q = arith.constant 0.5 : f32
      %v = arith.mulf %yf, %q : f32
      memref.store %v, %f[%i, %j] : memref<5x6xf32>
    }
  }
  %fs = memref.subview %f[1, 2] [3, 2] [1, 2] : memref<5x6xf32> to memref<3x2xf32, strided<[6, 2], offset: 8>>
  %fsd = memref.cast %fs : memref<3x2xf32, strided<[6, 2], offset: 8>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @printMemref2dF32(%fsd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %fsu = memref.cast %fs : memref<3x2xf32, strided<[6, 2], offset: 8>> to memref<*xf32>
  call @printMemrefShapeF32(%fsu) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<3x4xi32>
  memref.dealloc %packed : memref<2x2xi32>
  memref.dealloc %l : memref<6xi64>
  memref.dealloc %f : memref<5x6xf32>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 1 sizes = [2, 2] strides = [8, 1] data =
// CHECK-NEXT: {{\[\[}}100000,   200000],
// CHECK-NEXT:  [900000,   1000000]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 3 sizes = [3, 1] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}300000],
// CHECK-NEXT:  [700000],
// CHECK-NEXT:  [1100000]]
// CHECK-NEXT: 0
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}100000,   200000],
// CHECK-NEXT:  [900000,   1000000]]
// CHECK-NEXT: -1
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 1 sizes = [3] strides = [2] data =
// CHECK-NEXT: [1,  9,  25]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 8 sizes = [3, 2] strides = [6, 2] data =
// CHECK-NEXT: {{\[\[}}4,   5],
// CHECK-NEXT:  [7,   8],
// CHECK-NEXT:  [10,   11]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 8 sizes = [3, 2] strides = [6, 2]
// ERR: base@ = {{0x[0-9a-f]+}} rank = 2 offset = 1 sizes = [2, 2] strides = [8, 1]base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1]
