// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s

func.func @par(%lb: index, %x: f32, %m: memref<?xf32>) -> f32 {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }
  }
  return %r : f32
}

// CHECK:      "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (index, f32, memref<?xf32>) -> f32, sym_name = "par"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: f32, %arg2: memref<?xf32>):
// CHECK-NEXT: "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// CHECK-NEXT: ^bb0(%arg6: index):
// CHECK-NEXT: "memref.store"(%arg1, %arg2, %arg6) : (f32, memref<?xf32>, index) -> ()
// CHECK-NEXT: "scf.reduce"() : () -> ()
// CHECK-NEXT: }) : (index, index, index) -> ()
// CHECK-NEXT: %0 = "scf.parallel"(%arg0, %arg0, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: "scf.reduce"(%arg1) ({
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: "scf.reduce.return"(%arg4) : (f32) -> ()
// CHECK-NEXT: }) : (f32) -> ()
// CHECK-NEXT: }) : (index, index, index, f32) -> f32
// CHECK-NEXT: "func.return"(%0) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
