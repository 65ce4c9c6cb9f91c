// tensor.expand_shape (static and dynamic output_shape, rank 0), tensor.collapse_shape and
// tensor.dim in custom and generic form (they appear in MLIR's memref tests next to the memref
// reshapes). CHECK lines: mlir-opt-22 output.
// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @f(%a: tensor<3x4x5xf32>, %b: tensor<3x?x5xf32>, %c: tensor<f32>) {
  %t0 = tensor.expand_shape %a [[0, 1], [2], [3, 4]] output_shape [1, 3, 4, 1, 5] : tensor<3x4x5xf32> into tensor<1x3x4x1x5xf32>
  %r0 = tensor.collapse_shape %t0 [[0, 1], [2], [3, 4]] : tensor<1x3x4x1x5xf32> into tensor<3x4x5xf32>
  %c1 = arith.constant 1 : index
  %sz = tensor.dim %b, %c1 : tensor<3x?x5xf32>
  %t1 = tensor.expand_shape %b [[0, 1], [2], [3, 4]] output_shape [1, 3, %sz, 1, 5] : tensor<3x?x5xf32> into tensor<1x3x?x1x5xf32>
  %r1 = tensor.collapse_shape %t1 [[0], [1, 2], [3, 4]] {note} : tensor<1x3x?x1x5xf32> into tensor<1x?x5xf32>
  %t2 = tensor.expand_shape %c [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %r2 = tensor.collapse_shape %t2 [] : tensor<1x1xf32> into tensor<f32>
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @f(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x?x5xf32>, %arg2: tensor<f32>) {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2], [3, 4]] output_shape [1, 3, 4, 1, 5] : tensor<3x4x5xf32> into tensor<1x3x4x1x5xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1], [2], [3, 4]] : tensor<1x3x4x1x5xf32> into tensor<3x4x5xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c1 : tensor<3x?x5xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2], [3, 4]] output_shape [1, 3, %dim, 1, 5] : tensor<3x?x5xf32> into tensor<1x3x?x1x5xf32>
// CHECK-NEXT: %collapsed_1 = tensor.collapse_shape %expanded_0 {{\[\[}}0], [1, 2], [3, 4]] {note} : tensor<1x3x?x1x5xf32> into tensor<1x?x5xf32>
// CHECK-NEXT: %expanded_2 = tensor.expand_shape %arg2 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT: %collapsed_3 = tensor.collapse_shape %expanded_2 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
