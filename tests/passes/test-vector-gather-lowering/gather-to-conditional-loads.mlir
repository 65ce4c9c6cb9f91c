// RUN: corolift opt %s --test-vector-gather-lowering | FileCheck %s --match-full-lines
// RUN: corolift opt %s --test-vector-gather-lowering | corolift opt | FileCheck %s --match-full-lines

// test-vector-gather-lowering: 1-D gathers from unit-stride memrefs become one scf.if per lane around
// a vector.load of one element; an i32 index vector is cast to index first, a non-zero base
// index is added to each lane offset (a zero one is folded away and its constant erased); a
// gather from a memref with stride 2 is left alone.
// Expected text: mlir-opt-22 --test-vector-gather-lowering.
func.func @gather_i32(%base: memref<?xf32>, %i: index, %idx: vector<3xi32>, %mask: vector<3xi1>, %pass: vector<3xf32>) -> vector<3xf32> {
  %g = vector.gather %base[%i][%idx], %mask, %pass : memref<?xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  return %g : vector<3xf32>
}

func.func @gather_index(%base: memref<4x5xi64>, %idx: vector<2xindex>, %mask: vector<2xi1>, %pass: vector<2xi64>) -> vector<2xi64> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %g = vector.gather %base[%c2, %c0][%idx], %mask, %pass : memref<4x5xi64>, vector<2xindex>, vector<2xi1>, vector<2xi64> into vector<2xi64>
  return %g : vector<2xi64>
}

func.func @strided_untouched(%base: memref<4xf32, strided<[2]>>, %idx: vector<2xi32>, %mask: vector<2xi1>, %pass: vector<2xf32>) -> vector<2xf32> {
  %c0 = arith.constant 0 : index
  %g = vector.gather %base[%c0][%idx], %mask, %pass : memref<4xf32, strided<[2]>>, vector<2xi32>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %g : vector<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @gather_i32(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<3xi32>, %arg3: vector<3xi1>, %arg4: vector<3xf32>) -> vector<3xf32> {
// CHECK-NEXT:     %0 = arith.index_cast %arg2 : vector<3xi32> to vector<3xindex>
// CHECK-NEXT:     %1 = vector.extract %arg3[0] : i1 from vector<3xi1>
// CHECK-NEXT:     %2 = vector.extract %0[0] : index from vector<3xindex>
// CHECK-NEXT:     %3 = arith.addi %arg1, %2 : index
// CHECK-NEXT:     %4 = scf.if %1 -> (vector<3xf32>) {
// CHECK-NEXT:       %13 = vector.load %arg0[%3] : memref<?xf32>, vector<1xf32>
// CHECK-NEXT:       %14 = vector.extract %13[0] : f32 from vector<1xf32>
// CHECK-NEXT:       %15 = vector.insert %14, %arg4 [0] : f32 into vector<3xf32>
// CHECK-NEXT:       scf.yield %15 : vector<3xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg4 : vector<3xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %5 = vector.extract %arg3[1] : i1 from vector<3xi1>
// CHECK-NEXT:     %6 = vector.extract %0[1] : index from vector<3xindex>
// CHECK-NEXT:     %7 = arith.addi %arg1, %6 : index
// CHECK-NEXT:     %8 = scf.if %5 -> (vector<3xf32>) {
// CHECK-NEXT:       %13 = vector.load %arg0[%7] : memref<?xf32>, vector<1xf32>
// CHECK-NEXT:       %14 = vector.extract %13[0] : f32 from vector<1xf32>
// CHECK-NEXT:       %15 = vector.insert %14, %4 [1] : f32 into vector<3xf32>
// CHECK-NEXT:       scf.yield %15 : vector<3xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %4 : vector<3xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %9 = vector.extract %arg3[2] : i1 from vector<3xi1>
// CHECK-NEXT:     %10 = vector.extract %0[2] : index from vector<3xindex>
// CHECK-NEXT:     %11 = arith.addi %arg1, %10 : index
// CHECK-NEXT:     %12 = scf.if %9 -> (vector<3xf32>) {
// CHECK-NEXT:       %13 = vector.load %arg0[%11] : memref<?xf32>, vector<1xf32>
// CHECK-NEXT:       %14 = vector.extract %13[0] : f32 from vector<1xf32>
// CHECK-NEXT:       %15 = vector.insert %14, %8 [2] : f32 into vector<3xf32>
// CHECK-NEXT:       scf.yield %15 : vector<3xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %8 : vector<3xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %12 : vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @gather_index(%arg0: memref<4x5xi64>, %arg1: vector<2xindex>, %arg2: vector<2xi1>, %arg3: vector<2xi64>) -> vector<2xi64> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = vector.extract %arg2[0] : i1 from vector<2xi1>
// CHECK-NEXT:     %1 = vector.extract %arg1[0] : index from vector<2xindex>
// CHECK-NEXT:     %2 = scf.if %0 -> (vector<2xi64>) {
// CHECK-NEXT:       %6 = vector.load %arg0[%c2, %1] : memref<4x5xi64>, vector<1xi64>
// CHECK-NEXT:       %7 = vector.extract %6[0] : i64 from vector<1xi64>
// CHECK-NEXT:       %8 = vector.insert %7, %arg3 [0] : i64 into vector<2xi64>
// CHECK-NEXT:       scf.yield %8 : vector<2xi64>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3 : vector<2xi64>
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = vector.extract %arg2[1] : i1 from vector<2xi1>
// CHECK-NEXT:     %4 = vector.extract %arg1[1] : index from vector<2xindex>
// CHECK-NEXT:     %5 = scf.if %3 -> (vector<2xi64>) {
// CHECK-NEXT:       %6 = vector.load %arg0[%c2, %4] : memref<4x5xi64>, vector<1xi64>
// CHECK-NEXT:       %7 = vector.extract %6[0] : i64 from vector<1xi64>
// CHECK-NEXT:       %8 = vector.insert %7, %2 [1] : i64 into vector<2xi64>
// CHECK-NEXT:       scf.yield %8 : vector<2xi64>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %2 : vector<2xi64>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %5 : vector<2xi64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @strided_untouched(%arg0: memref<4xf32, strided<[2]>>, %arg1: vector<2xi32>, %arg2: vector<2xi1>, %arg3: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = vector.gather %arg0[%c0] [%arg1], %arg2, %arg3 : memref<4xf32, strided<[2]>>, vector<2xi32>, vector<2xi1>, vector<2xf32> into vector<2xf32>
// CHECK-NEXT:     return %0 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
