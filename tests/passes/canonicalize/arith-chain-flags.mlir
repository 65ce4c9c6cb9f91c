// RUN: corolift opt %s --canonicalize | FileCheck %s

// addi/subi constant chains keep the overflow flags both ops carry (upstream's MergeOverflow),
// except subi(addi(x, c0), c1), which drops them; an exact truncf of a constant folds whatever
// its rounding mode.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @chains_keep_common_flags(%arg0: i64) -> (i64, i64, i64, i64) {
// CHECK-NEXT:     %c-10_i64 = arith.constant -10 : i64
// CHECK-NEXT:     %c6_i64 = arith.constant 6 : i64
// CHECK-NEXT:     %c14_i64 = arith.constant 14 : i64
// CHECK-NEXT:     %0 = arith.subi %c14_i64, %arg0 overflow<nsw> : i64
// CHECK-NEXT:     %1 = arith.addi %arg0, %c6_i64 : i64
// CHECK-NEXT:     %2 = arith.subi %c14_i64, %arg0 overflow<nsw> : i64
// CHECK-NEXT:     return %0, %1, %2, %c-10_i64 : i64, i64, i64, i64
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @truncf_exact_with_mode() -> (bf16, f16) {
// CHECK-NEXT:     %cst = arith.constant 0.333333343 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:     %0 = arith.truncf %cst downward : f32 to f16
// CHECK-NEXT:     return %cst_0, %0 : bf16, f16
// CHECK-NEXT:   }

func.func @chains_keep_common_flags(%x: i64) -> (i64, i64, i64, i64) {
  %c10 = arith.constant 10 : i64
  %c4 = arith.constant 4 : i64
  %a = arith.subi %c10, %x overflow<nsw, nuw> : i64
  %0 = arith.addi %a, %c4 overflow<nsw> : i64
  %b = arith.addi %x, %c10 overflow<nuw> : i64
  %1 = arith.subi %b, %c4 overflow<nuw> : i64
  %c = arith.subi %x, %c4 overflow<nsw> : i64
  %2 = arith.subi %c10, %c overflow<nsw> : i64
  %d = arith.subi %x, %c10 overflow<nsw> : i64
  %3 = arith.subi %d, %x overflow<nsw, nuw> : i64
  return %0, %1, %2, %3 : i64, i64, i64, i64
}
func.func @truncf_exact_with_mode() -> (bf16, f16) {
  %one = arith.constant 1.0 : f32
  %0 = arith.truncf %one upward : f32 to bf16
  %third = arith.constant 0.333333343 : f32
  %1 = arith.truncf %third downward : f32 to f16
  return %0, %1 : bf16, f16
}
