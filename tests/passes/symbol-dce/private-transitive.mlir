// RUN: corolift opt %s -symbol-dce | FileCheck %s --match-full-lines
// RUN: corolift opt %s -symbol-dce | corolift opt | FileCheck %s --match-full-lines

// Private symbols nothing live references are erased, transitively: @helper is only used
// by the dead @unused_private, so both go, as does the private global only @helper reads.
// Public functions stay, and so does everything they reference (@used, @table); a
// declaration is a symbol like any other (private, unreferenced: erased).
// Expected text: mlir-opt-22 -symbol-dce.
memref.global "private" constant @table : memref<2xi32> = dense<[1, 2]>
memref.global "private" constant @scratch : memref<2xi32> = dense<[3, 4]>

func.func private @decl(i32) -> i32

func.func private @helper(%i: index) -> i32 {
  %m = memref.get_global @scratch : memref<2xi32>
  %v = memref.load %m[%i] : memref<2xi32>
  return %v : i32
}

func.func private @unused_private(%i: index) -> i32 {
  %v = call @helper(%i) : (index) -> i32
  return %v : i32
}

func.func private @used(%i: index) -> i32 {
  %m = memref.get_global @table : memref<2xi32>
  %v = memref.load %m[%i] : memref<2xi32>
  return %v : i32
}

func.func @entry(%i: index) -> i32 {
  %v = call @used(%i) : (index) -> i32
  return %v : i32
}

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @table : memref<2xi32> = dense<[1, 2]>
// CHECK-NEXT: func.func private @used(%arg0: index) -> i32 {
// CHECK-NEXT: %0 = memref.get_global @table : memref<2xi32>
// CHECK-NEXT: %1 = memref.load %0[%arg0] : memref<2xi32>
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @entry(%arg0: index) -> i32 {
// CHECK-NEXT: %0 = call @used(%arg0) : (index) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
