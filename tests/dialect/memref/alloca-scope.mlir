// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
//
// Expected text: mlir-opt-22's output for this file (note its two spaces after the op name,
// the parenthesised result type, and the implicit result-less terminator).

func.func @scopes(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca(%n) : memref<?xf32>
    %v = memref.load %a[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %b = memref.alloca(%n) : memref<?xf32>
  }
  %p:2 = memref.alloca_scope -> (index, i32) {
    %c = arith.constant 3 : i32
    memref.alloca_scope.return %n, %c : index, i32
  } {tag = "outer"}
  return %r : f32
}

// CHECK:      %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:   %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:   %2 = memref.load %alloca[%c0] : memref<?xf32>
// CHECK-NEXT:   memref.alloca_scope.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT:   %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = memref.alloca_scope  -> (index, i32) {
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   memref.alloca_scope.return %arg0, %c3_i32 : index, i32
// CHECK-NEXT: } {tag = "outer"}

// GENERIC:      "memref.alloca_scope"() ({
// GENERIC:        "memref.alloca_scope.return"(%{{.*}}) : (f32) -> ()
// GENERIC-NEXT: }) : () -> f32
// GENERIC-NEXT: "memref.alloca_scope"() ({
// GENERIC-NEXT:   %{{.*}} = "memref.alloca"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
// GENERIC-NEXT:   "memref.alloca_scope.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
