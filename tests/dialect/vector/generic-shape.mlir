// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s | corolift opt --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s
// Expected text: mlir-opt-22's generic output for this file (properties as upstream names them).

// Shape ops: broadcast, extract/insert (static, dynamic, poison and empty positions),
// from_elements/to_elements, shuffle (0-D, 1-D, 2-D), strided slices, shape_cast, bitcast,
// transpose, type_cast, interleave, deinterleave; scalable and 0-D vectors.
func.func @shape(%x: f32, %i: index, %v: vector<4xf32>, %v8: vector<8xf32>, %v23: vector<2x3xf32>, %v0: vector<f32>, %s: vector<[4]xi32>, %m: memref<4x4xf32>, %m3: memref<2x3x4xi8>) {
  %0 = vector.broadcast %x : f32 to vector<4xf32>
  %1 = vector.broadcast %v0 : vector<f32> to vector<2x4xf32>
  %2 = vector.extract %v23[1] : vector<3xf32> from vector<2x3xf32>
  %3 = vector.extract %v23[%i, 2] {tag} : f32 from vector<2x3xf32>
  %4 = vector.extract %v0[] : f32 from vector<f32>
  %5 = vector.insert %x, %v23 [1, 2] : f32 into vector<2x3xf32>
  %6 = vector.insert %2, %v23 [%i] {tag} : vector<3xf32> into vector<2x3xf32>
  %7 = vector.insert %x, %v [-1] : f32 into vector<4xf32>
  %8 = vector.insert %x, %v0 [] : f32 into vector<f32>
  %9 = vector.from_elements %x, %x, %x, %x : vector<4xf32>
  %10 = vector.from_elements %x, %x, %x, %x, %x, %x {tag} : vector<2x3xf32>
  %11 = vector.from_elements %x : vector<f32>
  %12:4 = vector.to_elements %v : vector<4xf32>
  %13 = vector.to_elements %v0 : vector<f32>
  %14 = vector.shuffle %v, %v [0, 5, 2, -1] : vector<4xf32>, vector<4xf32>
  %15 = vector.shuffle %v0, %v0 [1, 0] {tag} : vector<f32>, vector<f32>
  %16 = vector.shuffle %v23, %v23 [3, 0, 1] : vector<2x3xf32>, vector<2x3xf32>
  %17 = vector.extract_strided_slice %v8 {offsets = [2], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
  %18 = vector.extract_strided_slice %v23 {offsets = [1], sizes = [1], strides = [1]} : vector<2x3xf32> to vector<1x3xf32>
  %19 = vector.insert_strided_slice %v, %v8 {offsets = [4], strides = [1]} : vector<4xf32> into vector<8xf32>
  %20 = vector.insert_strided_slice %2, %v23 {offsets = [1, 0], strides = [1], tag} : vector<3xf32> into vector<2x3xf32>
  %21 = vector.shape_cast %v23 : vector<2x3xf32> to vector<6xf32>
  %22 = vector.shape_cast %v0 {tag} : vector<f32> to vector<1x1xf32>
  %23 = vector.bitcast %v : vector<4xf32> to vector<8xi16>
  %24 = vector.bitcast %s : vector<[4]xi32> to vector<[2]xi64>
  %25 = vector.transpose %v23, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %26 = vector.type_cast %m : memref<4x4xf32> to memref<vector<4x4xf32>>
  %27 = vector.type_cast %m3 {tag} : memref<2x3x4xi8> to memref<2xvector<3x4xi8>>
  %28 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %29 = vector.interleave %s, %s {tag} : vector<[4]xi32> -> vector<[8]xi32>
  %30, %31 = vector.deinterleave %v8 : vector<8xf32> -> vector<4xf32>
  %32:2 = vector.deinterleave %1 {tag} : vector<2x4xf32> -> vector<2x2xf32>
  return
}

// CHECK-LABEL: "func.func"() <{function_type = (f32, index, vector<4xf32>, vector<8xf32>, vector<2x3xf32>, vector<f32>, vector<[4]xi32>, memref<4x4xf32>, memref<2x3x4xi8>) -> (), sym_name = "shape"}> ({
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<8xf32>, %arg4: vector<2x3xf32>, %arg5: vector<f32>, %arg6: vector<[4]xi32>, %arg7: memref<4x4xf32>, %arg8: memref<2x3x4xi8>):
// CHECK-NEXT: %0 = "vector.broadcast"(%arg0) : (f32) -> vector<4xf32>
// CHECK-NEXT: %1 = "vector.broadcast"(%arg5) : (vector<f32>) -> vector<2x4xf32>
// CHECK-NEXT: %2 = "vector.extract"(%arg4) <{static_position = array<i64: 1>}> : (vector<2x3xf32>) -> vector<3xf32>
// CHECK-NEXT: %3 = "vector.extract"(%arg4, %arg1) <{static_position = array<i64: -9223372036854775808, 2>}> {tag} : (vector<2x3xf32>, index) -> f32
// CHECK-NEXT: %4 = "vector.extract"(%arg5) <{static_position = array<i64>}> : (vector<f32>) -> f32
// CHECK-NEXT: %5 = "vector.insert"(%arg0, %arg4) <{static_position = array<i64: 1, 2>}> : (f32, vector<2x3xf32>) -> vector<2x3xf32>
// CHECK-NEXT: %6 = "vector.insert"(%2, %arg4, %arg1) <{static_position = array<i64: -9223372036854775808>}> {tag} : (vector<3xf32>, vector<2x3xf32>, index) -> vector<2x3xf32>
// CHECK-NEXT: %7 = "vector.insert"(%arg0, %arg2) <{static_position = array<i64: -1>}> : (f32, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %8 = "vector.insert"(%arg0, %arg5) <{static_position = array<i64>}> : (f32, vector<f32>) -> vector<f32>
// CHECK-NEXT: %9 = "vector.from_elements"(%arg0, %arg0, %arg0, %arg0) : (f32, f32, f32, f32) -> vector<4xf32>
// CHECK-NEXT: %10 = "vector.from_elements"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0) {tag} : (f32, f32, f32, f32, f32, f32) -> vector<2x3xf32>
// CHECK-NEXT: %11 = "vector.from_elements"(%arg0) : (f32) -> vector<f32>
// CHECK-NEXT: %12:4 = "vector.to_elements"(%arg2) : (vector<4xf32>) -> (f32, f32, f32, f32)
// CHECK-NEXT: %13 = "vector.to_elements"(%arg5) : (vector<f32>) -> f32
// CHECK-NEXT: %14 = "vector.shuffle"(%arg2, %arg2) <{mask = array<i64: 0, 5, 2, -1>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %15 = "vector.shuffle"(%arg5, %arg5) <{mask = array<i64: 1, 0>}> {tag} : (vector<f32>, vector<f32>) -> vector<2xf32>
// CHECK-NEXT: %16 = "vector.shuffle"(%arg4, %arg4) <{mask = array<i64: 3, 0, 1>}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<3x3xf32>
// CHECK-NEXT: %17 = "vector.extract_strided_slice"(%arg3) <{offsets = [2], sizes = [4], strides = [1]}> : (vector<8xf32>) -> vector<4xf32>
// CHECK-NEXT: %18 = "vector.extract_strided_slice"(%arg4) <{offsets = [1], sizes = [1], strides = [1]}> : (vector<2x3xf32>) -> vector<1x3xf32>
// CHECK-NEXT: %19 = "vector.insert_strided_slice"(%arg2, %arg3) <{offsets = [4], strides = [1]}> : (vector<4xf32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %20 = "vector.insert_strided_slice"(%2, %arg4) <{offsets = [1, 0], strides = [1]}> {tag} : (vector<3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
// CHECK-NEXT: %21 = "vector.shape_cast"(%arg4) : (vector<2x3xf32>) -> vector<6xf32>
// CHECK-NEXT: %22 = "vector.shape_cast"(%arg5) {tag} : (vector<f32>) -> vector<1x1xf32>
// CHECK-NEXT: %23 = "vector.bitcast"(%arg2) : (vector<4xf32>) -> vector<8xi16>
// CHECK-NEXT: %24 = "vector.bitcast"(%arg6) : (vector<[4]xi32>) -> vector<[2]xi64>
// CHECK-NEXT: %25 = "vector.transpose"(%arg4) <{permutation = array<i64: 1, 0>}> : (vector<2x3xf32>) -> vector<3x2xf32>
// CHECK-NEXT: %26 = "vector.type_cast"(%arg7) : (memref<4x4xf32>) -> memref<vector<4x4xf32>>
// CHECK-NEXT: %27 = "vector.type_cast"(%arg8) {tag} : (memref<2x3x4xi8>) -> memref<2xvector<3x4xi8>>
// CHECK-NEXT: %28 = "vector.interleave"(%arg2, %arg2) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
// CHECK-NEXT: %29 = "vector.interleave"(%arg6, %arg6) {tag} : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[8]xi32>
// CHECK-NEXT: %30:2 = "vector.deinterleave"(%arg3) : (vector<8xf32>) -> (vector<4xf32>, vector<4xf32>)
// CHECK-NEXT: %31:2 = "vector.deinterleave"(%1) {tag} : (vector<2x4xf32>) -> (vector<2x2xf32>, vector<2x2xf32>)
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
