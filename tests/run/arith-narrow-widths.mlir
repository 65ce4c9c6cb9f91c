// Integer ops on odd widths (i3, i5, i17, i33): signed and unsigned division, remainder,
// ceil/floor division, min/max, shifts, wrapping add/sub/mul, every cmpi predicate,
// extensions, truncations (with an overflow flag, which the CPU lowering ignores),
// index_cast(ui), int <-> float conversions; fptosi/fptoui only on values in range (out of
// range is poison). Expected output: mlir-runner-22 (the pipeline of
// scripts/compare-corpus.sh); by hand, i3: -3 / 2 = -1 (divsi), 5 / 2 = 2 (divui),
// ceildivsi -3 2 = -1, floordivsi -3 2 = -2, ceildivui 5 2 = 3.
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @ops_i3(%a: i3, %b: i3) {
  %0 = arith.divsi %a, %b : i3
  %1 = arith.divui %a, %b : i3
  %2 = arith.remsi %a, %b : i3
  %3 = arith.remui %a, %b : i3
  %4 = arith.ceildivsi %a, %b : i3
  %5 = arith.ceildivui %a, %b : i3
  %6 = arith.floordivsi %a, %b : i3
  %7 = arith.maxsi %a, %b : i3
  %8 = arith.maxui %a, %b : i3
  %9 = arith.minsi %a, %b : i3
  %10 = arith.minui %a, %b : i3
  %11 = arith.shrsi %a, %b : i3
  %12 = arith.shrui %a, %b : i3
  %13 = arith.shli %a, %b : i3
  %14 = arith.addi %a, %b : i3
  %15 = arith.subi %a, %b : i3
  %16 = arith.muli %a, %b : i3
  vector.print %0 : i3 punctuation <comma>
  vector.print %1 : i3 punctuation <comma>
  vector.print %2 : i3 punctuation <comma>
  vector.print %3 : i3 punctuation <comma>
  vector.print %4 : i3 punctuation <comma>
  vector.print %5 : i3 punctuation <comma>
  vector.print %6 : i3 punctuation <comma>
  vector.print %7 : i3 punctuation <comma>
  vector.print %8 : i3 punctuation <comma>
  vector.print %9 : i3 punctuation <comma>
  vector.print %10 : i3 punctuation <comma>
  vector.print %11 : i3 punctuation <comma>
  vector.print %12 : i3 punctuation <comma>
  vector.print %13 : i3 punctuation <comma>
  vector.print %14 : i3 punctuation <comma>
  vector.print %15 : i3 punctuation <comma>
  vector.print %16 : i3
  %c0 = arith.cmpi slt, %a, %b : i3
  %c1 = arith.cmpi sle, %a, %b : i3
  %c2 = arith.cmpi sgt, %a, %b : i3
  %c3 = arith.cmpi sge, %a, %b : i3
  %c4 = arith.cmpi ult, %a, %b : i3
  %c5 = arith.cmpi ule, %a, %b : i3
  %c6 = arith.cmpi ugt, %a, %b : i3
  %c7 = arith.cmpi uge, %a, %b : i3
  %c8 = arith.cmpi eq, %a, %b : i3
  %c9 = arith.cmpi ne, %a, %b : i3
  vector.print %c0 : i1 punctuation <comma>
  vector.print %c1 : i1 punctuation <comma>
  vector.print %c2 : i1 punctuation <comma>
  vector.print %c3 : i1 punctuation <comma>
  vector.print %c4 : i1 punctuation <comma>
  vector.print %c5 : i1 punctuation <comma>
  vector.print %c6 : i1 punctuation <comma>
  vector.print %c7 : i1 punctuation <comma>
  vector.print %c8 : i1 punctuation <comma>
  vector.print %c9 : i1
  %e0 = arith.extsi %a : i3 to i17
  %e1 = arith.extui %a : i3 to i17
  %e2 = arith.extsi %a : i3 to i64
  %e3 = arith.extui %a : i3 to i64
  %e4 = arith.index_cast %a : i3 to index
  %e5 = arith.index_castui %a : i3 to index
  %f0 = arith.sitofp %a : i3 to f32
  %f1 = arith.uitofp %a : i3 to f64
  vector.print %e0 : i17 punctuation <comma>
  vector.print %e1 : i17 punctuation <comma>
  vector.print %e2 : i64 punctuation <comma>
  vector.print %e3 : i64 punctuation <comma>
  vector.print %e4 : index punctuation <comma>
  vector.print %e5 : index punctuation <comma>
  vector.print %f0 : f32 punctuation <comma>
  vector.print %f1 : f64
  return
}
func.func @ops_i33(%a: i33, %b: i33) {
  %0 = arith.divsi %a, %b : i33
  %1 = arith.divui %a, %b : i33
  %2 = arith.remsi %a, %b : i33
  %3 = arith.remui %a, %b : i33
  %4 = arith.ceildivsi %a, %b : i33
  %5 = arith.ceildivui %a, %b : i33
  %6 = arith.floordivsi %a, %b : i33
  %7 = arith.maxsi %a, %b : i33
  %8 = arith.maxui %a, %b : i33
  %9 = arith.minsi %a, %b : i33
  %10 = arith.minui %a, %b : i33
  %11 = arith.shrsi %a, %b : i33
  %12 = arith.shrui %a, %b : i33
  %13 = arith.shli %a, %b : i33
  vector.print %0 : i33 punctuation <comma>
  vector.print %1 : i33 punctuation <comma>
  vector.print %2 : i33 punctuation <comma>
  vector.print %3 : i33 punctuation <comma>
  vector.print %4 : i33 punctuation <comma>
  vector.print %5 : i33 punctuation <comma>
  vector.print %6 : i33 punctuation <comma>
  vector.print %7 : i33 punctuation <comma>
  vector.print %8 : i33 punctuation <comma>
  vector.print %9 : i33 punctuation <comma>
  vector.print %10 : i33 punctuation <comma>
  vector.print %11 : i33 punctuation <comma>
  vector.print %12 : i33 punctuation <comma>
  vector.print %13 : i33
  %t0 = arith.trunci %a : i33 to i17
  %t1 = arith.trunci %a overflow<nsw> : i33 to i5
  %t2 = arith.index_cast %a : i33 to index
  %t3 = arith.index_castui %a : i33 to index
  %f0 = arith.sitofp %a : i33 to f32
  %f1 = arith.uitofp %a : i33 to f64
  vector.print %t0 : i17 punctuation <comma>
  vector.print %t1 : i5 punctuation <comma>
  vector.print %t2 : index punctuation <comma>
  vector.print %t3 : index punctuation <comma>
  vector.print %f0 : f32 punctuation <comma>
  vector.print %f1 : f64
  return
}
func.func @fp(%x: f64) {
  %0 = arith.fptosi %x : f64 to i8
  %1 = arith.fptoui %x : f64 to i8
  %2 = arith.fptosi %x : f64 to i33
  %3 = arith.fptoui %x : f64 to i33
  %4 = arith.fptosi %x : f64 to i64
  %5 = arith.fptoui %x : f64 to i64
  vector.print %0 : i8 punctuation <comma>
  vector.print %1 : i8 punctuation <comma>
  vector.print %2 : i33 punctuation <comma>
  vector.print %3 : i33 punctuation <comma>
  vector.print %4 : i64 punctuation <comma>
  vector.print %5 : i64
  return
}
func.func @fp_i3(%x: f32) {
  %0 = arith.fptosi %x : f32 to i3
  %1 = arith.fptoui %x : f32 to i3
  vector.print %0 : i3 punctuation <comma>
  vector.print %1 : i3
  return
}
func.func @main() {
  %y1 = arith.constant 3.9 : f32
  %y2 = arith.constant -3.9 : f32
  %y3 = arith.constant 7.5 : f32
  call @fp_i3(%y1) : (f32) -> ()
  %s2 = arith.fptosi %y2 : f32 to i3
  vector.print %s2 : i3
  %u3 = arith.fptoui %y3 : f32 to i3
  vector.print %u3 : i3
  %m3 = arith.constant -3 : i3
  %p2 = arith.constant 2 : i3
  %m1 = arith.constant -1 : i3
  %p3 = arith.constant 3 : i3
  %m4 = arith.constant -4 : i3
  %one = arith.constant 1 : i3
  call @ops_i3(%m3, %p2) : (i3, i3) -> ()
  call @ops_i3(%p3, %m1) : (i3, i3) -> ()
  call @ops_i3(%m4, %p3) : (i3, i3) -> ()
  call @ops_i3(%p3, %p2) : (i3, i3) -> ()
  call @ops_i3(%m1, %one) : (i3, i3) -> ()
  %a = arith.constant -4000000000 : i33
  %b = arith.constant 3 : i33
  %c = arith.constant -7 : i33
  %d = arith.constant 4294967295 : i33
  call @ops_i33(%a, %b) : (i33, i33) -> ()
  call @ops_i33(%d, %c) : (i33, i33) -> ()
  call @ops_i33(%c, %b) : (i33, i33) -> ()
  %x1 = arith.constant 100.7 : f64
  %x2 = arith.constant -3.9 : f64
  %x5 = arith.constant 3.9 : f64
  %x3 = arith.constant 126.5 : f64
  %x4 = arith.constant 1.0e10 : f64
  call @fp(%x1) : (f64) -> ()
  call @fp(%x5) : (f64) -> ()
  call @fp(%x3) : (f64) -> ()
  return
}
// CHECK: 3, 3
// CHECK-NEXT: -3
// CHECK-NEXT: -1
// CHECK-NEXT: -1, 2, -1, 1, -1, 3, -2, 2, -3, -3, 2, -1, 1, -4, -1, 3, 2
// CHECK-NEXT: 1, 1, 0, 0, 0, 0, 1, 1, 0, 1
// CHECK-NEXT: -3, 5, -3, 5, 18446744073709551613, 5, -3, 5
// CHECK-NEXT: -3, 0, 0, 3, -3, 1, -3, 3, -1, -1, 3, 0, 0, 0, 2, -4, -3
// CHECK-NEXT: 0, 0, 1, 1, 1, 1, 0, 0, 0, 1
// CHECK-NEXT: 3, 3, 3, 3, 3, 3, 3, 3
// CHECK-NEXT: -1, 1, -1, 1, -1, 2, -2, 3, -4, -4, 3, -1, 0, 0, -1, 1, -4
// CHECK-NEXT: 1, 1, 0, 0, 0, 0, 1, 1, 0, 1
// CHECK-NEXT: -4, 4, -4, 4, 18446744073709551612, 4, -4, 4
// CHECK-NEXT: 1, 1, 1, 1, 2, 2, 1, 3, 3, 2, 2, 0, 0, -4, -3, 1, -2
// CHECK-NEXT: 0, 0, 1, 1, 0, 0, 1, 1, 0, 1
// CHECK-NEXT: 3, 3, 3, 3, 3, 3, 3, 3
// CHECK-NEXT: -1, -1, 0, 0, -1, -1, -1, 1, -1, -1, 1, -1, 3, -2, 0, -2, -1
// CHECK-NEXT: 1, 1, 0, 0, 0, 0, 1, 1, 0, 1
// CHECK-NEXT: -1, 7, -1, 7, 18446744073709551615, 7, -1, 7
// CHECK-NEXT: -1333333333, 1529978197, -1, 1, -1333333333, 1529978198, -1333333334, 3, -4000000000, -4000000000, 3, -500000000, 573741824, 2359738368
// CHECK-NEXT: 55296, 0, 18446744069709551616, 4589934592, -4e+09, 4.58993e+09
// CHECK-NEXT: -613566756, 0, 3, 4294967295, -613566756, 1, -613566757, 4294967295, -7, -7, 4294967295, 0, 0, 0
// CHECK-NEXT: -1, -1, 4294967295, 4294967295, 4.29497e+09, 4.29497e+09
// CHECK-NEXT: -2, 2863311528, -1, 1, -2, 2863311529, -3, 3, -7, -7, 3, -1, 1073741823, -56
// CHECK-NEXT: -7, -7, 18446744073709551609, 8589934585, -7, 8.58993e+09
// CHECK-NEXT: 100, 100, 100, 100, 100, 100
// CHECK-NEXT: 3, 3, 3, 3, 3, 3
// CHECK-NEXT: 126, 126, 126, 126, 126, 126
