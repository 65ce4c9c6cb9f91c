// The --pass-name flag form: passes run in flag order, and a pass anchored on another op
// than the top-level builtin.module would be nested implicitly (op-agnostic ones run on the
// module, as in mlir-opt-22). Single-dash spellings and `=options` are accepted.
// RUN: corolift opt %s -arith-expand --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 \
// RUN:   --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s
// RUN: corolift opt %s -convert-async-to-llvm -expand-strided-metadata | FileCheck %s --check-prefix=OUT
// RUN: corolift opt %s -convert-async-to-llvm | corolift opt | FileCheck %s --check-prefix=OUT

func.func @f(%a: i32) -> i32 {
  return %a : i32
}

// CHECK:      // -----// IR Dump After ArithExpandOpsPass (arith-expand) //----- //
// CHECK-NEXT: module {
// CHECK:      // -----// IR Dump After ConvertFuncToLLVMPass (convert-func-to-llvm) //----- //
// CHECK-NEXT: module {

// OUT:      module {
// OUT-NEXT:   func.func @f(%arg0: i32) -> i32 {
// OUT-NEXT:     return %arg0 : i32
// OUT-NEXT:   }
// OUT-NEXT: }
