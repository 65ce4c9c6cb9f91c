// syntax users copy from mlir-opt output: type and attribute aliases, generic op form, locations, memref.global, module attributes
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      3
// CHECK-NEXT: 2
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 7
// CHECK-NEXT: 49
// CHECK-NEXT: 8.75
// CHECK-NEXT: -1
// CHECK-NEXT: -9223372036854775808
// CHECK-NOT:  {{.}}
!elem = i32
!vec = memref<4x!elem>
#loc1 = loc("kernel.c":10:3)
module attributes {test.name = "users", llvm.data_layout = ""} {
  memref.global "private" constant @table : memref<4xi32> = dense<[3, -1, 4, 1]>
  memref.global @counter : memref<i64> = dense<0>

  func.func @bump(%by: i64) -> i64 {
    %g = memref.get_global @counter : memref<i64>
    %v = memref.load %g[] : memref<i64>
    %n = "arith.addi"(%v, %by) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64 loc(#loc1)
    memref.store %n, %g[] : memref<i64>
    return %n : i64
  }

  func.func @main() {
    %t = memref.get_global @table : !vec
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %z = arith.constant 0 : !elem
    %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z) -> (!elem) {
      %x = memref.load %t[%i] : !vec
      %n = arith.addi %a, %x overflow<nsw, nuw> : !elem
      %e = arith.extsi %x : i32 to i64
      %b = func.call @bump(%e) : (i64) -> i64 loc("kernel.c":12:7)
      vector.print %b : i64
      scf.yield %n : !elem
    } loc(fused["kernel.c":11:5, "kernel.c":14:5])
    vector.print %s : i32
    %m = "arith.muli"(%s, %s) : (i32, i32) -> i32
    vector.print %m : i32
    %f = arith.constant 2.5 : f32
    %g = arith.mulf %f, %f fastmath<fast> : f32
    %h = arith.addf %g, %f fastmath<nnan, ninf> : f32
    vector.print %h : f32
    %hx = arith.constant 0xFFFFFFFF : i32
    vector.print %hx : i32
    %big = arith.constant 0x8000000000000000 : i64
    vector.print %big : i64
    return
  }
}
