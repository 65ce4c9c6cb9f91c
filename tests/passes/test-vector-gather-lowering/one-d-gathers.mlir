// test-vector-gather-lowering turns a 1-D vector.gather from a memref with a contiguous
// innermost dimension into one scf.if + vector.load per lane, as mlir-opt-22 prints it (i32
// index vectors are index_cast first; a constant 0 offset folds away, a constant offset is
// added on the right, a dynamic one on the left); n-D gathers are left as they are. The
// lowered program computes what the gathers did. Expected IR and output from mlir-opt-22 /
// mlir-runner-22.
// RUN: corolift opt %s --test-vector-gather-lowering | FileCheck %s
// RUN: corolift opt %s --test-vector-gather-lowering | corolift run | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @dyn_offset
// CHECK:      %0 = vector.extract %arg3[0] : i1 from vector<2xi1>
// CHECK-NEXT: %1 = vector.extract %arg2[0] : index from vector<2xindex>
// CHECK-NEXT: %2 = arith.addi %arg1, %1 : index
// CHECK-NEXT: %3 = scf.if %0 -> (vector<2xf32>) {
// CHECK-NEXT:   %8 = vector.load %arg0[%2] : memref<?xf32>, vector<1xf32>
// CHECK-NEXT:   %9 = vector.extract %8[0] : f32 from vector<1xf32>
// CHECK-NEXT:   %10 = vector.insert %9, %arg4 [0] : f32 into vector<2xf32>
// CHECK-NEXT:   scf.yield %10 : vector<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %arg4 : vector<2xf32>
// CHECK-NEXT: }
// CHECK:      return %7 : vector<2xf32>
func.func @dyn_offset(%base: memref<?xf32>, %off: index, %idx: vector<2xindex>, %mask: vector<2xi1>, %pass: vector<2xf32>) -> vector<2xf32> {
  %g = vector.gather %base[%off][%idx], %mask, %pass : memref<?xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %g : vector<2xf32>
}

// CHECK-LABEL: func.func @const_offsets
// CHECK:      %0 = arith.index_cast %arg1 : vector<3xi32> to vector<3xindex>
// CHECK-NEXT: %1 = vector.extract %arg2[0] : i1 from vector<3xi1>
// CHECK-NEXT: %2 = vector.extract %0[0] : index from vector<3xindex>
// CHECK-NEXT: %3 = arith.addi %2, %c1 : index
// CHECK-NEXT: %4 = scf.if %1 -> (vector<3xi64>) {
// CHECK-NEXT:   %13 = vector.load %arg0[%c2, %3] : memref<4x5xi64>, vector<1xi64>
// CHECK-COUNT-2: vector.load %arg0[%c2, %
// CHECK-NOT:  vector.gather
func.func @const_offsets(%base: memref<4x5xi64>, %idx: vector<3xi32>, %mask: vector<3xi1>, %pass: vector<3xi64>) -> vector<3xi64> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %g = vector.gather %base[%c2, %c1][%idx], %mask, %pass : memref<4x5xi64>, vector<3xi32>, vector<3xi1>, vector<3xi64> into vector<3xi64>
  return %g : vector<3xi64>
}

// CHECK-LABEL: func.func @two_d
// CHECK: vector.gather
func.func @two_d(%base: memref<?xf32>, %idx: vector<2x2xindex>, %mask: vector<2x2xi1>, %pass: vector<2x2xf32>) -> vector<2x2xf32> {
  %c0 = arith.constant 0 : index
  %g = vector.gather %base[%c0][%idx], %mask, %pass : memref<?xf32>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xf32> into vector<2x2xf32>
  return %g : vector<2x2xf32>
}

// OUT:      ( 30, -1 )
// OUT-NEXT: ( 23, 7, 21 )
// OUT-NEXT: ( ( 0, -0.1 ), ( -0.1, 0 ) )
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c5) : memref<?xf32>
  %w = memref.alloc() : memref<4x5xi64>
  scf.for %i = %c0 to %c5 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %ten = arith.constant 10.0 : f32
    %v = arith.mulf %f, %ten : f32
    memref.store %v, %m[%i] : memref<?xf32>
    scf.for %j = %c0 to %c4 step %c1 {
      %jj = arith.index_cast %j : index to i64
      %i64 = arith.index_cast %i : index to i64
      %c10 = arith.constant 10 : i64
      %t = arith.muli %jj, %c10 : i64
      %s = arith.addi %t, %i64 : i64
      memref.store %s, %w[%j, %i] : memref<4x5xi64>
    }
  }
  %idx = arith.constant dense<[2, 0]> : vector<2xindex>
  %mask = arith.constant dense<[true, false]> : vector<2xi1>
  %pass = arith.constant dense<-1.0> : vector<2xf32>
  %a = func.call @dyn_offset(%m, %c1, %idx, %mask, %pass) : (memref<?xf32>, index, vector<2xindex>, vector<2xi1>, vector<2xf32>) -> vector<2xf32>
  vector.print %a : vector<2xf32>
  %idx3 = arith.constant dense<[2, 3, 0]> : vector<3xi32>
  %mask3 = arith.constant dense<[true, false, true]> : vector<3xi1>
  %pass3 = arith.constant dense<7> : vector<3xi64>
  %b = func.call @const_offsets(%w, %idx3, %mask3, %pass3) : (memref<4x5xi64>, vector<3xi32>, vector<3xi1>, vector<3xi64>) -> vector<3xi64>
  vector.print %b : vector<3xi64>
  %idx4 = arith.constant dense<[[0, 4], [1, 0]]> : vector<2x2xindex>
  %mask4 = arith.constant dense<[[true, false], [false, true]]> : vector<2x2xi1>
  %pass4 = arith.constant dense<-0.1> : vector<2x2xf32>
  %c = func.call @two_d(%m, %idx4, %mask4, %pass4) : (memref<?xf32>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xf32>) -> vector<2x2xf32>
  vector.print %c : vector<2x2xf32>
  memref.dealloc %m : memref<?xf32>
  memref.dealloc %w : memref<4x5xi64>
  return
}
