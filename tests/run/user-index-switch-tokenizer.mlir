// scf.index_switch state machine: a tiny tokenizer over digits stored in a memref<i8>
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      0
// CHECK-NEXT: 7
// CHECK-NEXT: 71
// CHECK-NEXT: 718
// CHECK-NEXT: 7182
// CHECK-NEXT: 71829
// CHECK-NEXT: 718293
// CHECK-NEXT: 0
// CHECK-NEXT: 4
// CHECK-NEXT: 0
// CHECK-NEXT: 5
// CHECK-NEXT: 0
// CHECK-NEXT: 6
// CHECK-NEXT: 60
// CHECK-NEXT: 607
// CHECK-NEXT: 6071
// CHECK-NEXT: 1
// CHECK-NEXT: 724373
// CHECK-NOT:  {{.}}
func.func @main() {
  %text = memref.alloc() : memref<16xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  // fill with pattern: i*7 mod 13 mapped into characters '0'..'9', ' ', '+', '-'
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i8
    %seven = arith.constant 7 : i8
    %thirteen = arith.constant 13 : i8
    %m = arith.muli %ii, %seven : i8
    %r = arith.remui %m, %thirteen : i8
    memref.store %r, %text[%i] : memref<16xi8>
  }
  %z = arith.constant 0 : i64
  %zi = arith.constant 0 : index
  // state 0 = between numbers, 1 = in number, 2 = after sign
  %res:3 = scf.for %i = %c0 to %c16 step %c1 iter_args(%state = %zi, %cur = %z, %sum = %z) -> (index, i64, i64) {
    %ch = memref.load %text[%i] : memref<16xi8>
    %ten = arith.constant 10 : i8
    %isdig = arith.cmpi ult, %ch, %ten : i8
    %chx = arith.extui %ch : i8 to i64
    %out:3 = scf.index_switch %state -> index, i64, i64
    case 0 {
      %c1s = arith.constant 1 : index
      %c2s = arith.constant 2 : index
      %ns = arith.select %isdig, %c1s, %c2s : index
      %nc = arith.select %isdig, %chx, %z : i64
      scf.yield %ns, %nc, %sum : index, i64, i64
    }
    case 1 {
      %t = arith.constant 10 : i64
      %m = arith.muli %cur, %t : i64
      %a = arith.addi %m, %chx : i64
      %c0s = arith.constant 0 : index
      %c1s = arith.constant 1 : index
      %ns = arith.select %isdig, %c1s, %c0s : index
      %nc = arith.select %isdig, %a, %z : i64
      %s2 = arith.addi %sum, %cur : i64
      %nsum = arith.select %isdig, %sum, %s2 : i64
      scf.yield %ns, %nc, %nsum : index, i64, i64
    }
    default {
      %c0s = arith.constant 0 : index
      scf.yield %c0s, %z, %sum : index, i64, i64
    }
    vector.print %out#1 : i64
    scf.yield %out#0, %out#1, %out#2 : index, i64, i64
  }
  %final = arith.addi %res#2, %res#1 : i64
  vector.print %res#0 : index
  vector.print %final : i64
  memref.dealloc %text : memref<16xi8>
  return
}
