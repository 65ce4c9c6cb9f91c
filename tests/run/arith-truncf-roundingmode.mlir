// arith.truncf with every roundingmode: MLIR 22 lowers a truncf with a mode to LLVM's
// experimental.constrained.fptrunc, which on the CPU only asserts the environment's mode, so
// all of them round to nearest even (the bits of 1/3 and -1/3 as f32: 0x3EAAAAAB and
// 0xBEAAAAAB). Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @t(%x: f64) {
  %0 = arith.truncf %x : f64 to f32
  %1 = arith.truncf %x to_nearest_even : f64 to f32
  %2 = arith.truncf %x downward : f64 to f32
  %3 = arith.truncf %x upward : f64 to f32
  %4 = arith.truncf %x toward_zero : f64 to f32
  %5 = arith.truncf %x to_nearest_away : f64 to f32
  %b0 = arith.bitcast %0 : f32 to i32
  %b2 = arith.bitcast %2 : f32 to i32
  %b3 = arith.bitcast %3 : f32 to i32
  %b4 = arith.bitcast %4 : f32 to i32
  %b5 = arith.bitcast %5 : f32 to i32
  vector.print %b0 : i32 punctuation <comma>
  vector.print %b2 : i32 punctuation <comma>
  vector.print %b3 : i32 punctuation <comma>
  vector.print %b4 : i32 punctuation <comma>
  vector.print %b5 : i32
  return
}
func.func @main() {
  %a = arith.constant 0.33333333333333331 : f64
  %b = arith.constant -0.33333333333333331 : f64
  call @t(%a) : (f64) -> ()
  call @t(%b) : (f64) -> ()
  return
}
// CHECK: 1051372203, 1051372203, 1051372203, 1051372203, 1051372203
// CHECK-NEXT: -1096111445, -1096111445, -1096111445, -1096111445, -1096111445
