// NaN and signed zeros through minimumf/maximumf (NaN propagates, -0 < +0) and
// minnumf/maxnumf (a single NaN is ignored), every cmpf predicate (ordered, unordered, false,
// true) on ordered, equal, NaN and -0/+0 operands, and addf/subf/mulf/divf/remf/negf with
// fastmath flags (which the CPU lowering ignores for these results). Constants are hex floats
// (NaN, inf, -inf) and -0.0. Not printed: minnumf/maxnumf of -0 and +0 (LLVM itself gives
// different answers at -O0 and -O3) and computed NaNs (their sign differs between x86_64 and
// aarch64). Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @minmax(%a: f32, %b: f32) {
  %0 = arith.minimumf %a, %b : f32
  %1 = arith.maximumf %a, %b : f32
  %2 = arith.minnumf %a, %b : f32
  %3 = arith.maxnumf %a, %b : f32
  vector.print %0 : f32 punctuation <comma>
  vector.print %1 : f32 punctuation <comma>
  vector.print %2 : f32 punctuation <comma>
  vector.print %3 : f32
  return
}
func.func @minmax_zero(%a: f64, %b: f64) {
  %0 = arith.minimumf %a, %b : f64
  %1 = arith.maximumf %a, %b : f64
  vector.print %0 : f64 punctuation <comma>
  vector.print %1 : f64
  return
}
func.func @minmax_zero32(%a: f32, %b: f32) {
  %0 = arith.minimumf %a, %b : f32
  %1 = arith.maximumf %a, %b : f32
  vector.print %0 : f32 punctuation <comma>
  vector.print %1 : f32
  return
}
func.func @minmax64(%a: f64, %b: f64) {
  %0 = arith.minimumf %a, %b : f64
  %1 = arith.maximumf %a, %b : f64
  %2 = arith.minnumf %a, %b : f64
  %3 = arith.maxnumf %a, %b : f64
  vector.print %0 : f64 punctuation <comma>
  vector.print %1 : f64 punctuation <comma>
  vector.print %2 : f64 punctuation <comma>
  vector.print %3 : f64
  return
}
func.func @cmp(%a: f64, %b: f64) {
  %0 = arith.cmpf false, %a, %b : f64
  %1 = arith.cmpf oeq, %a, %b : f64
  %2 = arith.cmpf ogt, %a, %b : f64
  %3 = arith.cmpf oge, %a, %b : f64
  %4 = arith.cmpf olt, %a, %b : f64
  %5 = arith.cmpf ole, %a, %b : f64
  %6 = arith.cmpf one, %a, %b : f64
  %7 = arith.cmpf ord, %a, %b : f64
  %8 = arith.cmpf ueq, %a, %b : f64
  %9 = arith.cmpf ugt, %a, %b : f64
  %10 = arith.cmpf uge, %a, %b : f64
  %11 = arith.cmpf ult, %a, %b : f64
  %12 = arith.cmpf ule, %a, %b : f64
  %13 = arith.cmpf une, %a, %b : f64
  %14 = arith.cmpf uno, %a, %b : f64
  %15 = arith.cmpf true, %a, %b : f64
  vector.print %0 : i1 punctuation <comma>
  vector.print %1 : i1 punctuation <comma>
  vector.print %2 : i1 punctuation <comma>
  vector.print %3 : i1 punctuation <comma>
  vector.print %4 : i1 punctuation <comma>
  vector.print %5 : i1 punctuation <comma>
  vector.print %6 : i1 punctuation <comma>
  vector.print %7 : i1 punctuation <comma>
  vector.print %8 : i1 punctuation <comma>
  vector.print %9 : i1 punctuation <comma>
  vector.print %10 : i1 punctuation <comma>
  vector.print %11 : i1 punctuation <comma>
  vector.print %12 : i1 punctuation <comma>
  vector.print %13 : i1 punctuation <comma>
  vector.print %14 : i1 punctuation <comma>
  vector.print %15 : i1
  return
}
func.func @arith(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b fastmath<nnan,ninf> : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.remf %a, %b : f32
  %5 = arith.negf %a : f32
  vector.print %0 : f32 punctuation <comma>
  vector.print %1 : f32 punctuation <comma>
  vector.print %2 : f32 punctuation <comma>
  vector.print %3 : f32 punctuation <comma>
  vector.print %4 : f32 punctuation <comma>
  vector.print %5 : f32
  return
}
func.func @main() {
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %m2 = arith.constant -2.5 : f32
  call @minmax(%nan, %one) : (f32, f32) -> ()
  call @minmax(%one, %nan) : (f32, f32) -> ()
  call @minmax(%nan, %nan) : (f32, f32) -> ()
  call @minmax_zero32(%z, %nz) : (f32, f32) -> ()
  call @minmax_zero32(%nz, %z) : (f32, f32) -> ()
  call @minmax(%inf, %ninf) : (f32, f32) -> ()
  call @minmax(%m2, %one) : (f32, f32) -> ()
  %dnan = arith.constant 0x7FF8000000000000 : f64
  %dz = arith.constant 0.0 : f64
  %dnz = arith.constant -0.0 : f64
  %d1 = arith.constant 1.0 : f64
  %d2 = arith.constant 2.0 : f64
  call @minmax64(%dnan, %d1) : (f64, f64) -> ()
  call @minmax_zero(%dz, %dnz) : (f64, f64) -> ()
  call @minmax_zero(%dnz, %dz) : (f64, f64) -> ()
  call @cmp(%d1, %d2) : (f64, f64) -> ()
  call @cmp(%d2, %d1) : (f64, f64) -> ()
  call @cmp(%d1, %d1) : (f64, f64) -> ()
  call @cmp(%dnan, %d1) : (f64, f64) -> ()
  call @cmp(%dz, %dnz) : (f64, f64) -> ()
  call @arith(%one, %m2) : (f32, f32) -> ()
  %three = arith.constant 3.0 : f32
  call @arith(%nz, %one) : (f32, f32) -> ()
  call @arith(%m2, %three) : (f32, f32) -> ()
  call @arith(%one, %inf) : (f32, f32) -> ()
  return
}
// CHECK: nan, nan, 1, 1
// CHECK-NEXT: nan, nan, 1, 1
// CHECK-NEXT: nan, nan, nan, nan
// CHECK-NEXT: -0, 0
// CHECK-NEXT: -0, 0
// CHECK-NEXT: -inf, inf, -inf, inf
// CHECK-NEXT: -2.5, 1, -2.5, 1
// CHECK-NEXT: nan, nan, 1, 1
// CHECK-NEXT: -0, 0
// CHECK-NEXT: -0, 0
// CHECK-NEXT: 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1
// CHECK-NEXT: 0, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 1
// CHECK-NEXT: 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1
// CHECK-NEXT: 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1
// CHECK-NEXT: -1.5, 3.5, -2.5, -0.4, 1, -1
// CHECK-NEXT: 1, -1, -0, -0, -0, 0
// CHECK-NEXT: 0.5, -5.5, -7.5, -0.833333, -2.5, 2.5
// CHECK-NEXT: inf, -inf, inf, 0, 1, -1
