// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s

// The implicit terminator is materialized.
func.func @f(%lb: index, %x: f32, %m: memref<?xf32>) {
  scf.for %iv = %lb to %lb step %lb {
    memref.store %x, %m[%iv] : memref<?xf32>
  }
  return
}

// CHECK:      "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (index, f32, memref<?xf32>) -> (), sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: f32, %arg2: memref<?xf32>):
// CHECK-NEXT: "scf.for"(%arg0, %arg0, %arg0) ({
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: "memref.store"(%arg1, %arg2, %arg3) : (f32, memref<?xf32>, index) -> ()
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }) : (index, index, index) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
