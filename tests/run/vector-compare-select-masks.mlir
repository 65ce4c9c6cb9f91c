// Comparisons of vectors give i1 masks and arith.select picks lanes with them, for every lane
// width and predicate: i8 over 19 lanes, i16, i32 rows of 3 (padding), f32 over 9 lanes with
// NaN operands (ordered and unordered predicates), 64-bit lanes, narrow unsigned i5 lanes,
// masks combined with andi/ori/xori and compared again. Expected output from mlir-runner-22.
// RUN: corolift run %s | FileCheck %s

func.func @main() {
  %a8 = arith.constant dense<[1, -2, 3, 127, -128, 0, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, -17]> : vector<19xi8>
  %b8 = arith.constant dense<[1, 2, -3, -1, 0, 0, 4, 7, 7, 9, 8, 10, 0, 0, 0, 0, 100, -100, 17]> : vector<19xi8>
  %slt8 = arith.cmpi slt, %a8, %b8 : vector<19xi8>
  vector.print %slt8 : vector<19xi1>
  %ugt8 = arith.cmpi ugt, %a8, %b8 : vector<19xi8>
  vector.print %ugt8 : vector<19xi1>
  %eq8 = arith.cmpi eq, %a8, %b8 : vector<19xi8>
  vector.print %eq8 : vector<19xi1>
  %sel8 = arith.select %slt8, %a8, %b8 : vector<19xi1>, vector<19xi8>
  vector.print %sel8 : vector<19xi8>

  %a16 = arith.constant dense<[[1000, -2000, 3], [4, 5, -32768]]> : vector<2x3xi16>
  %b16 = arith.constant dense<[[999, 2000, 3], [-4, 6, 32767]]> : vector<2x3xi16>
  %sge16 = arith.cmpi sge, %a16, %b16 : vector<2x3xi16>
  vector.print %sge16 : vector<2x3xi1>
  %ule16 = arith.cmpi ule, %a16, %b16 : vector<2x3xi16>
  vector.print %ule16 : vector<2x3xi1>
  %sel16 = arith.select %ule16, %a16, %b16 : vector<2x3xi1>, vector<2x3xi16>
  vector.print %sel16 : vector<2x3xi16>

  %a32 = arith.constant dense<[[1, -2, 3], [2147483647, 5, -6]]> : vector<2x3xi32>
  %b32 = arith.constant dense<[[7, -2, -9], [1, -3, 4]]> : vector<2x3xi32>
  %ne32 = arith.cmpi ne, %a32, %b32 : vector<2x3xi32>
  vector.print %ne32 : vector<2x3xi1>
  %sgt32 = arith.cmpi sgt, %a32, %b32 : vector<2x3xi32>
  vector.print %sgt32 : vector<2x3xi1>
  %uge32 = arith.cmpi uge, %a32, %b32 : vector<2x3xi32>
  vector.print %uge32 : vector<2x3xi1>
  %sel32 = arith.select %sgt32, %a32, %b32 : vector<2x3xi1>, vector<2x3xi32>
  vector.print %sel32 : vector<2x3xi32>

  %af = arith.constant dense<[1.0, -2.0, 0x7FC00000, 4.0, -0.0, 6.5, 7.0, 0x7FC00000, 9.0]> : vector<9xf32>
  %bf = arith.constant dense<[1.0, 2.0, 3.0, 0x7FC00000, 0.0, 6.0, 8.0, 0x7FC00000, -9.0]> : vector<9xf32>
  %oeq = arith.cmpf oeq, %af, %bf : vector<9xf32>
  vector.print %oeq : vector<9xi1>
  %ueq = arith.cmpf ueq, %af, %bf : vector<9xf32>
  vector.print %ueq : vector<9xi1>
  %one = arith.cmpf one, %af, %bf : vector<9xf32>
  vector.print %one : vector<9xi1>
  %une = arith.cmpf une, %af, %bf : vector<9xf32>
  vector.print %une : vector<9xi1>
  %olt = arith.cmpf olt, %af, %bf : vector<9xf32>
  vector.print %olt : vector<9xi1>
  %ole = arith.cmpf ole, %af, %bf : vector<9xf32>
  vector.print %ole : vector<9xi1>
  %ogt = arith.cmpf ogt, %af, %bf : vector<9xf32>
  vector.print %ogt : vector<9xi1>
  %oge = arith.cmpf oge, %af, %bf : vector<9xf32>
  vector.print %oge : vector<9xi1>
  %ult = arith.cmpf ult, %af, %bf : vector<9xf32>
  vector.print %ult : vector<9xi1>
  %ule = arith.cmpf ule, %af, %bf : vector<9xf32>
  vector.print %ule : vector<9xi1>
  %ugt = arith.cmpf ugt, %af, %bf : vector<9xf32>
  vector.print %ugt : vector<9xi1>
  %uge = arith.cmpf uge, %af, %bf : vector<9xf32>
  vector.print %uge : vector<9xi1>
  %ord = arith.cmpf ord, %af, %bf : vector<9xf32>
  vector.print %ord : vector<9xi1>
  %uno = arith.cmpf uno, %af, %bf : vector<9xf32>
  vector.print %uno : vector<9xi1>
  %tru = arith.cmpf true, %af, %bf : vector<9xf32>
  vector.print %tru : vector<9xi1>
  %self = arith.select %ult, %af, %bf : vector<9xi1>, vector<9xf32>
  vector.print %self : vector<9xf32>

  // Masks combined, then compared as i1 vectors.
  %both = arith.andi %olt, %ord : vector<9xi1>
  %either = arith.ori %ogt, %uno : vector<9xi1>
  %neither = arith.xori %both, %either : vector<9xi1>
  vector.print %neither : vector<9xi1>
  %same = arith.cmpi eq, %both, %either : vector<9xi1>
  vector.print %same : vector<9xi1>

  // 64-bit lanes.
  %a64 = arith.constant dense<[5, -6, 9223372036854775807]> : vector<3xi64>
  %b64 = arith.constant dense<[5, 6, -9223372036854775808]> : vector<3xi64>
  %lt64 = arith.cmpi slt, %a64, %b64 : vector<3xi64>
  vector.print %lt64 : vector<3xi1>
  %ult64 = arith.cmpi ult, %a64, %b64 : vector<3xi64>
  %sel64 = arith.select %ult64, %a64, %b64 : vector<3xi1>, vector<3xi64>
  vector.print %sel64 : vector<3xi64>
  %ad = arith.constant dense<[1.5, 0x7FF8000000000000]> : vector<2xf64>
  %bd = arith.constant dense<[2.5, 1.0]> : vector<2xf64>
  %ltd = arith.cmpf ult, %ad, %bd : vector<2xf64>
  %seld = arith.select %ltd, %bd, %ad : vector<2xi1>, vector<2xf64>
  vector.print %seld : vector<2xf64>

  // Narrow unsigned lanes (i5, zero-extended in i8 lanes).
  %a5 = arith.constant dense<[1, 31, 16, 15]> : vector<4xi5>
  %b5 = arith.constant dense<[2, 30, 15, 15]> : vector<4xi5>
  %ult5 = arith.cmpi ult, %a5, %b5 : vector<4xi5>
  vector.print %ult5 : vector<4xi1>
  %slt5 = arith.cmpi slt, %a5, %b5 : vector<4xi5>
  vector.print %slt5 : vector<4xi1>
  return
}

