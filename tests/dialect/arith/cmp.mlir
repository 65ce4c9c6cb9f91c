// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// cmpi / cmpf with every predicate; vector and tensor operands give i1-shaped results.
func.func @cmpi(%a: i32, %b: i32, %v: vector<4xindex>, %t: tensor<2xi8>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpi "ne", %v, %v {tag} : vector<4xindex>
  %11 = arith.cmpi eq, %t, %t : tensor<2xi8>
  return
}
func.func @cmpf(%x: f32, %y: f32, %v: vector<2xf64>) {
  %0 = arith.cmpf false, %x, %y : f32
  %1 = arith.cmpf oeq, %x, %y : f32
  %2 = arith.cmpf ogt, %x, %y : f32
  %3 = arith.cmpf oge, %x, %y : f32
  %4 = arith.cmpf olt, %x, %y : f32
  %5 = arith.cmpf ole, %x, %y : f32
  %6 = arith.cmpf one, %x, %y : f32
  %7 = arith.cmpf ord, %x, %y : f32
  %8 = arith.cmpf ueq, %x, %y : f32
  %9 = arith.cmpf ugt, %x, %y : f32
  %10 = arith.cmpf uge, %x, %y : f32
  %11 = arith.cmpf ult, %x, %y : f32
  %12 = arith.cmpf ule, %x, %y : f32
  %13 = arith.cmpf une, %x, %y : f32
  %14 = arith.cmpf uno, %x, %y : f32
  %15 = arith.cmpf true, %x, %y : f32
  %16 = arith.cmpf olt, %v, %v fastmath<nnan,nsz> : vector<2xf64>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @cmpi(%arg0: i32, %arg1: i32, %arg2: vector<4xindex>, %arg3: tensor<2xi8>) {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.cmpi ne, %arg2, %arg2 {tag} : vector<4xindex>
// CHECK-NEXT: %11 = arith.cmpi eq, %arg3, %arg3 : tensor<2xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmpf(%arg0: f32, %arg1: f32, %arg2: vector<2xf64>) {
// CHECK-NEXT: %0 = arith.cmpf false, %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.cmpf oeq, %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.cmpf ogt, %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.cmpf oge, %arg0, %arg1 : f32
// CHECK-NEXT: %4 = arith.cmpf olt, %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.cmpf ole, %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.cmpf one, %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.cmpf ord, %arg0, %arg1 : f32
// CHECK-NEXT: %8 = arith.cmpf ueq, %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %10 = arith.cmpf uge, %arg0, %arg1 : f32
// CHECK-NEXT: %11 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT: %12 = arith.cmpf ule, %arg0, %arg1 : f32
// CHECK-NEXT: %13 = arith.cmpf une, %arg0, %arg1 : f32
// CHECK-NEXT: %14 = arith.cmpf uno, %arg0, %arg1 : f32
// CHECK-NEXT: %15 = arith.cmpf true, %arg0, %arg1 : f32
// CHECK-NEXT: %16 = arith.cmpf olt, %arg2, %arg2 fastmath<nnan,nsz> : vector<2xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
