// Loops with block arguments (cf.br / cf.cond_br), scf.for with iter_args, and cf.switch.
// RUN: corolift run %s | FileCheck %s
func.func @classify(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1(%x : i32),
    0: ^bb2,
    5: ^bb3,
    -3: ^bb3
  ]
^bb1(%v: i32):
  vector.print str "default "
  vector.print %v : i32
  return
^bb2:
  vector.print str "zero\n"
  return
^bb3:
  vector.print str "five or minus three\n"
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i64
  cf.br ^loop(%c0, %z : index, i64)
^loop(%i: index, %acc: i64):
  %done = arith.cmpi sge, %i, %c10 : index
  cf.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %iv = arith.index_cast %i : index to i64
  %sq = arith.muli %iv, %iv : i64
  %acc2 = arith.addi %acc, %sq : i64
  %next = arith.addi %i, %c1 : index
  cf.br ^loop(%next, %acc2 : index, i64)
^exit(%sum: i64):
  // CHECK: 285
  vector.print %sum : i64
  %f0 = arith.constant 1.0 : f32
  %r = scf.for %j = %c0 to %c10 step %c1 iter_args(%p = %f0) -> (f32) {
    %two = arith.constant 2.0 : f32
    %p2 = arith.mulf %p, %two : f32
    scf.yield %p2 : f32
  }
  // CHECK-NEXT: 1024
  vector.print %r : f32
  %m3 = arith.constant -3 : i32
  %0 = arith.constant 0 : i32
  %5 = arith.constant 5 : i32
  %7 = arith.constant 7 : i32
  // CHECK-NEXT: zero
  call @classify(%0) : (i32) -> ()
  // CHECK-NEXT: five or minus three
  call @classify(%5) : (i32) -> ()
  // CHECK-NEXT: five or minus three
  call @classify(%m3) : (i32) -> ()
  // CHECK-NEXT: default 7
  call @classify(%7) : (i32) -> ()
  %t = arith.constant true
  scf.if %t {
    vector.print str "then\n"
  } else {
    vector.print str "else\n"
  }
  // CHECK-NEXT: then
  return
}
