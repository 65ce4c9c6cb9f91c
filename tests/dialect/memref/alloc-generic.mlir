// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s

func.func @a(%n: index, %s: index) {
  %0 = memref.alloc(%n)[%s] {alignment = 64} : memref<?xf32, strided<[1], offset: ?>>
  %1 = memref.alloca() : memref<f32>
  memref.dealloc %0 : memref<?xf32, strided<[1], offset: ?>>
  return
}

// CHECK:      "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (index, index) -> (), sym_name = "a"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: index):
// CHECK-NEXT: %0 = "memref.alloc"(%arg0, %arg1) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
// CHECK-NEXT: "memref.dealloc"(%0) : (memref<?xf32, strided<[1], offset: ?>>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
