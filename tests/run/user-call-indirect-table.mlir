// call_indirect through func.constant tables selected by scf.index_switch; recursion via func.call
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      9
// CHECK-NEXT: 81
// CHECK-NEXT: -9
// CHECK-NEXT: 3
// CHECK-NEXT: -5
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 720
// CHECK-NEXT: -4
// CHECK-NEXT: 2432902008176640000
// CHECK-NOT:  {{.}}
func.func @sq(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}
func.func @neg(%x: i64) -> i64 {
  %z = arith.constant 0 : i64
  %r = arith.subi %z, %x : i64
  return %r : i64
}
func.func @half(%x: i64) -> i64 {
  %c = arith.constant 2 : i64
  %r = arith.floordivsi %x, %c : i64
  return %r : i64
}
func.func @fact(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %one : i64
  %r = scf.if %le -> i64 {
    scf.yield %one : i64
  } else {
    %m = arith.subi %n, %one : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}
func.func @pick(%i: index) -> ((i64) -> i64) {
  %r = scf.index_switch %i -> (i64) -> i64
  case 0 {
    %f = func.constant @sq : (i64) -> i64
    scf.yield %f : (i64) -> i64
  }
  case 1 {
    %f = func.constant @neg : (i64) -> i64
    scf.yield %f : (i64) -> i64
  }
  case 2 {
    %f = func.constant @half : (i64) -> i64
    scf.yield %f : (i64) -> i64
  }
  default {
    %f = func.constant @fact : (i64) -> i64
    scf.yield %f : (i64) -> i64
  }
  return %r : (i64) -> i64
}
func.func @apply_twice(%f: (i64) -> i64, %x: i64) -> i64 {
  %a = func.call_indirect %f(%x) : (i64) -> i64
  %b = func.call_indirect %f(%a) : (i64) -> i64
  return %b : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = arith.constant 3 : i64
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%v = %x) -> (i64) {
    %f = func.call @pick(%i) : (index) -> ((i64) -> i64)
    %y = func.call_indirect %f(%v) : (i64) -> i64
    vector.print %y : i64
    %t = func.call @apply_twice(%f, %x) : ((i64) -> i64, i64) -> i64
    vector.print %t : i64
    scf.yield %y : i64
  }
  %m = arith.constant -7 : i64
  %g = func.constant @half : (i64) -> i64
  %h = func.call_indirect %g(%m) : (i64) -> i64
  vector.print %h : i64
  %c20 = arith.constant 20 : i64
  %fa = func.call @fact(%c20) : (i64) -> i64
  vector.print %fa : i64
  return
}
