// linalg.fill on a tensor.empty (printed) and on a constant read afterwards (the constant keeps
// its value, the fill went to a new buffer).
// Expected output: mlir-runner-22 after mlir-opt-22 -one-shot-bufferize=bufferize-function-boundaries
// -convert-linalg-to-loops -convert-scf-to-cf -convert-vector-to-llvm -finalize-memref-to-llvm
// -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts,
// with MLIR's runner utils.
// COMPARE-SKIP: needs one-shot-bufferize, which the fixed LLVM pipeline of compare-corpus.sh does not run (the expected output above comes from mlir-runner-22 through a bufferizing pipeline)
// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | corolift run - -e main -entry-point-result=void | FileCheck %s

func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %f = arith.constant 2.5 : f32
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<2x3xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %u = tensor.cast %t : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %k = arith.constant dense<1.0> : tensor<4xf32>
  %t2 = linalg.fill ins(%f : f32) outs(%k : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %k[%c0] : tensor<4xf32>
  %y = tensor.extract %t2[%c0] : tensor<4xf32>
  vector.print %x : f32
  vector.print %y : f32
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}2.5,   2.5,   2.5],
// CHECK-NEXT:  [2.5,   2.5,   2.5]]
// CHECK-NEXT: 1
// CHECK-NEXT: 2.5
