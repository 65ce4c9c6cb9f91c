// scf.execute_region with several blocks (a branch inside, two scf.yield exits), with and
// without results, nested in an scf.for. Expected output: mlir-runner-22 on the same file
// (checked by hand: odd i yields i * 10, even i branches to ^join with i + 100).
// RUN: corolift run %s | FileCheck %s

// CHECK:      100
// CHECK-NEXT: 10
// CHECK-NEXT: 102
// CHECK-NEXT: 30
// CHECK-NEXT: inside
// CHECK-NEXT: 242
// CHECK-NOT:  {{.}}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (i64) {
    %v = scf.execute_region -> i64 {
      %ii = arith.index_cast %i : index to i64
      %one = arith.constant 1 : i64
      %low = arith.andi %ii, %one : i64
      %odd = arith.cmpi ne, %low, %z : i64
      cf.cond_br %odd, ^odd, ^even
    ^odd:
      %ten = arith.constant 10 : i64
      %t = arith.muli %ii, %ten : i64
      scf.yield %t : i64
    ^even:
      %h = arith.constant 100 : i64
      %p = arith.addi %ii, %h : i64
      cf.br ^join(%p : i64)
    ^join(%j: i64):
      scf.yield %j : i64
    }
    vector.print %v : i64
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  scf.execute_region {
    vector.print str "inside\n"
    scf.yield
  }
  vector.print %sum : i64
  return
}
