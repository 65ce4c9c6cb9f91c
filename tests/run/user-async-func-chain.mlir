// async.func chain returning several values: fib pair step, min/max/sum stats, awaits inside scf.if and scf.for
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      55
// CHECK-NEXT: 12586269025
// CHECK-NEXT: -1.25
// CHECK-NEXT: 7
// CHECK-NEXT: 8.25
// CHECK-NOT:  {{.}}
async.func @fibstep(%a: i64, %b: i64) -> (!async.value<i64>, !async.value<i64>) {
  %s = arith.addi %a, %b : i64
  return %b, %s : i64, i64
}

async.func @stats(%x: f64, %y: f64, %z: f64) -> (!async.value<f64>, !async.value<f64>, !async.value<f64>, !async.value<i1>) {
  %mn0 = arith.minimumf %x, %y : f64
  %mn = arith.minimumf %mn0, %z : f64
  %mx0 = arith.maximumf %x, %y : f64
  %mx = arith.maximumf %mx0, %z : f64
  %s0 = arith.addf %x, %y : f64
  %s = arith.addf %s0, %z : f64
  %eq = arith.cmpf oeq, %mn, %mx : f64
  return %mn, %mx, %s, %eq : f64, f64, f64, i1
}

async.func @fib(%n: index) -> !async.value<i64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %o = arith.constant 1 : i64
  cf.br ^head(%c0, %z, %o : index, i64, i64)
^head(%i: index, %a: i64, %b: i64):
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^body, ^done
^body:
  %v:2 = async.call @fibstep(%a, %b) : (i64, i64) -> (!async.value<i64>, !async.value<i64>)
  %na = async.await %v#0 : !async.value<i64>
  %nb = async.await %v#1 : !async.value<i64>
  %ni = arith.addi %i, %c1 : index
  cf.br ^head(%ni, %na, %nb : index, i64, i64)
^done:
  return %a : i64
}

func.func @main() {
  %c10 = arith.constant 10 : index
  %c50 = arith.constant 50 : index
  %f10 = async.call @fib(%c10) : (index) -> !async.value<i64>
  %f50 = async.call @fib(%c50) : (index) -> !async.value<i64>
  %r10 = async.await %f10 : !async.value<i64>
  %r50 = async.await %f50 : !async.value<i64>
  vector.print %r10 : i64
  vector.print %r50 : i64
  %x = arith.constant 2.5 : f64
  %y = arith.constant -1.25 : f64
  %z = arith.constant 7.0 : f64
  %s:4 = async.call @stats(%x, %y, %z) : (f64, f64, f64) -> (!async.value<f64>, !async.value<f64>, !async.value<f64>, !async.value<i1>)
  %eq = async.await %s#3 : !async.value<i1>
  scf.if %eq {
    %one = arith.constant 1 : i32
    vector.print %one : i32
  } else {
    %mn = async.await %s#0 : !async.value<f64>
    %mx = async.await %s#1 : !async.value<f64>
    vector.print %mn : f64
    vector.print %mx : f64
  }
  %sum = async.await %s#2 : !async.value<f64>
  vector.print %sum : f64
  return
}
