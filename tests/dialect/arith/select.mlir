// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// select prints the condition type only when it is a vector or tensor.
func.func @select(%c: i1, %a: i32, %x: f32, %vc: vector<4xi1>, %v: vector<4xf32>, %t: tensor<2xi64>, %tc: tensor<2xi1>) {
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %c, %x, %x {tag} : f32
  %2 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xf32>
  %3 = arith.select %c, %v, %v : vector<4xf32>
  %4 = arith.select %tc, %t, %t : tensor<2xi1>, tensor<2xi64>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: i32, %arg2: f32, %arg3: vector<4xi1>, %arg4: vector<4xf32>, %arg5: tensor<2xi64>, %arg6: tensor<2xi1>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg1 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg2 {tag} : f32
// CHECK-NEXT: %2 = arith.select %arg3, %arg4, %arg4 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %3 = arith.select %arg0, %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT: %4 = arith.select %arg6, %arg5, %arg5 : tensor<2xi1>, tensor<2xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
