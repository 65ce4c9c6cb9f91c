// vector.load and vector.store of 1-D vectors in rank-2 and rank-3 memrefs (rows of a static
// memref, of a dynamic one, of a strided subview with row stride 16), and whole vectors in
// a memref of vectors (`memref<3xvector<5xi32>>`).
// Expected output: mlir-runner-22 (convert-vector-to-scf, convert-scf-to-cf,
// convert-vector-to-llvm, finalize-memref-to-llvm, convert-func-to-llvm pipeline).
// RUN: corolift run %s | FileCheck %s --match-full-lines

memref.global "private" @g : memref<4x8xf32> = dense<[[0., 1., 2., 3., 4., 5., 6., 7.], [10., 11., 12., 13., 14., 15., 16., 17.], [20., 21., 22., 23., 24., 25., 26., 27.], [30., 31., 32., 33., 34., 35., 36., 37.]]>
memref.global "private" @g3 : memref<2x3x5xi16> = dense<[[[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12, 13, 14, 15]], [[16, 17, 18, 19, 20], [21, 22, 23, 24, 25], [26, 27, 28, 29, 30]]]>

func.func @dynamic(%m: memref<?x?xf32>, %i: index, %j: index) {
  %v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<5xf32>
  vector.print %v : vector<5xf32>
  %neg = arith.negf %v : vector<5xf32>
  vector.store %neg, %m[%j, %i] : memref<?x?xf32>, vector<5xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.get_global @g : memref<4x8xf32>
  %a = vector.load %m[%c1, %c3] : memref<4x8xf32>, vector<4xf32>
  vector.print %a : vector<4xf32>
  %b = vector.load %m[%c2, %c1] : memref<4x8xf32>, vector<7xf32>
  vector.print %b : vector<7xf32>
  %s = memref.subview %m[0, 0] [2, 4] [2, 1] : memref<4x8xf32> to memref<2x4xf32, strided<[16, 1]>>
  %c = vector.load %s[%c1, %c1] : memref<2x4xf32, strided<[16, 1]>>, vector<3xf32>
  vector.print %c : vector<3xf32>
  vector.store %a, %s[%c1, %c0] : memref<2x4xf32, strided<[16, 1]>>, vector<4xf32>
  %md = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  func.call @dynamic(%md, %c0, %c2) : (memref<?x?xf32>, index, index) -> ()
  %r0 = vector.load %m[%c0, %c0] : memref<4x8xf32>, vector<8xf32>
  %r1 = vector.load %m[%c1, %c0] : memref<4x8xf32>, vector<8xf32>
  %r2 = vector.load %m[%c2, %c0] : memref<4x8xf32>, vector<8xf32>
  %r3 = vector.load %m[%c3, %c0] : memref<4x8xf32>, vector<8xf32>
  vector.print %r0 : vector<8xf32>
  vector.print %r1 : vector<8xf32>
  vector.print %r2 : vector<8xf32>
  vector.print %r3 : vector<8xf32>

  %t = memref.get_global @g3 : memref<2x3x5xi16>
  %h = vector.load %t[%c1, %c2, %c1] : memref<2x3x5xi16>, vector<3xi16>
  vector.print %h : vector<3xi16>

  %mv = memref.alloca() : memref<3xvector<5xi32>>
  %k = arith.constant dense<[1, -2, 3, -4, 5]> : vector<5xi32>
  %k2 = arith.muli %k, %k : vector<5xi32>
  vector.store %k, %mv[%c0] : memref<3xvector<5xi32>>, vector<5xi32>
  vector.store %k2, %mv[%c2] : memref<3xvector<5xi32>>, vector<5xi32>
  vector.store %k, %mv[%c1] : memref<3xvector<5xi32>>, vector<5xi32>
  %l0 = vector.load %mv[%c0] : memref<3xvector<5xi32>>, vector<5xi32>
  %l2 = vector.load %mv[%c2] : memref<3xvector<5xi32>>, vector<5xi32>
  vector.print %l0 : vector<5xi32>
  vector.print %l2 : vector<5xi32>

  return
}

// CHECK: ( 13, 14, 15, 16 )
// CHECK-NEXT: ( 21, 22, 23, 24, 25, 26, 27 )
// CHECK-NEXT: ( 21, 22, 23 )
// CHECK-NEXT: ( 2, 3, 4, 5, 6 )
// CHECK-NEXT: ( 0, 1, 2, 3, 4, 5, 6, 7 )
// CHECK-NEXT: ( 10, 11, 12, 13, 14, 15, 16, 17 )
// CHECK-NEXT: ( -2, -3, -4, -5, -6, 25, 26, 27 )
// CHECK-NEXT: ( 30, 31, 32, 33, 34, 35, 36, 37 )
// CHECK-NEXT: ( 27, 28, 29 )
// CHECK-NEXT: ( 1, -2, 3, -4, 5 )
// CHECK-NEXT: ( 1, 4, 9, 16, 25 )
