// memref.load / memref.store with their `nontemporal` and `alignment` attributes (custom
// and generic form; `nontemporal = false` is the default and left out of the custom form),
// on bf16 and i1 elements and rank 0. CHECK lines: mlir-opt-22 output.
// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

func.func @f(%m: memref<4x?xbf16>, %z: memref<i1>, %i: index, %v: bf16, %b: i1) {
  %0 = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xbf16>
  %1 = memref.load %m[%i, %i] {alignment = 16 : i64, nontemporal = false} : memref<4x?xbf16>
  memref.store %v, %m[%i, %i] {nontemporal = true, alignment = 2 : i64} : memref<4x?xbf16>
  %2 = memref.load %z[] : memref<i1>
  memref.store %b, %z[] {nontemporal = true} : memref<i1>
  "memref.store"(%v, %m, %i, %i) <{alignment = 4 : i64, nontemporal = true}> : (bf16, memref<4x?xbf16>, index, index) -> ()
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @f(%arg0: memref<4x?xbf16>, %arg1: memref<i1>, %arg2: index, %arg3: bf16, %arg4: i1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg2] {nontemporal = true} : memref<4x?xbf16>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %arg2] {alignment = 16 : i64} : memref<4x?xbf16>
// CHECK-NEXT: memref.store %arg3, %arg0[%arg2, %arg2] {alignment = 2 : i64, nontemporal = true} : memref<4x?xbf16>
// CHECK-NEXT: %2 = memref.load %arg1[] : memref<i1>
// CHECK-NEXT: memref.store %arg4, %arg1[] {nontemporal = true} : memref<i1>
// CHECK-NEXT: memref.store %arg3, %arg0[%arg2, %arg2] {alignment = 4 : i64, nontemporal = true} : memref<4x?xbf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
