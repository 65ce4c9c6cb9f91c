// Bit-exact f16/bf16 conversions: extf of all 65536 bit patterns of each type, and truncf
// of 300000 f32 and f64 bit patterns spread over the whole range and over the f16 range
// (subnormals, ties, overflow, NaN), each loop folded into one hash. Expected output:
// mlir-runner-22 (the pipeline of scripts/compare-corpus.sh) on a host without F16C, or with
// `-mattr=-f16c`: each conversion rounded once, to nearest even.
// COMPARE-SKIP: on a host with F16C, mlir-runner-22's x86 JIT truncates f64 to f16 through f32 (two roundings), so three of the truncf hashes depend on the CPU; with -mattr=-f16c it prints the expected lines above
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @ext_sum(%kind: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %n = arith.constant 65536 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %i32 = arith.index_cast %i : index to i32
    %h16 = arith.trunci %i32 : i32 to i16
    %b = scf.if %kind -> (i32) {
      %h = arith.bitcast %h16 : i16 to f16
      %f = arith.extf %h : f16 to f32
      %r = arith.bitcast %f : f32 to i32
      scf.yield %r : i32
    } else {
      %h = arith.bitcast %h16 : i16 to bf16
      %f = arith.extf %h : bf16 to f32
      %r = arith.bitcast %f : f32 to i32
      scf.yield %r : i32
    }
    %b64 = arith.extui %b : i32 to i64
    %k = arith.constant 1000003 : i64
    %x = arith.muli %acc, %k : i64
    %acc2 = arith.addi %x, %b64 : i64
    scf.yield %acc2 : i64
  }
  return %s : i64
}
func.func @trunc_sum(%kind: i1, %start: i64, %step: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %n = arith.constant 300000 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %i64 = arith.index_cast %i : index to i64
    %off = arith.muli %i64, %step : i64
    %bits = arith.addi %start, %off : i64
    %b32 = arith.trunci %bits : i64 to i32
    %f = arith.bitcast %b32 : i32 to f32
    %d = arith.bitcast %bits : i64 to f64
    %r = scf.if %kind -> (i32) {
      %h = arith.truncf %f : f32 to f16
      %hb = arith.bitcast %h : f16 to i16
      %h2 = arith.truncf %d : f64 to f16
      %hb2 = arith.bitcast %h2 : f16 to i16
      %e1 = arith.extui %hb : i16 to i32
      %e2 = arith.extui %hb2 : i16 to i32
      %sh = arith.constant 16 : i32
      %e3 = arith.shli %e2, %sh : i32
      %o = arith.ori %e1, %e3 : i32
      scf.yield %o : i32
    } else {
      %h = arith.truncf %f : f32 to bf16
      %hb = arith.bitcast %h : bf16 to i16
      %h2 = arith.truncf %d : f64 to bf16
      %hb2 = arith.bitcast %h2 : bf16 to i16
      %e1 = arith.extui %hb : i16 to i32
      %e2 = arith.extui %hb2 : i16 to i32
      %sh = arith.constant 16 : i32
      %e3 = arith.shli %e2, %sh : i32
      %o = arith.ori %e1, %e3 : i32
      scf.yield %o : i32
    }
    %b64 = arith.extui %r : i32 to i64
    %k = arith.constant 1000003 : i64
    %x = arith.muli %acc, %k : i64
    %acc2 = arith.addi %x, %b64 : i64
    scf.yield %acc2 : i64
  }
  return %s : i64
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = call @ext_sum(%t) : (i1) -> i64
  vector.print %a : i64
  %b = call @ext_sum(%f) : (i1) -> i64
  vector.print %b : i64
  %s0 = arith.constant 0 : i64
  %st = arith.constant 14316557 : i64
  %c = call @trunc_sum(%t, %s0, %st) : (i1, i64, i64) -> i64
  vector.print %c : i64
  %d = call @trunc_sum(%f, %s0, %st) : (i1, i64, i64) -> i64
  vector.print %d : i64
  %s1 = arith.constant 4535124012359 : i64
  %st1 = arith.constant 61489146912365 : i64
  %e = call @trunc_sum(%t, %s1, %st1) : (i1, i64, i64) -> i64
  vector.print %e : i64
  %g = call @trunc_sum(%f, %s1, %st1) : (i1, i64, i64) -> i64
  vector.print %g : i64
  %s2 = arith.constant 4499096027743125504 : i64
  %st2 = arith.constant 600479950317 : i64
  %h = call @trunc_sum(%t, %s2, %st2) : (i1, i64, i64) -> i64
  vector.print %h : i64
  %j = call @trunc_sum(%f, %s2, %st2) : (i1, i64, i64) -> i64
  vector.print %j : i64
  %s3 = arith.constant 855638016 : i64
  %st3 = arith.constant 1175 : i64
  %k = call @trunc_sum(%t, %s3, %st3) : (i1, i64, i64) -> i64
  vector.print %k : i64
  return
}
// CHECK: 8262424606829182976
// CHECK-NEXT: -8679652831713558528
// CHECK-NEXT: -246384408046637253
// CHECK-NEXT: 6514458465853565861
// CHECK-NEXT: -8559437301113009314
// CHECK-NEXT: -1365494457682941476
// CHECK-NEXT: 3123922882018826678
// CHECK-NEXT: 6025356009880734804
// CHECK-NEXT: 5541557706296953341
