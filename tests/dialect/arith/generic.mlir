// RUN: corolift opt %s --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt --mlir-print-op-generic | FileCheck %s
// RUN: corolift opt %s | corolift opt --mlir-print-op-generic | FileCheck %s

// Generic form: overflowFlags / fastmath are always printed as properties, cmp predicates
// are i64 enums, discardable attributes stay in the trailing dictionary.
func.func @generic(%a: i32, %x: f32, %d: f64, %c: i1, %v: vector<4xi32>) {
  %c1 = arith.constant 1 : i32
  %t = arith.constant {tag} true
  %cst = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.muli %a, %a overflow<nsw, nuw> {tag} : i32
  %2 = arith.divsi %a, %a : i32
  %3 = arith.addf %x, %x : f32
  %4 = arith.mulf %x, %x fastmath<nnan,ninf> : f32
  %5 = arith.negf %x fastmath<fast> : f32
  %6 = arith.cmpi sge, %a, %a : i32
  %7 = arith.cmpf uno, %x, %x : f32
  %8 = arith.cmpi ne, %v, %v : vector<4xi32>
  %9 = arith.select %c, %a, %a : i32
  %10 = arith.trunci %a : i32 to i16
  %11 = arith.truncf %d upward : f64 to f32
  %12 = arith.extf %x fastmath<afn> : f32 to f64
  %13 = arith.index_cast %a : i32 to index
  return
}

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (i32, f32, f64, i1, vector<4xi32>) -> (), sym_name = "generic"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f32, %arg2: f64, %arg3: i1, %arg4: vector<4xi32>):
// CHECK-NEXT: %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: %1 = "arith.constant"() <{value = true}> {tag} : () -> i1
// CHECK-NEXT: %2 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
// CHECK-NEXT: %3 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %4 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> {tag} : (i32, i32) -> i32
// CHECK-NEXT: %5 = "arith.divsi"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %6 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %7 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// CHECK-NEXT: %8 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// CHECK-NEXT: %9 = "arith.cmpi"(%arg0, %arg0) <{predicate = 5 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %10 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: %11 = "arith.cmpi"(%arg4, %arg4) <{predicate = 1 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
// CHECK-NEXT: %12 = "arith.select"(%arg3, %arg0, %arg0) : (i1, i32, i32) -> i32
// CHECK-NEXT: %13 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
// CHECK-NEXT: %14 = "arith.truncf"(%arg2) <{roundingmode = 2 : i32}> : (f64) -> f32
// CHECK-NEXT: %15 = "arith.extf"(%arg1) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f64
// CHECK-NEXT: %16 = "arith.index_cast"(%arg0) : (i32) -> index
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
