// RUN: corolift opt %s | FileCheck %s --match-full-lines
// RUN: corolift opt %s | corolift opt | FileCheck %s --match-full-lines
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s --match-full-lines

// The tensor ops one-shot-bufferize handles: cast (ranked and unranked), empty, extract,
// insert, dim, with and without attributes. Expected text: mlir-opt-22.
func.func @f(%t: tensor<?x4xf32>, %u: tensor<*xf32>, %i: index, %v: f32) -> tensor<4x4xf32> {
  %0 = tensor.cast %t : tensor<?x4xf32> to tensor<4x4xf32>
  %1 = tensor.cast %u : tensor<*xf32> to tensor<?x4xf32>
  %2 = tensor.empty(%i) : tensor<?x4xf32>
  %3 = tensor.empty() : tensor<4xf32>
  %4 = tensor.extract %0[%i, %i] : tensor<4x4xf32>
  %5 = tensor.insert %v into %0[%i, %i] : tensor<4x4xf32>
  %6 = tensor.dim %t, %i : tensor<?x4xf32>
  %7 = tensor.cast %u {a} : tensor<*xf32> to tensor<*xf32>
  %8 = tensor.extract %0[%i, %i] {b} : tensor<4x4xf32>
  %9 = tensor.dim {c} %t, %i : tensor<?x4xf32>
  %10 = tensor.empty(%i) {d} : tensor<?x4xf32>
  %11 = tensor.insert %v into %0[%i, %i] {e} : tensor<4x4xf32>
  return %5 : tensor<4x4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<?x4xf32>, %arg1: tensor<*xf32>, %arg2: index, %arg3: f32) -> tensor<4x4xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?x4xf32> to tensor<4x4xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %arg1 : tensor<*xf32> to tensor<?x4xf32>
// CHECK-NEXT:     %0 = tensor.empty(%arg2) : tensor<?x4xf32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %cast[%arg2, %arg2] : tensor<4x4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg3 into %cast[%arg2, %arg2] : tensor<4x4xf32>
// CHECK-NEXT:     %dim = tensor.dim %arg0, %arg2 : tensor<?x4xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %arg1 {a} : tensor<*xf32> to tensor<*xf32>
// CHECK-NEXT:     %extracted_2 = tensor.extract %cast[%arg2, %arg2] {b} : tensor<4x4xf32>
// CHECK-NEXT:     %dim_3 = tensor.dim {c} %arg0, %arg2 : tensor<?x4xf32>
// CHECK-NEXT:     %2 = tensor.empty(%arg2) {d} : tensor<?x4xf32>
// CHECK-NEXT:     %inserted_4 = tensor.insert %arg3 into %cast[%arg2, %arg2] {e} : tensor<4x4xf32>
// CHECK-NEXT:     return %inserted : tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
