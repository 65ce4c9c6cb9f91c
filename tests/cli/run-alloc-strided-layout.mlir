// memref.alloc of a memref with a non-identity layout: finalize-memref-to-llvm leaves it
// unlowered (mlir-runner-22 then fails), and `corolift run` says so instead of allocating
// with the wrong strides.
// RUN: not corolift run %s 2>&1 | FileCheck %s
// CHECK: run-alloc-strided-layout.mlir:[[@LINE+2]]:8: error: 'memref.alloc' op with a non-identity layout is not supported by code generation (finalize-memref-to-llvm does not lower it either)
func.func @main() {
  %a = memref.alloc() : memref<4xf32, strided<[2], offset: 3>>
  %c = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %a[%c] : memref<4xf32, strided<[2], offset: 3>>
  return
}
