// math.absi, ctlz, cttz and ctpop on an odd width (i5, kept in an 8-bit register): the count
// is at the type's width, not the register's (ctlz(0) = cttz(0) = 5, ctpop(-1) = 5) and absi of
// the minimum -16 is -16. Results are widened to i32 to print them.
// Expected values: mlir-runner-22 (mlir-opt-22 --convert-math-to-llvm then the usual LLVM
// lowering), checked by hand.
// RUN: corolift run %s | FileCheck %s

func.func @bits_i5(%x: i5) {
  %a = math.absi %x : i5
  %l = math.ctlz %x : i5
  %z = math.cttz %x : i5
  %p = math.ctpop %x : i5
  %ae = arith.extsi %a : i5 to i32
  %le = arith.extui %l : i5 to i32
  %ze = arith.extui %z : i5 to i32
  %pe = arith.extui %p : i5 to i32
  vector.print %ae : i32 punctuation <comma>
  vector.print %le : i32 punctuation <comma>
  vector.print %ze : i32 punctuation <comma>
  vector.print %pe : i32
  return
}
func.func @main() {
  %a = arith.constant 0 : i5
  %b = arith.constant -16 : i5
  %c = arith.constant 3 : i5
  %d = arith.constant -1 : i5
  // CHECK: 0, 5, 5, 0
  func.call @bits_i5(%a) : (i5) -> ()
  // CHECK-NEXT: -16, 0, 4, 1
  func.call @bits_i5(%b) : (i5) -> ()
  // CHECK-NEXT: 3, 3, 0, 2
  func.call @bits_i5(%c) : (i5) -> ()
  // CHECK-NEXT: 1, 0, 0, 5
  func.call @bits_i5(%d) : (i5) -> ()
  return
}
