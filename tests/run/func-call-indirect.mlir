// func.constant and func.call_indirect: a function value chosen at run time (scf.if yielding
// one of two func.constant values), passed to another function as an argument and called
// there, with several arguments and several results of mixed types. Expected output:
// mlir-runner-22 on the same file, also checked by hand (7 + 5 = 12, 7 - 5 = 2, the f64
// result is the i32 result halved).
// RUN: corolift run %s | FileCheck %s

// CHECK:      12, 6
// CHECK-NEXT: 2, 1
// CHECK-NEXT: 3
// CHECK-NEXT: 12
// CHECK-NOT:  {{.}}

func.func @add(%a: i32, %b: i32) -> (i32, f64) {
  %s = arith.addi %a, %b : i32
  %f = arith.sitofp %s : i32 to f64
  %h = arith.constant 0.5 : f64
  %r = arith.mulf %f, %h : f64
  return %s, %r : i32, f64
}

func.func @sub(%a: i32, %b: i32) -> (i32, f64) {
  %s = arith.subi %a, %b : i32
  %f = arith.sitofp %s : i32 to f64
  %h = arith.constant 0.5 : f64
  %r = arith.mulf %f, %h : f64
  return %s, %r : i32, f64
}

func.func @apply(%fn: (i32, i32) -> (i32, f64), %a: i32, %b: i32) {
  %r:2 = func.call_indirect %fn(%a, %b) : (i32, i32) -> (i32, f64)
  vector.print %r#0 : i32 punctuation <comma>
  vector.print %r#1 : f64
  return
}

func.func @three() -> index {
  %c = arith.constant 3 : index
  return %c : index
}

func.func @main() {
  %a = arith.constant 7 : i32
  %b = arith.constant 5 : i32
  %t = arith.constant true
  %f = arith.constant false
  %add = func.constant @add : (i32, i32) -> (i32, f64)
  %sub = func.constant @sub : (i32, i32) -> (i32, f64)
  %first = scf.if %t -> ((i32, i32) -> (i32, f64)) {
    scf.yield %add : (i32, i32) -> (i32, f64)
  } else {
    scf.yield %sub : (i32, i32) -> (i32, f64)
  }
  %second = arith.select %f, %add, %sub : (i32, i32) -> (i32, f64)
  func.call @apply(%first, %a, %b) : ((i32, i32) -> (i32, f64), i32, i32) -> ()
  func.call @apply(%second, %a, %b) : ((i32, i32) -> (i32, f64), i32, i32) -> ()
  %g = func.constant @three : () -> index
  %n = func.call_indirect %g() : () -> index
  vector.print %n : index
  %direct:2 = func.call_indirect %add(%a, %b) : (i32, i32) -> (i32, f64)
  vector.print %direct#0 : i32
  return
}
