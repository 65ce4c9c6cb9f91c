// Tensor constants of every element type printMemref* prints (ranks 0-3, complex included),
// cast to unranked tensors and passed to the runner utilities, bufferized by
// one-shot-bufferize: declarations without bufferization.access get a copy of the constant,
// the "read" ones the constant's global itself.
// Expected output: mlir-runner-22 after mlir-opt-22 -one-shot-bufferize=bufferize-function-boundaries
// -convert-scf-to-cf -convert-vector-to-llvm -finalize-memref-to-llvm -convert-arith-to-llvm
// -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts, with MLIR's runner utils.
// COMPARE-SKIP: needs one-shot-bufferize, which the fixed LLVM pipeline of compare-corpus.sh does not run (the expected output above comes from mlir-runner-22 through a bufferizing pipeline)
// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | corolift run - -e main -entry-point-result=void | FileCheck %s

func.func private @printMemrefI8(tensor<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(tensor<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(tensor<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"}) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(tensor<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(tensor<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"}) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(tensor<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC32(tensor<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC64(tensor<*xcomplex<f64>> {bufferization.access = "read"}) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(tensor<*xindex>) attributes {llvm.emit_c_interface}

func.func @main() {
  %i8 = arith.constant dense<[[65, 66, 67], [68, 69, 70]]> : tensor<2x3xi8>
  %i16 = arith.constant dense<[-300, 0, 300]> : tensor<3xi16>
  %i32 = arith.constant dense<[[[1, -2], [3, -4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
  %i64 = arith.constant dense<[10, 20, 30]> : tensor<3xi64>
  %f16 = arith.constant dense<[0.5, 1.25, -3.0]> : tensor<3xf16>
  %bf16 = arith.constant dense<[[1.5, -2.5], [100.0, 0.125]]> : tensor<2x2xbf16>
  %f32 = arith.constant dense<[[1.5, 2.25], [3.0, -4.75]]> : tensor<2x2xf32>
  %f64 = arith.constant dense<2.5> : tensor<f64>
  %c32 = arith.constant dense<[(1.0, 2.0), (3.5, -4.5)]> : tensor<2xcomplex<f32>>
  %c64 = arith.constant dense<[[(1.0, -1.0)], [(0.25, 8.0)]]> : tensor<2x1xcomplex<f64>>
  %ind = arith.constant dense<[[7, 8], [9, 10]]> : tensor<2x2xindex>
  %u8 = tensor.cast %i8 : tensor<2x3xi8> to tensor<*xi8>
  %u16 = tensor.cast %i16 : tensor<3xi16> to tensor<*xi16>
  %u32 = tensor.cast %i32 : tensor<2x2x2xi32> to tensor<*xi32>
  %u64 = tensor.cast %i64 : tensor<3xi64> to tensor<*xi64>
  %uf16 = tensor.cast %f16 : tensor<3xf16> to tensor<*xf16>
  %ubf16 = tensor.cast %bf16 : tensor<2x2xbf16> to tensor<*xbf16>
  %uf32 = tensor.cast %f32 : tensor<2x2xf32> to tensor<*xf32>
  %uf64 = tensor.cast %f64 : tensor<f64> to tensor<*xf64>
  %uc32 = tensor.cast %c32 : tensor<2xcomplex<f32>> to tensor<*xcomplex<f32>>
  %uc64 = tensor.cast %c64 : tensor<2x1xcomplex<f64>> to tensor<*xcomplex<f64>>
  %uind = tensor.cast %ind : tensor<2x2xindex> to tensor<*xindex>
  call @printMemrefI8(%u8) : (tensor<*xi8>) -> ()
  call @printMemrefI16(%u16) : (tensor<*xi16>) -> ()
  call @printMemrefI32(%u32) : (tensor<*xi32>) -> ()
  call @printMemrefI64(%u64) : (tensor<*xi64>) -> ()
  call @printMemrefF16(%uf16) : (tensor<*xf16>) -> ()
  call @printMemrefBF16(%ubf16) : (tensor<*xbf16>) -> ()
  call @printMemrefF32(%uf32) : (tensor<*xf32>) -> ()
  call @printMemrefF64(%uf64) : (tensor<*xf64>) -> ()
  call @printMemrefC32(%uc32) : (tensor<*xcomplex<f32>>) -> ()
  call @printMemrefC64(%uc64) : (tensor<*xcomplex<f64>>) -> ()
  call @printMemrefInd(%uind) : (tensor<*xindex>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}A,   B,   C],
// CHECK-NEXT:  [D,   E,   F]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [-300,  0,  300]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data =
// CHECK-NEXT: {{\[\[}}[1,    -2],
// CHECK-NEXT:   [3,    -4]],
// CHECK-NEXT:  {{\[\[}}5,    6],
// CHECK-NEXT:   [7,    8]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [10,  20,  30]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [0.5,  1.25,  -3]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}1.5,   -2.5],
// CHECK-NEXT:  [100,   0.125]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}1.5,   2.25],
// CHECK-NEXT:  [3,   -4.75]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [2.5]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [(1,2),  (3.5,-4.5)]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT: {{\[\[}}(1,-1)],
// CHECK-NEXT:  [(0.25,8)]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}7,   8],
// CHECK-NEXT:  [9,   10]]
