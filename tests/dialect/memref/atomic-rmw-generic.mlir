// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s

// The kind is an i64 enum value; operands are value, memref, indices.
func.func @a(%i: index, %v: f32, %k: i32, %m: memref<4xf32>, %n: memref<?xi32>) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %1 = memref.atomic_rmw andi %k, %n[%i] : (i32, memref<?xi32>) -> i32
  %2 = memref.atomic_rmw mulf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %3 = memref.atomic_rmw xori %k, %n[%i] : (i32, memref<?xi32>) -> i32
  return
}

// CHECK:      "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (index, f32, i32, memref<4xf32>, memref<?xi32>) -> (), sym_name = "a"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: f32, %arg2: i32, %arg3: memref<4xf32>, %arg4: memref<?xi32>):
// CHECK-NEXT: %0 = "memref.atomic_rmw"(%arg1, %arg3, %arg0) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f32
// CHECK-NEXT: %1 = "memref.atomic_rmw"(%arg2, %arg4, %arg0) <{kind = 2 : i64}> : (i32, memref<?xi32>, index) -> i32
// CHECK-NEXT: %2 = "memref.atomic_rmw"(%arg1, %arg3, %arg0) <{kind = 12 : i64}> : (f32, memref<4xf32>, index) -> f32
// CHECK-NEXT: %3 = "memref.atomic_rmw"(%arg2, %arg4, %arg0) <{kind = 15 : i64}> : (i32, memref<?xi32>, index) -> i32
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
