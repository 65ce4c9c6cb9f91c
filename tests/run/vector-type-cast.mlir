// vector.type_cast: a memref of scalars seen as a memref of one vector, loaded and stored
// through memref.load and memref.store (1-D of 5 and 8 lanes, 2-D
// with 16-byte rows); writes through the vector view are seen through the scalar memref.
// Expected output: mlir-runner-22 (convert-vector-to-scf, convert-scf-to-cf,
// convert-vector-to-llvm, finalize-memref-to-llvm, convert-func-to-llvm pipeline).
// RUN: corolift run %s | FileCheck %s --match-full-lines

memref.global "private" @f32buf : memref<8xf32> = dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5]>
memref.global "private" @i32buf : memref<5xi32> = dense<[1, 2, 3, 4, 5]>
memref.global "private" @f64buf : memref<3x2xf64> = dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]>
memref.global "private" @i16buf : memref<2x8xi16> = dense<[[1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16]]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = memref.get_global @f32buf : memref<8xf32>
  %fv = vector.type_cast %f : memref<8xf32> to memref<vector<8xf32>>
  %a = memref.load %fv[] : memref<vector<8xf32>>
  vector.print %a : vector<8xf32>
  %a2 = arith.mulf %a, %a : vector<8xf32>
  memref.store %a2, %fv[] : memref<vector<8xf32>>
  %s = memref.load %f[%c2] : memref<8xf32>
  vector.print %s : f32

  %i = memref.get_global @i32buf : memref<5xi32>
  %iv = vector.type_cast %i : memref<5xi32> to memref<vector<5xi32>>
  %b = memref.load %iv[] : memref<vector<5xi32>>
  vector.print %b : vector<5xi32>
  %b2 = arith.addi %b, %b : vector<5xi32>
  memref.store %b2, %iv[] : memref<vector<5xi32>>
  %bl = vector.load %i[%c0] : memref<5xi32>, vector<5xi32>
  vector.print %bl : vector<5xi32>

  %d = memref.get_global @f64buf : memref<3x2xf64>
  %dv = vector.type_cast %d : memref<3x2xf64> to memref<vector<3x2xf64>>
  %e = memref.load %dv[] : memref<vector<3x2xf64>>
  vector.print %e : vector<3x2xf64>
  %e2 = arith.negf %e : vector<3x2xf64>
  memref.store %e2, %dv[] : memref<vector<3x2xf64>>
  %ds = memref.load %d[%c2, %c1] : memref<3x2xf64>
  vector.print %ds : f64

  %h = memref.get_global @i16buf : memref<2x8xi16>
  %hv = vector.type_cast %h : memref<2x8xi16> to memref<vector<2x8xi16>>
  %g = memref.load %hv[] : memref<vector<2x8xi16>>
  vector.print %g : vector<2x8xi16>
  return
}

// CHECK: ( 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5 )
// CHECK-NEXT: 6.25
// CHECK-NEXT: ( 1, 2, 3, 4, 5 )
// CHECK-NEXT: ( 2, 4, 6, 8, 10 )
// CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ), ( 5, 6 ) )
// CHECK-NEXT: -6
// CHECK-NEXT: ( ( 1, 2, 3, 4, 5, 6, 7, 8 ), ( 9, 10, 11, 12, 13, 14, 15, 16 ) )
