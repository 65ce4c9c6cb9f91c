// Tokens, values and a group created in a CFG loop with async.runtime.* ops only; the token
// and the value are carried around the loop through block arguments (a shape mlir-opt-22's
// ref counting rejects). `corolift run` adds the reference counting; with
// COROLIFT_CHECK_LEAKS=1 the runtime exits with status 3 and a report if any token, value or
// group is still alive at exit, so a zero exit status means the counts balance (and an
// over-release would abort on a count below zero).
// RUN: COROLIFT_CHECK_LEAKS=1 corolift run %s | FileCheck %s
// RUN: corolift opt %s --async-runtime-ref-counting --async-runtime-ref-counting-opt | COROLIFT_CHECK_LEAKS=1 corolift run - | FileCheck %s

// Running sums 0+0, 0+1, 1+2, 3+3, 6+4, then the group's error flag and the last value.
// CHECK:      0
// CHECK-NEXT: 1
// CHECK-NEXT: 3
// CHECK-NEXT: 6
// CHECK-NEXT: 10
// CHECK-NEXT: 0
// CHECK-NEXT: 10
// CHECK-NOT: {{.}}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 5 : index
  %c0_i64 = arith.constant 0 : i64
  %t0 = async.runtime.create : !async.token
  async.runtime.set_available %t0 : !async.token
  %v0 = async.runtime.create : !async.value<i64>
  async.runtime.store %c0_i64, %v0 : <i64>
  async.runtime.set_available %v0 : !async.value<i64>
  %g = async.runtime.create_group %n : !async.group
  cf.br ^header(%c0, %t0, %v0 : index, !async.token, !async.value<i64>)
^header(%i: index, %t: !async.token, %v: !async.value<i64>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  async.runtime.await %t : !async.token
  async.runtime.await %v : !async.value<i64>
  %x = async.runtime.load %v : <i64>
  %ii = arith.index_cast %i : index to i64
  %y = arith.addi %x, %ii : i64
  vector.print %y : i64
  %next = async.runtime.create : !async.token
  %rank = async.runtime.add_to_group %next, %g : !async.token
  async.runtime.set_available %next : !async.token
  %nv = async.runtime.create : !async.value<i64>
  async.runtime.store %y, %nv : <i64>
  async.runtime.set_available %nv : !async.value<i64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^header(%i1, %next, %nv : index, !async.token, !async.value<i64>)
^exit:
  async.runtime.await %g : !async.group
  %gerr = async.runtime.is_error %g : !async.group
  vector.print %gerr : i1
  async.runtime.await %t : !async.token
  %r = async.runtime.load %v : <i64>
  vector.print %r : i64
  return
}
