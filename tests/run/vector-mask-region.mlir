// vector.mask regions around the maskable memory ops, as -lower-vector-mask rewrites them: a
// masked transfer_read (masked-off lanes take the padding), a masked transfer_write (masked-off
// lanes are not written), both 1-D and 2-D, and a masked gather (its masked-off lanes are zeros:
// the region's mask replaces the gather's own mask and pass-through).
// Expected output: mlir-runner-22 (lower-vector-mask, convert-vector-to-scf, convert-scf-to-cf,
// convert-vector-to-llvm, finalize-memref-to-llvm, convert-func-to-llvm pipeline).
// RUN: corolift run %s | FileCheck %s --match-full-lines

memref.global "private" @f32buf : memref<10xf32> = dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5]>
memref.global "private" @i32buf : memref<3x4xi32> = dense<[[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %f = memref.get_global @f32buf : memref<10xf32>
  %pad = arith.constant -1.0 : f32
  %m5 = arith.constant dense<[true, false, true, true, false]> : vector<5xi1>
  %a = vector.mask %m5 { vector.transfer_read %f[%c1], %pad : memref<10xf32>, vector<5xf32> } : vector<5xi1> -> vector<5xf32>
  vector.print %a : vector<5xf32>
  %b = vector.mask %m5 { vector.transfer_read %f[%c8], %pad : memref<10xf32>, vector<5xf32> } : vector<5xi1> -> vector<5xf32>
  vector.print %b : vector<5xf32>
  %w = arith.constant dense<[-10.0, -20.0, -30.0, -40.0, -50.0]> : vector<5xf32>
  vector.mask %m5 { vector.transfer_write %w, %f[%c0] : vector<5xf32>, memref<10xf32> } : vector<5xi1>
  %l = vector.transfer_read %f[%c0], %pad : memref<10xf32>, vector<10xf32>
  vector.print %l : vector<10xf32>

  %i = memref.get_global @i32buf : memref<3x4xi32>
  %ipad = arith.constant 99 : i32
  %m23 = arith.constant dense<[[true, true, false], [false, true, true]]> : vector<2x3xi1>
  %c = vector.mask %m23 { vector.transfer_read %i[%c1, %c1], %ipad : memref<3x4xi32>, vector<2x3xi32> } : vector<2x3xi1> -> vector<2x3xi32>
  vector.print %c : vector<2x3xi32>
  %v23 = arith.constant dense<[[-1, -2, -3], [-4, -5, -6]]> : vector<2x3xi32>
  vector.mask %m23 { vector.transfer_write %v23, %i[%c0, %c0] : vector<2x3xi32>, memref<3x4xi32> } : vector<2x3xi1>
  %il = vector.transfer_read %i[%c0, %c0], %ipad : memref<3x4xi32>, vector<3x4xi32>
  vector.print %il : vector<3x4xi32>

  %idx = arith.constant dense<[9, 0, 4, 2, 7]> : vector<5xi32>
  %all = arith.constant dense<true> : vector<5xi1>
  %gp = arith.constant dense<100.0> : vector<5xf32>
  %g = vector.mask %m5 { vector.gather %f[%c0][%idx], %all, %gp : memref<10xf32>, vector<5xi32>, vector<5xi1>, vector<5xf32> into vector<5xf32> } : vector<5xi1> -> vector<5xf32>
  vector.print %g : vector<5xf32>
  return
}

// CHECK: ( 1.5, -1, 3.5, 4.5, -1 )
// CHECK-NEXT: ( 8.5, -1, -1, -1, -1 )
// CHECK-NEXT: ( -10, 1.5, -30, -40, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5 )
// CHECK-NEXT: ( ( 11, 12, 99 ), ( 99, 22, 23 ) )
// CHECK-NEXT: ( ( -1, -2, 2, 3 ), ( 10, -5, -6, 13 ), ( 20, 21, 22, 23 ) )
// CHECK-NEXT: ( 9.5, 0, 4.5, -30, 0 )
