// Symbol uses in a module with many functions (enough for the verifier to check them on
// several threads): two functions make a bad call, and the error reported is the one the
// one-stack walk of MLIR meets first, in the later function (@f30). The CHECK lines are
// mlir-opt-22's output on this file.
// RUN: not corolift opt %s 2>&1 | FileCheck %s

// CHECK:     symbol-uses-many-functions.mlir:104:3: error: 'func.call' op operand type mismatch: expected operand type 'i64', but provided 'i32' for operand number 0
// CHECK-NOT: error

func.func @f0() {
  return
}
func.func @f1() {
  return
}
func.func @f2() {
  return
}
func.func @f3() {
  return
}
func.func @f4() {
  return
}
func.func @f5() {
  %c = arith.constant 1 : i32
  func.call @g(%c) : (i32) -> ()
  return
}
func.func @f6() {
  return
}
func.func @f7() {
  return
}
func.func @f8() {
  return
}
func.func @f9() {
  return
}
func.func @f10() {
  return
}
func.func @f11() {
  return
}
func.func @f12() {
  return
}
func.func @f13() {
  return
}
func.func @f14() {
  return
}
func.func @f15() {
  return
}
func.func @f16() {
  return
}
func.func @f17() {
  return
}
func.func @f18() {
  return
}
func.func @f19() {
  return
}
func.func @f20() {
  return
}
func.func @f21() {
  return
}
func.func @f22() {
  return
}
func.func @f23() {
  return
}
func.func @f24() {
  return
}
func.func @f25() {
  return
}
func.func @f26() {
  return
}
func.func @f27() {
  return
}
func.func @f28() {
  return
}
func.func @f29() {
  return
}
func.func @f30() {
  %c = arith.constant 1 : i32
  func.call @g(%c) : (i32) -> ()
  return
}
func.func @f31() {
  return
}
func.func @f32() {
  return
}
func.func @f33() {
  return
}
func.func @f34() {
  return
}
func.func @f35() {
  return
}
func.func @f36() {
  return
}
func.func @f37() {
  return
}
func.func @f38() {
  return
}
func.func @f39() {
  return
}
func.func @g(%x: i64) {
  return
}
