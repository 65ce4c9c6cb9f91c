// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// A ranked tensor type may carry an encoding attribute after its element type; it prints
// back as written (integer attributes with their type), and ops that derive an i1 tensor
// from an operand (arith.cmpi) keep the encoding. Expected text from mlir-opt-22.

func.func @enc(%a: tensor<8xi1, "foo">, %b: tensor<8xi32, "foo">, %c: tensor<8xi32, "foo">, %d: tensor<?x4xf32, {kind = 1 : i32}>, %e: tensor<2xf8E4M3FN, [1, 2]>) -> tensor<8xi32, "foo"> {
  %0 = arith.select %a, %b, %c : tensor<8xi1, "foo">, tensor<8xi32, "foo">
  %1 = arith.cmpi slt, %b, %c : tensor<8xi32, "foo">
  return %0 : tensor<8xi32, "foo">
}

// CHECK: func.func @enc(%arg0: tensor<8xi1, "foo">, %arg1: tensor<8xi32, "foo">, %arg2: tensor<8xi32, "foo">, %arg3: tensor<?x4xf32, {kind = 1 : i32}>, %arg4: tensor<2xf8E4M3FN, [1, 2]>) -> tensor<8xi32, "foo"> {
// CHECK: %0 = arith.select %arg0, %arg1, %arg2 : tensor<8xi1, "foo">, tensor<8xi32, "foo">
// CHECK: %1 = arith.cmpi slt, %arg1, %arg2 : tensor<8xi32, "foo">
// CHECK: return %0 : tensor<8xi32, "foo">
