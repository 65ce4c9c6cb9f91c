// f16 and bf16: constants (decimal and hex), addf/subf/mulf/divf/remf, min/max, negf,
// cmpf, fptosi/fptoui, sitofp/uitofp (ties and overflow to infinity), extf, truncf from f32
// and f64 with rounding modes (all round to nearest even on the CPU path), bitcast, and
// vector.print of both types. No poison (out-of-range fptosi) and no computed NaN (its sign
// differs between x86_64 and aarch64). Expected output: mlir-runner-22 (the pipeline of
// scripts/compare-corpus.sh); by hand: 1.0009765625 + 3.5 = 4.5009765625 -> f16 4.5 (the
// f16 step at 4 is 2^-8); 2049 -> f16 2048 (tie to even); 65520 -> inf.
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @f16_ops(%a: f16, %b: f16) {
  %0 = arith.addf %a, %b : f16
  %1 = arith.subf %a, %b : f16
  %2 = arith.mulf %a, %b fastmath<fast> : f16
  %3 = arith.divf %a, %b : f16
  %4 = arith.remf %a, %b : f16
  %5 = arith.minimumf %a, %b : f16
  %6 = arith.maxnumf %a, %b : f16
  %7 = arith.negf %a : f16
  vector.print %0 : f16 punctuation <comma>
  vector.print %1 : f16 punctuation <comma>
  vector.print %2 : f16 punctuation <comma>
  vector.print %3 : f16 punctuation <comma>
  vector.print %4 : f16 punctuation <comma>
  vector.print %5 : f16 punctuation <comma>
  vector.print %6 : f16 punctuation <comma>
  vector.print %7 : f16
  %c0 = arith.cmpf olt, %a, %b : f16
  %c1 = arith.cmpf oeq, %a, %b : f16
  %c2 = arith.cmpf uno, %a, %b : f16
  %c3 = arith.cmpf uge, %a, %b : f16
  vector.print %c0 : i1 punctuation <comma>
  vector.print %c1 : i1 punctuation <comma>
  vector.print %c2 : i1 punctuation <comma>
  vector.print %c3 : i1
  %i0 = arith.fptosi %a : f16 to i32
  %i1 = arith.fptoui %b : f16 to i8
  %e = arith.extf %a : f16 to f64
  %bits = arith.bitcast %3 : f16 to i16
  vector.print %i0 : i32 punctuation <comma>
  vector.print %i1 : i8 punctuation <comma>
  vector.print %e : f64 punctuation <comma>
  vector.print %bits : i16
  return
}
func.func @bf16_ops(%a: bf16, %b: bf16) {
  %0 = arith.addf %a, %b : bf16
  %1 = arith.subf %a, %b : bf16
  %2 = arith.mulf %a, %b : bf16
  %3 = arith.divf %a, %b : bf16
  %5 = arith.maximumf %a, %b : bf16
  %6 = arith.minnumf %a, %b : bf16
  %7 = arith.negf %a : bf16
  vector.print %0 : bf16 punctuation <comma>
  vector.print %1 : bf16 punctuation <comma>
  vector.print %2 : bf16 punctuation <comma>
  vector.print %3 : bf16 punctuation <comma>
  vector.print %5 : bf16 punctuation <comma>
  vector.print %6 : bf16 punctuation <comma>
  vector.print %7 : bf16
  %c0 = arith.cmpf ogt, %a, %b : bf16
  %c1 = arith.cmpf une, %a, %b : bf16
  vector.print %c0 : i1 punctuation <comma>
  vector.print %c1 : i1
  %i0 = arith.fptosi %a : bf16 to i64
  %e = arith.extf %a : bf16 to f32
  %bits = arith.bitcast %3 : bf16 to i16
  vector.print %i0 : i64 punctuation <comma>
  vector.print %e : f32 punctuation <comma>
  vector.print %bits : i16
  return
}
func.func @conv(%i: i32, %u: i64) {
  %0 = arith.sitofp %i : i32 to f16
  %1 = arith.uitofp %u : i64 to f16
  %2 = arith.sitofp %i : i32 to bf16
  %3 = arith.uitofp %u : i64 to bf16
  vector.print %0 : f16 punctuation <comma>
  vector.print %1 : f16 punctuation <comma>
  vector.print %2 : bf16 punctuation <comma>
  vector.print %3 : bf16
  return
}
func.func @main() {
  %a = arith.constant 1.0009765625 : f16
  %b = arith.constant 3.5 : f16
  %m = arith.constant -1.0e-6 : f16
  %big = arith.constant 60000.0 : f16
  %z = arith.constant -0.0 : f16
  %nan = arith.constant 0x7E00 : f16
  %inf = arith.constant 0x7C00 : f16
  call @f16_ops(%a, %b) : (f16, f16) -> ()
  call @f16_ops(%b, %m) : (f16, f16) -> ()
  call @f16_ops(%big, %b) : (f16, f16) -> ()
  %neg = arith.negf %z : f16
  vector.print %neg : f16
  call @f16_ops(%a, %nan) : (f16, f16) -> ()
  %sum = arith.addf %inf, %a : f16
  %cmp = arith.cmpf ogt, %inf, %big : f16
  vector.print %sum : f16 punctuation <comma>
  vector.print %cmp : i1
  %ba = arith.constant 3.140625 : bf16
  %bb = arith.constant -1.0e30 : bf16
  %bc = arith.constant 7.0 : bf16
  %bnan = arith.constant 0x7FC0 : bf16
  call @bf16_ops(%ba, %bc) : (bf16, bf16) -> ()
  call @bf16_ops(%bb, %ba) : (bf16, bf16) -> ()
  call @bf16_ops(%bc, %bnan) : (bf16, bf16) -> ()
  %i1 = arith.constant 2049 : i32
  %u1 = arith.constant 65519 : i64
  %i2 = arith.constant -16777217 : i32
  %u2 = arith.constant 65520 : i64
  %u3 = arith.constant 18446744073709551615 : i64
  call @conv(%i1, %u1) : (i32, i64) -> ()
  call @conv(%i2, %u2) : (i32, i64) -> ()
  call @conv(%i1, %u3) : (i32, i64) -> ()
  %d = arith.constant 1036.4999678 : f64
  %t1 = arith.truncf %d : f64 to f16
  %t2 = arith.truncf %d downward : f64 to bf16
  %f = arith.constant 0.1 : f32
  %t3 = arith.truncf %f upward : f32 to f16
  vector.print %t1 : f16 punctuation <comma>
  vector.print %t2 : bf16 punctuation <comma>
  vector.print %t3 : f16
  return
}
// CHECK: 4.5, -2.5, 3.50391, 0.285889, 1.00098, 1.00098, 3.5, -1.00098
// CHECK-NEXT: 1, 0, 0, 0
// CHECK-NEXT: 1, 3, 1.00098, 13459
// CHECK-NEXT: 3.5, 3.5, -3.57628e-06, -inf, 7.15256e-07, -1.01328e-06, 3.5, -3.5
// CHECK-NEXT: 0, 0, 0, 1
// CHECK-NEXT: 3, 0, 3.5, -1024
// CHECK-NEXT: 60000, 60000, inf, 17136, 3, 3.5, 60000, -60000
// CHECK-NEXT: 0, 0, 0, 1
// CHECK-NEXT: 60000, 3, 60000, 29743
// CHECK-NEXT: 0
// CHECK-NEXT: nan, nan, nan, nan, nan, nan, 1.00098, -1.00098
// CHECK-NEXT: 0, 0, 1, 1
// CHECK-NEXT: 1, 0, 1.00098, 32256
// CHECK-NEXT: inf, 1
// CHECK-NEXT: 10.125, -3.85938, 22, 0.449219, 7, 3.14062, -3.14062
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 3, 3.14062, 16102
// CHECK-NEXT: -1.00026e+30, -1.00026e+30, -3.14932e+30, -3.19389e+29, 3.14062, -1.00026e+30, 1.00026e+30
// CHECK-NEXT: 0, 1
// CHECK-NEXT: -9223372036854775808, -1.00026e+30, -3967
// CHECK-NEXT: nan, nan, nan, nan, nan, 7, -7
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 7, 7, 32704
// CHECK-NEXT: 2048, 65504, 2048, 65536
// CHECK-NEXT: -inf, inf, -1.67772e+07, 65536
// CHECK-NEXT: 2048, inf, 2048, 1.84467e+19
// CHECK-NEXT: 1036, 1040, 0.0999756
