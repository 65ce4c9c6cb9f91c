// Integers of 65 to 128 bits as function arguments and results: Cranelift passes them as
// i128 register pairs only with its LLVM ABI extensions on (found by the codegen fuzz target:
// a function taking an i65 made code generation panic).
// Expected output: mlir-runner-22 (convert-arith/func-to-llvm pipeline), same program.
// RUN: corolift run %s | FileCheck %s --match-full-lines

func.func @add(%a: i65, %b: i128, %c: i100) -> (i128, i100) {
  %e = arith.extsi %a : i65 to i128
  %s = arith.addi %e, %b : i128
  %d = arith.muli %c, %c : i100
  return %s, %d : i128, i100
}

func.func @halves(%x: i128) -> (i64, i64) {
  %c64 = arith.constant 64 : i128
  %hi = arith.shrui %x, %c64 : i128
  %l = arith.trunci %x : i128 to i64
  %h = arith.trunci %hi : i128 to i64
  return %l, %h : i64, i64
}

func.func @main() {
  %a = arith.constant -5 : i65
  %b = arith.constant 18446744073709551621 : i128
  %c = arith.constant 4294967297 : i100
  %s, %d = func.call @add(%a, %b, %c) : (i65, i128, i100) -> (i128, i100)
  %sl, %sh = func.call @halves(%s) : (i128) -> (i64, i64)
  %dw = arith.extui %d : i100 to i128
  %dl, %dh = func.call @halves(%dw) : (i128) -> (i64, i64)
  // CHECK: 0
  // CHECK-NEXT: 1
  // CHECK-NEXT: 8589934593
  // CHECK-NEXT: 1
  vector.print %sl : i64
  vector.print %sh : i64
  vector.print %dl : i64
  vector.print %dh : i64
  return
}
