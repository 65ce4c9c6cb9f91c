// scf.index_switch with results, negative and large case values, an empty default, and a
// switch without results. Expected output: mlir-runner-22 on the same file (checked by hand:
// each value picks its case, anything else the default; vector.print shows an index
// unsigned, so -5 prints as 2^64 - 5).
// RUN: corolift run %s | FileCheck %s

// CHECK:      18446744073709551611 -> 50, 5
// CHECK-NEXT: 0 -> 0, 0
// CHECK-NEXT: 2 -> 20, 2
// CHECK-NEXT: 7 -> 70, 7
// CHECK-NEXT: 1000000 -> 99, 1
// CHECK-NEXT: 3 -> -1, -1
// CHECK-NEXT: side effect 2
// CHECK-NOT:  {{.}}

func.func @pick(%i: index) -> (i32, f64) {
  %r:2 = scf.index_switch %i -> i32, f64
  case 2 {
    %a = arith.constant 20 : i32
    %b = arith.constant 2.0 : f64
    scf.yield %a, %b : i32, f64
  }
  case -5 {
    %a = arith.constant 50 : i32
    %b = arith.constant 5.0 : f64
    scf.yield %a, %b : i32, f64
  }
  case 7 {
    %a = arith.constant 70 : i32
    %b = arith.constant 7.0 : f64
    scf.yield %a, %b : i32, f64
  }
  case 0 {
    %a = arith.constant 0 : i32
    %b = arith.constant 0.0 : f64
    scf.yield %a, %b : i32, f64
  }
  case 1000000 {
    %a = arith.constant 99 : i32
    %b = arith.constant 1.0 : f64
    scf.yield %a, %b : i32, f64
  }
  default {
    %a = arith.constant -1 : i32
    %b = arith.constant -1.0 : f64
    scf.yield %a, %b : i32, f64
  }
  return %r#0, %r#1 : i32, f64
}

func.func @show(%i: index) {
  %a, %b = func.call @pick(%i) : (index) -> (i32, f64)
  vector.print %i : index punctuation <no_punctuation>
  vector.print str " -> "
  vector.print %a : i32 punctuation <comma>
  vector.print %b : f64
  return
}

func.func @main() {
  %m5 = arith.constant -5 : index
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %big = arith.constant 1000000 : index
  %c3 = arith.constant 3 : index
  func.call @show(%m5) : (index) -> ()
  func.call @show(%c0) : (index) -> ()
  func.call @show(%c2) : (index) -> ()
  func.call @show(%c7) : (index) -> ()
  func.call @show(%big) : (index) -> ()
  func.call @show(%c3) : (index) -> ()
  scf.index_switch %c2
  case 2 {
    vector.print str "side effect 2\n"
    scf.yield
  }
  default {
  }
  return
}
