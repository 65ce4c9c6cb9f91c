// RUN: corolift opt %s | FileCheck %s --match-full-lines
// RUN: corolift opt %s | corolift opt | FileCheck %s --match-full-lines
// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines

// linalg.generic prints its indexing maps (as aliases) and iterator types (as strings) in a
// leading dictionary, other attributes after `attrs =`, and names its body arguments %in and
// %out; the generic form shows the #linalg.iterator_type attributes and operand segments.
// Expected text: mlir-opt-22 (and mlir-opt-22 --mlir-print-op-generic).
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @add(%lhs: memref<?x?xf32>, %rhs: memref<?x?xf32>, %sum: memref<?x?xf32>) {
  linalg.generic {
    indexing_maps = [#id, #tr, #id],
    iterator_types = ["parallel", "parallel"]
  }
    ins(%lhs, %rhs : memref<?x?xf32>, memref<?x?xf32>)
    outs(%sum : memref<?x?xf32>)
  {
    ^bb0(%l: f32, %r: f32, %s: f32):
      %0 = arith.addf %l, %r : f32
      linalg.yield %0 : f32
  }
  return
}

func.func @rowsum(%a: memref<4x?xf64>, %s: memref<4xf64>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x?xf64>) outs(%s : memref<4xf64>) attrs = {tag = 1 : i32} {
  ^bb0(%x: f64, %acc: f64):
    %0 = arith.addf %x, %acc : f64
    linalg.yield %0 : f64
  }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @add(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<?x?xf32>, memref<?x?xf32>) outs(%arg2 : memref<?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rowsum(%arg0: memref<4x?xf64>, %arg1: memref<4xf64>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<4x?xf64>) outs(%arg1 : memref<4xf64>) attrs =  {tag = 1 : i32} {
// CHECK-NEXT: ^bb0(%in: f64, %out: f64):
// CHECK-NEXT: %0 = arith.addf %in, %out : f64
// CHECK-NEXT: linalg.yield %0 : f64
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "add"}> ({
// GENERIC-NEXT: ^bb0(%arg4: memref<?x?xf32>, %arg5: memref<?x?xf32>, %arg6: memref<?x?xf32>):
// GENERIC-NEXT: "linalg.generic"(%arg4, %arg5, %arg6) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
// GENERIC-NEXT: %1 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%1) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x?xf64>, memref<4xf64>) -> (), sym_name = "rowsum"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<4x?xf64>, %arg1: memref<4xf64>):
// GENERIC-NEXT: "linalg.generic"(%arg0, %arg1) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg2: f64, %arg3: f64):
// GENERIC-NEXT: %0 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: "linalg.yield"(%0) : (f64) -> ()
// GENERIC-NEXT: }) {tag = 1 : i32} : (memref<4x?xf64>, memref<4xf64>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
