// --mlir-print-ir-after-all / --mlir-print-ir-before-all dump on stderr in mlir-opt-22's
// format: a module-level pass dumps the module (followed by two empty lines), a pass nested
// under func.func dumps each function (followed by one), in execution order. The no-op LLVM
// conversions are real passes for this purpose. Expected text from mlir-opt-22.
// RUN: corolift opt %s --mlir-print-ir-after-all \
// RUN:   --pass-pipeline='builtin.module(reconcile-unrealized-casts,func.func(arith-expand,memref-expand))' \
// RUN:   2>&1 >/dev/null | FileCheck %s
// RUN: corolift opt %s -mlir-print-ir-before-all -pass-pipeline 'builtin.module(func.func(arith-expand))' \
// RUN:   2>&1 >/dev/null | FileCheck %s --check-prefix=BEFORE
// RUN: corolift opt %s --mlir-print-ir-after=memref-expand \
// RUN:   --pass-pipeline='builtin.module(func.func(arith-expand,memref-expand))' \
// RUN:   2>&1 >/dev/null | FileCheck %s --check-prefix=ONLY
// The dumps do not change stdout.
// RUN: corolift opt %s --mlir-print-ir-after-all --arith-expand 2>/dev/null | FileCheck %s --check-prefix=OUT

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}

// CHECK:      // -----// IR Dump After ReconcileUnrealizedCastsPass (reconcile-unrealized-casts) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After ArithExpandOpsPass (arith-expand) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After ExpandOpsPass (memref-expand) //----- //
// CHECK-NEXT: func.func @f(
// CHECK:      // -----// IR Dump After ArithExpandOpsPass (arith-expand) //----- //
// CHECK-NEXT: func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After ExpandOpsPass (memref-expand) //----- //
// CHECK-NEXT: func.func @g(
// CHECK-NOT:  IR Dump

// BEFORE:      // -----// IR Dump Before ArithExpandOpsPass (arith-expand) //----- //
// BEFORE-NEXT: func.func @f(
// BEFORE:      // -----// IR Dump Before ArithExpandOpsPass (arith-expand) //----- //
// BEFORE-NEXT: func.func @g(
// BEFORE-NOT:  IR Dump

// ONLY-NOT:    ArithExpandOpsPass
// ONLY:        // -----// IR Dump After ExpandOpsPass (memref-expand) //----- //
// ONLY-NEXT:   func.func @f(
// ONLY-NOT:    ArithExpandOpsPass
// ONLY:        // -----// IR Dump After ExpandOpsPass (memref-expand) //----- //
// ONLY-NEXT:   func.func @g(

// OUT:      module {
// OUT-NEXT:   func.func @f(%arg0: i32) -> i32 {
// OUT-NOT:  IR Dump
