// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Every cast, with trunci overflow flags, extf/truncf fastmath and truncf rounding modes.
func.func @casts(%i: index, %a: i32, %x: f32, %d: f64, %h: f16, %v: vector<4xi32>, %m: memref<4xi32>) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %i : index to i64
  %3 = arith.index_cast %v : vector<4xi32> to vector<4xindex>
  %4 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %5 = arith.sitofp %a : i32 to f32
  %6 = arith.uitofp %a : i32 to f64
  %7 = arith.fptosi %x : f32 to i32
  %8 = arith.fptoui %x : f32 to i64
  %9 = arith.extsi %a : i32 to i64
  %10 = arith.extui %v : vector<4xi32> to vector<4xi64>
  %11 = arith.trunci %a : i32 to i8
  %12 = arith.trunci %a overflow<nsw> : i32 to i1
  %13 = arith.extf %x : f32 to f64
  %14 = arith.extf %h fastmath<none> : f16 to f32
  %15 = arith.truncf %d : f64 to f32
  %16 = arith.truncf %d downward fastmath<fast> : f64 to bf16
  %17 = arith.truncf %x to_nearest_away {tag} : f32 to f16
  %18 = arith.bitcast %a : i32 to f32
  %19 = arith.bitcast %x : f32 to i32
  %20 = arith.bitcast %a : i32 to i32
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @casts(%arg0: index, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: f16, %arg5: vector<4xi32>, %arg6: memref<4xi32>) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %1 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT: %2 = arith.index_castui %arg0 : index to i64
// CHECK-NEXT: %3 = arith.index_cast %arg5 : vector<4xi32> to vector<4xindex>
// CHECK-NEXT: %4 = arith.index_cast %arg6 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %5 = arith.sitofp %arg1 : i32 to f32
// CHECK-NEXT: %6 = arith.uitofp %arg1 : i32 to f64
// CHECK-NEXT: %7 = arith.fptosi %arg2 : f32 to i32
// CHECK-NEXT: %8 = arith.fptoui %arg2 : f32 to i64
// CHECK-NEXT: %9 = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %10 = arith.extui %arg5 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %11 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT: %12 = arith.trunci %arg1 overflow<nsw> : i32 to i1
// CHECK-NEXT: %13 = arith.extf %arg2 : f32 to f64
// CHECK-NEXT: %14 = arith.extf %arg4 fastmath<none> : f16 to f32
// CHECK-NEXT: %15 = arith.truncf %arg3 : f64 to f32
// CHECK-NEXT: %16 = arith.truncf %arg3 downward fastmath<fast> : f64 to bf16
// CHECK-NEXT: %17 = arith.truncf %arg2 to_nearest_away {tag} : f32 to f16
// CHECK-NEXT: %18 = arith.bitcast %arg1 : i32 to f32
// CHECK-NEXT: %19 = arith.bitcast %arg2 : f32 to i32
// CHECK-NEXT: %20 = arith.bitcast %arg1 : i32 to i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
