// memref.atomic_rmw muli and mulf, which MLIR 22 verifies but finalize-memref-to-llvm does
// not lower (LLVM's atomicrmw has no multiply): corolift runs them as a compare-and-swap
// loop. Each case prints the old value returned, then the product left in memory.
// Expected output by hand: 7 * -3 = -21; i8 100 * 3 = 300 = 44 (mod 256); i64 -4 * -5 = 20;
// 2.5 * -1.5 = -3.75 (f32); 1.25 * 4 = 5 (f64); 1.5 * 1.5 = 2.25 (f16); 3 * 0.5 = 1.5 (bf16).
// COMPARE-SKIP: mlir-opt-22 leaves atomic_rmw muli/mulf unlowered, so mlir-runner-22 cannot run it
// RUN: corolift run %s | FileCheck %s --match-full-lines
// CHECK:      7
// CHECK-NEXT: -21
// CHECK-NEXT: 100
// CHECK-NEXT: 44
// CHECK-NEXT: -4
// CHECK-NEXT: 20
// CHECK-NEXT: 2.5
// CHECK-NEXT: -3.75
// CHECK-NEXT: 1.25
// CHECK-NEXT: 5
// CHECK-NEXT: 1.5
// CHECK-NEXT: 2.25
// CHECK-NEXT: 3
// CHECK-NEXT: 1.5
// CHECK-NOT:  {{.}}
func.func @mul_i32(%a: i32, %b: i32) {
  %m = memref.alloc() : memref<i32>
  memref.store %a, %m[] : memref<i32>
  %old = memref.atomic_rmw muli %b, %m[] : (i32, memref<i32>) -> i32
  vector.print %old : i32
  %new = memref.load %m[] : memref<i32>
  vector.print %new : i32
  memref.dealloc %m : memref<i32>
  return
}
func.func @mul_i8(%a: i8, %b: i8) {
  %m = memref.alloc() : memref<i8>
  memref.store %a, %m[] : memref<i8>
  %old = memref.atomic_rmw muli %b, %m[] : (i8, memref<i8>) -> i8
  vector.print %old : i8
  %new = memref.load %m[] : memref<i8>
  vector.print %new : i8
  memref.dealloc %m : memref<i8>
  return
}
func.func @mul_i64(%a: i64, %b: i64) {
  %m = memref.alloc() : memref<i64>
  memref.store %a, %m[] : memref<i64>
  %old = memref.atomic_rmw muli %b, %m[] : (i64, memref<i64>) -> i64
  vector.print %old : i64
  %new = memref.load %m[] : memref<i64>
  vector.print %new : i64
  memref.dealloc %m : memref<i64>
  return
}
func.func @mul_f32(%a: f32, %b: f32) {
  %m = memref.alloc() : memref<f32>
  memref.store %a, %m[] : memref<f32>
  %old = memref.atomic_rmw mulf %b, %m[] : (f32, memref<f32>) -> f32
  vector.print %old : f32
  %new = memref.load %m[] : memref<f32>
  vector.print %new : f32
  memref.dealloc %m : memref<f32>
  return
}
func.func @mul_f64(%a: f64, %b: f64) {
  %m = memref.alloc() : memref<f64>
  memref.store %a, %m[] : memref<f64>
  %old = memref.atomic_rmw mulf %b, %m[] : (f64, memref<f64>) -> f64
  vector.print %old : f64
  %new = memref.load %m[] : memref<f64>
  vector.print %new : f64
  memref.dealloc %m : memref<f64>
  return
}
func.func @mul_f16(%a: f16, %b: f16) {
  %m = memref.alloc() : memref<f16>
  memref.store %a, %m[] : memref<f16>
  %old = memref.atomic_rmw mulf %b, %m[] : (f16, memref<f16>) -> f16
  vector.print %old : f16
  %new = memref.load %m[] : memref<f16>
  vector.print %new : f16
  memref.dealloc %m : memref<f16>
  return
}
func.func @mul_bf16(%a: bf16, %b: bf16) {
  %m = memref.alloc() : memref<bf16>
  memref.store %a, %m[] : memref<bf16>
  %old = memref.atomic_rmw mulf %b, %m[] : (bf16, memref<bf16>) -> bf16
  vector.print %old : bf16
  %new = memref.load %m[] : memref<bf16>
  vector.print %new : bf16
  memref.dealloc %m : memref<bf16>
  return
}
func.func @main() {
  %a = arith.constant 7 : i32
  %b = arith.constant -3 : i32
  call @mul_i32(%a, %b) : (i32, i32) -> ()
  %c = arith.constant 100 : i8
  %d = arith.constant 3 : i8
  call @mul_i8(%c, %d) : (i8, i8) -> ()
  %e = arith.constant -4 : i64
  %f = arith.constant -5 : i64
  call @mul_i64(%e, %f) : (i64, i64) -> ()
  %g = arith.constant 2.5 : f32
  %h = arith.constant -1.5 : f32
  call @mul_f32(%g, %h) : (f32, f32) -> ()
  %i = arith.constant 1.25 : f64
  %j = arith.constant 4.0 : f64
  call @mul_f64(%i, %j) : (f64, f64) -> ()
  %k = arith.constant 1.5 : f16
  call @mul_f16(%k, %k) : (f16, f16) -> ()
  %l = arith.constant 3.0 : bf16
  %n = arith.constant 0.5 : bf16
  call @mul_bf16(%l, %n) : (bf16, bf16) -> ()
  return
}
