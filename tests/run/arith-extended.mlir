// addui_extended (sum, carry) and mulsi_extended / mului_extended (low, high) on i1, i3, i8,
// i17, i32, i33, i64 and index (mul only: MLIR 22's LLVM lowering of addui_extended on index
// fails), with carries out of the top bit and the high words of negative products.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh); spot checks by
// hand: -100 * -100 = 10000 = 0x2710 -> i8 low 16, high 39; as unsigned 156 * 156 = 24336 =
// 0x5F10 -> high 95; i64 -1 + -1 -> sum -2, carry 1.
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @add_i1(%a: i1, %b: i1) {
  %s, %o = arith.addui_extended %a, %b : i1, i1
  vector.print %s : i1 punctuation <comma>
  vector.print %o : i1
  return
}
func.func @add_i3(%a: i3, %b: i3) {
  %s, %o = arith.addui_extended %a, %b : i3, i1
  vector.print %s : i3 punctuation <comma>
  vector.print %o : i1
  return
}
func.func @add_i8(%a: i8, %b: i8) {
  %s, %o = arith.addui_extended %a, %b : i8, i1
  vector.print %s : i8 punctuation <comma>
  vector.print %o : i1
  return
}
func.func @add_i17(%a: i17, %b: i17) {
  %s, %o = arith.addui_extended %a, %b : i17, i1
  vector.print %s : i17 punctuation <comma>
  vector.print %o : i1
  return
}
func.func @add_i33(%a: i33, %b: i33) {
  %s, %o = arith.addui_extended %a, %b : i33, i1
  vector.print %s : i33 punctuation <comma>
  vector.print %o : i1
  return
}
func.func @add_i64(%a: i64, %b: i64) {
  %s, %o = arith.addui_extended %a, %b : i64, i1
  vector.print %s : i64 punctuation <comma>
  vector.print %o : i1
  return
}
func.func @mul_i1(%a: i1, %b: i1) {
  %l, %h = arith.mulsi_extended %a, %b : i1
  %ul, %uh = arith.mului_extended %a, %b : i1
  vector.print %l : i1 punctuation <comma>
  vector.print %h : i1 punctuation <comma>
  vector.print %ul : i1 punctuation <comma>
  vector.print %uh : i1
  return
}
func.func @mul_i3(%a: i3, %b: i3) {
  %l, %h = arith.mulsi_extended %a, %b : i3
  %ul, %uh = arith.mului_extended %a, %b : i3
  vector.print %l : i3 punctuation <comma>
  vector.print %h : i3 punctuation <comma>
  vector.print %ul : i3 punctuation <comma>
  vector.print %uh : i3
  return
}
func.func @mul_i8(%a: i8, %b: i8) {
  %l, %h = arith.mulsi_extended %a, %b : i8
  %ul, %uh = arith.mului_extended %a, %b : i8
  vector.print %l : i8 punctuation <comma>
  vector.print %h : i8 punctuation <comma>
  vector.print %ul : i8 punctuation <comma>
  vector.print %uh : i8
  return
}
func.func @mul_i17(%a: i17, %b: i17) {
  %l, %h = arith.mulsi_extended %a, %b : i17
  %ul, %uh = arith.mului_extended %a, %b : i17
  vector.print %l : i17 punctuation <comma>
  vector.print %h : i17 punctuation <comma>
  vector.print %ul : i17 punctuation <comma>
  vector.print %uh : i17
  return
}
func.func @mul_i32(%a: i32, %b: i32) {
  %l, %h = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %a, %b : i32
  vector.print %l : i32 punctuation <comma>
  vector.print %h : i32 punctuation <comma>
  vector.print %ul : i32 punctuation <comma>
  vector.print %uh : i32
  return
}
func.func @mul_i33(%a: i33, %b: i33) {
  %l, %h = arith.mulsi_extended %a, %b : i33
  %ul, %uh = arith.mului_extended %a, %b : i33
  vector.print %l : i33 punctuation <comma>
  vector.print %h : i33 punctuation <comma>
  vector.print %ul : i33 punctuation <comma>
  vector.print %uh : i33
  return
}
func.func @mul_i64(%a: i64, %b: i64) {
  %l, %h = arith.mulsi_extended %a, %b : i64
  %ul, %uh = arith.mului_extended %a, %b : i64
  vector.print %l : i64 punctuation <comma>
  vector.print %h : i64 punctuation <comma>
  vector.print %ul : i64 punctuation <comma>
  vector.print %uh : i64
  return
}
func.func @mul_index(%a: index, %b: index) {
  %l, %h = arith.mulsi_extended %a, %b : index
  %ul, %uh = arith.mului_extended %a, %b : index
  vector.print %l : index punctuation <comma>
  vector.print %h : index punctuation <comma>
  vector.print %ul : index punctuation <comma>
  vector.print %uh : index
  return
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  call @add_i1(%t, %t) : (i1, i1) -> ()
  call @add_i1(%t, %f) : (i1, i1) -> ()
  call @mul_i1(%t, %t) : (i1, i1) -> ()
  call @mul_i1(%t, %f) : (i1, i1) -> ()
  %i3a = arith.constant 3 : i3
  %i3b = arith.constant 6 : i3
  %i3c = arith.constant 1 : i3
  call @add_i3(%i3a, %i3b) : (i3, i3) -> ()
  call @add_i3(%i3a, %i3c) : (i3, i3) -> ()
  call @mul_i3(%i3a, %i3b) : (i3, i3) -> ()
  call @mul_i3(%i3b, %i3b) : (i3, i3) -> ()
  %i8a = arith.constant -100 : i8
  %i8b = arith.constant 127 : i8
  %i8c = arith.constant 1 : i8
  call @add_i8(%i8a, %i8a) : (i8, i8) -> ()
  call @add_i8(%i8b, %i8c) : (i8, i8) -> ()
  call @mul_i8(%i8a, %i8a) : (i8, i8) -> ()
  call @mul_i8(%i8a, %i8b) : (i8, i8) -> ()
  %i17a = arith.constant 65535 : i17
  %i17b = arith.constant -2 : i17
  call @add_i17(%i17a, %i17a) : (i17, i17) -> ()
  call @add_i17(%i17b, %i17b) : (i17, i17) -> ()
  call @mul_i17(%i17a, %i17b) : (i17, i17) -> ()
  call @mul_i17(%i17b, %i17b) : (i17, i17) -> ()
  %i32a = arith.constant -1 : i32
  %i32b = arith.constant 2147483647 : i32
  call @mul_i32(%i32a, %i32a) : (i32, i32) -> ()
  call @mul_i32(%i32b, %i32a) : (i32, i32) -> ()
  call @mul_i32(%i32b, %i32b) : (i32, i32) -> ()
  %i33a = arith.constant -3 : i33
  %i33b = arith.constant 4294967297 : i33
  call @add_i33(%i33a, %i33a) : (i33, i33) -> ()
  call @add_i33(%i33b, %i33b) : (i33, i33) -> ()
  call @mul_i33(%i33a, %i33b) : (i33, i33) -> ()
  call @mul_i33(%i33b, %i33b) : (i33, i33) -> ()
  %i64a = arith.constant -1 : i64
  %i64b = arith.constant 9223372036854775807 : i64
  %i64c = arith.constant -9223372036854775808 : i64
  %i64d = arith.constant 12345678901 : i64
  call @add_i64(%i64a, %i64a) : (i64, i64) -> ()
  call @add_i64(%i64b, %i64b) : (i64, i64) -> ()
  call @add_i64(%i64b, %i64c) : (i64, i64) -> ()
  call @add_i64(%i64c, %i64c) : (i64, i64) -> ()
  call @mul_i64(%i64a, %i64a) : (i64, i64) -> ()
  call @mul_i64(%i64c, %i64c) : (i64, i64) -> ()
  call @mul_i64(%i64b, %i64d) : (i64, i64) -> ()
  call @mul_i64(%i64c, %i64a) : (i64, i64) -> ()
  %ia = arith.constant -1 : index
  %ib = arith.constant 3 : index
  call @mul_index(%ia, %ib) : (index, index) -> ()
  call @mul_index(%ia, %ia) : (index, index) -> ()
  return
}
// CHECK: 0, 1
// CHECK-NEXT: 1, 0
// CHECK-NEXT: 1, 0, 1, 0
// CHECK-NEXT: 0, 0, 0, 0
// CHECK-NEXT: 1, 1
// CHECK-NEXT: -4, 0
// CHECK-NEXT: 2, -1, 2, 2
// CHECK-NEXT: -4, 0, -4, -4
// CHECK-NEXT: 56, 1
// CHECK-NEXT: -128, 0
// CHECK-NEXT: 16, 39, 16, 95
// CHECK-NEXT: 100, -50, 100, 77
// CHECK-NEXT: -2, 0
// CHECK-NEXT: -4, 1
// CHECK-NEXT: 2, -1, 2, 65534
// CHECK-NEXT: 4, 0, 4, -4
// CHECK-NEXT: 1, 0, 1, -2
// CHECK-NEXT: -2147483647, -1, -2147483647, 2147483646
// CHECK-NEXT: 1, 1073741823, 1, 1073741823
// CHECK-NEXT: -6, 1
// CHECK-NEXT: 2, 1
// CHECK-NEXT: 4294967293, 1, 4294967293, 4294967295
// CHECK-NEXT: 1, 2147483647, 1, 2147483649
// CHECK-NEXT: -2, 1
// CHECK-NEXT: -2, 0
// CHECK-NEXT: -1, 0
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 1, 0, 1, -2
// CHECK-NEXT: 0, 4611686018427387904, 0, 4611686018427387904
// CHECK-NEXT: 9223372024509096907, 6172839450, 9223372024509096907, 6172839450
// CHECK-NEXT: -9223372036854775808, 0, -9223372036854775808, 9223372036854775807
// CHECK-NEXT: 18446744073709551613, 18446744073709551615, 18446744073709551613, 2
// CHECK-NEXT: 1, 0, 1, 18446744073709551614
