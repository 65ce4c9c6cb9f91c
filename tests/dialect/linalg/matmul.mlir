// RUN: corolift opt %s | FileCheck %s --match-full-lines
// RUN: corolift opt %s | corolift opt | FileCheck %s --match-full-lines
// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines

// linalg.matmul elides its body (multiply, add to the accumulator: mulf/addf for floats,
// muli/addi for integers) and its default indexing maps, which get no alias then; the
// generic form shows both.
// Expected text: mlir-opt-22 (and mlir-opt-22 --mlir-print-op-generic).
func.func @mm(%A: memref<4x8xf32>, %B: memref<8x?xf32>, %C: memref<4x?xf32>) {
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x?xf32>) outs(%C : memref<4x?xf32>)
  return
}

func.func @mmi(%A: tensor<2x3xi32>, %B: tensor<3x4xi32>, %C: tensor<2x4xi32>) -> tensor<2x4xi32> {
  %r = linalg.matmul ins(%A, %B : tensor<2x3xi32>, tensor<3x4xi32>) outs(%C : tensor<2x4xi32>) -> tensor<2x4xi32>
  return %r : tensor<2x4xi32>
}

// CHECK: module {
// CHECK-NEXT: func.func @mm(%arg0: memref<4x8xf32>, %arg1: memref<8x?xf32>, %arg2: memref<4x?xf32>) {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x?xf32>) outs(%arg2 : memref<4x?xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mmi(%arg0: tensor<2x3xi32>, %arg1: tensor<3x4xi32>, %arg2: tensor<2x4xi32>) -> tensor<2x4xi32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<2x3xi32>, tensor<3x4xi32>) outs(%arg2 : tensor<2x4xi32>) -> tensor<2x4xi32>
// CHECK-NEXT: return %0 : tensor<2x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x8xf32>, memref<8x?xf32>, memref<4x?xf32>) -> (), sym_name = "mm"}> ({
// GENERIC-NEXT: ^bb0(%arg6: memref<4x8xf32>, %arg7: memref<8x?xf32>, %arg8: memref<4x?xf32>):
// GENERIC-NEXT: "linalg.matmul"(%arg6, %arg7, %arg8) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
// GENERIC-NEXT: %3 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %4 = "arith.addf"(%arg11, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%4) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xf32>, memref<8x?xf32>, memref<4x?xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x3xi32>, tensor<3x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>, sym_name = "mmi"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<2x3xi32>, %arg1: tensor<3x4xi32>, %arg2: tensor<2x4xi32>):
// GENERIC-NEXT: %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
// GENERIC-NEXT: %1 = "arith.muli"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %2 = "arith.addi"(%arg5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%2) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<2x3xi32>, tensor<3x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<2x4xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
