// RUN: corolift opt %s --arith-expand=include-bf16=true | FileCheck %s --match-full-lines
// RUN: corolift opt %s --arith-expand=include-bf16=true | corolift opt | FileCheck %s --match-full-lines

// arith-expand: ceildivui on vectors (dense splat constants), floordivsi on index, min/max of a value with itself folded away, and the bf16 extf/truncf expansions.
// Expected text: mlir-opt-22 --arith-expand=include-bf16=true.
func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %i: index, %x: f32, %bf: bf16) -> (vector<4xi32>, index, i32, i32, i32, f32, bf16) {
  %0 = arith.ceildivui %a, %b : vector<4xi32>
  %1 = arith.floordivsi %i, %i : index
  %c = arith.constant 3 : i32
  %2 = arith.minsi %c, %c : i32
  %3 = arith.minui %c, %c : i32
  %4 = arith.maxui %c, %c : i32
  %5 = arith.extf %bf fastmath<fast> : bf16 to f32
  %6 = arith.truncf %x : f32 to bf16
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xi32>, index, i32, i32, i32, f32, bf16
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: index, %arg3: f32, %arg4: bf16) -> (vector<4xi32>, index, i32, i32, i32, f32, bf16) {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %cst : vector<4xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT:     %1 = arith.subi %arg0, %cst_0 : vector<4xi32>
// CHECK-NEXT:     %2 = arith.divui %1, %arg1 : vector<4xi32>
// CHECK-NEXT:     %3 = arith.addi %2, %cst_0 : vector<4xi32>
// CHECK-NEXT:     %4 = arith.select %0, %cst, %3 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT:     %5 = arith.divsi %arg2, %arg2 : index
// CHECK-NEXT:     %6 = arith.muli %5, %arg2 : index
// CHECK-NEXT:     %7 = arith.cmpi ne, %arg2, %6 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %8 = arith.cmpi slt, %arg2, %c0 : index
// CHECK-NEXT:     %9 = arith.cmpi slt, %arg2, %c0 : index
// CHECK-NEXT:     %10 = arith.cmpi ne, %8, %9 : i1
// CHECK-NEXT:     %11 = arith.andi %7, %10 : i1
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %12 = arith.addi %5, %c-1 : index
// CHECK-NEXT:     %13 = arith.select %11, %12, %5 : index
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %14 = arith.bitcast %arg4 : bf16 to i16
// CHECK-NEXT:     %15 = arith.extui %14 : i16 to i32
// CHECK-NEXT:     %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT:     %16 = arith.shli %15, %c16_i32 : i32
// CHECK-NEXT:     %17 = arith.bitcast %16 : i32 to f32
// CHECK-NEXT:     %18 = arith.cmpf une, %arg3, %arg3 : f32
// CHECK-NEXT:     %c32767_i32 = arith.constant 32767 : i32
// CHECK-NEXT:     %c32704_i16 = arith.constant 32704 : i16
// CHECK-NEXT:     %c16_i32_1 = arith.constant 16 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %19 = arith.bitcast %arg3 : f32 to i32
// CHECK-NEXT:     %20 = arith.shrui %19, %c16_i32_1 : i32
// CHECK-NEXT:     %21 = arith.andi %20, %c1_i32 : i32
// CHECK-NEXT:     %22 = arith.addi %21, %c32767_i32 : i32
// CHECK-NEXT:     %23 = arith.addi %19, %22 : i32
// CHECK-NEXT:     %24 = arith.shrui %23, %c16_i32_1 : i32
// CHECK-NEXT:     %25 = arith.trunci %24 : i32 to i16
// CHECK-NEXT:     %26 = arith.select %18, %c32704_i16, %25 : i16
// CHECK-NEXT:     %27 = arith.bitcast %26 : i16 to bf16
// CHECK-NEXT:     return %4, %13, %c3_i32, %c3_i32, %c3_i32, %17, %27 : vector<4xi32>, index, i32, i32, i32, f32, bf16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT:{{^$}}
