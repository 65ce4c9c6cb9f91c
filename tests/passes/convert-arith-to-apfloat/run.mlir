// Arithmetic on f8E4M3FN and f6E3M2FN through MLIR's libmlir_apfloat_wrappers, loaded because
// MLIR's c_runner_utils (named here, built into corolift) depends on it, as under mlir-runner.
// 1.4 and 2.2 are 1.375 and 2.25 in f8E4M3FN: sum 3.625, rounded to 3.5; product 3.09375,
// rounded to 3; 1.375 < 2.25; 12 + 20 = 32 in f6E3M2FN saturates to its largest value 28
// (a finite-only format). Expected output: mlir-runner-22 after mlir-opt-22
// --convert-arith-to-apfloat --convert-to-llvm, with the same library.
// RUN: corolift opt %s --convert-arith-to-apfloat | corolift run -e main \
// RUN:   -entry-point-result=void \
// RUN:   -shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1 | FileCheck %s

func.func @main() {
  %a = arith.constant 1.4 : f8E4M3FN
  %b = arith.constant 2.2 : f8E4M3FN
  %s = arith.addf %a, %b : f8E4M3FN
  %p = arith.mulf %a, %b : f8E4M3FN
  %n = arith.negf %a : f8E4M3FN
  %lt = arith.cmpf olt, %a, %b : f8E4M3FN
  %w = arith.extf %s : f8E4M3FN to f32
  %x = arith.constant 12.0 : f6E3M2FN
  %y = arith.constant 20.0 : f6E3M2FN
  %z = arith.addf %x, %y : f6E3M2FN
  // CHECK: 3.5
  vector.print %s : f8E4M3FN
  // CHECK-NEXT: 3
  vector.print %p : f8E4M3FN
  // CHECK-NEXT: -1.375
  vector.print %n : f8E4M3FN
  // CHECK-NEXT: 1
  vector.print %lt : i1
  // CHECK-NEXT: 3.5
  vector.print %w : f32
  // CHECK-NEXT: 28
  vector.print %z : f6E3M2FN
  return
}
