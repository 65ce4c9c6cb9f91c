// vector.bitcast with lanes narrower than their register container, which LLVM packs bit
// by bit: i8 <-> i1, i3 -> i1 and i8, i5 -> i8 and i1, i24 -> i16 and i8, i48 -> i16 and i1,
// i2 -> i8, i4 <-> i8, n-D (per innermost row). Values come through arith.trunci so the
// narrow lanes are computed at run time.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @narrow(%v: vector<8xi32>, %w: vector<2xi64>) {
  %t3 = arith.trunci %v : vector<8xi32> to vector<8xi3>
  %0 = vector.bitcast %t3 : vector<8xi3> to vector<24xi1>
  vector.print %0 : vector<24xi1>
  %1 = vector.bitcast %t3 : vector<8xi3> to vector<3xi8>
  vector.print %1 : vector<3xi8>
  %t5 = arith.trunci %v : vector<8xi32> to vector<8xi5>
  %2 = vector.bitcast %t5 : vector<8xi5> to vector<5xi8>
  vector.print %2 : vector<5xi8>
  %3 = vector.bitcast %t5 : vector<8xi5> to vector<40xi1>
  vector.print %3 : vector<40xi1>
  %t24 = arith.trunci %w : vector<2xi64> to vector<2xi24>
  %4 = vector.bitcast %t24 : vector<2xi24> to vector<3xi16>
  vector.print %4 : vector<3xi16>
  %5 = vector.bitcast %t24 : vector<2xi24> to vector<6xi8>
  vector.print %5 : vector<6xi8>
  %t48 = arith.trunci %w : vector<2xi64> to vector<2xi48>
  %6 = vector.bitcast %t48 : vector<2xi48> to vector<6xi16>
  vector.print %6 : vector<6xi16>
  %7 = vector.bitcast %t48 : vector<2xi48> to vector<96xi1>
  vector.print %7 : vector<96xi1>
  %t2 = arith.trunci %v : vector<8xi32> to vector<8xi2>
  %8 = vector.bitcast %t2 : vector<8xi2> to vector<2xi8>
  vector.print %8 : vector<2xi8>
  %t4 = arith.trunci %v : vector<8xi32> to vector<8xi4>
  %9 = vector.bitcast %t4 : vector<8xi4> to vector<4xi8>
  vector.print %9 : vector<4xi8>
  %10 = vector.bitcast %9 : vector<4xi8> to vector<8xi4>
  vector.print %10 : vector<8xi4>
  %11 = vector.bitcast %9 : vector<4xi8> to vector<32xi1>
  %12 = vector.bitcast %11 : vector<32xi1> to vector<1xi32>
  vector.print %12 : vector<1xi32>
  %13 = vector.shape_cast %t4 : vector<8xi4> to vector<2x4xi4>
  %14 = vector.bitcast %13 : vector<2x4xi4> to vector<2x2xi8>
  vector.print %14 : vector<2x2xi8>
  %15 = vector.bitcast %14 : vector<2x2xi8> to vector<2x16xi1>
  vector.print %15 : vector<2x16xi1>
  return
}

func.func @main() {
  %v = arith.constant dense<[-1, 6, 13, 2, 25, 7, 0, 1000001]> : vector<8xi32>
  %w = arith.constant dense<[81985529216486895, -6148914691236517206]> : vector<2xi64>
  call @narrow(%v, %w) : (vector<8xi32>, vector<2xi64>) -> ()
  return
}

// CHECK: ( 1, 1, 1, 0, 1, 1, 1, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 0, 0, 0, 1, 0, 0 )
// CHECK-NEXT: ( 119, -107, 35 )
// CHECK-NEXT: ( -33, 52, -111, 15, 8 )
// CHECK-NEXT: ( 1, 1, 1, 1, 1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0 )
// CHECK-NEXT: ( -12817, -21845, -21846 )
// CHECK-NEXT: ( -17, -51, -85, -86, -86, -86 )
// CHECK-NEXT: ( -12817, -30293, 17767, -21846, -21846, -21846 )
// CHECK-NEXT: ( 1, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 0, 0, 1, 1, 1, 1, 0, 1, 0, 1, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 1, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1 )
// CHECK-NEXT: ( -101, 77 )
// CHECK-NEXT: ( 111, 45, 121, 16 )
// CHECK-NEXT: ( -1, 6, -3, 2, -7, 7, 0, 1 )
// CHECK-NEXT: ( 276376943 )
// CHECK-NEXT: ( ( 111, 45 ), ( 121, 16 ) )
// CHECK-NEXT: ( ( 1, 1, 1, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 0, 0 ), ( 1, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0 ) )
