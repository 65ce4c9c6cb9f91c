// cse: side-effect-free ops with the same name, attributes, operands and result types are merged
// into the first (commutative ops with their operands in either order); different attributes
// (predicates, fastmath, overflow flags) or result types keep ops apart; an op already dead
// when visited is erased, while ops only made dead by that stay. Expected text: mlir-opt-22 --cse.
// RUN: corolift opt %s --cse | FileCheck %s
// RUN: corolift opt %s --cse | corolift opt -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @chains(%arg0: i32, %arg1: i32, %arg2: f32) -> (i32, i32, i1, i1, f32, f32) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %arg0 : i32
// CHECK-NEXT:     %2 = arith.cmpi slt, %1, %1 : i32
// CHECK-NEXT:     %3 = arith.cmpi sle, %1, %1 : i32
// CHECK-NEXT:     %4 = arith.addf %arg2, %arg2 fastmath<fast> : f32
// CHECK-NEXT:     %5 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT:     %6 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     return %1, %1, %2, %3, %4, %5 : i32, i32, i1, i1, f32, f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @types(%arg0: i32, %arg1: memref<4xf32>) -> (i64, i64, index, memref<?xf32>, memref<?xf32>) {
// CHECK-NEXT:     %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:     %1 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:     %cast = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     return %0, %0, %1, %cast, %cast : i64, i64, index, memref<?xf32>, memref<?xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @constants() -> (i32, i32, f32, f32, index) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     return %c1_i32, %c1_i32, %cst, %cst, %c1 : i32, i32, f32, f32, index
// CHECK-NEXT:   }
func.func @chains(%a: i32, %b: i32, %f: f32) -> (i32, i32, i1, i1, f32, f32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %0, %a : i32
  %3 = arith.muli %1, %a : i32
  %4 = arith.cmpi slt, %2, %3 : i32
  %5 = arith.cmpi sle, %2, %3 : i32
  %6 = arith.addi %b, %a : i32
  %7 = arith.addf %f, %f fastmath<fast> : f32
  %8 = arith.addf %f, %f : f32
  %9 = arith.addi %a, %b overflow<nsw> : i32
  %dead = arith.subi %6, %9 : i32
  return %2, %3, %4, %5, %7, %8 : i32, i32, i1, i1, f32, f32
}

func.func @types(%a: i32, %m: memref<4xf32>) -> (i64, i64, index, memref<?xf32>, memref<?xf32>) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extsi %a : i32 to i64
  %2 = arith.index_cast %a : i32 to index
  %3 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %4 = memref.cast %m : memref<4xf32> to memref<?xf32>
  return %0, %1, %2, %3, %4 : i64, i64, index, memref<?xf32>, memref<?xf32>
}

func.func @constants() -> (i32, i32, f32, f32, index) {
  %c1 = arith.constant 1 : i32
  %c1_0 = arith.constant 1 : i32
  %c1f = arith.constant 1.0 : f32
  %c1f_0 = arith.constant 1.0 : f32
  %c1i = arith.constant 1 : index
  return %c1, %c1_0, %c1f, %c1f_0, %c1i : i32, i32, f32, f32, index
}
