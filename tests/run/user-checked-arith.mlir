// checked arithmetic: addui_extended, mului_extended, mulsi_extended; 128-bit multiply via high words; factorial overflow detection
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      -7055958792655077376
// CHECK-NEXT: 21
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1589934592
// CHECK-NEXT: -2
// CHECK-NEXT: 1589934592
// CHECK-NEXT: 999999998
// CHECK-NEXT: 44
// CHECK-NEXT: 1
// CHECK-NOT:  {{.}}
func.func @checked_mul(%a: i64, %b: i64) -> (i64, i1) {
  %lo, %hi = arith.mului_extended %a, %b : i64
  %z = arith.constant 0 : i64
  %ovf = arith.cmpi ne, %hi, %z : i64
  return %lo, %ovf : i64, i1
}

func.func @add128(%alo: i64, %ahi: i64, %blo: i64, %bhi: i64) -> (i64, i64) {
  %s, %c = arith.addui_extended %alo, %blo : i64, i1
  %h = arith.addi %ahi, %bhi : i64
  %ce = arith.extui %c : i1 to i64
  %h2 = arith.addi %h, %ce : i64
  return %s, %h2 : i64, i64
}

func.func @main() {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : index
  %c1i = arith.constant 1 : index
  %c30 = arith.constant 30 : index
  %f = arith.constant false
  %r:3 = scf.for %i = %c2 to %c30 step %c1i iter_args(%acc = %c1, %first = %c1, %seen = %f) -> (i64, i64, i1) {
    %ii = arith.index_cast %i : index to i64
    %p:2 = func.call @checked_mul(%acc, %ii) : (i64, i64) -> (i64, i1)
    %notseen = arith.xori %seen, %p#1 : i1
    %newfirst = arith.select %notseen, %ii, %first : i64
    %ns = arith.ori %seen, %p#1 : i1
    scf.yield %p#0, %newfirst, %ns : i64, i64, i1
  }
  vector.print %r#0 : i64
  vector.print %r#1 : i64
  vector.print %r#2 : i1
  %m = arith.constant -1 : i64
  %s:2 = call @add128(%m, %m, %c1, %c1) : (i64, i64, i64, i64) -> (i64, i64)
  vector.print %s#0 : i64
  vector.print %s#1 : i64
  %a = arith.constant -7 : i32
  %b = arith.constant 1000000000 : i32
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  vector.print %lo : i32
  vector.print %hi : i32
  %ulo, %uhi = arith.mului_extended %a, %b : i32
  vector.print %ulo : i32
  vector.print %uhi : i32
  %x8 = arith.constant 200 : i8
  %y8 = arith.constant 100 : i8
  %s8, %o8 = arith.addui_extended %x8, %y8 : i8, i1
  vector.print %s8 : i8
  vector.print %o8 : i1
  return
}
