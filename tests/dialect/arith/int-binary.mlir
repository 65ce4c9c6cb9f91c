// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Every integer binary op, with the overflow flags of addi/subi/muli/shli.
func.func @int_ops(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %t: tensor<2x?xi64>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.remsi %a, %b : i32
  %6 = arith.remui %a, %b : i32
  %7 = arith.ceildivsi %a, %b : i32
  %8 = arith.ceildivui %a, %b : i32
  %9 = arith.floordivsi %a, %b : i32
  %10 = arith.andi %a, %b : i32
  %11 = arith.ori %a, %b : i32
  %12 = arith.xori %a, %b : i32
  %13 = arith.shli %a, %b : i32
  %14 = arith.shrsi %a, %b : i32
  %15 = arith.shrui %a, %b : i32
  %16 = arith.minsi %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.minui %a, %b : i32
  %19 = arith.maxui %a, %b : i32
  %20 = arith.addi %i, %i : index
  %21 = arith.muli %v, %v : vector<4xi8>
  %22 = arith.xori %t, %t : tensor<2x?xi64>
  %23 = arith.addi %a, %b overflow<nsw> : i32
  %24 = arith.subi %a, %b overflow<nuw> : i32
  %25 = arith.muli %a, %b overflow<nuw, nsw> : i32
  %26 = arith.shli %a, %b overflow<none> : i32
  %27 = arith.addi %a, %b overflow<nsw> {tag = 1 : i32} : i32
  %28 = arith.remui %a, %b {tag} : i32
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @int_ops(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi8>, %arg4: tensor<2x?xi64>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %16 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT: %21 = arith.muli %arg3, %arg3 : vector<4xi8>
// CHECK-NEXT: %22 = arith.xori %arg4, %arg4 : tensor<2x?xi64>
// CHECK-NEXT: %23 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %24 = arith.subi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %25 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %26 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %27 = arith.addi %arg0, %arg1 overflow<nsw> {tag = 1 : i32} : i32
// CHECK-NEXT: %28 = arith.remui %arg0, %arg1 {tag} : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
