// vector.load / vector.store of 2-D and 3-D vectors: an n-D slice of the memref's trailing
// dimensions, element [i + a, j + b] for lane (a, b) (the op's documented meaning).
// mlir-opt-22's convert-vector-to-llvm leaves n-D vector.load / vector.store unlowered, so the
// expected values are worked out by hand from @g (element [r, c] = 10·r + c) and the stores.
// RUN: corolift run %s | FileCheck %s --match-full-lines

memref.global "private" @g : memref<4x8xf32> = dense<[[0., 1., 2., 3., 4., 5., 6., 7.], [10., 11., 12., 13., 14., 15., 16., 17.], [20., 21., 22., 23., 24., 25., 26., 27.], [30., 31., 32., 33., 34., 35., 36., 37.]]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.get_global @g : memref<4x8xf32>
  // Rows 1-2, columns 1-3.
  // CHECK: ( ( 11, 12, 13 ), ( 21, 22, 23 ) )
  %a = vector.load %m[%c1, %c1] : memref<4x8xf32>, vector<2x3xf32>
  vector.print %a : vector<2x3xf32>
  // Rows 0-2, columns 2-7 (two 128-bit parts per row, the second partial).
  // CHECK-NEXT: ( ( 2, 3, 4, 5, 6, 7 ), ( 12, 13, 14, 15, 16, 17 ), ( 22, 23, 24, 25, 26, 27 ) )
  %b = vector.load %m[%c0, %c2] : memref<4x8xf32>, vector<3x6xf32>
  vector.print %b : vector<3x6xf32>
  // Store -a at rows 2-3, columns 0-2; the rest of rows 2-3 is unchanged.
  // CHECK-NEXT: ( ( 20, 21, 22, 23, 24 ), ( 30, 31, 32, 33, 34 ) )
  // CHECK-NEXT: ( ( -11, -12, -13, 23, 24 ), ( -21, -22, -23, 33, 34 ) )
  %before = vector.load %m[%c2, %c0] : memref<4x8xf32>, vector<2x5xf32>
  vector.print %before : vector<2x5xf32>
  %na = arith.negf %a : vector<2x3xf32>
  vector.store %na, %m[%c2, %c0] : memref<4x8xf32>, vector<2x3xf32>
  %after = vector.load %m[%c2, %c0] : memref<4x8xf32>, vector<2x5xf32>
  vector.print %after : vector<2x5xf32>

  // A 3-D slice of a 2x3x5 memref: element [i, j, k] = 100·i + 10·j + k.
  %t = memref.alloca() : memref<2x3x5xi16>
  %r0 = arith.constant dense<[[0, 1, 2, 3, 4], [10, 11, 12, 13, 14], [20, 21, 22, 23, 24]]> : vector<3x5xi16>
  %r1 = arith.constant dense<[[100, 101, 102, 103, 104], [110, 111, 112, 113, 114], [120, 121, 122, 123, 124]]> : vector<3x5xi16>
  vector.store %r0, %t[%c0, %c0, %c0] : memref<2x3x5xi16>, vector<3x5xi16>
  vector.store %r1, %t[%c1, %c0, %c0] : memref<2x3x5xi16>, vector<3x5xi16>
  // CHECK-NEXT: ( ( ( 12, 13, 14 ), ( 22, 23, 24 ) ), ( ( 112, 113, 114 ), ( 122, 123, 124 ) ) )
  %s = vector.load %t[%c0, %c1, %c2] : memref<2x3x5xi16>, vector<2x2x3xi16>
  vector.print %s : vector<2x2x3xi16>
  return
}
