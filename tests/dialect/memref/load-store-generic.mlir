// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s

// Operand order: load (memref, indices); store (value, memref, indices).
func.func @ls(%i: index, %j: index, %v: f32, %d: memref<?x?xf32>) {
  %0 = memref.load %d[%i, %j] {nontemporal = true} : memref<?x?xf32>
  memref.store %v, %d[%j, %i] : memref<?x?xf32>
  return
}

// CHECK:      "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (index, index, f32, memref<?x?xf32>) -> (), sym_name = "ls"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: f32, %arg3: memref<?x?xf32>):
// CHECK-NEXT: %0 = "memref.load"(%arg3, %arg0, %arg1) <{nontemporal = true}> : (memref<?x?xf32>, index, index) -> f32
// CHECK-NEXT: "memref.store"(%arg2, %arg3, %arg1, %arg0) : (f32, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
