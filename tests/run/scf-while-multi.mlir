// scf.while with several values and different before/after argument lists: the before region
// takes (i32, f32) and passes (i64, f32, i1) to the after region, which yields (i32, f32); a
// do-while (forwarding after region); and a while whose condition is false at once.
// Expected output: mlir-runner-22 on the same file, also checked by hand (the loop runs for
// a = 0, 3, 6, 9, doubling b from 1.5: results 12 and 24).
// RUN: corolift run %s | FileCheck %s

// CHECK:      0, 1.5, 1
// CHECK-NEXT: 3, 3, 0
// CHECK-NEXT: 6, 6, 1
// CHECK-NEXT: 9, 12, 0
// CHECK-NEXT: 12
// CHECK-NEXT: 24
// CHECK-NEXT: do-while 10
// CHECK-NEXT: never -7
// CHECK-NOT:  {{.}}

func.func @main() {
  %a0 = arith.constant 0 : i32
  %b0 = arith.constant 1.5 : f32
  %r:3 = scf.while (%a = %a0, %b = %b0) : (i32, f32) -> (i64, f32, i1) {
    %limit = arith.constant 10 : i32
    %go = arith.cmpi slt, %a, %limit : i32
    %wide = arith.extsi %a : i32 to i64
    %one = arith.constant 1 : i32
    %low = arith.andi %a, %one : i32
    %even = arith.cmpi eq, %low, %a0 : i32
    scf.condition(%go) %wide, %b, %even : i64, f32, i1
  } do {
  ^bb0(%w: i64, %f: f32, %e: i1):
    vector.print %w : i64 punctuation <comma>
    vector.print %f : f32 punctuation <comma>
    vector.print %e : i1
    %n = arith.trunci %w : i64 to i32
    %three = arith.constant 3 : i32
    %n3 = arith.addi %n, %three : i32
    %f2 = arith.addf %f, %f : f32
    scf.yield %n3, %f2 : i32, f32
  }
  vector.print %r#0 : i64
  vector.print %r#1 : f32
  %x0 = arith.constant 0 : i32
  %d = scf.while (%x = %x0) : (i32) -> i32 {
    %one = arith.constant 1 : i32
    %x1 = arith.addi %x, %one : i32
    %ten = arith.constant 10 : i32
    %go = arith.cmpi slt, %x1, %ten : i32
    scf.condition(%go) %x1 : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  vector.print str "do-while "
  vector.print %d : i32
  %m = arith.constant -7 : i64
  %never = scf.while (%v = %m) : (i64) -> i64 {
    %false = arith.constant false
    scf.condition(%false) %v : i64
  } do {
  ^bb0(%v2: i64):
    %c1 = arith.constant 1 : i64
    %v3 = arith.addi %v2, %c1 : i64
    scf.yield %v3 : i64
  }
  vector.print str "never "
  vector.print %never : i64
  return
}
