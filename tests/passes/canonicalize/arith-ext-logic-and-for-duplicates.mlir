// RUN: corolift opt %s --canonicalize | FileCheck %s

// andi/ori of two equal extensions become the extension of the narrow operation,
// truncf of sitofp/uitofp converts directly, and scf.for iter args with the same init
// and yielded value merge.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @logic_of_ext(%arg0: i16, %arg1: i16, %arg2: i8, %arg3: i8) -> (i64, i32) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i16
// CHECK-NEXT:     %1 = arith.extui %0 : i16 to i64
// CHECK-NEXT:     %2 = arith.ori %arg2, %arg3 : i8
// CHECK-NEXT:     %3 = arith.extsi %2 : i8 to i32
// CHECK-NEXT:     return %1, %3 : i64, i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @trunc_of_int_to_fp(%arg0: i64, %arg1: i16) -> (f32, f16) {
// CHECK-NEXT:     %0 = arith.sitofp %arg0 : i64 to f32
// CHECK-NEXT:     %1 = arith.uitofp %arg1 : i16 to f16
// CHECK-NEXT:     return %0, %1 : f32, f16
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @duplicate_iter_args(%arg0: index, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1, %arg5 = %arg2) -> (i32, i32) {
// CHECK-NEXT:       %1 = arith.addi %arg4, %arg5 : i32
// CHECK-NEXT:       %2 = arith.muli %arg4, %arg5 : i32
// CHECK-NEXT:       scf.yield %1, %2 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1, %0#0 : i32, i32, i32
// CHECK-NEXT:   }

func.func @logic_of_ext(%a: i16, %b: i16, %c: i8, %d: i8) -> (i64, i32) {
  %ea = arith.extui %a : i16 to i64
  %eb = arith.extui %b : i16 to i64
  %0 = arith.andi %ea, %eb : i64
  %ec = arith.extsi %c : i8 to i32
  %ed = arith.extsi %d : i8 to i32
  %1 = arith.ori %ec, %ed : i32
  return %0, %1 : i64, i32
}
func.func @trunc_of_int_to_fp(%x: i64, %y: i16) -> (f32, f16) {
  %f = arith.sitofp %x : i64 to f64
  %0 = arith.truncf %f : f64 to f32
  %g = arith.uitofp %y : i16 to f32
  %1 = arith.truncf %g : f32 to f16
  return %0, %1 : f32, f16
}
func.func @duplicate_iter_args(%n: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %z = %a) -> (i32, i32, i32) {
    %s = arith.addi %x, %y : i32
    %t = arith.muli %z, %y : i32
    scf.yield %s, %t, %s : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
