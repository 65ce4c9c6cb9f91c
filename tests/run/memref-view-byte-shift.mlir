// view: typed views at byte shifts into one i8 buffer, static and dynamic sizes; bytes
// written through an i32 view read back through the buffer.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %buf = memref.alloc() : memref<256xi8>
  // A 4x4 f32 view at byte 0 and a 2x? i32 view at byte 64 (the two do not overlap).
  %a = memref.view %buf[%c0][] : memref<256xi8> to memref<4x4xf32>
  %b = memref.view %buf[%c64][%c3] : memref<256xi8> to memref<2x?xi32>
  scf.for %i = %c0 to %c16 step %c1 {
    %q = arith.constant 4 : index
    %ii = arith.divui %i, %q : index
    %jj = arith.remui %i, %q : index
    %vi = arith.index_cast %i : index to i64
    %f = arith.sitofp %vi : i64 to f32
    memref.store %f, %a[%ii, %jj] : memref<4x4xf32>
  }
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %t = arith.muli %i, %c16 : index
      %s = arith.addi %t, %j : index
      %v = arith.index_cast %s : index to i32
      memref.store %v, %b[%i, %j] : memref<2x?xi32>
    }
  }
  %au = memref.cast %a : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%au) : (memref<*xf32>) -> ()
  %bu = memref.cast %b : memref<2x?xi32> to memref<*xi32>
  call @printMemrefI32(%bu) : (memref<*xi32>) -> ()
  // A view shifted by 8 bytes sees the f32 data from element 2 on, as a dynamic 1-D memref.
  %c14 = arith.constant 14 : index
  %s = memref.view %buf[%c8][%c14] : memref<256xi8> to memref<?xf32>
  %su = memref.cast %s : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  // Byte-level access to what the i32 view wrote: 16 little-endian is 0x10 at byte 64 + 12.
  %byte = memref.load %buf[%c64] : memref<256xi8>
  %c76 = arith.constant 76 : index
  %byte2 = memref.load %buf[%c76] : memref<256xi8>
  vector.print %byte : i8
  vector.print %byte2 : i8
  memref.dealloc %buf : memref<256xi8>
  return
}

// CHECK: rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3],
// CHECK-NEXT:  [4,   5,   6,   7],
// CHECK-NEXT:  [8,   9,   10,   11],
// CHECK-NEXT:  [12,   13,   14,   15]]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2],
// CHECK-NEXT:  [16,   17,   18]]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [14] strides = [1] data =
// CHECK-NEXT: [2,  3,  4,  5,  6,  7,  8,  9,  10,  11,  12,  13,  14,  15]
// CHECK-NEXT: 0
// CHECK-NEXT: 16
