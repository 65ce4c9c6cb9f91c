// vector.transfer_read / transfer_write on memrefs whose elements are vectors: the element's
// dimensions are the trailing dimensions of the transferred vector, the permutation map covers
// the others; an element out of bounds reads as the (vector) padding and is not written.
// mlir-opt-22's pipeline does not lower transfers on memrefs of vectors (convert-vector-to-scf
// leaves them in place), so the expected values are worked out by hand: %m holds the elements
// e0 = (1, 2, 3, 4), e1 = 2·e0, e2 = 3·e0.
// RUN: corolift run %s | FileCheck %s --match-full-lines

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloca() : memref<3xvector<4xf32>>
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %v2 = arith.addf %v, %v : vector<4xf32>
  %v3 = arith.addf %v2, %v : vector<4xf32>
  memref.store %v, %m[%c0] : memref<3xvector<4xf32>>
  memref.store %v2, %m[%c1] : memref<3xvector<4xf32>>
  memref.store %v3, %m[%c2] : memref<3xvector<4xf32>>
  %pad = arith.constant dense<-1.0> : vector<4xf32>
  // Elements 1, 2 and (out of bounds) 3.
  // CHECK: ( ( 2, 4, 6, 8 ), ( 3, 6, 9, 12 ), ( -1, -1, -1, -1 ) )
  %r = vector.transfer_read %m[%c1], %pad : memref<3xvector<4xf32>>, vector<3x4xf32>
  vector.print %r : vector<3x4xf32>
  // The element itself.
  // CHECK-NEXT: ( 2, 4, 6, 8 )
  %r1 = vector.transfer_read %m[%c1], %pad : memref<3xvector<4xf32>>, vector<4xf32>
  vector.print %r1 : vector<4xf32>
  // Row 0 goes to element 2, row 1 (element 3) is out of bounds and skipped.
  // CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 2, 4, 6, 8 ), ( 9, 9.5, 10, 10.5 ) )
  %w = arith.constant dense<[[9.0, 9.5, 10.0, 10.5], [11.0, 11.5, 12.0, 12.5]]> : vector<2x4xf32>
  vector.transfer_write %w, %m[%c2] : vector<2x4xf32>, memref<3xvector<4xf32>>
  %r2 = vector.transfer_read %m[%c0], %pad : memref<3xvector<4xf32>>, vector<3x4xf32>
  vector.print %r2 : vector<3x4xf32>

  // Rank 2 with a transposed map: lane (a, b, :) is element [b, a].
  %q = memref.alloca() : memref<2x2xvector<3xi32>>
  %k = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %k10 = arith.constant dense<[10, 20, 30]> : vector<3xi32>
  %k100 = arith.constant dense<[100, 200, 300]> : vector<3xi32>
  %k1000 = arith.constant dense<[1000, 2000, 3000]> : vector<3xi32>
  memref.store %k, %q[%c0, %c0] : memref<2x2xvector<3xi32>>
  memref.store %k10, %q[%c0, %c1] : memref<2x2xvector<3xi32>>
  memref.store %k100, %q[%c1, %c0] : memref<2x2xvector<3xi32>>
  memref.store %k1000, %q[%c1, %c1] : memref<2x2xvector<3xi32>>
  %qpad = arith.constant dense<0> : vector<3xi32>
  // CHECK-NEXT: ( ( ( 1, 2, 3 ), ( 100, 200, 300 ) ), ( ( 10, 20, 30 ), ( 1000, 2000, 3000 ) ) )
  %t = vector.transfer_read %q[%c0, %c0], %qpad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<2x2xvector<3xi32>>, vector<2x2x3xi32>
  vector.print %t : vector<2x2x3xi32>
  return
}