// CHECK:      ( 0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1 )
// CHECK-NEXT: ( 0, 1, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 0, 1 )
// CHECK-NEXT: ( 1, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 1, -2, -3, -1, -128, 0, 4, 6, 7, 8, 8, 10, 0, 0, 0, 0, 15, -100, -17 )
// CHECK-NEXT: ( ( 1, 0, 1 ), ( 1, 0, 0 ) )
// CHECK-NEXT: ( ( 0, 0, 1 ), ( 1, 1, 0 ) )
// CHECK-NEXT: ( ( 999, 2000, 3 ), ( 4, 5, 32767 ) )
// CHECK-NEXT: ( ( 1, 0, 1 ), ( 1, 1, 1 ) )
// CHECK-NEXT: ( ( 0, 0, 1 ), ( 1, 1, 0 ) )
// CHECK-NEXT: ( ( 0, 1, 0 ), ( 1, 0, 1 ) )
// CHECK-NEXT: ( ( 7, -2, 3 ), ( 2147483647, 5, 4 ) )
// CHECK-NEXT: ( 1, 0, 0, 0, 1, 0, 0, 0, 0 )
// CHECK-NEXT: ( 1, 0, 1, 1, 1, 0, 0, 1, 0 )
// CHECK-NEXT: ( 0, 1, 0, 0, 0, 1, 1, 0, 1 )
// CHECK-NEXT: ( 0, 1, 1, 1, 0, 1, 1, 1, 1 )
// CHECK-NEXT: ( 0, 1, 0, 0, 0, 0, 1, 0, 0 )
// CHECK-NEXT: ( 1, 1, 0, 0, 1, 0, 1, 0, 0 )
// CHECK-NEXT: ( 0, 0, 0, 0, 0, 1, 0, 0, 1 )
// CHECK-NEXT: ( 1, 0, 0, 0, 1, 1, 0, 0, 1 )
// CHECK-NEXT: ( 0, 1, 1, 1, 0, 0, 1, 1, 0 )
// CHECK-NEXT: ( 1, 1, 1, 1, 1, 0, 1, 1, 0 )
// CHECK-NEXT: ( 0, 0, 1, 1, 0, 1, 0, 1, 1 )
// CHECK-NEXT: ( 1, 0, 1, 1, 1, 1, 0, 1, 1 )
// CHECK-NEXT: ( 1, 1, 0, 0, 1, 1, 1, 0, 1 )
// CHECK-NEXT: ( 0, 0, 1, 1, 0, 0, 0, 1, 0 )
// CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 1, 1, 1 )
// CHECK-NEXT: ( 1, -2, nan, 4, 0, 6, 7, nan, -9 )
// CHECK-NEXT: ( 0, 1, 1, 1, 0, 1, 1, 1, 1 )
// CHECK-NEXT: ( 1, 0, 0, 0, 1, 0, 0, 0, 0 )
// CHECK-NEXT: ( 0, 1, 0 )
// CHECK-NEXT: ( 5, 6, 9223372036854775807 )
// CHECK-NEXT: ( 2.5, 1 )
// CHECK-NEXT: ( 1, 0, 0, 0 )
// CHECK-NEXT: ( 1, 0, 1, 0 )
