// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s

// Dynamic entries are i64 min in the static lists.
func.func @sv(%i: index, %n: index, %d: memref<?x?xf32>) {
  %0 = memref.subview %d[0, %i] [2, %n] [1, 1] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  return
}

// CHECK:      "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (index, index, memref<?x?xf32>) -> (), sym_name = "sv"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>):
// CHECK-NEXT: %0 = "memref.subview"(%arg2, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32>, index, index) -> memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
