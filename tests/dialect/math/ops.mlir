// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Every math op in its custom form, on scalars, vectors and tensors, with fastmath flags
// (omitted when none, `fast` for all seven) and sincos's result names. Expected text: mlir-opt-22.
func.func @float_unary(%f: f32, %d: f64, %v: vector<4xf32>, %t: tensor<2x?xf64>) {
  %0 = math.absf %f : f32
  %1 = math.ceil %d : f64
  %2 = math.floor %v : vector<4xf32>
  %3 = math.round %t : tensor<2x?xf64>
  %4 = math.roundeven %f fastmath<nnan> : f32
  %5 = math.trunc %d fastmath<fast> : f64
  %6 = math.sqrt %f fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %7 = math.rsqrt %f fastmath<none> : f32
  %8 = math.cbrt %d : f64
  %9 = math.exp %f : f32
  %10 = math.exp2 %f : f32
  %11 = math.expm1 %f : f32
  %12 = math.log %d : f64
  %13 = math.log2 %d : f64
  %14 = math.log10 %d : f64
  %15 = math.log1p %d : f64
  %16 = math.sin %v : vector<4xf32>
  %17 = math.cos %v : vector<4xf32>
  %18 = math.tan %f : f32
  %19 = math.asin %f : f32
  %20 = math.acos %f : f32
  %21 = math.atan %f : f32
  %22 = math.sinh %d : f64
  %23 = math.cosh %d : f64
  %24 = math.tanh %d : f64
  %25 = math.asinh %d : f64
  %26 = math.acosh %d : f64
  %27 = math.atanh %d : f64
  %28 = math.erf %f {tag = "x"} : f32
  %29 = math.erfc %f fastmath<afn> {tag = "y"} : f32
  return
}

func.func @float_multi(%f: f32, %v: vector<2xf64>) {
  %0 = math.atan2 %f, %f : f32
  %1 = math.copysign %v, %v fastmath<nsz> : vector<2xf64>
  %2 = math.powf %f, %f : f32
  %3 = math.fma %f, %f, %f fastmath<contract> : f32
  %4 = math.clampf %f to [%f, %f] fastmath<nnan,ninf> : f32
  %s, %c = math.sincos %f : f32
  %5:2 = math.sincos %v fastmath<afn> : vector<2xf64>
  return
}

func.func @integer(%i: i32, %b: i1, %x: index, %w: i64, %v: vector<3xi8>) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %b : i1
  %2 = math.cttz %x : index
  %3 = math.ctpop %w : i64
  %4 = math.ipowi %v, %v : vector<3xi8>
  %5 = math.ipowi %x, %x : index
  return
}

func.func @fpowi_and_classify(%f: f32, %i: i16, %vf: vector<2xf64>, %vi: vector<2xi64>) {
  %0 = math.fpowi %f, %i : f32, i16
  %1 = math.fpowi %vf, %vi fastmath<fast> : vector<2xf64>, vector<2xi64>
  %2 = math.isnan %f : f32
  %3 = math.isinf %vf : vector<2xf64>
  %4 = math.isfinite %f {fastmath = #arith.fastmath<nnan>} : f32
  %5 = math.isnormal %f {fastmath = #arith.fastmath<none>} : f32
  return
}

// CHECK-LABEL: func.func @float_unary(%arg0: f32, %arg1: f64, %arg2: vector<4xf32>, %arg3: tensor<2x?xf64>) {
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.ceil %arg1 : f64
// CHECK-NEXT: %2 = math.floor %arg2 : vector<4xf32>
// CHECK-NEXT: %3 = math.round %arg3 : tensor<2x?xf64>
// CHECK-NEXT: %4 = math.roundeven %arg0 fastmath<nnan> : f32
// CHECK-NEXT: %5 = math.trunc %arg1 fastmath<fast> : f64
// CHECK-NEXT: %6 = math.sqrt %arg0 fastmath<fast> : f32
// CHECK-NEXT: %7 = math.rsqrt %arg0 : f32
// CHECK-NEXT: %8 = math.cbrt %arg1 : f64
// CHECK-NEXT: %9 = math.exp %arg0 : f32
// CHECK-NEXT: %10 = math.exp2 %arg0 : f32
// CHECK-NEXT: %11 = math.expm1 %arg0 : f32
// CHECK-NEXT: %12 = math.log %arg1 : f64
// CHECK-NEXT: %13 = math.log2 %arg1 : f64
// CHECK-NEXT: %14 = math.log10 %arg1 : f64
// CHECK-NEXT: %15 = math.log1p %arg1 : f64
// CHECK-NEXT: %16 = math.sin %arg2 : vector<4xf32>
// CHECK-NEXT: %17 = math.cos %arg2 : vector<4xf32>
// CHECK-NEXT: %18 = math.tan %arg0 : f32
// CHECK-NEXT: %19 = math.asin %arg0 : f32
// CHECK-NEXT: %20 = math.acos %arg0 : f32
// CHECK-NEXT: %21 = math.atan %arg0 : f32
// CHECK-NEXT: %22 = math.sinh %arg1 : f64
// CHECK-NEXT: %23 = math.cosh %arg1 : f64
// CHECK-NEXT: %24 = math.tanh %arg1 : f64
// CHECK-NEXT: %25 = math.asinh %arg1 : f64
// CHECK-NEXT: %26 = math.acosh %arg1 : f64
// CHECK-NEXT: %27 = math.atanh %arg1 : f64
// CHECK-NEXT: %28 = math.erf %arg0 {tag = "x"} : f32
// CHECK-NEXT: %29 = math.erfc %arg0 fastmath<afn> {tag = "y"} : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @float_multi(%arg0: f32, %arg1: vector<2xf64>) {
// CHECK-NEXT: %0 = math.atan2 %arg0, %arg0 : f32
// CHECK-NEXT: %1 = math.copysign %arg1, %arg1 fastmath<nsz> : vector<2xf64>
// CHECK-NEXT: %2 = math.powf %arg0, %arg0 : f32
// CHECK-NEXT: %3 = math.fma %arg0, %arg0, %arg0 fastmath<contract> : f32
// CHECK-NEXT: %4 = math.clampf %arg0 to [%arg0, %arg0] fastmath<nnan,ninf> : f32
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg1 fastmath<afn> : vector<2xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @integer(%arg0: i32, %arg1: i1, %arg2: index, %arg3: i64, %arg4: vector<3xi8>) {
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.ctlz %arg1 : i1
// CHECK-NEXT: %2 = math.cttz %arg2 : index
// CHECK-NEXT: %3 = math.ctpop %arg3 : i64
// CHECK-NEXT: %4 = math.ipowi %arg4, %arg4 : vector<3xi8>
// CHECK-NEXT: %5 = math.ipowi %arg2, %arg2 : index
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fpowi_and_classify(%arg0: f32, %arg1: i16, %arg2: vector<2xf64>, %arg3: vector<2xi64>) {
// CHECK-NEXT: %0 = math.fpowi %arg0, %arg1 : f32, i16
// CHECK-NEXT: %1 = math.fpowi %arg2, %arg3 fastmath<fast> : vector<2xf64>, vector<2xi64>
// CHECK-NEXT: %2 = math.isnan %arg0 : f32
// CHECK-NEXT: %3 = math.isinf %arg2 : vector<2xf64>
// CHECK-NEXT: %4 = math.isfinite %arg0 {fastmath = #arith.fastmath<nnan>} : f32
// CHECK-NEXT: %5 = math.isnormal %arg0 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
