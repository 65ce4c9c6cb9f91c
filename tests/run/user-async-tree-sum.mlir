// async.func recursion: parallel tree sum via async.call of itself, values awaited; mixed with async.execute
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      328350
// CHECK-NEXT: 332505150
// CHECK-NOT:  {{.}}
async.func @tree(%lo: i64, %hi: i64) -> !async.value<i64> {
  %d = arith.subi %hi, %lo : i64
  %four = arith.constant 4 : i64
  %small = arith.cmpi sle, %d, %four : i64
  cf.cond_br %small, ^leaf, ^split
^leaf:
  %one = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %s = scf.for %i = %lo to %hi step %one iter_args(%a = %z) -> (i64) : i64 {
    %c = arith.muli %i, %i : i64
    %n = arith.addi %a, %c : i64
    scf.yield %n : i64
  }
  return %s : i64
^split:
  %two = arith.constant 2 : i64
  %h = arith.divsi %d, %two : i64
  %mid = arith.addi %lo, %h : i64
  %l = async.call @tree(%lo, %mid) : (i64, i64) -> !async.value<i64>
  %r = async.call @tree(%mid, %hi) : (i64, i64) -> !async.value<i64>
  %lv = async.await %l : !async.value<i64>
  %rv = async.await %r : !async.value<i64>
  %sum = arith.addi %lv, %rv : i64
  return %sum : i64
}

func.func @main() {
  %lo = arith.constant 0 : i64
  %hi = arith.constant 100 : i64
  %v = async.call @tree(%lo, %hi) : (i64, i64) -> !async.value<i64>
  %r = async.await %v : !async.value<i64>
  vector.print %r : i64
  %hi2 = arith.constant 1000 : i64
  %t, %w = async.execute -> !async.value<i64> {
    %inner = async.call @tree(%hi, %hi2) : (i64, i64) -> !async.value<i64>
    %x = async.await %inner : !async.value<i64>
    async.yield %x : i64
  }
  %r2 = async.await %w : !async.value<i64>
  vector.print %r2 : i64
  return
}
