// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --match-full-lines
// RUN: corolift opt %s -one-shot-bufferize=bufferize-function-boundaries | corolift opt | FileCheck %s --match-full-lines

// linalg.fill on tensors: in place on a function argument and on a tensor.empty buffer; on a
// constant that is read afterwards it fills a new allocation (no copy: fill does not read
// its output). Expected text: mlir-opt-22 -one-shot-bufferize=bufferize-function-boundaries.
func.func @fill_arg(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %r = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @fill_dynamic(%n: index, %v: f32) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
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

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @fill_arg(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%arg0 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fill_dynamic(%arg0: index, %arg1: f32) -> memref<?xf32> {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<?xf32>)
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @printMemrefF32(memref<*xf32>)
// CHECK-NEXT:   func.func @main() {
// CHECK-NEXT:     %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<2x3xf32>)
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<*xf32>
// CHECK-NEXT:     call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT:     %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<4xf32>)
// CHECK-NEXT:     %1 = memref.load %0[%c0] : memref<4xf32>
// CHECK-NEXT:     %2 = memref.load %alloc_0[%c0] : memref<4xf32>
// CHECK-NEXT:     vector.print %1 : f32
// CHECK-NEXT:     vector.print %2 : f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
