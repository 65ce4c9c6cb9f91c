// Integer arith ops on vectors of every width, 1-D and n-D, odd lengths and lengths over one
// 128-bit register: lanes wrap like scalars, narrow lanes stay in range, comparisons give i1
// masks that select lanes. Expected output from mlir-runner-22 (the compare-corpus pipeline).
// RUN: corolift run %s | FileCheck %s

func.func @main() {
  // i32, 2x3 (rows of 3 lanes: one padded part each).
  %a = arith.constant dense<[[1, -2, 3], [2147483647, 5, -6]]> : vector<2x3xi32>
  %b = arith.constant dense<[[7, 8, -9], [1, -3, 4]]> : vector<2x3xi32>
  %add = arith.addi %a, %b : vector<2x3xi32>
  vector.print %add : vector<2x3xi32>
  %sub = arith.subi %a, %b : vector<2x3xi32>
  vector.print %sub : vector<2x3xi32>
  %mul = arith.muli %a, %b : vector<2x3xi32>
  vector.print %mul : vector<2x3xi32>
  %div = arith.divsi %b, %a : vector<2x3xi32>
  vector.print %div : vector<2x3xi32>
  %rem = arith.remsi %b, %a : vector<2x3xi32>
  vector.print %rem : vector<2x3xi32>
  %udiv = arith.divui %a, %b : vector<2x3xi32>
  vector.print %udiv : vector<2x3xi32>
  %fdiv = arith.floordivsi %b, %a : vector<2x3xi32>
  vector.print %fdiv : vector<2x3xi32>
  %cdiv = arith.ceildivsi %b, %a : vector<2x3xi32>
  vector.print %cdiv : vector<2x3xi32>
  %mins = arith.minsi %a, %b : vector<2x3xi32>
  vector.print %mins : vector<2x3xi32>
  %maxu = arith.maxui %a, %b : vector<2x3xi32>
  vector.print %maxu : vector<2x3xi32>
  %and = arith.andi %a, %b : vector<2x3xi32>
  %or = arith.ori %a, %b : vector<2x3xi32>
  %xor = arith.xori %and, %or : vector<2x3xi32>
  vector.print %xor : vector<2x3xi32>
  %sh = arith.constant dense<[[1, 2, 3], [4, 5, 31]]> : vector<2x3xi32>
  %shl = arith.shli %a, %sh : vector<2x3xi32>
  vector.print %shl : vector<2x3xi32>
  %shrs = arith.shrsi %b, %sh : vector<2x3xi32>
  vector.print %shrs : vector<2x3xi32>
  %shru = arith.shrui %b, %sh : vector<2x3xi32>
  vector.print %shru : vector<2x3xi32>

  // i8 over 19 lanes (two parts, the second padded), wrapping.
  %c = arith.constant dense<[100, 27, -128, 127, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, -1]> : vector<19xi8>
  %c2 = arith.addi %c, %c : vector<19xi8>
  vector.print %c2 : vector<19xi8>
  %c3 = arith.muli %c, %c : vector<19xi8>
  vector.print %c3 : vector<19xi8>
  %cu = arith.maxui %c, %c2 : vector<19xi8>
  vector.print %cu : vector<19xi8>

  // i16 and i64, index.
  %d = arith.constant dense<[30000, -30000, 7, 8, 9]> : vector<5xi16>
  %d2 = arith.addi %d, %d : vector<5xi16>
  vector.print %d2 : vector<5xi16>
  %e = arith.constant dense<[9223372036854775807, -5, 6]> : vector<3xi64>
  %one = arith.constant dense<1> : vector<3xi64>
  %e2 = arith.addi %e, %one : vector<3xi64>
  vector.print %e2 : vector<3xi64>
  %e3 = arith.muli %e, %e : vector<3xi64>
  vector.print %e3 : vector<3xi64>
  %i = arith.constant dense<[4, 5, 6, 7]> : vector<4xindex>
  %i2 = arith.muli %i, %i : vector<4xindex>
  vector.print %i2 : vector<4xindex>

  // Odd widths stay in range: i3 and i1.
  %n = arith.constant dense<[3, 2, 1, 7]> : vector<4xi3>
  %n2 = arith.addi %n, %n : vector<4xi3>
  vector.print %n2 : vector<4xi3>
  %t = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %f = arith.constant dense<[true, true, false, false]> : vector<4xi1>
  %tx = arith.xori %t, %f : vector<4xi1>
  vector.print %tx : vector<4xi1>
  %ta = arith.addi %t, %f : vector<4xi1>
  vector.print %ta : vector<4xi1>

  // Comparisons and selects.
  %lt = arith.cmpi slt, %a, %b : vector<2x3xi32>
  vector.print %lt : vector<2x3xi1>
  %ult = arith.cmpi ult, %a, %b : vector<2x3xi32>
  vector.print %ult : vector<2x3xi1>
  %sel = arith.select %lt, %a, %b : vector<2x3xi1>, vector<2x3xi32>
  vector.print %sel : vector<2x3xi32>
  %true = arith.constant true
  %sel2 = arith.select %true, %c, %c2 : vector<19xi8>
  vector.print %sel2 : vector<19xi8>

  // Casts.
  %ext = arith.extsi %c : vector<19xi8> to vector<19xi32>
  vector.print %ext : vector<19xi32>
  %extu = arith.extui %d : vector<5xi16> to vector<5xi64>
  vector.print %extu : vector<5xi64>
  %tr = arith.trunci %e : vector<3xi64> to vector<3xi16>
  vector.print %tr : vector<3xi16>
  %ic = arith.index_cast %i2 : vector<4xindex> to vector<4xi32>
  vector.print %ic : vector<4xi32>
  return
}

