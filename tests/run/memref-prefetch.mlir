// memref.prefetch is a hint: a loop that prefetches ahead (read and write, data and
// instruction cache, every locality) computes what it computes without the hints.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh); by hand:
// 0 + 1 + ... + 15 = 120, and the last element doubled is 30.
// RUN: corolift run %s | FileCheck %s --match-full-lines
// CHECK:      120
// CHECK-NEXT: 30
// CHECK-NOT:  {{.}}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %m = memref.alloc() : memref<20xi64>
  scf.for %i = %c0 to %c16 step %c1 {
    %ahead = arith.addi %i, %c4 : index
    memref.prefetch %m[%ahead], write, locality<0>, data : memref<20xi64>
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<20xi64>
  }
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (i64) {
    %ahead = arith.addi %i, %c4 : index
    memref.prefetch %m[%ahead], read, locality<3>, data : memref<20xi64>
    memref.prefetch %m[%i], read, locality<1>, instr : memref<20xi64>
    %v = memref.load %m[%i] : memref<20xi64>
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  vector.print %s : i64
  %last = memref.load %m[%c15] : memref<20xi64>
  memref.prefetch %m[%c15], write, locality<2>, data : memref<20xi64>
  %d = arith.addi %last, %last : i64
  vector.print %d : i64
  memref.dealloc %m : memref<20xi64>
  return
}
