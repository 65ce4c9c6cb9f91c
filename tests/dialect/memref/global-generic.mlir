// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s

// `uninitialized` is a unit initial_value; dense values carry the tensor type.
memref.global "private" constant @gconst : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @gvar : memref<4xi32> = uninitialized {alignment = 16}
func.func @g() {
  %0 = memref.get_global @gconst : memref<2xf32>
  return
}

// CHECK:      "builtin.module"() ({
// CHECK-NEXT: "memref.global"() <{constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "gconst", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
// CHECK-NEXT: "memref.global"() <{alignment = 16 : i64, initial_value, sym_name = "gvar", type = memref<4xi32>}> : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
// CHECK-NEXT: %0 = "memref.get_global"() <{name = @gconst}> : () -> memref<2xf32>
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
