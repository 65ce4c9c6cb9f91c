// RUN: corolift opt %s --arith-expand | FileCheck %s --match-full-lines
// RUN: corolift opt %s --arith-expand | corolift opt | FileCheck %s --match-full-lines

// arith-expand: ceildivsi, ceildivui, floordivsi, maxsi and the float min/max ops on scalars (fastmath flags dropped); bf16 extf/truncf are left alone without include-bf16.
// Expected text: mlir-opt-22 --arith-expand.
func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<4xi32>, %bf: bf16, %d: f64) -> (i32, i32, i32, f32, f32, f32, f32, i32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.maximumf %x, %y : f32
  %4 = arith.minimumf %x, %y : f32
  %5 = arith.maxnumf %x, %y : f32
  %6 = arith.minnumf %x, %y : f32
  %7 = arith.maxsi %a, %b : i32
  %8 = arith.extf %bf : bf16 to f32
  %9 = arith.truncf %x : f32 to bf16
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, f32, f32, f32, f32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xi32>, %arg5: bf16, %arg6: f64) -> (i32, i32, i32, f32, f32, f32, f32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.cmpi ne, %arg0, %1 : i32
// CHECK-NEXT:     %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:     %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT:     %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT:     %6 = arith.andi %2, %5 : i1
// CHECK-NEXT:     %7 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:     %8 = arith.select %6, %7, %0 : i32
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %9 = arith.cmpi eq, %arg0, %c0_i32_0 : i32
// CHECK-NEXT:     %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT:     %10 = arith.subi %arg0, %c1_i32_1 : i32
// CHECK-NEXT:     %11 = arith.divui %10, %arg1 : i32
// CHECK-NEXT:     %12 = arith.addi %11, %c1_i32_1 : i32
// CHECK-NEXT:     %13 = arith.select %9, %c0_i32_0, %12 : i32
// CHECK-NEXT:     %14 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:     %15 = arith.muli %14, %arg1 : i32
// CHECK-NEXT:     %16 = arith.cmpi ne, %arg0, %15 : i32
// CHECK-NEXT:     %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT:     %17 = arith.cmpi slt, %arg0, %c0_i32_2 : i32
// CHECK-NEXT:     %18 = arith.cmpi slt, %arg1, %c0_i32_2 : i32
// CHECK-NEXT:     %19 = arith.cmpi ne, %17, %18 : i1
// CHECK-NEXT:     %20 = arith.andi %16, %19 : i1
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %21 = arith.addi %14, %c-1_i32 : i32
// CHECK-NEXT:     %22 = arith.select %20, %21, %14 : i32
// CHECK-NEXT:     %23 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT:     %24 = arith.select %23, %arg2, %arg3 : f32
// CHECK-NEXT:     %25 = arith.cmpf uno, %arg3, %arg3 : f32
// CHECK-NEXT:     %26 = arith.select %25, %arg3, %24 : f32
// CHECK-NEXT:     %27 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT:     %28 = arith.select %27, %arg2, %arg3 : f32
// CHECK-NEXT:     %29 = arith.cmpf uno, %arg3, %arg3 : f32
// CHECK-NEXT:     %30 = arith.select %29, %arg3, %28 : f32
// CHECK-NEXT:     %31 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT:     %32 = arith.select %31, %arg2, %arg3 : f32
// CHECK-NEXT:     %33 = arith.cmpf uno, %arg2, %arg2 : f32
// CHECK-NEXT:     %34 = arith.select %33, %arg3, %32 : f32
// CHECK-NEXT:     %35 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT:     %36 = arith.select %35, %arg2, %arg3 : f32
// CHECK-NEXT:     %37 = arith.cmpf uno, %arg2, %arg2 : f32
// CHECK-NEXT:     %38 = arith.select %37, %arg3, %36 : f32
// CHECK-NEXT:     %39 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:     %40 = arith.select %39, %arg0, %arg1 : i32
// CHECK-NEXT:     %41 = arith.extf %arg5 : bf16 to f32
// CHECK-NEXT:     %42 = arith.truncf %arg2 : f32 to bf16
// CHECK-NEXT:     return %8, %13, %22, %26, %30, %34, %38, %40 : i32, i32, i32, f32, f32, f32, f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT:{{^$}}
