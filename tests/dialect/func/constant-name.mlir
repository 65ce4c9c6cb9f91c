// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// func.constant results are named %f (MLIR's ConstantOp::getAsmResultNames), uniqued
// %f_0, ... like every suggested name. Expected text from mlir-opt-22.

func.func private @ext(i32) -> i32
func.func @f(%x: i32) -> i32 {
  %fn = func.constant @ext : (i32) -> i32
  %g = func.constant @f : (i32) -> i32
  %r = func.call_indirect %fn(%x) : (i32) -> i32
  %s = call_indirect %g(%r) : (i32) -> i32
  return %s : i32
}

// CHECK: module {
// CHECK-NEXT: func.func private @ext(i32) -> i32
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT: %f = constant @ext : (i32) -> i32
// CHECK-NEXT: %f_0 = constant @f : (i32) -> i32
// CHECK-NEXT: %0 = call_indirect %f(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call_indirect %f_0(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
