// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s

// The custom form elides the body region, which the parser builds.
func.func @fill(%m: memref<4xf32>, %d: memref<?x?xf32>, %x: f32) {
  linalg.fill ins(%x : f32) outs(%m : memref<4xf32>)
  linalg.fill ins(%x : f32) outs(%d : memref<?x?xf32>)
  return
}

// CHECK:      "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (memref<4xf32>, memref<?x?xf32>, f32) -> (), sym_name = "fill"}> ({
// CHECK-NEXT: ^bb0(%arg0: memref<4xf32>, %arg1: memref<?x?xf32>, %arg2: f32):
// CHECK-NEXT: "linalg.fill"(%arg2, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: "linalg.yield"(%arg5) : (f32) -> ()
// CHECK-NEXT: }) : (f32, memref<4xf32>) -> ()
// CHECK-NEXT: "linalg.fill"(%arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: "linalg.yield"(%arg3) : (f32) -> ()
// CHECK-NEXT: }) : (f32, memref<?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
