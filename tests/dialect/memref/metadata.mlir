// memref.rank, memref.extract_strided_metadata and memref.extract_aligned_pointer_as_index:
// custom forms, result names (`%base_buffer, %offset, %sizes:N, %strides:N`, `%intptr`),
// attribute dictionaries, unranked operands.
// Expected output: mlir-opt-22.
// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @f(%m: memref<?x4xf32, strided<[?, 1], offset: ?>, 3>, %u: memref<*xf32>, %z: memref<f16>, %v: memref<8xi8>) {
  %r = memref.rank %m : memref<?x4xf32, strided<[?, 1], offset: ?>, 3>
  %r2 = memref.rank %u {tag} : memref<*xf32>
  %a, %b, %c:2, %d:2 = memref.extract_strided_metadata %m : memref<?x4xf32, strided<[?, 1], offset: ?>, 3> -> memref<f32, 3>, index, index, index, index, index
  %e, %f = memref.extract_strided_metadata %z : memref<f16> -> memref<f16>, index
  %g, %h, %i, %j = memref.extract_strided_metadata %v : memref<8xi8> -> memref<i8>, index, index, index {tag = 1 : i32}
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x4xf32, strided<[?, 1], offset: ?>, 3> -> index
  %q = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %s = arith.addi %c#1, %d#0 : index
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: memref<?x4xf32, strided<[?, 1], offset: ?>, 3>, %arg1: memref<*xf32>, %arg2: memref<f16>, %arg3: memref<8xi8>) {
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<?x4xf32, strided<[?, 1], offset: ?>, 3>
// CHECK-NEXT: %1 = memref.rank %arg1 {tag} : memref<*xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32, strided<[?, 1], offset: ?>, 3> -> memref<f32, 3>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1 = memref.extract_strided_metadata %arg2 : memref<f16> -> memref<f16>, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %arg3 : memref<8xi8> -> memref<i8>, index, index, index {tag = 1 : i32}
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x4xf32, strided<[?, 1], offset: ?>, 3> -> index
// CHECK-NEXT: %intptr_6 = memref.extract_aligned_pointer_as_index %arg1 : memref<*xf32> -> index
// CHECK-NEXT: %2 = arith.addi %sizes#1, %strides#0 : index
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