// CHECK:      ( ( 8, 6, -6 ), ( -2147483648, 2, -2 ) )
// CHECK-NEXT: ( ( -6, -10, 12 ), ( 2147483646, 8, -10 ) )
// CHECK-NEXT: ( ( 7, -16, -27 ), ( 2147483647, -15, -24 ) )
// CHECK-NEXT: ( ( 7, -4, -3 ), ( 0, 0, 0 ) )
// CHECK-NEXT: ( ( 0, 0, 0 ), ( 1, -3, 4 ) )
// CHECK-NEXT: ( ( 0, 536870911, 0 ), ( 2147483647, 0, 1073741822 ) )
// CHECK-NEXT: ( ( 7, -4, -3 ), ( 0, -1, -1 ) )
// CHECK-NEXT: ( ( 7, -4, -3 ), ( 1, 0, 0 ) )
// CHECK-NEXT: ( ( 1, -2, -9 ), ( 1, -3, -6 ) )
// CHECK-NEXT: ( ( 7, -2, -9 ), ( 2147483647, -3, -6 ) )
// CHECK-NEXT: ( ( 6, -10, -12 ), ( 2147483646, -8, -2 ) )
// CHECK-NEXT: ( ( 2, -8, 24 ), ( -16, 160, 0 ) )
// CHECK-NEXT: ( ( 3, 2, -2 ), ( 0, -1, 0 ) )
// CHECK-NEXT: ( ( 3, 2, 536870910 ), ( 0, 134217727, 0 ) )
// CHECK-NEXT: ( -56, 54, 0, -2, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, -2 )
// CHECK-NEXT: ( 16, -39, 0, 1, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, -112, -87, -60, 1 )
// CHECK-NEXT: ( -56, 54, -128, -2, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, -1 )
// CHECK-NEXT: ( -5536, 5536, 14, 16, 18 )
// CHECK-NEXT: ( -9223372036854775808, -4, 7 )
// CHECK-NEXT: ( 1, 25, 36 )
// CHECK-NEXT: ( 16, 25, 36, 49 )
// CHECK-NEXT: ( -2, -4, 2, -2 )
// CHECK-NEXT: ( 0, 1, 1, 0 )
// CHECK-NEXT: ( 0, 1, 1, 0 )
// CHECK-NEXT: ( ( 1, 1, 0 ), ( 0, 0, 1 ) )
// CHECK-NEXT: ( ( 1, 0, 1 ), ( 0, 1, 0 ) )
// CHECK-NEXT: ( ( 1, -2, -9 ), ( 1, -3, -6 ) )
// CHECK-NEXT: ( 100, 27, -128, 127, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, -1 )
// CHECK-NEXT: ( 100, 27, -128, 127, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, -1 )
// CHECK-NEXT: ( 30000, 35536, 7, 8, 9 )
// CHECK-NEXT: ( -1, -5, 6 )
// CHECK-NEXT: ( 16, 25, 36, 49 )
