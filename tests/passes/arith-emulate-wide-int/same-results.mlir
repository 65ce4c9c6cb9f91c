// RUN: corolift opt %s --test-arith-emulate-wide-int="widest-int-supported=8" | corolift run | FileCheck %s --match-full-lines
// RUN: corolift opt %s --arith-emulate-wide-int="widest-int-supported=32" | corolift run | FileCheck %s --match-full-lines

// (test-)arith-emulate-wide-int are documented no-ops: upstream splits the i16 ops of
// @emulate_ops into vector<2xi8> halves, which computes the same values, so the program
// prints the same. Expected output: mlir-opt-22 --test-arith-emulate-wide-int=
// "widest-int-supported=8", lowered to LLVM and run by mlir-runner-22; by hand:
// -1000 * 3 = -3000, -1000 >> 3 = -125, -1000 - 3 = -1003.
func.func @emulate_ops(%a: i16, %b: i16) -> (i16, i16, i16, i1, i16) {
  %0 = arith.muli %a, %b : i16
  %1 = arith.shrsi %a, %b : i16
  %2 = arith.subi %a, %b : i16
  %3 = arith.cmpi ult, %a, %b : i16
  %4 = arith.maxsi %a, %b : i16
  return %0, %1, %2, %3, %4 : i16, i16, i16, i1, i16
}
func.func @show(%a: i16, %b: i16) {
  %0, %1, %2, %3, %4 = func.call @emulate_ops(%a, %b) : (i16, i16) -> (i16, i16, i16, i1, i16)
  vector.print %0 : i16 punctuation <comma>
  vector.print %1 : i16 punctuation <comma>
  vector.print %2 : i16 punctuation <comma>
  vector.print %3 : i1 punctuation <comma>
  vector.print %4 : i16
  return
}
func.func @main() {
  %a = arith.constant -1000 : i16
  %b = arith.constant 3 : i16
  %c = arith.constant 300 : i16
  call @show(%a, %b) : (i16, i16) -> ()
  call @show(%c, %b) : (i16, i16) -> ()
  call @show(%b, %a) : (i16, i16) -> ()
  return
}

// CHECK: -3000, -125, -1003, 0, 3
// CHECK-NEXT: 900, 37, 297, 0, 300
// CHECK-NEXT: -3000, 0, 1003, 1, 3
