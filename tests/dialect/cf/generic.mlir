// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s | corolift opt --mlir-print-op-generic | FileCheck %s

// Generic form of cf ops: operandSegmentSizes, case_values (signed here), case_operand_segments.
func.func @generic(%c: i1, %i: i32, %a: i32) {
  cf.cond_br %c weights([3, 4]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.switch %i : i32, [
    default: ^bb2,
    7: ^bb1(%x : i32),
    -3: ^bb3(%x, %a : i32, i32)
  ]
^bb2:
  cf.switch %i : i32, [
    default: ^bb3(%a, %a : i32, i32)
  ]
^bb3(%p: i32, %q: i32):
  cf.assert %c, "m"
  cf.br ^bb2
}

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "generic"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
// CHECK-NEXT: "cf.cond_br"(%arg0, %arg2)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 4>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "cf.switch"(%arg1, %0, %0, %arg2)[^bb2, ^bb1, ^bb3] <{case_operand_segments = array<i32: 1, 2>, case_values = dense<[7, -3]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 3>}> : (i32, i32, i32, i32) -> ()
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb3
// CHECK-NEXT: "cf.switch"(%arg1, %arg2, %arg2)[^bb3] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (i32, i32, i32) -> ()
// CHECK-NEXT: ^bb3(%1: i32, %2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "cf.assert"(%arg0) <{msg = "m"}> : (i1) -> ()
// CHECK-NEXT: "cf.br"()[^bb2] : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
