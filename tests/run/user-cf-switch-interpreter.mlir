// cf.switch jump table in unstructured control flow: a bytecode interpreter with a loop in blocks
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: -2
// CHECK-NEXT: 7
// CHECK-NEXT: 7
// CHECK-NEXT: 7
// CHECK-NEXT: -7
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 0
// CHECK-NOT:  {{.}}
func.func @interp(%n: i32) -> i64 {
  %c0 = arith.constant 0 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  cf.br ^loop(%c0, %z, %one : i32, i64, i64)
^loop(%pc: i32, %acc: i64, %reg: i64):
  %end = arith.cmpi sge, %pc, %n : i32
  cf.cond_br %end, ^exit(%acc : i64), ^dispatch
^dispatch:
  %four = arith.constant 4 : i32
  %op = arith.remsi %pc, %four : i32
  %c1 = arith.constant 1 : i32
  %npc = arith.addi %pc, %c1 : i32
  cf.switch %op : i32, [
    default: ^loop(%npc, %acc, %reg : i32, i64, i64),
    0: ^add,
    1: ^mul,
    3: ^neg(%reg : i64)
  ]
^add:
  %a = arith.addi %acc, %reg : i64
  cf.br ^loop(%npc, %a, %reg : i32, i64, i64)
^mul:
  %three = arith.constant 3 : i64
  %r = arith.muli %reg, %three : i64
  cf.br ^loop(%npc, %acc, %r : i32, i64, i64)
^neg(%x: i64):
  %zz = arith.constant 0 : i64
  %nx = arith.subi %zz, %acc : i64
  cf.br ^loop(%npc, %nx, %x : i32, i64, i64)
^exit(%res: i64):
  return %res : i64
}

func.func @classify(%x: i16) -> i32 {
  cf.switch %x : i16, [
    default: ^other,
    -32768: ^min,
    32767: ^max,
    0: ^zero
  ]
^min:
  %a = arith.constant 1 : i32
  return %a : i32
^max:
  %b = arith.constant 2 : i32
  return %b : i32
^zero:
  %c = arith.constant 3 : i32
  return %c : i32
^other:
  %d = arith.constant 0 : i32
  return %d : i32
}

func.func @main() {
  %c0 = arith.constant 0 : i32
  %c13 = arith.constant 13 : i32
  %c1 = arith.constant 1 : i32
  scf.for %n = %c0 to %c13 step %c1 : i32 {
    %r = func.call @interp(%n) : (i32) -> i64
    vector.print %r : i64
  }
  %v1 = arith.constant -32768 : i16
  %v2 = arith.constant 32767 : i16
  %v3 = arith.constant 0 : i16
  %v4 = arith.constant 5 : i16
  %k1 = call @classify(%v1) : (i16) -> i32
  %k2 = call @classify(%v2) : (i16) -> i32
  %k3 = call @classify(%v3) : (i16) -> i32
  %k4 = call @classify(%v4) : (i16) -> i32
  vector.print %k1 : i32
  vector.print %k2 : i32
  vector.print %k3 : i32
  vector.print %k4 : i32
  return
}
