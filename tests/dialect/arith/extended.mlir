// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// The extended ops: custom form, attributes, vector/tensor/index operands, result names
// (%sum/%overflow, %low/%high). Expected text: mlir-opt-22.
func.func @extended(%a: i64, %b: i64, %c: i3, %v: vector<4xi32>, %i: index, %t: tensor<2x?xi17>) -> (i64, i1) {
    %s, %o = arith.addui_extended %a, %b : i64, i1
    %l, %h = arith.mulsi_extended %a, %b : i64
    %l2, %h2 = arith.mului_extended %c, %c {foo} : i3
    %s3, %o3 = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
    %l4, %h4 = arith.mului_extended %i, %i : index
    %s5, %o5 = arith.addui_extended %i, %i : index, i1
    %l6, %h6 = arith.mulsi_extended %t, %t : tensor<2x?xi17>
    %g:2 = "arith.addui_extended"(%c, %c) {bar = 1 : i32} : (i3, i3) -> (i3, i1)
    return %s, %o : i64, i1
}

// CHECK-LABEL:   func.func @extended(%arg0: i64, %arg1: i64, %arg2: i3, %arg3: vector<4xi32>, %arg4: index, %arg5: tensor<2x?xi17>) -> (i64, i1) {
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : i64, i1
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %arg1 : i64
// CHECK-NEXT:     %low_0, %high_1 = arith.mului_extended %arg2, %arg2 {foo} : i3
// CHECK-NEXT:     %sum_2, %overflow_3 = arith.addui_extended %arg3, %arg3 : vector<4xi32>, vector<4xi1>
// CHECK-NEXT:     %low_4, %high_5 = arith.mului_extended %arg4, %arg4 : index
// CHECK-NEXT:     %sum_6, %overflow_7 = arith.addui_extended %arg4, %arg4 : index, i1
// CHECK-NEXT:     %low_8, %high_9 = arith.mulsi_extended %arg5, %arg5 : tensor<2x?xi17>
// CHECK-NEXT:     %sum_10, %overflow_11 = arith.addui_extended %arg2, %arg2 {bar = 1 : i32} : i3, i1
// CHECK-NEXT:     return %sum, %overflow : i64, i1
// CHECK-NEXT:   }
