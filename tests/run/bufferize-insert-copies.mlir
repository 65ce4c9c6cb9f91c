// Inserts into a tensor constant, directly and through a cast to tensor<?x?xf32>, and the
// constant itself afterwards: each insert works on its own copy, the constant is unchanged.
// printMemrefF32 without llvm.emit_c_interface (the descriptor passed by value).
// Expected output: mlir-runner-22 after mlir-opt-22 -one-shot-bufferize=bufferize-function-boundaries
// -convert-scf-to-cf -convert-vector-to-llvm -finalize-memref-to-llvm -convert-arith-to-llvm
// -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts, with MLIR's runner utils.
// COMPARE-SKIP: needs one-shot-bufferize, which the fixed LLVM pipeline of compare-corpus.sh does not run (the expected output above comes from mlir-runner-22 through a bufferizing pipeline)
// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | corolift run - -e main -entry-point-result=void | FileCheck %s

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %v = arith.constant 16.0 : f32
  %c1 = arith.constant 1 : index
  %t0 = arith.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %t1 = tensor.insert %v into %t0[%c1, %c1] : tensor<2x3xf32>
  %t2 = tensor.cast %t1 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%t2) : (tensor<*xf32>) -> ()
  %t3 = tensor.cast %t0 : tensor<2x3xf32> to tensor<?x?xf32>
  %t4 = tensor.insert %v into %t3[%c1, %c1] : tensor<?x?xf32>
  %t5 = tensor.cast %t4 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%t5) : (tensor<*xf32>) -> ()
  %t6 = tensor.cast %t0 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%t6) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2],
// CHECK-NEXT:  [3,   16,   5]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2],
// CHECK-NEXT:  [3,   16,   5]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2],
// CHECK-NEXT:  [3,   4,   5]]
