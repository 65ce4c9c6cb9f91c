// memref.generic_atomic_rmw and memref.atomic_yield in custom and generic form (the region
// keeps its entry block label; a trailing attribute dictionary follows the region).
// CHECK lines: mlir-opt-22 output.
// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @f(%m: memref<2x3xi64>, %i: index, %j: index, %k: i64) -> i64 {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<2x3xi64> {
  ^bb0(%cur: i64):
    %a = arith.addi %cur, %k : i64
    %b = arith.maxsi %a, %k : i64
    memref.atomic_yield %b : i64
  }
  %y = memref.generic_atomic_rmw %m[%j, %i] : memref<2x3xi64> {
  ^bb0(%cur: i64):
    memref.atomic_yield %k : i64
  } {tag = 1 : i32}
  return %x : i64
}
func.func @zero_d(%m: memref<f16>) {
  %x = "memref.generic_atomic_rmw"(%m) ({
  ^bb0(%cur: f16):
    %one = arith.constant 1.0 : f16
    %s = arith.addf %cur, %one : f16
    "memref.atomic_yield"(%s) : (f16) -> ()
  }) : (memref<f16>) -> f16
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @f(%arg0: memref<2x3xi64>, %arg1: index, %arg2: index, %arg3: i64) -> i64 {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1, %arg2] : memref<2x3xi64> {
// CHECK-NEXT: ^bb0(%arg4: i64):
// CHECK-NEXT: %2 = arith.addi %arg4, %arg3 : i64
// CHECK-NEXT: %3 = arith.maxsi %2, %arg3 : i64
// CHECK-NEXT: memref.atomic_yield %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.generic_atomic_rmw %arg0[%arg2, %arg1] : memref<2x3xi64> {
// CHECK-NEXT: ^bb0(%arg4: i64):
// CHECK-NEXT: memref.atomic_yield %arg3 : i64
// CHECK-NEXT: } {tag = 1 : i32}
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @zero_d(%arg0: memref<f16>) {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[] : memref<f16> {
// CHECK-NEXT: ^bb0(%arg1: f16):
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %1 = arith.addf %arg1, %cst : f16
// CHECK-NEXT: memref.atomic_yield %1 : f16
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
