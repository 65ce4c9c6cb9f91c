// RUN: corolift opt %s --arith-expand=include-bf16=true | FileCheck %s --match-full-lines
// RUN: corolift opt %s --arith-expand=include-bf16=true | corolift opt | FileCheck %s --match-full-lines

// arith-expand: maximumf/minnumf with fastmath flags (dropped), bf16 extf/truncf on vectors; extf to f64 and truncf from f64 stay.
// Expected text: mlir-opt-22 --arith-expand=include-bf16=true.
func.func @f(%x: f32, %y: f32, %d: f64, %bf: bf16, %v: vector<2xbf16>, %vf: vector<2xf32>) -> (f32, f32, f64, bf16, vector<2xf32>, vector<2xbf16>) {
  %0 = arith.maximumf %x, %y fastmath<nnan> : f32
  %1 = arith.minnumf %x, %y fastmath<fast> : f32
  %2 = arith.extf %bf : bf16 to f64
  %3 = arith.truncf %d : f64 to bf16
  %4 = arith.extf %v : vector<2xbf16> to vector<2xf32>
  %5 = arith.truncf %vf : vector<2xf32> to vector<2xbf16>
  return %0, %1, %2, %3, %4, %5 : f32, f32, f64, bf16, vector<2xf32>, vector<2xbf16>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: bf16, %arg4: vector<2xbf16>, %arg5: vector<2xf32>) -> (f32, f32, f64, bf16, vector<2xf32>, vector<2xbf16>) {
// CHECK-NEXT:     %0 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT:     %1 = arith.select %0, %arg0, %arg1 : f32
// CHECK-NEXT:     %2 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT:     %3 = arith.select %2, %arg1, %1 : f32
// CHECK-NEXT:     %4 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT:     %5 = arith.select %4, %arg0, %arg1 : f32
// CHECK-NEXT:     %6 = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT:     %7 = arith.select %6, %arg1, %5 : f32
// CHECK-NEXT:     %8 = arith.extf %arg3 : bf16 to f64
// CHECK-NEXT:     %9 = arith.truncf %arg2 : f64 to bf16
// CHECK-NEXT:     %10 = arith.bitcast %arg4 : vector<2xbf16> to vector<2xi16>
// CHECK-NEXT:     %11 = arith.extui %10 : vector<2xi16> to vector<2xi32>
// CHECK-NEXT:     %cst = arith.constant dense<16> : vector<2xi32>
// CHECK-NEXT:     %12 = arith.shli %11, %cst : vector<2xi32>
// CHECK-NEXT:     %13 = arith.bitcast %12 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT:     %14 = arith.cmpf une, %arg5, %arg5 : vector<2xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<32767> : vector<2xi32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<32704> : vector<2xi16>
// CHECK-NEXT:     %cst_2 = arith.constant dense<16> : vector<2xi32>
// CHECK-NEXT:     %cst_3 = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT:     %15 = arith.bitcast %arg5 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT:     %16 = arith.shrui %15, %cst_2 : vector<2xi32>
// CHECK-NEXT:     %17 = arith.andi %16, %cst_3 : vector<2xi32>
// CHECK-NEXT:     %18 = arith.addi %17, %cst_0 : vector<2xi32>
// CHECK-NEXT:     %19 = arith.addi %15, %18 : vector<2xi32>
// CHECK-NEXT:     %20 = arith.shrui %19, %cst_2 : vector<2xi32>
// CHECK-NEXT:     %21 = arith.trunci %20 : vector<2xi32> to vector<2xi16>
// CHECK-NEXT:     %22 = arith.select %14, %cst_1, %21 : vector<2xi1>, vector<2xi16>
// CHECK-NEXT:     %23 = arith.bitcast %22 : vector<2xi16> to vector<2xbf16>
// CHECK-NEXT:     return %3, %7, %8, %9, %13, %23 : f32, f32, f64, bf16, vector<2xf32>, vector<2xbf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT:{{^$}}
