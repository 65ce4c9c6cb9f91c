// vector.scan (integer kinds, three per case, all kinds covered), inclusive and exclusive, along
// every dimension of 1-D to 3-D i1, i8, i32, i64 and index vectors: the scan and the
// accumulated value.
// Expected output: mlir-runner-22 on `mlir-opt-22 --test-vector-scan-lowering -test-lower-to-llvm`
// of this file (the op is written in generic form).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %x1 = arith.constant dense<[true, false, true, true, false, true, false]> : vector<7xi1>
  %x2 = arith.constant dense<true> : vector<i1>
  %x3:2 = "vector.scan"(%x1, %x2) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<7xi1>, vector<i1>) -> (vector<7xi1>, vector<i1>)
  // CHECK: ( 1, 0, 0, 0, 0, 0, 0 )
  vector.print %x3#0 : vector<7xi1>
  // CHECK-NEXT: ( 0 )
  vector.print %x3#1 : vector<i1>
  %x4 = arith.constant dense<true> : vector<i1>
  %x5:2 = "vector.scan"(%x1, %x4) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<7xi1>, vector<i1>) -> (vector<7xi1>, vector<i1>)
  // CHECK-NEXT: ( 1, 1, 0, 0, 0, 0, 0 )
  vector.print %x5#0 : vector<7xi1>
  // CHECK-NEXT: ( 0 )
  vector.print %x5#1 : vector<i1>
  %x6 = arith.constant dense<false> : vector<i1>
  %x7:2 = "vector.scan"(%x1, %x6) <{inclusive = true, kind = #vector.kind<minui>, reduction_dim = 0 : i64}> : (vector<7xi1>, vector<i1>) -> (vector<7xi1>, vector<i1>)
  // CHECK-NEXT: ( 1, 0, 0, 0, 0, 0, 0 )
  vector.print %x7#0 : vector<7xi1>
  // CHECK-NEXT: ( 0 )
  vector.print %x7#1 : vector<i1>
  %x8 = arith.constant dense<true> : vector<i1>
  %x9:2 = "vector.scan"(%x1, %x8) <{inclusive = false, kind = #vector.kind<minui>, reduction_dim = 0 : i64}> : (vector<7xi1>, vector<i1>) -> (vector<7xi1>, vector<i1>)
  // CHECK-NEXT: ( 1, 1, 0, 0, 0, 0, 0 )
  vector.print %x9#0 : vector<7xi1>
  // CHECK-NEXT: ( 0 )
  vector.print %x9#1 : vector<i1>
  %x10 = arith.constant dense<false> : vector<i1>
  %x11:2 = "vector.scan"(%x1, %x10) <{inclusive = true, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<7xi1>, vector<i1>) -> (vector<7xi1>, vector<i1>)
  // CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 1 )
  vector.print %x11#0 : vector<7xi1>
  // CHECK-NEXT: ( 1 )
  vector.print %x11#1 : vector<i1>
  %x12 = arith.constant dense<false> : vector<i1>
  %x13:2 = "vector.scan"(%x1, %x12) <{inclusive = false, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<7xi1>, vector<i1>) -> (vector<7xi1>, vector<i1>)
  // CHECK-NEXT: ( 0, 1, 1, 1, 1, 1, 1 )
  vector.print %x13#0 : vector<7xi1>
  // CHECK-NEXT: ( 1 )
  vector.print %x13#1 : vector<i1>
  %x14 = arith.constant dense<[[true, true, true], [false, false, false]]> : vector<2x3xi1>
  %x15 = arith.constant dense<[true, true, true]> : vector<3xi1>
  %x16:2 = "vector.scan"(%x14, %x15) <{inclusive = true, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<2x3xi1>, vector<3xi1>) -> (vector<2x3xi1>, vector<3xi1>)
  // CHECK-NEXT: ( ( 1, 1, 1 ), ( 0, 0, 0 ) )
  vector.print %x16#0 : vector<2x3xi1>
  // CHECK-NEXT: ( 0, 0, 0 )
  vector.print %x16#1 : vector<3xi1>
  %x17 = arith.constant dense<[false, false, false]> : vector<3xi1>
  %x18:2 = "vector.scan"(%x14, %x17) <{inclusive = false, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<2x3xi1>, vector<3xi1>) -> (vector<2x3xi1>, vector<3xi1>)
  // CHECK-NEXT: ( ( 0, 0, 0 ), ( 0, 0, 0 ) )
  vector.print %x18#0 : vector<2x3xi1>
  // CHECK-NEXT: ( 0, 0, 0 )
  vector.print %x18#1 : vector<3xi1>
  %x19 = arith.constant dense<[false, false, false]> : vector<3xi1>
  %x20:2 = "vector.scan"(%x14, %x19) <{inclusive = true, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<2x3xi1>, vector<3xi1>) -> (vector<2x3xi1>, vector<3xi1>)
  // CHECK-NEXT: ( ( 1, 1, 1 ), ( 0, 0, 0 ) )
  vector.print %x20#0 : vector<2x3xi1>
  // CHECK-NEXT: ( 0, 0, 0 )
  vector.print %x20#1 : vector<3xi1>
  %x21 = arith.constant dense<[false, false, true]> : vector<3xi1>
  %x22:2 = "vector.scan"(%x14, %x21) <{inclusive = false, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<2x3xi1>, vector<3xi1>) -> (vector<2x3xi1>, vector<3xi1>)
  // CHECK-NEXT: ( ( 0, 0, 1 ), ( 0, 0, 1 ) )
  vector.print %x22#0 : vector<2x3xi1>
  // CHECK-NEXT: ( 0, 0, 1 )
  vector.print %x22#1 : vector<3xi1>
  %x23 = arith.constant dense<[false, false, true]> : vector<3xi1>
  %x24:2 = "vector.scan"(%x14, %x23) <{inclusive = true, kind = #vector.kind<or>, reduction_dim = 0 : i64}> : (vector<2x3xi1>, vector<3xi1>) -> (vector<2x3xi1>, vector<3xi1>)
  // CHECK-NEXT: ( ( 1, 1, 1 ), ( 1, 1, 1 ) )
  vector.print %x24#0 : vector<2x3xi1>
  // CHECK-NEXT: ( 1, 1, 1 )
  vector.print %x24#1 : vector<3xi1>
  %x25 = arith.constant dense<[true, true, false]> : vector<3xi1>
  %x26:2 = "vector.scan"(%x14, %x25) <{inclusive = false, kind = #vector.kind<or>, reduction_dim = 0 : i64}> : (vector<2x3xi1>, vector<3xi1>) -> (vector<2x3xi1>, vector<3xi1>)
  // CHECK-NEXT: ( ( 1, 1, 0 ), ( 1, 1, 1 ) )
  vector.print %x26#0 : vector<2x3xi1>
  // CHECK-NEXT: ( 1, 1, 1 )
  vector.print %x26#1 : vector<3xi1>
  %x27 = arith.constant dense<[true, true]> : vector<2xi1>
  %x28:2 = "vector.scan"(%x14, %x27) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 1 : i64}> : (vector<2x3xi1>, vector<2xi1>) -> (vector<2x3xi1>, vector<2xi1>)
  // CHECK-NEXT: ( ( 1, 0, 1 ), ( 0, 0, 0 ) )
  vector.print %x28#0 : vector<2x3xi1>
  // CHECK-NEXT: ( 1, 0 )
  vector.print %x28#1 : vector<2xi1>
  %x29 = arith.constant dense<[false, false]> : vector<2xi1>
  %x30:2 = "vector.scan"(%x14, %x29) <{inclusive = false, kind = #vector.kind<xor>, reduction_dim = 1 : i64}> : (vector<2x3xi1>, vector<2xi1>) -> (vector<2x3xi1>, vector<2xi1>)
  // CHECK-NEXT: ( ( 0, 1, 0 ), ( 0, 0, 0 ) )
  vector.print %x30#0 : vector<2x3xi1>
  // CHECK-NEXT: ( 0, 0 )
  vector.print %x30#1 : vector<2xi1>
  %x31 = arith.constant dense<[true, false]> : vector<2xi1>
  %x32:2 = "vector.scan"(%x14, %x31) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x3xi1>, vector<2xi1>) -> (vector<2x3xi1>, vector<2xi1>)
  // CHECK-NEXT: ( ( 1, 0, 1 ), ( 0, 0, 0 ) )
  vector.print %x32#0 : vector<2x3xi1>
  // CHECK-NEXT: ( 1, 0 )
  vector.print %x32#1 : vector<2xi1>
  %x33 = arith.constant dense<[true, true]> : vector<2xi1>
  %x34:2 = "vector.scan"(%x14, %x33) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x3xi1>, vector<2xi1>) -> (vector<2x3xi1>, vector<2xi1>)
  // CHECK-NEXT: ( ( 1, 0, 1 ), ( 1, 1, 1 ) )
  vector.print %x34#0 : vector<2x3xi1>
  // CHECK-NEXT: ( 1, 1 )
  vector.print %x34#1 : vector<2xi1>
  %x35 = arith.constant dense<[false, true]> : vector<2xi1>
  %x36:2 = "vector.scan"(%x14, %x35) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x3xi1>, vector<2xi1>) -> (vector<2x3xi1>, vector<2xi1>)
  // CHECK-NEXT: ( ( 1, 1, 1 ), ( 0, 0, 0 ) )
  vector.print %x36#0 : vector<2x3xi1>
  // CHECK-NEXT: ( 1, 0 )
  vector.print %x36#1 : vector<2xi1>
  %x37 = arith.constant dense<[false, true]> : vector<2xi1>
  %x38:2 = "vector.scan"(%x14, %x37) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x3xi1>, vector<2xi1>) -> (vector<2x3xi1>, vector<2xi1>)
  // CHECK-NEXT: ( ( 0, 0, 0 ), ( 1, 0, 0 ) )
  vector.print %x38#0 : vector<2x3xi1>
  // CHECK-NEXT: ( 0, 0 )
  vector.print %x38#1 : vector<2xi1>
  %x39 = arith.constant dense<[false, true, true, true, false, false, false, false, true, false, false, true, false, true, true, false, false]> : vector<17xi1>
  %x40 = arith.constant dense<true> : vector<i1>
  %x41:2 = "vector.scan"(%x39, %x40) <{inclusive = true, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<17xi1>, vector<i1>) -> (vector<17xi1>, vector<i1>)
  // CHECK-NEXT: ( 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 )
  vector.print %x41#0 : vector<17xi1>
  // CHECK-NEXT: ( 1 )
  vector.print %x41#1 : vector<i1>
  %x42 = arith.constant dense<false> : vector<i1>
  %x43:2 = "vector.scan"(%x39, %x42) <{inclusive = false, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<17xi1>, vector<i1>) -> (vector<17xi1>, vector<i1>)
  // CHECK-NEXT: ( 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 )
  vector.print %x43#0 : vector<17xi1>
  // CHECK-NEXT: ( 1 )
  vector.print %x43#1 : vector<i1>
  %x44 = arith.constant dense<false> : vector<i1>
  %x45:2 = "vector.scan"(%x39, %x44) <{inclusive = true, kind = #vector.kind<maxui>, reduction_dim = 0 : i64}> : (vector<17xi1>, vector<i1>) -> (vector<17xi1>, vector<i1>)
  // CHECK-NEXT: ( 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 )
  vector.print %x45#0 : vector<17xi1>
  // CHECK-NEXT: ( 1 )
  vector.print %x45#1 : vector<i1>
  %x46 = arith.constant dense<true> : vector<i1>
  %x47:2 = "vector.scan"(%x39, %x46) <{inclusive = false, kind = #vector.kind<maxui>, reduction_dim = 0 : i64}> : (vector<17xi1>, vector<i1>) -> (vector<17xi1>, vector<i1>)
  // CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 )
  vector.print %x47#0 : vector<17xi1>
  // CHECK-NEXT: ( 1 )
  vector.print %x47#1 : vector<i1>
  %x48 = arith.constant dense<true> : vector<i1>
  %x49:2 = "vector.scan"(%x39, %x48) <{inclusive = true, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<17xi1>, vector<i1>) -> (vector<17xi1>, vector<i1>)
  // CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.print %x49#0 : vector<17xi1>
  // CHECK-NEXT: ( 0 )
  vector.print %x49#1 : vector<i1>
  %x50 = arith.constant dense<false> : vector<i1>
  %x51:2 = "vector.scan"(%x39, %x50) <{inclusive = false, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<17xi1>, vector<i1>) -> (vector<17xi1>, vector<i1>)
  // CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.print %x51#0 : vector<17xi1>
  // CHECK-NEXT: ( 0 )
  vector.print %x51#1 : vector<i1>
  %x52 = arith.constant dense<[[[true, true, false], [false, true, false]], [[true, false, false], [false, true, true]]]> : vector<2x2x3xi1>
  %x53 = arith.constant dense<[[false, true, true], [false, false, true]]> : vector<2x3xi1>
  %x54:2 = "vector.scan"(%x52, %x53) <{inclusive = true, kind = #vector.kind<or>, reduction_dim = 0 : i64}> : (vector<2x2x3xi1>, vector<2x3xi1>) -> (vector<2x2x3xi1>, vector<2x3xi1>)
  // CHECK-NEXT: ( ( ( 1, 1, 0 ), ( 0, 1, 0 ) ), ( ( 1, 1, 0 ), ( 0, 1, 1 ) ) )
  vector.print %x54#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 1, 1, 0 ), ( 0, 1, 1 ) )
  vector.print %x54#1 : vector<2x3xi1>
  %x55 = arith.constant dense<[[false, false, true], [true, true, false]]> : vector<2x3xi1>
  %x56:2 = "vector.scan"(%x52, %x55) <{inclusive = false, kind = #vector.kind<or>, reduction_dim = 0 : i64}> : (vector<2x2x3xi1>, vector<2x3xi1>) -> (vector<2x2x3xi1>, vector<2x3xi1>)
  // CHECK-NEXT: ( ( ( 0, 0, 1 ), ( 1, 1, 0 ) ), ( ( 1, 1, 1 ), ( 1, 1, 0 ) ) )
  vector.print %x56#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 1, 1, 1 ), ( 1, 1, 0 ) )
  vector.print %x56#1 : vector<2x3xi1>
  %x57 = arith.constant dense<[[false, true, false], [false, false, true]]> : vector<2x3xi1>
  %x58:2 = "vector.scan"(%x52, %x57) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<2x2x3xi1>, vector<2x3xi1>) -> (vector<2x2x3xi1>, vector<2x3xi1>)
  // CHECK-NEXT: ( ( ( 1, 1, 0 ), ( 0, 1, 0 ) ), ( ( 0, 1, 0 ), ( 0, 0, 1 ) ) )
  vector.print %x58#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 0, 1, 0 ), ( 0, 0, 1 ) )
  vector.print %x58#1 : vector<2x3xi1>
  %x59 = arith.constant dense<[[true, false, true], [false, false, false]]> : vector<2x3xi1>
  %x60:2 = "vector.scan"(%x52, %x59) <{inclusive = false, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<2x2x3xi1>, vector<2x3xi1>) -> (vector<2x2x3xi1>, vector<2x3xi1>)
  // CHECK-NEXT: ( ( ( 1, 0, 1 ), ( 0, 0, 0 ) ), ( ( 0, 1, 1 ), ( 0, 1, 0 ) ) )
  vector.print %x60#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 0, 1, 1 ), ( 0, 1, 0 ) )
  vector.print %x60#1 : vector<2x3xi1>
  %x61 = arith.constant dense<[[true, true, true], [false, false, false]]> : vector<2x3xi1>
  %x62:2 = "vector.scan"(%x52, %x61) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x2x3xi1>, vector<2x3xi1>) -> (vector<2x2x3xi1>, vector<2x3xi1>)
  // CHECK-NEXT: ( ( ( 1, 1, 0 ), ( 0, 1, 0 ) ), ( ( 0, 1, 0 ), ( 0, 0, 1 ) ) )
  vector.print %x62#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 0, 1, 0 ), ( 0, 0, 1 ) )
  vector.print %x62#1 : vector<2x3xi1>
  %x63 = arith.constant dense<[[false, true, true], [true, true, false]]> : vector<2x3xi1>
  %x64:2 = "vector.scan"(%x52, %x63) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x2x3xi1>, vector<2x3xi1>) -> (vector<2x2x3xi1>, vector<2x3xi1>)
  // CHECK-NEXT: ( ( ( 0, 1, 1 ), ( 1, 1, 0 ) ), ( ( 1, 0, 1 ), ( 1, 0, 0 ) ) )
  vector.print %x64#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 1, 0, 1 ), ( 1, 0, 0 ) )
  vector.print %x64#1 : vector<2x3xi1>
  %x65 = arith.constant dense<[[false, false, false], [false, true, true]]> : vector<2x3xi1>
  %x66:2 = "vector.scan"(%x52, %x65) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x2x3xi1>, vector<2x3xi1>) -> (vector<2x2x3xi1>, vector<2x3xi1>)
  // CHECK-NEXT: ( ( ( 1, 1, 0 ), ( 0, 1, 0 ) ), ( ( 1, 0, 0 ), ( 0, 0, 0 ) ) )
  vector.print %x66#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 0, 1, 0 ), ( 0, 0, 0 ) )
  vector.print %x66#1 : vector<2x3xi1>
  %x67 = arith.constant dense<[[false, true, true], [false, true, true]]> : vector<2x3xi1>
  %x68:2 = "vector.scan"(%x52, %x67) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x2x3xi1>, vector<2x3xi1>) -> (vector<2x2x3xi1>, vector<2x3xi1>)
  // CHECK-NEXT: ( ( ( 0, 1, 1 ), ( 0, 1, 0 ) ), ( ( 0, 1, 1 ), ( 0, 0, 0 ) ) )
  vector.print %x68#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 0, 1, 0 ), ( 0, 0, 0 ) )
  vector.print %x68#1 : vector<2x3xi1>
  %x69 = arith.constant dense<[[false, true, false], [false, true, true]]> : vector<2x3xi1>
  %x70:2 = "vector.scan"(%x52, %x69) <{inclusive = true, kind = #vector.kind<minui>, reduction_dim = 1 : i64}> : (vector<2x2x3xi1>, vector<2x3xi1>) -> (vector<2x2x3xi1>, vector<2x3xi1>)
  // CHECK-NEXT: ( ( ( 1, 1, 0 ), ( 0, 1, 0 ) ), ( ( 1, 0, 0 ), ( 0, 0, 0 ) ) )
  vector.print %x70#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 0, 1, 0 ), ( 0, 0, 0 ) )
  vector.print %x70#1 : vector<2x3xi1>
  %x71 = arith.constant dense<[[true, false, false], [true, true, true]]> : vector<2x3xi1>
  %x72:2 = "vector.scan"(%x52, %x71) <{inclusive = false, kind = #vector.kind<minui>, reduction_dim = 1 : i64}> : (vector<2x2x3xi1>, vector<2x3xi1>) -> (vector<2x2x3xi1>, vector<2x3xi1>)
  // CHECK-NEXT: ( ( ( 1, 0, 0 ), ( 1, 0, 0 ) ), ( ( 1, 1, 1 ), ( 1, 0, 0 ) ) )
  vector.print %x72#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 1, 0, 0 ), ( 1, 0, 0 ) )
  vector.print %x72#1 : vector<2x3xi1>
  %x73 = arith.constant dense<[[true, false, true], [false, false, true]]> : vector<2x3xi1>
  %x74:2 = "vector.scan"(%x52, %x73) <{inclusive = true, kind = #vector.kind<minsi>, reduction_dim = 1 : i64}> : (vector<2x2x3xi1>, vector<2x3xi1>) -> (vector<2x2x3xi1>, vector<2x3xi1>)
  // CHECK-NEXT: ( ( ( 1, 1, 0 ), ( 1, 1, 0 ) ), ( ( 1, 0, 0 ), ( 1, 1, 1 ) ) )
  vector.print %x74#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 1, 1, 0 ), ( 1, 1, 1 ) )
  vector.print %x74#1 : vector<2x3xi1>
  %x75 = arith.constant dense<[[true, false, false], [true, false, true]]> : vector<2x3xi1>
  %x76:2 = "vector.scan"(%x52, %x75) <{inclusive = false, kind = #vector.kind<minsi>, reduction_dim = 1 : i64}> : (vector<2x2x3xi1>, vector<2x3xi1>) -> (vector<2x2x3xi1>, vector<2x3xi1>)
  // CHECK-NEXT: ( ( ( 1, 0, 0 ), ( 1, 1, 0 ) ), ( ( 1, 0, 1 ), ( 1, 0, 1 ) ) )
  vector.print %x76#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 1, 1, 0 ), ( 1, 0, 1 ) )
  vector.print %x76#1 : vector<2x3xi1>
  %x77 = arith.constant dense<[[true, true], [false, true]]> : vector<2x2xi1>
  %x78:2 = "vector.scan"(%x52, %x77) <{inclusive = true, kind = #vector.kind<maxui>, reduction_dim = 2 : i64}> : (vector<2x2x3xi1>, vector<2x2xi1>) -> (vector<2x2x3xi1>, vector<2x2xi1>)
  // CHECK-NEXT: ( ( ( 1, 1, 1 ), ( 0, 1, 1 ) ), ( ( 1, 1, 1 ), ( 0, 1, 1 ) ) )
  vector.print %x78#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 1, 1 ), ( 1, 1 ) )
  vector.print %x78#1 : vector<2x2xi1>
  %x79 = arith.constant dense<[[true, false], [false, true]]> : vector<2x2xi1>
  %x80:2 = "vector.scan"(%x52, %x79) <{inclusive = false, kind = #vector.kind<maxui>, reduction_dim = 2 : i64}> : (vector<2x2x3xi1>, vector<2x2xi1>) -> (vector<2x2x3xi1>, vector<2x2xi1>)
  // CHECK-NEXT: ( ( ( 1, 1, 1 ), ( 0, 0, 1 ) ), ( ( 0, 1, 1 ), ( 1, 1, 1 ) ) )
  vector.print %x80#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 1, 1 ), ( 1, 1 ) )
  vector.print %x80#1 : vector<2x2xi1>
  %x81 = arith.constant dense<[[true, true], [false, false]]> : vector<2x2xi1>
  %x82:2 = "vector.scan"(%x52, %x81) <{inclusive = true, kind = #vector.kind<maxsi>, reduction_dim = 2 : i64}> : (vector<2x2x3xi1>, vector<2x2xi1>) -> (vector<2x2x3xi1>, vector<2x2xi1>)
  // CHECK-NEXT: ( ( ( 1, 1, 0 ), ( 0, 0, 0 ) ), ( ( 1, 0, 0 ), ( 0, 0, 0 ) ) )
  vector.print %x82#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 0, 0 ), ( 0, 0 ) )
  vector.print %x82#1 : vector<2x2xi1>
  %x83 = arith.constant dense<[[false, false], [true, true]]> : vector<2x2xi1>
  %x84:2 = "vector.scan"(%x52, %x83) <{inclusive = false, kind = #vector.kind<maxsi>, reduction_dim = 2 : i64}> : (vector<2x2x3xi1>, vector<2x2xi1>) -> (vector<2x2x3xi1>, vector<2x2xi1>)
  // CHECK-NEXT: ( ( ( 0, 0, 0 ), ( 0, 0, 0 ) ), ( ( 1, 1, 0 ), ( 1, 0, 0 ) ) )
  vector.print %x84#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 0, 0 ), ( 0, 0 ) )
  vector.print %x84#1 : vector<2x2xi1>
  %x85 = arith.constant dense<[[true, false], [false, false]]> : vector<2x2xi1>
  %x86:2 = "vector.scan"(%x52, %x85) <{inclusive = true, kind = #vector.kind<and>, reduction_dim = 2 : i64}> : (vector<2x2x3xi1>, vector<2x2xi1>) -> (vector<2x2x3xi1>, vector<2x2xi1>)
  // CHECK-NEXT: ( ( ( 1, 1, 0 ), ( 0, 0, 0 ) ), ( ( 1, 0, 0 ), ( 0, 0, 0 ) ) )
  vector.print %x86#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 0, 0 ), ( 0, 0 ) )
  vector.print %x86#1 : vector<2x2xi1>
  %x87 = arith.constant dense<[[true, true], [false, false]]> : vector<2x2xi1>
  %x88:2 = "vector.scan"(%x52, %x87) <{inclusive = false, kind = #vector.kind<and>, reduction_dim = 2 : i64}> : (vector<2x2x3xi1>, vector<2x2xi1>) -> (vector<2x2x3xi1>, vector<2x2xi1>)
  // CHECK-NEXT: ( ( ( 1, 1, 1 ), ( 1, 0, 0 ) ), ( ( 0, 0, 0 ), ( 0, 0, 0 ) ) )
  vector.print %x88#0 : vector<2x2x3xi1>
  // CHECK-NEXT: ( ( 1, 0 ), ( 0, 0 ) )
  vector.print %x88#1 : vector<2x2xi1>
  %x89 = arith.constant dense<[35, -20, 69, -28, -64, -83, 100]> : vector<7xi8>
  %x90 = arith.constant dense<116> : vector<i8>
  %x91:2 = "vector.scan"(%x89, %x90) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<7xi8>, vector<i8>) -> (vector<7xi8>, vector<i8>)
  // CHECK-NEXT: ( 35, -49, -118, 110, -82, 3, 103 )
  vector.print %x91#0 : vector<7xi8>
  // CHECK-NEXT: ( 103 )
  vector.print %x91#1 : vector<i8>
  %x92 = arith.constant dense<-34> : vector<i8>
  %x93:2 = "vector.scan"(%x89, %x92) <{inclusive = false, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<7xi8>, vector<i8>) -> (vector<7xi8>, vector<i8>)
  // CHECK-NEXT: ( -34, -3, 17, 84, -80, 112, -35 )
  vector.print %x93#0 : vector<7xi8>
  // CHECK-NEXT: ( -35 )
  vector.print %x93#1 : vector<i8>
  %x94 = arith.constant dense<-19> : vector<i8>
  %x95:2 = "vector.scan"(%x89, %x94) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<7xi8>, vector<i8>) -> (vector<7xi8>, vector<i8>)
  // CHECK-NEXT: ( 35, 15, 84, 56, -8, -91, 9 )
  vector.print %x95#0 : vector<7xi8>
  // CHECK-NEXT: ( 9 )
  vector.print %x95#1 : vector<i8>
  %x96 = arith.constant dense<113> : vector<i8>
  %x97:2 = "vector.scan"(%x89, %x96) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<7xi8>, vector<i8>) -> (vector<7xi8>, vector<i8>)
  // CHECK-NEXT: ( 113, -108, -128, -59, -87, 105, 22 )
  vector.print %x97#0 : vector<7xi8>
  // CHECK-NEXT: ( 22 )
  vector.print %x97#1 : vector<i8>
  %x98 = arith.constant dense<38> : vector<i8>
  %x99:2 = "vector.scan"(%x89, %x98) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<7xi8>, vector<i8>) -> (vector<7xi8>, vector<i8>)
  // CHECK-NEXT: ( 35, 68, 84, -48, 0, 0, 0 )
  vector.print %x99#0 : vector<7xi8>
  // CHECK-NEXT: ( 0 )
  vector.print %x99#1 : vector<i8>
  %x100 = arith.constant dense<-38> : vector<i8>
  %x101:2 = "vector.scan"(%x89, %x100) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<7xi8>, vector<i8>) -> (vector<7xi8>, vector<i8>)
  // CHECK-NEXT: ( -38, -50, -24, -120, 32, 0, 0 )
  vector.print %x101#0 : vector<7xi8>
  // CHECK-NEXT: ( 0 )
  vector.print %x101#1 : vector<i8>
  %x102 = arith.constant dense<[[61, 39, -56], [-7, 28, -89]]> : vector<2x3xi8>
  %x103 = arith.constant dense<[100, -1, -99]> : vector<3xi8>
  %x104:2 = "vector.scan"(%x102, %x103) <{inclusive = true, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<2x3xi8>, vector<3xi8>) -> (vector<2x3xi8>, vector<3xi8>)
  // CHECK-NEXT: ( ( 61, 39, -56 ), ( -7, 28, -89 ) )
  vector.print %x104#0 : vector<2x3xi8>
  // CHECK-NEXT: ( -7, 28, -89 )
  vector.print %x104#1 : vector<3xi8>
  %x105 = arith.constant dense<[57, 36, 104]> : vector<3xi8>
  %x106:2 = "vector.scan"(%x102, %x105) <{inclusive = false, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<2x3xi8>, vector<3xi8>) -> (vector<2x3xi8>, vector<3xi8>)
  // CHECK-NEXT: ( ( 57, 36, 104 ), ( 57, 36, -56 ) )
  vector.print %x106#0 : vector<2x3xi8>
  // CHECK-NEXT: ( 57, 36, -56 )
  vector.print %x106#1 : vector<3xi8>
  %x107 = arith.constant dense<[-50, -49, 48]> : vector<3xi8>
  %x108:2 = "vector.scan"(%x102, %x107) <{inclusive = true, kind = #vector.kind<maxui>, reduction_dim = 0 : i64}> : (vector<2x3xi8>, vector<3xi8>) -> (vector<2x3xi8>, vector<3xi8>)
  // CHECK-NEXT: ( ( 61, 39, -56 ), ( -7, 39, -56 ) )
  vector.print %x108#0 : vector<2x3xi8>
  // CHECK-NEXT: ( -7, 39, -56 )
  vector.print %x108#1 : vector<3xi8>
  %x109 = arith.constant dense<[-19, -8, 15]> : vector<3xi8>
  %x110:2 = "vector.scan"(%x102, %x109) <{inclusive = false, kind = #vector.kind<maxui>, reduction_dim = 0 : i64}> : (vector<2x3xi8>, vector<3xi8>) -> (vector<2x3xi8>, vector<3xi8>)
  // CHECK-NEXT: ( ( -19, -8, 15 ), ( -19, -8, -56 ) )
  vector.print %x110#0 : vector<2x3xi8>
  // CHECK-NEXT: ( -19, -8, -56 )
  vector.print %x110#1 : vector<3xi8>
  %x111 = arith.constant dense<[-36, -47, 18]> : vector<3xi8>
  %x112:2 = "vector.scan"(%x102, %x111) <{inclusive = true, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<2x3xi8>, vector<3xi8>) -> (vector<2x3xi8>, vector<3xi8>)
  // CHECK-NEXT: ( ( 61, 39, -56 ), ( 61, 39, -56 ) )
  vector.print %x112#0 : vector<2x3xi8>
  // CHECK-NEXT: ( 61, 39, -56 )
  vector.print %x112#1 : vector<3xi8>
  %x113 = arith.constant dense<[-8, -16, 126]> : vector<3xi8>
  %x114:2 = "vector.scan"(%x102, %x113) <{inclusive = false, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<2x3xi8>, vector<3xi8>) -> (vector<2x3xi8>, vector<3xi8>)
  // CHECK-NEXT: ( ( -8, -16, 126 ), ( 61, 39, 126 ) )
  vector.print %x114#0 : vector<2x3xi8>
  // CHECK-NEXT: ( 61, 39, 126 )
  vector.print %x114#1 : vector<3xi8>
  %x115 = arith.constant dense<[-58, 30]> : vector<2xi8>
  %x116:2 = "vector.scan"(%x102, %x115) <{inclusive = true, kind = #vector.kind<and>, reduction_dim = 1 : i64}> : (vector<2x3xi8>, vector<2xi8>) -> (vector<2x3xi8>, vector<2xi8>)
  // CHECK-NEXT: ( ( 61, 37, 0 ), ( -7, 24, 0 ) )
  vector.print %x116#0 : vector<2x3xi8>
  // CHECK-NEXT: ( 0, 0 )
  vector.print %x116#1 : vector<2xi8>
  %x117 = arith.constant dense<[97, 19]> : vector<2xi8>
  %x118:2 = "vector.scan"(%x102, %x117) <{inclusive = false, kind = #vector.kind<and>, reduction_dim = 1 : i64}> : (vector<2x3xi8>, vector<2xi8>) -> (vector<2x3xi8>, vector<2xi8>)
  // CHECK-NEXT: ( ( 97, 33, 33 ), ( 19, 17, 16 ) )
  vector.print %x118#0 : vector<2x3xi8>
  // CHECK-NEXT: ( 33, 16 )
  vector.print %x118#1 : vector<2xi8>
  %x119 = arith.constant dense<[-32, 16]> : vector<2xi8>
  %x120:2 = "vector.scan"(%x102, %x119) <{inclusive = true, kind = #vector.kind<or>, reduction_dim = 1 : i64}> : (vector<2x3xi8>, vector<2xi8>) -> (vector<2x3xi8>, vector<2xi8>)
  // CHECK-NEXT: ( ( 61, 63, -1 ), ( -7, -3, -1 ) )
  vector.print %x120#0 : vector<2x3xi8>
  // CHECK-NEXT: ( -1, -1 )
  vector.print %x120#1 : vector<2xi8>
  %x121 = arith.constant dense<[32, -110]> : vector<2xi8>
  %x122:2 = "vector.scan"(%x102, %x121) <{inclusive = false, kind = #vector.kind<or>, reduction_dim = 1 : i64}> : (vector<2x3xi8>, vector<2xi8>) -> (vector<2x3xi8>, vector<2xi8>)
  // CHECK-NEXT: ( ( 32, 61, 63 ), ( -110, -5, -1 ) )
  vector.print %x122#0 : vector<2x3xi8>
  // CHECK-NEXT: ( 63, -1 )
  vector.print %x122#1 : vector<2xi8>
  %x123 = arith.constant dense<[50, -41]> : vector<2xi8>
  %x124:2 = "vector.scan"(%x102, %x123) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 1 : i64}> : (vector<2x3xi8>, vector<2xi8>) -> (vector<2x3xi8>, vector<2xi8>)
  // CHECK-NEXT: ( ( 61, 26, -46 ), ( -7, -27, 66 ) )
  vector.print %x124#0 : vector<2x3xi8>
  // CHECK-NEXT: ( -46, 66 )
  vector.print %x124#1 : vector<2xi8>
  %x125 = arith.constant dense<[28, -11]> : vector<2xi8>
  %x126:2 = "vector.scan"(%x102, %x125) <{inclusive = false, kind = #vector.kind<xor>, reduction_dim = 1 : i64}> : (vector<2x3xi8>, vector<2xi8>) -> (vector<2x3xi8>, vector<2xi8>)
  // CHECK-NEXT: ( ( 28, 33, 6 ), ( -11, 12, 16 ) )
  vector.print %x126#0 : vector<2x3xi8>
  // CHECK-NEXT: ( 6, 16 )
  vector.print %x126#1 : vector<2xi8>
  %x127 = arith.constant dense<[-3, -121, 10, 32, 62, -82, -36, 11, 10, 58, 45, 125, -40, 13, 32, 79, -50]> : vector<17xi8>
  %x128 = arith.constant dense<16> : vector<i8>
  %x129:2 = "vector.scan"(%x127, %x128) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<17xi8>, vector<i8>) -> (vector<17xi8>, vector<i8>)
  // CHECK-NEXT: ( -3, 107, 46, -64, -128, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.print %x129#0 : vector<17xi8>
  // CHECK-NEXT: ( 0 )
  vector.print %x129#1 : vector<i8>
  %x130 = arith.constant dense<-21> : vector<i8>
  %x131:2 = "vector.scan"(%x127, %x130) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<17xi8>, vector<i8>) -> (vector<17xi8>, vector<i8>)
  // CHECK-NEXT: ( -21, 63, 57, 58, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.print %x131#0 : vector<17xi8>
  // CHECK-NEXT: ( 0 )
  vector.print %x131#1 : vector<i8>
  %x132 = arith.constant dense<-11> : vector<i8>
  %x133:2 = "vector.scan"(%x127, %x132) <{inclusive = true, kind = #vector.kind<minui>, reduction_dim = 0 : i64}> : (vector<17xi8>, vector<i8>) -> (vector<17xi8>, vector<i8>)
  // CHECK-NEXT: ( -3, -121, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10 )
  vector.print %x133#0 : vector<17xi8>
  // CHECK-NEXT: ( 10 )
  vector.print %x133#1 : vector<i8>
  %x134 = arith.constant dense<17> : vector<i8>
  %x135:2 = "vector.scan"(%x127, %x134) <{inclusive = false, kind = #vector.kind<minui>, reduction_dim = 0 : i64}> : (vector<17xi8>, vector<i8>) -> (vector<17xi8>, vector<i8>)
  // CHECK-NEXT: ( 17, 17, 17, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10 )
  vector.print %x135#0 : vector<17xi8>
  // CHECK-NEXT: ( 10 )
  vector.print %x135#1 : vector<i8>
  %x136 = arith.constant dense<8> : vector<i8>
  %x137:2 = "vector.scan"(%x127, %x136) <{inclusive = true, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<17xi8>, vector<i8>) -> (vector<17xi8>, vector<i8>)
  // CHECK-NEXT: ( -3, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121 )
  vector.print %x137#0 : vector<17xi8>
  // CHECK-NEXT: ( -121 )
  vector.print %x137#1 : vector<i8>
  %x138 = arith.constant dense<5> : vector<i8>
  %x139:2 = "vector.scan"(%x127, %x138) <{inclusive = false, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<17xi8>, vector<i8>) -> (vector<17xi8>, vector<i8>)
  // CHECK-NEXT: ( 5, -3, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121, -121 )
  vector.print %x139#0 : vector<17xi8>
  // CHECK-NEXT: ( -121 )
  vector.print %x139#1 : vector<i8>
  %x140 = arith.constant dense<[[[11, 18, 14], [121, 9, -10]], [[44, -87, -18], [-120, 4, -25]]]> : vector<2x2x3xi8>
  %x141 = arith.constant dense<[[45, -3, 69], [44, 55, -31]]> : vector<2x3xi8>
  %x142:2 = "vector.scan"(%x140, %x141) <{inclusive = true, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<2x2x3xi8>, vector<2x3xi8>) -> (vector<2x2x3xi8>, vector<2x3xi8>)
  // CHECK-NEXT: ( ( ( 11, 18, 14 ), ( 121, 9, -10 ) ), ( ( 44, 18, 14 ), ( 121, 9, -10 ) ) )
  vector.print %x142#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( 44, 18, 14 ), ( 121, 9, -10 ) )
  vector.print %x142#1 : vector<2x3xi8>
  %x143 = arith.constant dense<[[-24, -14, -111], [3, 15, -70]]> : vector<2x3xi8>
  %x144:2 = "vector.scan"(%x140, %x143) <{inclusive = false, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<2x2x3xi8>, vector<2x3xi8>) -> (vector<2x2x3xi8>, vector<2x3xi8>)
  // CHECK-NEXT: ( ( ( -24, -14, -111 ), ( 3, 15, -70 ) ), ( ( 11, 18, 14 ), ( 121, 15, -10 ) ) )
  vector.print %x144#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( 11, 18, 14 ), ( 121, 15, -10 ) )
  vector.print %x144#1 : vector<2x3xi8>
  %x145 = arith.constant dense<[[55, -128, 74], [104, 67, 86]]> : vector<2x3xi8>
  %x146:2 = "vector.scan"(%x140, %x145) <{inclusive = true, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<2x2x3xi8>, vector<2x3xi8>) -> (vector<2x2x3xi8>, vector<2x3xi8>)
  // CHECK-NEXT: ( ( ( 11, 18, 14 ), ( 121, 9, -10 ) ), ( ( 8, 0, 14 ), ( 8, 0, -26 ) ) )
  vector.print %x146#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( 8, 0, 14 ), ( 8, 0, -26 ) )
  vector.print %x146#1 : vector<2x3xi8>
  %x147 = arith.constant dense<[[-87, -39, 11], [48, -21, -44]]> : vector<2x3xi8>
  %x148:2 = "vector.scan"(%x140, %x147) <{inclusive = false, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<2x2x3xi8>, vector<2x3xi8>) -> (vector<2x2x3xi8>, vector<2x3xi8>)
  // CHECK-NEXT: ( ( ( -87, -39, 11 ), ( 48, -21, -44 ) ), ( ( 9, 16, 10 ), ( 48, 9, -44 ) ) )
  vector.print %x148#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( 9, 16, 10 ), ( 48, 9, -44 ) )
  vector.print %x148#1 : vector<2x3xi8>
  %x149 = arith.constant dense<[[108, 28, -29], [-26, -108, -11]]> : vector<2x3xi8>
  %x150:2 = "vector.scan"(%x140, %x149) <{inclusive = true, kind = #vector.kind<or>, reduction_dim = 0 : i64}> : (vector<2x2x3xi8>, vector<2x3xi8>) -> (vector<2x2x3xi8>, vector<2x3xi8>)
  // CHECK-NEXT: ( ( ( 11, 18, 14 ), ( 121, 9, -10 ) ), ( ( 47, -69, -18 ), ( -7, 13, -9 ) ) )
  vector.print %x150#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( 47, -69, -18 ), ( -7, 13, -9 ) )
  vector.print %x150#1 : vector<2x3xi8>
  %x151 = arith.constant dense<[[-44, -47, -38], [39, 37, -118]]> : vector<2x3xi8>
  %x152:2 = "vector.scan"(%x140, %x151) <{inclusive = false, kind = #vector.kind<or>, reduction_dim = 0 : i64}> : (vector<2x2x3xi8>, vector<2x3xi8>) -> (vector<2x2x3xi8>, vector<2x3xi8>)
  // CHECK-NEXT: ( ( ( -44, -47, -38 ), ( 39, 37, -118 ) ), ( ( -33, -45, -34 ), ( 127, 45, -2 ) ) )
  vector.print %x152#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( -33, -45, -34 ), ( 127, 45, -2 ) )
  vector.print %x152#1 : vector<2x3xi8>
  %x153 = arith.constant dense<[[43, -12, -91], [-34, 63, 34]]> : vector<2x3xi8>
  %x154:2 = "vector.scan"(%x140, %x153) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 1 : i64}> : (vector<2x2x3xi8>, vector<2x3xi8>) -> (vector<2x2x3xi8>, vector<2x3xi8>)
  // CHECK-NEXT: ( ( ( 11, 18, 14 ), ( 114, 27, -8 ) ), ( ( 44, -87, -18 ), ( -92, -83, 9 ) ) )
  vector.print %x154#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( 114, 27, -8 ), ( -92, -83, 9 ) )
  vector.print %x154#1 : vector<2x3xi8>
  %x155 = arith.constant dense<[[-82, 66, 17], [36, -10, -54]]> : vector<2x3xi8>
  %x156:2 = "vector.scan"(%x140, %x155) <{inclusive = false, kind = #vector.kind<xor>, reduction_dim = 1 : i64}> : (vector<2x2x3xi8>, vector<2x3xi8>) -> (vector<2x2x3xi8>, vector<2x3xi8>)
  // CHECK-NEXT: ( ( ( -82, 66, 17 ), ( -91, 80, 31 ) ), ( ( 36, -10, -54 ), ( 8, 95, 36 ) ) )
  vector.print %x156#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( -91, 80, 31 ), ( 8, 95, 36 ) )
  vector.print %x156#1 : vector<2x3xi8>
  %x157 = arith.constant dense<[[1, 51, 127], [-34, 54, 24]]> : vector<2x3xi8>
  %x158:2 = "vector.scan"(%x140, %x157) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x2x3xi8>, vector<2x3xi8>) -> (vector<2x2x3xi8>, vector<2x3xi8>)
  // CHECK-NEXT: ( ( ( 11, 18, 14 ), ( -124, 27, 4 ) ), ( ( 44, -87, -18 ), ( -76, -83, -43 ) ) )
  vector.print %x158#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( -124, 27, 4 ), ( -76, -83, -43 ) )
  vector.print %x158#1 : vector<2x3xi8>
  %x159 = arith.constant dense<[[121, -122, 9], [43, -46, -29]]> : vector<2x3xi8>
  %x160:2 = "vector.scan"(%x140, %x159) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x2x3xi8>, vector<2x3xi8>) -> (vector<2x2x3xi8>, vector<2x3xi8>)
  // CHECK-NEXT: ( ( ( 121, -122, 9 ), ( -124, -104, 23 ) ), ( ( 43, -46, -29 ), ( 87, 123, -47 ) ) )
  vector.print %x160#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( -124, -104, 23 ), ( 87, 123, -47 ) )
  vector.print %x160#1 : vector<2x3xi8>
  %x161 = arith.constant dense<[[4, 84, -49], [35, 71, 122]]> : vector<2x3xi8>
  %x162:2 = "vector.scan"(%x140, %x161) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x2x3xi8>, vector<2x3xi8>) -> (vector<2x2x3xi8>, vector<2x3xi8>)
  // CHECK-NEXT: ( ( ( 11, 18, 14 ), ( 51, -94, 116 ) ), ( ( 44, -87, -18 ), ( 96, -92, -62 ) ) )
  vector.print %x162#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( 51, -94, 116 ), ( 96, -92, -62 ) )
  vector.print %x162#1 : vector<2x3xi8>
  %x163 = arith.constant dense<[[3, 49, 10], [-23, -93, 9]]> : vector<2x3xi8>
  %x164:2 = "vector.scan"(%x140, %x163) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x2x3xi8>, vector<2x3xi8>) -> (vector<2x2x3xi8>, vector<2x3xi8>)
  // CHECK-NEXT: ( ( ( 3, 49, 10 ), ( 33, 114, -116 ) ), ( ( -23, -93, 9 ), ( 12, -101, 94 ) ) )
  vector.print %x164#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( 33, 114, -116 ), ( 12, -101, 94 ) )
  vector.print %x164#1 : vector<2x3xi8>
  %x165 = arith.constant dense<[[-22, 46], [-15, -10]]> : vector<2x2xi8>
  %x166:2 = "vector.scan"(%x140, %x165) <{inclusive = true, kind = #vector.kind<minui>, reduction_dim = 2 : i64}> : (vector<2x2x3xi8>, vector<2x2xi8>) -> (vector<2x2x3xi8>, vector<2x2xi8>)
  // CHECK-NEXT: ( ( ( 11, 11, 11 ), ( 121, 9, 9 ) ), ( ( 44, 44, 44 ), ( -120, 4, 4 ) ) )
  vector.print %x166#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( 11, 9 ), ( 44, 4 ) )
  vector.print %x166#1 : vector<2x2xi8>
  %x167 = arith.constant dense<[[101, -45], [33, 109]]> : vector<2x2xi8>
  %x168:2 = "vector.scan"(%x140, %x167) <{inclusive = false, kind = #vector.kind<minui>, reduction_dim = 2 : i64}> : (vector<2x2x3xi8>, vector<2x2xi8>) -> (vector<2x2x3xi8>, vector<2x2xi8>)
  // CHECK-NEXT: ( ( ( 101, 11, 11 ), ( -45, 121, 9 ) ), ( ( 33, 33, 33 ), ( 109, 109, 4 ) ) )
  vector.print %x168#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( 11, 9 ), ( 33, 4 ) )
  vector.print %x168#1 : vector<2x2xi8>
  %x169 = arith.constant dense<[[-43, 57], [81, 117]]> : vector<2x2xi8>
  %x170:2 = "vector.scan"(%x140, %x169) <{inclusive = true, kind = #vector.kind<minsi>, reduction_dim = 2 : i64}> : (vector<2x2x3xi8>, vector<2x2xi8>) -> (vector<2x2x3xi8>, vector<2x2xi8>)
  // CHECK-NEXT: ( ( ( 11, 11, 11 ), ( 121, 9, -10 ) ), ( ( 44, -87, -87 ), ( -120, -120, -120 ) ) )
  vector.print %x170#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( 11, -10 ), ( -87, -120 ) )
  vector.print %x170#1 : vector<2x2xi8>
  %x171 = arith.constant dense<[[-17, 11], [34, -43]]> : vector<2x2xi8>
  %x172:2 = "vector.scan"(%x140, %x171) <{inclusive = false, kind = #vector.kind<minsi>, reduction_dim = 2 : i64}> : (vector<2x2x3xi8>, vector<2x2xi8>) -> (vector<2x2x3xi8>, vector<2x2xi8>)
  // CHECK-NEXT: ( ( ( -17, -17, -17 ), ( 11, 11, 9 ) ), ( ( 34, 34, -87 ), ( -43, -120, -120 ) ) )
  vector.print %x172#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( -17, 9 ), ( -87, -120 ) )
  vector.print %x172#1 : vector<2x2xi8>
  %x173 = arith.constant dense<[[21, 4], [28, 34]]> : vector<2x2xi8>
  %x174:2 = "vector.scan"(%x140, %x173) <{inclusive = true, kind = #vector.kind<maxui>, reduction_dim = 2 : i64}> : (vector<2x2x3xi8>, vector<2x2xi8>) -> (vector<2x2x3xi8>, vector<2x2xi8>)
  // CHECK-NEXT: ( ( ( 11, 18, 18 ), ( 121, 121, -10 ) ), ( ( 44, -87, -18 ), ( -120, -120, -25 ) ) )
  vector.print %x174#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( 18, -10 ), ( -18, -25 ) )
  vector.print %x174#1 : vector<2x2xi8>
  %x175 = arith.constant dense<[[-20, 96], [-40, 30]]> : vector<2x2xi8>
  %x176:2 = "vector.scan"(%x140, %x175) <{inclusive = false, kind = #vector.kind<maxui>, reduction_dim = 2 : i64}> : (vector<2x2x3xi8>, vector<2x2xi8>) -> (vector<2x2x3xi8>, vector<2x2xi8>)
  // CHECK-NEXT: ( ( ( -20, -20, -20 ), ( 96, 121, 121 ) ), ( ( -40, -40, -40 ), ( 30, -120, -120 ) ) )
  vector.print %x176#0 : vector<2x2x3xi8>
  // CHECK-NEXT: ( ( -20, 121 ), ( -40, -120 ) )
  vector.print %x176#1 : vector<2x2xi8>
  %x177 = arith.constant dense<[-7, -906520053, 7, -1095062398, -12, -44, 1165835502]> : vector<7xi32>
  %x178 = arith.constant dense<-28> : vector<i32>
  %x179:2 = "vector.scan"(%x177, %x178) <{inclusive = true, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<7xi32>, vector<i32>) -> (vector<7xi32>, vector<i32>)
  // CHECK-NEXT: ( -7, -906520055, 1, 0, 0, 0, 0 )
  vector.print %x179#0 : vector<7xi32>
  // CHECK-NEXT: ( 0 )
  vector.print %x179#1 : vector<i32>
  %x180 = arith.constant dense<1454842319> : vector<i32>
  %x181:2 = "vector.scan"(%x177, %x180) <{inclusive = false, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<7xi32>, vector<i32>) -> (vector<7xi32>, vector<i32>)
  // CHECK-NEXT: ( 1454842319, 1454842313, 1085734921, 1, 0, 0, 0 )
  vector.print %x181#0 : vector<7xi32>
  // CHECK-NEXT: ( 0 )
  vector.print %x181#1 : vector<i32>
  %x182 = arith.constant dense<38> : vector<i32>
  %x183:2 = "vector.scan"(%x177, %x182) <{inclusive = true, kind = #vector.kind<or>, reduction_dim = 0 : i64}> : (vector<7xi32>, vector<i32>) -> (vector<7xi32>, vector<i32>)
  // CHECK-NEXT: ( -7, -5, -1, -1, -1, -1, -1 )
  vector.print %x183#0 : vector<7xi32>
  // CHECK-NEXT: ( -1 )
  vector.print %x183#1 : vector<i32>
  %x184 = arith.constant dense<22> : vector<i32>
  %x185:2 = "vector.scan"(%x177, %x184) <{inclusive = false, kind = #vector.kind<or>, reduction_dim = 0 : i64}> : (vector<7xi32>, vector<i32>) -> (vector<7xi32>, vector<i32>)
  // CHECK-NEXT: ( 22, -1, -1, -1, -1, -1, -1 )
  vector.print %x185#0 : vector<7xi32>
  // CHECK-NEXT: ( -1 )
  vector.print %x185#1 : vector<i32>
  %x186 = arith.constant dense<558489076> : vector<i32>
  %x187:2 = "vector.scan"(%x177, %x186) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<7xi32>, vector<i32>) -> (vector<7xi32>, vector<i32>)
  // CHECK-NEXT: ( -7, 906520050, 906520053, -2001548937, 2001548931, -2001548969, -842009159 )
  vector.print %x187#0 : vector<7xi32>
  // CHECK-NEXT: ( -842009159 )
  vector.print %x187#1 : vector<i32>
  %x188 = arith.constant dense<1495445849> : vector<i32>
  %x189:2 = "vector.scan"(%x177, %x188) <{inclusive = false, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<7xi32>, vector<i32>) -> (vector<7xi32>, vector<i32>)
  // CHECK-NEXT: ( 1495445849, -1495445856, 1865077931, 1865077932, -779061202, 779061210, -779061234 )
  vector.print %x189#0 : vector<7xi32>
  // CHECK-NEXT: ( -779061234 )
  vector.print %x189#1 : vector<i32>
  %x190 = arith.constant dense<[[-23699082, -155353903, 622866130], [46, 35, -40]]> : vector<2x3xi32>
  %x191 = arith.constant dense<[-204303807, 25, 1028787745]> : vector<3xi32>
  %x192:2 = "vector.scan"(%x190, %x191) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  // CHECK-NEXT: ( ( -23699082, -155353903, 622866130 ), ( -1090157772, -1142419309, 855158576 ) )
  vector.print %x192#0 : vector<2x3xi32>
  // CHECK-NEXT: ( -1090157772, -1142419309, 855158576 )
  vector.print %x192#1 : vector<3xi32>
  %x193 = arith.constant dense<[480044410, 1167143841, 1316813426]> : vector<3xi32>
  %x194:2 = "vector.scan"(%x190, %x193) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  // CHECK-NEXT: ( ( 480044410, 1167143841, 1316813426 ), ( 616628284, -194370959, -1614418556 ) )
  vector.print %x194#0 : vector<2x3xi32>
  // CHECK-NEXT: ( 616628284, -194370959, -1614418556 )
  vector.print %x194#1 : vector<3xi32>
  %x195 = arith.constant dense<[-2117693921, 915639873, 49]> : vector<3xi32>
  %x196:2 = "vector.scan"(%x190, %x195) <{inclusive = true, kind = #vector.kind<minui>, reduction_dim = 0 : i64}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  // CHECK-NEXT: ( ( -23699082, -155353903, 622866130 ), ( 46, 35, 622866130 ) )
  vector.print %x196#0 : vector<2x3xi32>
  // CHECK-NEXT: ( 46, 35, 622866130 )
  vector.print %x196#1 : vector<3xi32>
  %x197 = arith.constant dense<[0, 45, 5]> : vector<3xi32>
  %x198:2 = "vector.scan"(%x190, %x197) <{inclusive = false, kind = #vector.kind<minui>, reduction_dim = 0 : i64}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  // CHECK-NEXT: ( ( 0, 45, 5 ), ( 0, 45, 5 ) )
  vector.print %x198#0 : vector<2x3xi32>
  // CHECK-NEXT: ( 0, 45, 5 )
  vector.print %x198#1 : vector<3xi32>
  %x199 = arith.constant dense<[404999224, 42, -45]> : vector<3xi32>
  %x200:2 = "vector.scan"(%x190, %x199) <{inclusive = true, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  // CHECK-NEXT: ( ( -23699082, -155353903, 622866130 ), ( -23699082, -155353903, -40 ) )
  vector.print %x200#0 : vector<2x3xi32>
  // CHECK-NEXT: ( -23699082, -155353903, -40 )
  vector.print %x200#1 : vector<3xi32>
  %x201 = arith.constant dense<[-48, 1666813964, -30]> : vector<3xi32>
  %x202:2 = "vector.scan"(%x190, %x201) <{inclusive = false, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  // CHECK-NEXT: ( ( -48, 1666813964, -30 ), ( -23699082, -155353903, -30 ) )
  vector.print %x202#0 : vector<2x3xi32>
  // CHECK-NEXT: ( -23699082, -155353903, -30 )
  vector.print %x202#1 : vector<3xi32>
  %x203 = arith.constant dense<[-1317287533, 9]> : vector<2xi32>
  %x204:2 = "vector.scan"(%x190, %x203) <{inclusive = true, kind = #vector.kind<maxui>, reduction_dim = 1 : i64}> : (vector<2x3xi32>, vector<2xi32>) -> (vector<2x3xi32>, vector<2xi32>)
  // CHECK-NEXT: ( ( -23699082, -23699082, -23699082 ), ( 46, 46, -40 ) )
  vector.print %x204#0 : vector<2x3xi32>
  // CHECK-NEXT: ( -23699082, -40 )
  vector.print %x204#1 : vector<2xi32>
  %x205 = arith.constant dense<[360316636, 38]> : vector<2xi32>
  %x206:2 = "vector.scan"(%x190, %x205) <{inclusive = false, kind = #vector.kind<maxui>, reduction_dim = 1 : i64}> : (vector<2x3xi32>, vector<2xi32>) -> (vector<2x3xi32>, vector<2xi32>)
  // CHECK-NEXT: ( ( 360316636, -23699082, -23699082 ), ( 38, 46, 46 ) )
  vector.print %x206#0 : vector<2x3xi32>
  // CHECK-NEXT: ( -23699082, 46 )
  vector.print %x206#1 : vector<2xi32>
  %x207 = arith.constant dense<[-6, -9]> : vector<2xi32>
  %x208:2 = "vector.scan"(%x190, %x207) <{inclusive = true, kind = #vector.kind<maxsi>, reduction_dim = 1 : i64}> : (vector<2x3xi32>, vector<2xi32>) -> (vector<2x3xi32>, vector<2xi32>)
  // CHECK-NEXT: ( ( -23699082, -23699082, 622866130 ), ( 46, 46, 46 ) )
  vector.print %x208#0 : vector<2x3xi32>
  // CHECK-NEXT: ( 622866130, 46 )
  vector.print %x208#1 : vector<2xi32>
  %x209 = arith.constant dense<[16, 723576354]> : vector<2xi32>
  %x210:2 = "vector.scan"(%x190, %x209) <{inclusive = false, kind = #vector.kind<maxsi>, reduction_dim = 1 : i64}> : (vector<2x3xi32>, vector<2xi32>) -> (vector<2x3xi32>, vector<2xi32>)
  // CHECK-NEXT: ( ( 16, 16, 16 ), ( 723576354, 723576354, 723576354 ) )
  vector.print %x210#0 : vector<2x3xi32>
  // CHECK-NEXT: ( 16, 723576354 )
  vector.print %x210#1 : vector<2xi32>
  %x211 = arith.constant dense<[-3, -36]> : vector<2xi32>
  %x212:2 = "vector.scan"(%x190, %x211) <{inclusive = true, kind = #vector.kind<and>, reduction_dim = 1 : i64}> : (vector<2x3xi32>, vector<2xi32>) -> (vector<2x3xi32>, vector<2xi32>)
  // CHECK-NEXT: ( ( -23699082, -158048176, 603988048 ), ( 46, 34, 0 ) )
  vector.print %x212#0 : vector<2x3xi32>
  // CHECK-NEXT: ( 603988048, 0 )
  vector.print %x212#1 : vector<2xi32>
  %x213 = arith.constant dense<[-28, 1344407512]> : vector<2xi32>
  %x214:2 = "vector.scan"(%x190, %x213) <{inclusive = false, kind = #vector.kind<and>, reduction_dim = 1 : i64}> : (vector<2x3xi32>, vector<2xi32>) -> (vector<2x3xi32>, vector<2xi32>)
  // CHECK-NEXT: ( ( -28, -23699100, -158048192 ), ( 1344407512, 8, 0 ) )
  vector.print %x214#0 : vector<2x3xi32>
  // CHECK-NEXT: ( -158048192, 0 )
  vector.print %x214#1 : vector<2xi32>
  %x215 = arith.constant dense<[-42, -1909170672, -11, -45, -954845666, 1319292631, -7, -1439938205, -13, -632412914, 27, -37, -13, 4, -45, 709522069, -1018966601]> : vector<17xi32>
  %x216 = arith.constant dense<-1881237147> : vector<i32>
  %x217:2 = "vector.scan"(%x215, %x216) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<17xi32>, vector<i32>) -> (vector<17xi32>, vector<i32>)
  // CHECK-NEXT: ( -42, 1909170630, -1909170637, 1909170656, -1226991618, -125871831, 125871824, -1381175373, 1381175360, -2011351730, -2011351723, 2011351694, -2011351683, -2011351687, 2011351722, 1571338303, -1628736120 )
  vector.print %x217#0 : vector<17xi32>
  // CHECK-NEXT: ( -1628736120 )
  vector.print %x217#1 : vector<i32>
  %x218 = arith.constant dense<-1987665962> : vector<i32>
  %x219:2 = "vector.scan"(%x215, %x218) <{inclusive = false, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<17xi32>, vector<i32>) -> (vector<17xi32>, vector<i32>)
  // CHECK-NEXT: ( -1987665962, 1987665920, -129155568, 129155557, -129155530, 1062930472, 1912194815, -1912194810, 606761061, -606761066, 26978968, 26978947, -26978984, 26978987, 26978991, -26978948, -735172631 )
  vector.print %x219#0 : vector<17xi32>
  // CHECK-NEXT: ( -735172631 )
  vector.print %x219#1 : vector<i32>
  %x220 = arith.constant dense<1644563092> : vector<i32>
  %x221:2 = "vector.scan"(%x215, %x220) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<17xi32>, vector<i32>) -> (vector<17xi32>, vector<i32>)
  // CHECK-NEXT: ( -42, -1909170714, -1909170725, -1909170770, 1430950860, -1544723805, -1544723812, 1310305279, 1310305266, 677892352, 677892379, 677892342, 677892329, 677892333, 677892288, 1387414357, 368447756 )
  vector.print %x221#0 : vector<17xi32>
  // CHECK-NEXT: ( 368447756 )
  vector.print %x221#1 : vector<i32>
  %x222 = arith.constant dense<-22> : vector<i32>
  %x223:2 = "vector.scan"(%x215, %x222) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<17xi32>, vector<i32>) -> (vector<17xi32>, vector<i32>)
  // CHECK-NEXT: ( -22, -64, -1909170736, -1909170747, -1909170792, 1430950838, -1544723827, -1544723834, 1310305257, 1310305244, 677892330, 677892357, 677892320, 677892307, 677892311, 677892266, 1387414335 )
  vector.print %x223#0 : vector<17xi32>
  // CHECK-NEXT: ( 1387414335 )
  vector.print %x223#1 : vector<i32>
  %x224 = arith.constant dense<-31> : vector<i32>
  %x225:2 = "vector.scan"(%x215, %x224) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<17xi32>, vector<i32>) -> (vector<17xi32>, vector<i32>)
  // CHECK-NEXT: ( -42, -1419210400, -1568554784, 1865488544, -525163840, -226676928, 1586738496, 1489917888, 2105903936, 401464704, -2045354880, -1631280768, -268186496, -1072745984, 1028929024, -837849600, 1914544640 )
  vector.print %x225#0 : vector<17xi32>
  // CHECK-NEXT: ( 1914544640 )
  vector.print %x225#1 : vector<i32>
  %x226 = arith.constant dense<24> : vector<i32>
  %x227:2 = "vector.scan"(%x215, %x226) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<17xi32>, vector<i32>) -> (vector<17xi32>, vector<i32>)
  // CHECK-NEXT: ( 24, -1008, 298688768, 1009390848, 1822052096, 280969728, -1145278976, -572981760, 1398290944, -997913088, 1045218304, -1843876864, -496032768, -2141508608, 23900160, -1075507200, 1366446080 )
  vector.print %x227#0 : vector<17xi32>
  // CHECK-NEXT: ( 1366446080 )
  vector.print %x227#1 : vector<i32>
  %x228 = arith.constant dense<[[[45, -14, -147640837], [-396274521, -30, 31]], [[31, -1723729726, -395434333], [1852397454, -1456419117, -2044021591]]]> : vector<2x2x3xi32>
  %x229 = arith.constant dense<[[-50, -6, 1691597787], [909098300, 6, 41]]> : vector<2x3xi32>
  %x230:2 = "vector.scan"(%x228, %x229) <{inclusive = true, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<2x2x3xi32>, vector<2x3xi32>) -> (vector<2x2x3xi32>, vector<2x3xi32>)
  // CHECK-NEXT: ( ( ( 45, -14, -147640837 ), ( -396274521, -30, 31 ) ), ( ( 31, -1723729726, -395434333 ), ( -396274521, -1456419117, -2044021591 ) ) )
  vector.print %x230#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( 31, -1723729726, -395434333 ), ( -396274521, -1456419117, -2044021591 ) )
  vector.print %x230#1 : vector<2x3xi32>
  %x231 = arith.constant dense<[[-1, 46, -10], [-39, 14, 2035690239]]> : vector<2x3xi32>
  %x232:2 = "vector.scan"(%x228, %x231) <{inclusive = false, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<2x2x3xi32>, vector<2x3xi32>) -> (vector<2x2x3xi32>, vector<2x3xi32>)
  // CHECK-NEXT: ( ( ( -1, 46, -10 ), ( -39, 14, 2035690239 ) ), ( ( -1, -14, -147640837 ), ( -396274521, -30, 31 ) ) )
  vector.print %x232#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( -1, -14, -147640837 ), ( -396274521, -30, 31 ) )
  vector.print %x232#1 : vector<2x3xi32>
  %x233 = arith.constant dense<[[-1389750654, 1150524995, -2025721648], [2006757310, 188774598, 26]]> : vector<2x3xi32>
  %x234:2 = "vector.scan"(%x228, %x233) <{inclusive = true, kind = #vector.kind<maxui>, reduction_dim = 0 : i64}> : (vector<2x2x3xi32>, vector<2x3xi32>) -> (vector<2x2x3xi32>, vector<2x3xi32>)
  // CHECK-NEXT: ( ( ( 45, -14, -147640837 ), ( -396274521, -30, 31 ) ), ( ( 45, -14, -147640837 ), ( -396274521, -30, -2044021591 ) ) )
  vector.print %x234#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( 45, -14, -147640837 ), ( -396274521, -30, -2044021591 ) )
  vector.print %x234#1 : vector<2x3xi32>
  %x235 = arith.constant dense<[[-40, -1, -1987545578], [1838338610, 12, 1925847024]]> : vector<2x3xi32>
  %x236:2 = "vector.scan"(%x228, %x235) <{inclusive = false, kind = #vector.kind<maxui>, reduction_dim = 0 : i64}> : (vector<2x2x3xi32>, vector<2x3xi32>) -> (vector<2x2x3xi32>, vector<2x3xi32>)
  // CHECK-NEXT: ( ( ( -40, -1, -1987545578 ), ( 1838338610, 12, 1925847024 ) ), ( ( -40, -1, -147640837 ), ( -396274521, -30, 1925847024 ) ) )
  vector.print %x236#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( -40, -1, -147640837 ), ( -396274521, -30, 1925847024 ) )
  vector.print %x236#1 : vector<2x3xi32>
  %x237 = arith.constant dense<[[1987763795, -1829571871, 7], [194634375, 34, -1124351593]]> : vector<2x3xi32>
  %x238:2 = "vector.scan"(%x228, %x237) <{inclusive = true, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<2x2x3xi32>, vector<2x3xi32>) -> (vector<2x2x3xi32>, vector<2x3xi32>)
  // CHECK-NEXT: ( ( ( 45, -14, -147640837 ), ( -396274521, -30, 31 ) ), ( ( 45, -14, -147640837 ), ( 1852397454, -30, 31 ) ) )
  vector.print %x238#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( 45, -14, -147640837 ), ( 1852397454, -30, 31 ) )
  vector.print %x238#1 : vector<2x3xi32>
  %x239 = arith.constant dense<[[-46, 250147247, 37], [198566692, 1143402208, -10]]> : vector<2x3xi32>
  %x240:2 = "vector.scan"(%x228, %x239) <{inclusive = false, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<2x2x3xi32>, vector<2x3xi32>) -> (vector<2x2x3xi32>, vector<2x3xi32>)
  // CHECK-NEXT: ( ( ( -46, 250147247, 37 ), ( 198566692, 1143402208, -10 ) ), ( ( 45, 250147247, 37 ), ( 198566692, 1143402208, 31 ) ) )
  vector.print %x240#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( 45, 250147247, 37 ), ( 198566692, 1143402208, 31 ) )
  vector.print %x240#1 : vector<2x3xi32>
  %x241 = arith.constant dense<[[-20, -40, 12], [-3, -12, -34]]> : vector<2x3xi32>
  %x242:2 = "vector.scan"(%x228, %x241) <{inclusive = true, kind = #vector.kind<and>, reduction_dim = 1 : i64}> : (vector<2x2x3xi32>, vector<2x3xi32>) -> (vector<2x2x3xi32>, vector<2x3xi32>)
  // CHECK-NEXT: ( ( ( 45, -14, -147640837 ), ( 37, -30, 27 ) ), ( ( 31, -1723729726, -395434333 ), ( 14, -1996437310, -2144721759 ) ) )
  vector.print %x242#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( 37, -30, 27 ), ( 14, -1996437310, -2144721759 ) )
  vector.print %x242#1 : vector<2x3xi32>
  %x243 = arith.constant dense<[[-2050311573, -1935430749, 387395461], [-1, 836549371, 19]]> : vector<2x3xi32>
  %x244:2 = "vector.scan"(%x228, %x243) <{inclusive = false, kind = #vector.kind<and>, reduction_dim = 1 : i64}> : (vector<2x2x3xi32>, vector<2x3xi32>) -> (vector<2x2x3xi32>, vector<2x3xi32>)
  // CHECK-NEXT: ( ( ( -2050311573, -1935430749, 387395461 ), ( 41, -1935430750, 387132801 ) ), ( ( -1, 836549371, 19 ), ( 31, 289454274, 3 ) ) )
  vector.print %x244#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( 41, -1935430750, 387132801 ), ( 31, 289454274, 3 ) )
  vector.print %x244#1 : vector<2x3xi32>
  %x245 = arith.constant dense<[[580405316, 49, 42], [-1778023951, 7483172, -34]]> : vector<2x3xi32>
  %x246:2 = "vector.scan"(%x228, %x245) <{inclusive = true, kind = #vector.kind<or>, reduction_dim = 1 : i64}> : (vector<2x2x3xi32>, vector<2x3xi32>) -> (vector<2x2x3xi32>, vector<2x3xi32>)
  // CHECK-NEXT: ( ( ( 45, -14, -147640837 ), ( -396274513, -14, -147640833 ) ), ( ( 31, -1723729726, -395434333 ), ( 1852397471, -1183711533, -294734165 ) ) )
  vector.print %x246#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( -396274513, -14, -147640833 ), ( 1852397471, -1183711533, -294734165 ) )
  vector.print %x246#1 : vector<2x3xi32>
  %x247 = arith.constant dense<[[6, -1873377060, -43], [11, 677072207, 1731043420]]> : vector<2x3xi32>
  %x248:2 = "vector.scan"(%x228, %x247) <{inclusive = false, kind = #vector.kind<or>, reduction_dim = 1 : i64}> : (vector<2x2x3xi32>, vector<2x3xi32>) -> (vector<2x2x3xi32>, vector<2x3xi32>)
  // CHECK-NEXT: ( ( ( 6, -1873377060, -43 ), ( 47, -2, -1 ) ), ( ( 11, 677072207, 1731043420 ), ( 31, -1185153585, -277895425 ) ) )
  vector.print %x248#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( 47, -2, -1 ), ( 31, -1185153585, -277895425 ) )
  vector.print %x248#1 : vector<2x3xi32>
  %x249 = arith.constant dense<[[-348701318, 1352135127, -46], [-9, -12, -926127938]]> : vector<2x3xi32>
  %x250:2 = "vector.scan"(%x228, %x249) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 1 : i64}> : (vector<2x2x3xi32>, vector<2x3xi32>) -> (vector<2x2x3xi32>, vector<2x3xi32>)
  // CHECK-NEXT: ( ( ( 45, -14, -147640837 ), ( -396274550, 16, -147640860 ) ), ( ( 31, -1723729726, -395434333 ), ( 1852397457, 812725777, 1849987594 ) ) )
  vector.print %x250#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( -396274550, 16, -147640860 ), ( 1852397457, 812725777, 1849987594 ) )
  vector.print %x250#1 : vector<2x3xi32>
  %x251 = arith.constant dense<[[1620702332, 34, 159165098], [243591053, -1225329456, 48]]> : vector<2x3xi32>
  %x252:2 = "vector.scan"(%x228, %x251) <{inclusive = false, kind = #vector.kind<xor>, reduction_dim = 1 : i64}> : (vector<2x2x3xi32>, vector<2x3xi32>) -> (vector<2x2x3xi32>, vector<2x3xi32>)
  // CHECK-NEXT: ( ( ( 1620702332, 34, 159165098 ), ( 1620702289, -48, -28342447 ) ), ( ( 243591053, -1225329456, 48 ), ( 243591058, 800525330, -395434349 ) ) )
  vector.print %x252#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( 1620702289, -48, -28342447 ), ( 243591058, 800525330, -395434349 ) )
  vector.print %x252#1 : vector<2x3xi32>
  %x253 = arith.constant dense<[[-40, 35], [318181134, -369594344]]> : vector<2x2xi32>
  %x254:2 = "vector.scan"(%x228, %x253) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 2 : i64}> : (vector<2x2x3xi32>, vector<2x2xi32>) -> (vector<2x2x3xi32>, vector<2x2xi32>)
  // CHECK-NEXT: ( ( ( 45, 31, -147640806 ), ( -396274521, -396274551, -396274520 ) ), ( ( 31, -1723729695, -2119164028 ), ( 1852397454, 395978337, -1648043254 ) ) )
  vector.print %x254#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( -147640806, -396274520 ), ( -2119164028, -1648043254 ) )
  vector.print %x254#1 : vector<2x2xi32>
  %x255 = arith.constant dense<[[1141224779, 43472156], [-31, 50]]> : vector<2x2xi32>
  %x256:2 = "vector.scan"(%x228, %x255) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 2 : i64}> : (vector<2x2x3xi32>, vector<2x2xi32>) -> (vector<2x2x3xi32>, vector<2x2xi32>)
  // CHECK-NEXT: ( ( ( 1141224779, 1141224824, 1141224810 ), ( 43472156, -352802365, -352802395 ) ), ( ( -31, 0, -1723729726 ), ( 50, 1852397504, 395978387 ) ) )
  vector.print %x256#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( 1141224810, -352802395 ), ( -1723729726, 395978387 ) )
  vector.print %x256#1 : vector<2x2xi32>
  %x257 = arith.constant dense<[[7, 38], [-1138214512, -36]]> : vector<2x2xi32>
  %x258:2 = "vector.scan"(%x228, %x257) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 2 : i64}> : (vector<2x2x3xi32>, vector<2x2xi32>) -> (vector<2x2x3xi32>, vector<2x2xi32>)
  // CHECK-NEXT: ( ( ( 45, -630, -1475553202 ), ( -396274521, -996666258, -831882926 ) ), ( ( 31, -1896013954, 1442562362 ), ( 1852397454, -303600118, 281717914 ) ) )
  vector.print %x258#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( -1475553202, -831882926 ), ( 1442562362, 281717914 ) )
  vector.print %x258#1 : vector<2x2xi32>
  %x259 = arith.constant dense<[[-33, -1347482170], [-967063871, -1347838919]]> : vector<2x2xi32>
  %x260:2 = "vector.scan"(%x228, %x259) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 2 : i64}> : (vector<2x2x3xi32>, vector<2x2xi32>) -> (vector<2x2x3xi32>, vector<2x2xi32>)
  // CHECK-NEXT: ( ( ( -33, -1485, 20790 ), ( -1347482170, -1279462358, -270834924 ) ), ( ( -967063871, 85791071, 955920894 ), ( -1347838919, -1517484386, 2049939514 ) ) )
  vector.print %x260#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( 20790, -270834924 ), ( 955920894, 2049939514 ) )
  vector.print %x260#1 : vector<2x2xi32>
  %x261 = arith.constant dense<[[-42, -10], [-40, -45]]> : vector<2x2xi32>
  %x262:2 = "vector.scan"(%x228, %x261) <{inclusive = true, kind = #vector.kind<minui>, reduction_dim = 2 : i64}> : (vector<2x2x3xi32>, vector<2x2xi32>) -> (vector<2x2x3xi32>, vector<2x2xi32>)
  // CHECK-NEXT: ( ( ( 45, 45, 45 ), ( -396274521, -396274521, 31 ) ), ( ( 31, 31, 31 ), ( 1852397454, 1852397454, 1852397454 ) ) )
  vector.print %x262#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( 45, 31 ), ( 31, 1852397454 ) )
  vector.print %x262#1 : vector<2x2xi32>
  %x263 = arith.constant dense<[[19, 1336286251], [1604496309, -41]]> : vector<2x2xi32>
  %x264:2 = "vector.scan"(%x228, %x263) <{inclusive = false, kind = #vector.kind<minui>, reduction_dim = 2 : i64}> : (vector<2x2x3xi32>, vector<2x2xi32>) -> (vector<2x2x3xi32>, vector<2x2xi32>)
  // CHECK-NEXT: ( ( ( 19, 19, 19 ), ( 1336286251, 1336286251, 1336286251 ) ), ( ( 1604496309, 31, 31 ), ( -41, 1852397454, 1852397454 ) ) )
  vector.print %x264#0 : vector<2x2x3xi32>
  // CHECK-NEXT: ( ( 19, 1336286251 ), ( 31, 1852397454 ) )
  vector.print %x264#1 : vector<2x2xi32>
  %x265 = arith.constant dense<[-10, 790849087115032531, -19, 3374865270477218130, -349063034158805447, 18, -36]> : vector<7xi64>
  %x266 = arith.constant dense<39> : vector<i64>
  %x267:2 = "vector.scan"(%x265, %x266) <{inclusive = true, kind = #vector.kind<maxui>, reduction_dim = 0 : i64}> : (vector<7xi64>, vector<i64>) -> (vector<7xi64>, vector<i64>)
  // CHECK-NEXT: ( -10, -10, -10, -10, -10, -10, -10 )
  vector.print %x267#0 : vector<7xi64>
  // CHECK-NEXT: ( -10 )
  vector.print %x267#1 : vector<i64>
  %x268 = arith.constant dense<-4573658079505451087> : vector<i64>
  %x269:2 = "vector.scan"(%x265, %x268) <{inclusive = false, kind = #vector.kind<maxui>, reduction_dim = 0 : i64}> : (vector<7xi64>, vector<i64>) -> (vector<7xi64>, vector<i64>)
  // CHECK-NEXT: ( -4573658079505451087, -10, -10, -10, -10, -10, -10 )
  vector.print %x269#0 : vector<7xi64>
  // CHECK-NEXT: ( -10 )
  vector.print %x269#1 : vector<i64>
  %x270 = arith.constant dense<-2118609714067215779> : vector<i64>
  %x271:2 = "vector.scan"(%x265, %x270) <{inclusive = true, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<7xi64>, vector<i64>) -> (vector<7xi64>, vector<i64>)
  // CHECK-NEXT: ( -10, 790849087115032531, 790849087115032531, 3374865270477218130, 3374865270477218130, 3374865270477218130, 3374865270477218130 )
  vector.print %x271#0 : vector<7xi64>
  // CHECK-NEXT: ( 3374865270477218130 )
  vector.print %x271#1 : vector<i64>
  %x272 = arith.constant dense<-8650390182766760270> : vector<i64>
  %x273:2 = "vector.scan"(%x265, %x272) <{inclusive = false, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<7xi64>, vector<i64>) -> (vector<7xi64>, vector<i64>)
  // CHECK-NEXT: ( -8650390182766760270, -10, 790849087115032531, 790849087115032531, 3374865270477218130, 3374865270477218130, 3374865270477218130 )
  vector.print %x273#0 : vector<7xi64>
  // CHECK-NEXT: ( 3374865270477218130 )
  vector.print %x273#1 : vector<i64>
  %x274 = arith.constant dense<-1081216540536232639> : vector<i64>
  %x275:2 = "vector.scan"(%x265, %x274) <{inclusive = true, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<7xi64>, vector<i64>) -> (vector<7xi64>, vector<i64>)
  // CHECK-NEXT: ( -10, 790849087115032530, 790849087115032512, 779588950611779904, 721033358691827712, 0, 0 )
  vector.print %x275#0 : vector<7xi64>
  // CHECK-NEXT: ( 0 )
  vector.print %x275#1 : vector<i64>
  %x276 = arith.constant dense<-7> : vector<i64>
  %x277:2 = "vector.scan"(%x265, %x276) <{inclusive = false, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<7xi64>, vector<i64>) -> (vector<7xi64>, vector<i64>)
  // CHECK-NEXT: ( -7, -16, 790849087115032528, 790849087115032512, 779588950611779904, 721033358691827712, 0 )
  vector.print %x277#0 : vector<7xi64>
  // CHECK-NEXT: ( 0 )
  vector.print %x277#1 : vector<i64>
  %x278 = arith.constant dense<[[-8009572126577850589, -1795547731756072816, 33], [-3, 7696683040557446659, -33]]> : vector<2x3xi64>
  %x279 = arith.constant dense<[20, 4237182832612023244, 45]> : vector<3xi64>
  %x280:2 = "vector.scan"(%x278, %x279) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<2x3xi64>, vector<3xi64>) -> (vector<2x3xi64>, vector<3xi64>)
  // CHECK-NEXT: ( ( -8009572126577850589, -1795547731756072816, 33 ), ( 8009572126577850590, -8231187399680919917, -2 ) )
  vector.print %x280#0 : vector<2x3xi64>
  // CHECK-NEXT: ( 8009572126577850590, -8231187399680919917, -2 )
  vector.print %x280#1 : vector<3xi64>
  %x281 = arith.constant dense<[-38, 7517032047531689470, -4]> : vector<3xi64>
  %x282:2 = "vector.scan"(%x278, %x281) <{inclusive = false, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<2x3xi64>, vector<3xi64>) -> (vector<2x3xi64>, vector<3xi64>)
  // CHECK-NEXT: ( ( -38, 7517032047531689470, -4 ), ( 8009572126577850617, -8123031342529034898, -35 ) )
  vector.print %x282#0 : vector<2x3xi64>
  // CHECK-NEXT: ( 8009572126577850617, -8123031342529034898, -35 )
  vector.print %x282#1 : vector<3xi64>
  %x283 = arith.constant dense<[-100213121915617819, 44, -3537230910715833706]> : vector<3xi64>
  %x284:2 = "vector.scan"(%x278, %x283) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x3xi64>, vector<3xi64>) -> (vector<2x3xi64>, vector<3xi64>)
  // CHECK-NEXT: ( ( -8009572126577850589, -1795547731756072816, 33 ), ( -8009572126577850592, 5901135308801373843, 0 ) )
  vector.print %x284#0 : vector<2x3xi64>
  // CHECK-NEXT: ( -8009572126577850592, 5901135308801373843, 0 )
  vector.print %x284#1 : vector<3xi64>
  %x285 = arith.constant dense<[3704595322916523329, 50, -21]> : vector<3xi64>
  %x286:2 = "vector.scan"(%x278, %x285) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x3xi64>, vector<3xi64>) -> (vector<2x3xi64>, vector<3xi64>)
  // CHECK-NEXT: ( ( 3704595322916523329, 50, -21 ), ( -4304976803661327260, -1795547731756072766, 12 ) )
  vector.print %x286#0 : vector<2x3xi64>
  // CHECK-NEXT: ( -4304976803661327260, -1795547731756072766, 12 )
  vector.print %x286#1 : vector<3xi64>
  %x287 = arith.constant dense<[-6103106632998118429, 5365424195652221136, -8383215975273913815]> : vector<3xi64>
  %x288:2 = "vector.scan"(%x278, %x287) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x3xi64>, vector<3xi64>) -> (vector<2x3xi64>, vector<3xi64>)
  // CHECK-NEXT: ( ( -8009572126577850589, -1795547731756072816, 33 ), ( 5581972306024000151, -365876901114175056, -1089 ) )
  vector.print %x288#0 : vector<2x3xi64>
  // CHECK-NEXT: ( 5581972306024000151, -365876901114175056, -1089 )
  vector.print %x288#1 : vector<3xi64>
  %x289 = arith.constant dense<[-31, -7, 45]> : vector<3xi64>
  %x290:2 = "vector.scan"(%x278, %x289) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x3xi64>, vector<3xi64>) -> (vector<2x3xi64>, vector<3xi64>)
  // CHECK-NEXT: ( ( -31, -7, 45 ), ( 8489062965689197251, -5877909951417041904, 1485 ) )
  vector.print %x290#0 : vector<2x3xi64>
  // CHECK-NEXT: ( 8489062965689197251, -5877909951417041904, 1485 )
  vector.print %x290#1 : vector<3xi64>
  %x291 = arith.constant dense<[4646888535283265807, 30]> : vector<2xi64>
  %x292:2 = "vector.scan"(%x278, %x291) <{inclusive = true, kind = #vector.kind<minui>, reduction_dim = 1 : i64}> : (vector<2x3xi64>, vector<2xi64>) -> (vector<2x3xi64>, vector<2xi64>)
  // CHECK-NEXT: ( ( -8009572126577850589, -8009572126577850589, 33 ), ( -3, 7696683040557446659, 7696683040557446659 ) )
  vector.print %x292#0 : vector<2x3xi64>
  // CHECK-NEXT: ( 33, 7696683040557446659 )
  vector.print %x292#1 : vector<2xi64>
  %x293 = arith.constant dense<[-4379839266518608954, -1]> : vector<2xi64>
  %x294:2 = "vector.scan"(%x278, %x293) <{inclusive = false, kind = #vector.kind<minui>, reduction_dim = 1 : i64}> : (vector<2x3xi64>, vector<2xi64>) -> (vector<2x3xi64>, vector<2xi64>)
  // CHECK-NEXT: ( ( -4379839266518608954, -8009572126577850589, -8009572126577850589 ), ( -1, -3, 7696683040557446659 ) )
  vector.print %x294#0 : vector<2x3xi64>
  // CHECK-NEXT: ( -8009572126577850589, 7696683040557446659 )
  vector.print %x294#1 : vector<2xi64>
  %x295 = arith.constant dense<[-30, 4351243803822937975]> : vector<2xi64>
  %x296:2 = "vector.scan"(%x278, %x295) <{inclusive = true, kind = #vector.kind<minsi>, reduction_dim = 1 : i64}> : (vector<2x3xi64>, vector<2xi64>) -> (vector<2x3xi64>, vector<2xi64>)
  // CHECK-NEXT: ( ( -8009572126577850589, -8009572126577850589, -8009572126577850589 ), ( -3, -3, -33 ) )
  vector.print %x296#0 : vector<2x3xi64>
  // CHECK-NEXT: ( -8009572126577850589, -33 )
  vector.print %x296#1 : vector<2xi64>
  %x297 = arith.constant dense<[-9085850157377600125, -40]> : vector<2xi64>
  %x298:2 = "vector.scan"(%x278, %x297) <{inclusive = false, kind = #vector.kind<minsi>, reduction_dim = 1 : i64}> : (vector<2x3xi64>, vector<2xi64>) -> (vector<2x3xi64>, vector<2xi64>)
  // CHECK-NEXT: ( ( -9085850157377600125, -9085850157377600125, -9085850157377600125 ), ( -40, -40, -40 ) )
  vector.print %x298#0 : vector<2x3xi64>
  // CHECK-NEXT: ( -9085850157377600125, -40 )
  vector.print %x298#1 : vector<2xi64>
  %x299 = arith.constant dense<[-2987415030129892221, -8447184072073666274]> : vector<2xi64>
  %x300:2 = "vector.scan"(%x278, %x299) <{inclusive = true, kind = #vector.kind<maxui>, reduction_dim = 1 : i64}> : (vector<2x3xi64>, vector<2xi64>) -> (vector<2x3xi64>, vector<2xi64>)
  // CHECK-NEXT: ( ( -8009572126577850589, -1795547731756072816, -1795547731756072816 ), ( -3, -3, -3 ) )
  vector.print %x300#0 : vector<2x3xi64>
  // CHECK-NEXT: ( -1795547731756072816, -3 )
  vector.print %x300#1 : vector<2xi64>
  %x301 = arith.constant dense<[-23, 42]> : vector<2xi64>
  %x302:2 = "vector.scan"(%x278, %x301) <{inclusive = false, kind = #vector.kind<maxui>, reduction_dim = 1 : i64}> : (vector<2x3xi64>, vector<2xi64>) -> (vector<2x3xi64>, vector<2xi64>)
  // CHECK-NEXT: ( ( -23, -23, -23 ), ( 42, -3, -3 ) )
  vector.print %x302#0 : vector<2x3xi64>
  // CHECK-NEXT: ( -23, -3 )
  vector.print %x302#1 : vector<2xi64>
  %x303 = arith.constant dense<[-11, -910498532523754913, 5819301991481936896, -26, -6066209307099845424, -1, 5418982041019856103, -28, -47, -34, -40, -8844983752205701887, -38, 5924064931993803044, 3552156559706070492, -9, 7416902607070815089]> : vector<17xi64>
  %x304 = arith.constant dense<-10> : vector<i64>
  %x305:2 = "vector.scan"(%x303, %x304) <{inclusive = true, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<17xi64>, vector<i64>) -> (vector<17xi64>, vector<i64>)
  // CHECK-NEXT: ( -11, -910498532523754923, 5782692565165803520, 5782692565165803520, 18085042131568640, 18085042131568640, 274877906944, 274877906944, 274877906944, 274877906944, 274877906944, 0, 0, 0, 0, 0, 0 )
  vector.print %x305#0 : vector<17xi64>
  // CHECK-NEXT: ( 0 )
  vector.print %x305#1 : vector<i64>
  %x306 = arith.constant dense<1030131253669396316> : vector<i64>
  %x307:2 = "vector.scan"(%x303, %x306) <{inclusive = false, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<17xi64>, vector<i64>) -> (vector<17xi64>, vector<i64>)
  // CHECK-NEXT: ( 1030131253669396316, 1030131253669396308, 164735877974080084, 18085042131568640, 18085042131568640, 18085042131568640, 18085042131568640, 274877906944, 274877906944, 274877906944, 274877906944, 274877906944, 0, 0, 0, 0, 0 )
  vector.print %x307#0 : vector<17xi64>
  // CHECK-NEXT: ( 0 )
  vector.print %x307#1 : vector<i64>
  %x308 = arith.constant dense<42> : vector<i64>
  %x309:2 = "vector.scan"(%x303, %x308) <{inclusive = true, kind = #vector.kind<or>, reduction_dim = 0 : i64}> : (vector<17xi64>, vector<i64>) -> (vector<17xi64>, vector<i64>)
  // CHECK-NEXT: ( -11, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1 )
  vector.print %x309#0 : vector<17xi64>
  // CHECK-NEXT: ( -1 )
  vector.print %x309#1 : vector<i64>
  %x310 = arith.constant dense<-188159697209688121> : vector<i64>
  %x311:2 = "vector.scan"(%x303, %x310) <{inclusive = false, kind = #vector.kind<or>, reduction_dim = 0 : i64}> : (vector<17xi64>, vector<i64>) -> (vector<17xi64>, vector<i64>)
  // CHECK-NEXT: ( -188159697209688121, -9, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1 )
  vector.print %x311#0 : vector<17xi64>
  // CHECK-NEXT: ( -1 )
  vector.print %x311#1 : vector<i64>
  %x312 = arith.constant dense<6> : vector<i64>
  %x313:2 = "vector.scan"(%x303, %x312) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<17xi64>, vector<i64>) -> (vector<17xi64>, vector<i64>)
  // CHECK-NEXT: ( -11, 910498532523754922, 6656581671373425066, -6656581671373425076, 598817098982759068, -598817098982759069, -4862616072919559804, 4862616072919559776, -4862616072919559759, 4862616072919559791, -4862616072919559753, 4162674410125999286, -4162674410125999252, -7778363039559837112, -6537397532046620780, 6537397532046620771, 4348122038237960978 )
  vector.print %x313#0 : vector<17xi64>
  // CHECK-NEXT: ( 4348122038237960978 )
  vector.print %x313#1 : vector<i64>
  %x314 = arith.constant dense<-12> : vector<i64>
  %x315:2 = "vector.scan"(%x303, %x314) <{inclusive = false, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<17xi64>, vector<i64>) -> (vector<17xi64>, vector<i64>)
  // CHECK-NEXT: ( -12, 1, -910498532523754914, -6656581671373425058, 6656581671373425080, -598817098982759064, 598817098982759063, 4862616072919559792, -4862616072919559788, 4862616072919559749, -4862616072919559781, 4862616072919559747, -4162674410125999294, 4162674410125999256, 7778363039559837116, 6537397532046620768, -6537397532046620777 )
  vector.print %x315#0 : vector<17xi64>
  // CHECK-NEXT: ( -6537397532046620777 )
  vector.print %x315#1 : vector<i64>
  %x316 = arith.constant dense<[[[-1706417953206673626, -15992754542401452, -7], [-2, -3916914013101480883, 8860113829447178716]], [[-5017277409354049546, -29, 5], [-3153552880949727630, 5528567343454975081, 1386839717166082615]]]> : vector<2x2x3xi64>
  %x317 = arith.constant dense<[[7105494984218898930, 2771295036380159398, 36], [7, -2164867425190576658, 47]]> : vector<2x3xi64>
  %x318:2 = "vector.scan"(%x316, %x317) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x2x3xi64>, vector<2x3xi64>) -> (vector<2x2x3xi64>, vector<2x3xi64>)
  // CHECK-NEXT: ( ( ( -1706417953206673626, -15992754542401452, -7 ), ( -2, -3916914013101480883, 8860113829447178716 ) ), ( ( -4938632768458860412, 463789881729642108, -35 ), ( 6307105761899455260, -3368839459100899435, -8510965867411069372 ) ) )
  vector.print %x318#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -4938632768458860412, 463789881729642108, -35 ), ( 6307105761899455260, -3368839459100899435, -8510965867411069372 ) )
  vector.print %x318#1 : vector<2x3xi64>
  %x319 = arith.constant dense<[[1275545029252240994, 7771246153614947725, 46], [2746172762490803710, 8313397995386648793, -7869288807838458949]]> : vector<2x3xi64>
  %x320:2 = "vector.scan"(%x316, %x319) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x2x3xi64>, vector<2x3xi64>) -> (vector<2x2x3xi64>, vector<2x3xi64>)
  // CHECK-NEXT: ( ( ( 1275545029252240994, 7771246153614947725, 46 ), ( 2746172762490803710, 8313397995386648793, -7869288807838458949 ) ), ( ( 430599092477046924, -2201671353488663996, -322 ), ( -5492345524981607420, -8603073691179246267, 7724786633633077172 ) ) )
  vector.print %x320#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( 430599092477046924, -2201671353488663996, -322 ), ( -5492345524981607420, -8603073691179246267, 7724786633633077172 ) )
  vector.print %x320#1 : vector<2x3xi64>
  %x321 = arith.constant dense<[[-28, 2575253059955043482, -8474193547591612096], [4, -5138487648890851202, -6545167518534068941]]> : vector<2x3xi64>
  %x322:2 = "vector.scan"(%x316, %x321) <{inclusive = true, kind = #vector.kind<minui>, reduction_dim = 0 : i64}> : (vector<2x2x3xi64>, vector<2x3xi64>) -> (vector<2x2x3xi64>, vector<2x3xi64>)
  // CHECK-NEXT: ( ( ( -1706417953206673626, -15992754542401452, -7 ), ( -2, -3916914013101480883, 8860113829447178716 ) ), ( ( -5017277409354049546, -15992754542401452, 5 ), ( -3153552880949727630, 5528567343454975081, 1386839717166082615 ) ) )
  vector.print %x322#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -5017277409354049546, -15992754542401452, 5 ), ( -3153552880949727630, 5528567343454975081, 1386839717166082615 ) )
  vector.print %x322#1 : vector<2x3xi64>
  %x323 = arith.constant dense<[[-45, -21, 47], [-3673753083065751211, -26, 5098901894641300481]]> : vector<2x3xi64>
  %x324:2 = "vector.scan"(%x316, %x323) <{inclusive = false, kind = #vector.kind<minui>, reduction_dim = 0 : i64}> : (vector<2x2x3xi64>, vector<2x3xi64>) -> (vector<2x2x3xi64>, vector<2x3xi64>)
  // CHECK-NEXT: ( ( ( -45, -21, 47 ), ( -3673753083065751211, -26, 5098901894641300481 ) ), ( ( -1706417953206673626, -15992754542401452, 47 ), ( -3673753083065751211, -3916914013101480883, 5098901894641300481 ) ) )
  vector.print %x324#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -1706417953206673626, -15992754542401452, 47 ), ( -3673753083065751211, -3916914013101480883, 5098901894641300481 ) )
  vector.print %x324#1 : vector<2x3xi64>
  %x325 = arith.constant dense<[[-8660710624663699469, -16, 36], [-44, 386401599744386164, 9026754924173121567]]> : vector<2x3xi64>
  %x326:2 = "vector.scan"(%x316, %x325) <{inclusive = true, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<2x2x3xi64>, vector<2x3xi64>) -> (vector<2x2x3xi64>, vector<2x3xi64>)
  // CHECK-NEXT: ( ( ( -1706417953206673626, -15992754542401452, -7 ), ( -2, -3916914013101480883, 8860113829447178716 ) ), ( ( -5017277409354049546, -15992754542401452, -7 ), ( -3153552880949727630, -3916914013101480883, 1386839717166082615 ) ) )
  vector.print %x326#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -5017277409354049546, -15992754542401452, -7 ), ( -3153552880949727630, -3916914013101480883, 1386839717166082615 ) )
  vector.print %x326#1 : vector<2x3xi64>
  %x327 = arith.constant dense<[[-26, -4451018429810856068, -8353268620707658092], [-5898778756935067380, 2591075179757988267, 425696317238418244]]> : vector<2x3xi64>
  %x328:2 = "vector.scan"(%x316, %x327) <{inclusive = false, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<2x2x3xi64>, vector<2x3xi64>) -> (vector<2x2x3xi64>, vector<2x3xi64>)
  // CHECK-NEXT: ( ( ( -26, -4451018429810856068, -8353268620707658092 ), ( -5898778756935067380, 2591075179757988267, 425696317238418244 ) ), ( ( -1706417953206673626, -4451018429810856068, -8353268620707658092 ), ( -5898778756935067380, -3916914013101480883, 425696317238418244 ) ) )
  vector.print %x328#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -1706417953206673626, -4451018429810856068, -8353268620707658092 ), ( -5898778756935067380, -3916914013101480883, 425696317238418244 ) )
  vector.print %x328#1 : vector<2x3xi64>
  %x329 = arith.constant dense<[[7667555209950569784, -2942812099795936321, -471397912687936104], [46, 8452779817736594289, 3823723198627083280]]> : vector<2x3xi64>
  %x330:2 = "vector.scan"(%x316, %x329) <{inclusive = true, kind = #vector.kind<maxui>, reduction_dim = 1 : i64}> : (vector<2x2x3xi64>, vector<2x3xi64>) -> (vector<2x2x3xi64>, vector<2x3xi64>)
  // CHECK-NEXT: ( ( ( -1706417953206673626, -15992754542401452, -7 ), ( -2, -15992754542401452, -7 ) ), ( ( -5017277409354049546, -29, 5 ), ( -3153552880949727630, -29, 1386839717166082615 ) ) )
  vector.print %x330#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -2, -15992754542401452, -7 ), ( -3153552880949727630, -29, 1386839717166082615 ) )
  vector.print %x330#1 : vector<2x3xi64>
  %x331 = arith.constant dense<[[21, -21, -2124761267032979982], [-3608144066842661412, -14, 7440465839651040205]]> : vector<2x3xi64>
  %x332:2 = "vector.scan"(%x316, %x331) <{inclusive = false, kind = #vector.kind<maxui>, reduction_dim = 1 : i64}> : (vector<2x2x3xi64>, vector<2x3xi64>) -> (vector<2x2x3xi64>, vector<2x3xi64>)
  // CHECK-NEXT: ( ( ( 21, -21, -2124761267032979982 ), ( -1706417953206673626, -21, -7 ) ), ( ( -3608144066842661412, -14, 7440465839651040205 ), ( -3608144066842661412, -14, 7440465839651040205 ) ) )
  vector.print %x332#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -1706417953206673626, -21, -7 ), ( -3608144066842661412, -14, 7440465839651040205 ) )
  vector.print %x332#1 : vector<2x3xi64>
  %x333 = arith.constant dense<[[-7580584899201715179, 40, -9089716340403646982], [-6186771186629114510, 7898408423383340155, -2]]> : vector<2x3xi64>
  %x334:2 = "vector.scan"(%x316, %x333) <{inclusive = true, kind = #vector.kind<maxsi>, reduction_dim = 1 : i64}> : (vector<2x2x3xi64>, vector<2x3xi64>) -> (vector<2x2x3xi64>, vector<2x3xi64>)
  // CHECK-NEXT: ( ( ( -1706417953206673626, -15992754542401452, -7 ), ( -2, -15992754542401452, 8860113829447178716 ) ), ( ( -5017277409354049546, -29, 5 ), ( -3153552880949727630, 5528567343454975081, 1386839717166082615 ) ) )
  vector.print %x334#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -2, -15992754542401452, 8860113829447178716 ), ( -3153552880949727630, 5528567343454975081, 1386839717166082615 ) )
  vector.print %x334#1 : vector<2x3xi64>
  %x335 = arith.constant dense<[[-4875876777534661073, 1385923059072600326, 44], [-7952870801646196809, -1769312202985184512, -47]]> : vector<2x3xi64>
  %x336:2 = "vector.scan"(%x316, %x335) <{inclusive = false, kind = #vector.kind<maxsi>, reduction_dim = 1 : i64}> : (vector<2x2x3xi64>, vector<2x3xi64>) -> (vector<2x2x3xi64>, vector<2x3xi64>)
  // CHECK-NEXT: ( ( ( -4875876777534661073, 1385923059072600326, 44 ), ( -1706417953206673626, 1385923059072600326, 44 ) ), ( ( -7952870801646196809, -1769312202985184512, -47 ), ( -5017277409354049546, -29, 5 ) ) )
  vector.print %x336#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -1706417953206673626, 1385923059072600326, 44 ), ( -5017277409354049546, -29, 5 ) )
  vector.print %x336#1 : vector<2x3xi64>
  %x337 = arith.constant dense<[[-7067806820523488366, 22, -870712711082737035], [9, -47, -44]]> : vector<2x3xi64>
  %x338:2 = "vector.scan"(%x316, %x337) <{inclusive = true, kind = #vector.kind<and>, reduction_dim = 1 : i64}> : (vector<2x2x3xi64>, vector<2x3xi64>) -> (vector<2x2x3xi64>, vector<2x3xi64>)
  // CHECK-NEXT: ( ( ( -1706417953206673626, -15992754542401452, -7 ), ( -1706417953206673626, -3926010620981010364, 8860113829447178712 ) ), ( ( -5017277409354049546, -29, 5 ), ( -8062564541141875086, 5528567343454975073, 5 ) ) )
  vector.print %x338#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -1706417953206673626, -3926010620981010364, 8860113829447178712 ), ( -8062564541141875086, 5528567343454975073, 5 ) )
  vector.print %x338#1 : vector<2x3xi64>
  %x339 = arith.constant dense<[[9193111462278015662, -32, 0], [-4414939072397790984, 7534722540030496066, -15]]> : vector<2x3xi64>
  %x340:2 = "vector.scan"(%x316, %x339) <{inclusive = false, kind = #vector.kind<and>, reduction_dim = 1 : i64}> : (vector<2x2x3xi64>, vector<2x3xi64>) -> (vector<2x2x3xi64>, vector<2x3xi64>)
  // CHECK-NEXT: ( ( ( 9193111462278015662, -32, 0 ), ( 7498515544027695654, -15992754542401472, 0 ) ), ( ( -4414939072397790984, 7534722540030496066, -15 ), ( -9071925004586970896, 7534722540030496066, 1 ) ) )
  vector.print %x340#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( 7498515544027695654, -15992754542401472, 0 ), ( -9071925004586970896, 7534722540030496066, 1 ) )
  vector.print %x340#1 : vector<2x3xi64>
  %x341 = arith.constant dense<[[8, 3739940711144487383], [-4749814442290071571, 2416159349060153532]]> : vector<2x2xi64>
  %x342:2 = "vector.scan"(%x316, %x341) <{inclusive = true, kind = #vector.kind<or>, reduction_dim = 2 : i64}> : (vector<2x2x3xi64>, vector<2x2xi64>) -> (vector<2x2x3xi64>, vector<2x2xi64>)
  // CHECK-NEXT: ( ( ( -1706417953206673626, -11329446216368266, -1 ), ( -2, -1, -1 ) ), ( ( -5017277409354049546, -9, -9 ), ( -3153552880949727630, -2540734985649389957, -2323998145212055937 ) ) )
  vector.print %x342#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -1, -1 ), ( -9, -2323998145212055937 ) )
  vector.print %x342#1 : vector<2x2xi64>
  %x343 = arith.constant dense<[[4897497062106298682, -49], [7233294726463494811, -44]]> : vector<2x2xi64>
  %x344:2 = "vector.scan"(%x316, %x343) <{inclusive = false, kind = #vector.kind<or>, reduction_dim = 2 : i64}> : (vector<2x2x3xi64>, vector<2x2xi64>) -> (vector<2x2x3xi64>, vector<2x2xi64>)
  // CHECK-NEXT: ( ( ( 4897497062106298682, -1443412571693678786, -2251877125357698 ), ( -49, -1, -1 ) ), ( ( 7233294726463494811, -108121575833985025, -1 ), ( -44, -10, -1 ) ) )
  vector.print %x344#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -2251877125357698, -1 ), ( -1, -1 ) )
  vector.print %x344#1 : vector<2x2xi64>
  %x345 = arith.constant dense<[[7332753345135847257, -2173805319130781502], [-2866746594226435367, 5567388446254407981]]> : vector<2x2xi64>
  %x346:2 = "vector.scan"(%x316, %x345) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 2 : i64}> : (vector<2x2x3xi64>, vector<2x2xi64>) -> (vector<2x2x3xi64>, vector<2x2xi64>)
  // CHECK-NEXT: ( ( ( -1706417953206673626, 1699751815316338546, -1699751815316338549 ), ( -2, 3916914013101480883, 5525598017808253551 ) ), ( ( -5017277409354049546, 5017277409354049557, 5017277409354049552 ), ( -3153552880949727630, -7456484433804027365, -8378325100432723924 ) ) )
  vector.print %x346#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -1699751815316338549, 5525598017808253551 ), ( 5017277409354049552, -8378325100432723924 ) )
  vector.print %x346#1 : vector<2x2xi64>
  %x347 = arith.constant dense<[[-4081023748021757696, 38], [-45, 1]]> : vector<2x2xi64>
  %x348:2 = "vector.scan"(%x316, %x347) <{inclusive = false, kind = #vector.kind<xor>, reduction_dim = 2 : i64}> : (vector<2x2x3xi64>, vector<2x2xi64>) -> (vector<2x2x3xi64>, vector<2x2xi64>)
  // CHECK-NEXT: ( ( ( -4081023748021757696, 3390330276197336614, -3401359283164828046 ), ( 38, -40, 3916914013101480853 ) ), ( ( -45, 5017277409354049573, -5017277409354049594 ), ( 1, -3153552880949727629, -7456484433804027366 ) ) )
  vector.print %x348#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -3401359283164828046, 3916914013101480853 ), ( -5017277409354049594, -7456484433804027366 ) )
  vector.print %x348#1 : vector<2x2xi64>
  %x349 = arith.constant dense<[[-3622069844414814927, 5], [6935129531685215874, 5722307010202880341]]> : vector<2x2xi64>
  %x350:2 = "vector.scan"(%x316, %x349) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 2 : i64}> : (vector<2x2x3xi64>, vector<2x2xi64>) -> (vector<2x2x3xi64>, vector<2x2xi64>)
  // CHECK-NEXT: ( ( ( -1706417953206673626, -1722410707749075078, -1722410707749075085 ), ( -2, -3916914013101480885, 4943199816345697831 ) ), ( ( -5017277409354049546, -5017277409354049575, -5017277409354049570 ), ( -3153552880949727630, 2375014462505247451, 3761854179671330066 ) ) )
  vector.print %x350#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -1722410707749075085, 4943199816345697831 ), ( -5017277409354049570, 3761854179671330066 ) )
  vector.print %x350#1 : vector<2x2xi64>
  %x351 = arith.constant dense<[[24, 4892491481991672046], [-38, -35]]> : vector<2x2xi64>
  %x352:2 = "vector.scan"(%x316, %x351) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 2 : i64}> : (vector<2x2x3xi64>, vector<2x2xi64>) -> (vector<2x2x3xi64>, vector<2x2xi64>)
  // CHECK-NEXT: ( ( ( 24, -1706417953206673602, -1722410707749075054 ), ( 4892491481991672046, 4892491481991672044, 975577468890191161 ) ), ( ( -38, -5017277409354049584, -5017277409354049613 ), ( -35, -3153552880949727665, 2375014462505247416 ) ) )
  vector.print %x352#0 : vector<2x2x3xi64>
  // CHECK-NEXT: ( ( -1722410707749075054, 975577468890191161 ), ( -5017277409354049613, 2375014462505247416 ) )
  vector.print %x352#1 : vector<2x2xi64>
  %x353 = arith.constant dense<[-7578455218075716984, 22, 8055259724665272069, -46, -76779775065209966, 7608402115605204612, 22]> : vector<7xindex>
  %x354 = arith.constant dense<-7763529243522249608> : vector<index>
  %x355:2 = "vector.scan"(%x353, %x354) <{inclusive = true, kind = #vector.kind<minui>, reduction_dim = 0 : i64}> : (vector<7xindex>, vector<index>) -> (vector<7xindex>, vector<index>)
  // CHECK-NEXT: ( 10868288855633834632, 22, 22, 22, 22, 22, 22 )
  vector.print %x355#0 : vector<7xindex>
  // CHECK-NEXT: ( 22 )
  vector.print %x355#1 : vector<index>
  %x356 = arith.constant dense<6043918922475874681> : vector<index>
  %x357:2 = "vector.scan"(%x353, %x356) <{inclusive = false, kind = #vector.kind<minui>, reduction_dim = 0 : i64}> : (vector<7xindex>, vector<index>) -> (vector<7xindex>, vector<index>)
  // CHECK-NEXT: ( 6043918922475874681, 6043918922475874681, 22, 22, 22, 22, 22 )
  vector.print %x357#0 : vector<7xindex>
  // CHECK-NEXT: ( 22 )
  vector.print %x357#1 : vector<index>
  %x358 = arith.constant dense<-5045567469677543857> : vector<index>
  %x359:2 = "vector.scan"(%x353, %x358) <{inclusive = true, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<7xindex>, vector<index>) -> (vector<7xindex>, vector<index>)
  // CHECK-NEXT: ( 10868288855633834632, 10868288855633834632, 10868288855633834632, 10868288855633834632, 10868288855633834632, 10868288855633834632, 10868288855633834632 )
  vector.print %x359#0 : vector<7xindex>
  // CHECK-NEXT: ( 10868288855633834632 )
  vector.print %x359#1 : vector<index>
  %x360 = arith.constant dense<-30> : vector<index>
  %x361:2 = "vector.scan"(%x353, %x360) <{inclusive = false, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<7xindex>, vector<index>) -> (vector<7xindex>, vector<index>)
  // CHECK-NEXT: ( 18446744073709551586, 10868288855633834632, 10868288855633834632, 10868288855633834632, 10868288855633834632, 10868288855633834632, 10868288855633834632 )
  vector.print %x361#0 : vector<7xindex>
  // CHECK-NEXT: ( 10868288855633834632 )
  vector.print %x361#1 : vector<index>
  %x362 = arith.constant dense<44> : vector<index>
  %x363:2 = "vector.scan"(%x353, %x362) <{inclusive = true, kind = #vector.kind<maxui>, reduction_dim = 0 : i64}> : (vector<7xindex>, vector<index>) -> (vector<7xindex>, vector<index>)
  // CHECK-NEXT: ( 10868288855633834632, 10868288855633834632, 10868288855633834632, 18446744073709551570, 18446744073709551570, 18446744073709551570, 18446744073709551570 )
  vector.print %x363#0 : vector<7xindex>
  // CHECK-NEXT: ( 18446744073709551570 )
  vector.print %x363#1 : vector<index>
  %x364 = arith.constant dense<28> : vector<index>
  %x365:2 = "vector.scan"(%x353, %x364) <{inclusive = false, kind = #vector.kind<maxui>, reduction_dim = 0 : i64}> : (vector<7xindex>, vector<index>) -> (vector<7xindex>, vector<index>)
  // CHECK-NEXT: ( 28, 10868288855633834632, 10868288855633834632, 10868288855633834632, 18446744073709551570, 18446744073709551570, 18446744073709551570 )
  vector.print %x365#0 : vector<7xindex>
  // CHECK-NEXT: ( 18446744073709551570 )
  vector.print %x365#1 : vector<index>
  %x366 = arith.constant dense<[[27, -8836059437588026627, 31], [-6683541695277418347, -1460102645107514109, -8404848335901552098]]> : vector<2x3xindex>
  %x367 = arith.constant dense<[-12, -44, 45]> : vector<3xindex>
  %x368:2 = "vector.scan"(%x366, %x367) <{inclusive = true, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<2x3xindex>, vector<3xindex>) -> (vector<2x3xindex>, vector<3xindex>)
  // CHECK-NEXT: ( ( 27, 9610684636121524989, 31 ), ( 17, 9304437110398394369, 30 ) )
  vector.print %x368#0 : vector<2x3xindex>
  // CHECK-NEXT: ( 17, 9304437110398394369, 30 )
  vector.print %x368#1 : vector<3xindex>
  %x369 = arith.constant dense<[13, 4729093212327557326, -17]> : vector<3xindex>
  %x370:2 = "vector.scan"(%x366, %x369) <{inclusive = false, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<2x3xindex>, vector<3xindex>) -> (vector<2x3xindex>, vector<3xindex>)
  // CHECK-NEXT: ( ( 13, 4729093212327557326, 18446744073709551599 ), ( 9, 81064795445569740, 15 ) )
  vector.print %x370#0 : vector<2x3xindex>
  // CHECK-NEXT: ( 9, 81064795445569740, 15 )
  vector.print %x370#1 : vector<3xindex>
  %x371 = arith.constant dense<[-7, 3937118040424561497, -5323423514308593025]> : vector<3xindex>
  %x372:2 = "vector.scan"(%x366, %x371) <{inclusive = true, kind = #vector.kind<or>, reduction_dim = 0 : i64}> : (vector<2x3xindex>, vector<3xindex>) -> (vector<2x3xindex>, vector<3xindex>)
  // CHECK-NEXT: ( ( 27, 9610684636121524989, 31 ), ( 11763202378432133279, 17292888954325168127, 10041895737807999519 ) )
  vector.print %x372#0 : vector<2x3xindex>
  // CHECK-NEXT: ( 11763202378432133279, 17292888954325168127, 10041895737807999519 )
  vector.print %x372#1 : vector<3xindex>
  %x373 = arith.constant dense<[8440069024765442616, 29, -5019680533940145855]> : vector<3xindex>
  %x374:2 = "vector.scan"(%x366, %x373) <{inclusive = false, kind = #vector.kind<or>, reduction_dim = 0 : i64}> : (vector<2x3xindex>, vector<3xindex>) -> (vector<2x3xindex>, vector<3xindex>)
  // CHECK-NEXT: ( ( 8440069024765442616, 29, 13427063539769405761 ), ( 8440069024765442619, 9610684636121524989, 13427063539769405791 ) )
  vector.print %x374#0 : vector<2x3xindex>
  // CHECK-NEXT: ( 8440069024765442619, 9610684636121524989, 13427063539769405791 )
  vector.print %x374#1 : vector<3xindex>
  %x375 = arith.constant dense<[8, 5989745150635018561, -9194052518635460341]> : vector<3xindex>
  %x376:2 = "vector.scan"(%x366, %x375) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<2x3xindex>, vector<3xindex>) -> (vector<2x3xindex>, vector<3xindex>)
  // CHECK-NEXT: ( ( 27, 9610684636121524989, 31 ), ( 11763202378432133262, 7988451843926773758, 10041895737807999489 ) )
  vector.print %x376#0 : vector<2x3xindex>
  // CHECK-NEXT: ( 11763202378432133262, 7988451843926773758, 10041895737807999489 )
  vector.print %x376#1 : vector<3xindex>
  %x377 = arith.constant dense<[-37, 2160682497678864498, 5253662492050480853]> : vector<3xindex>
  %x378:2 = "vector.scan"(%x366, %x377) <{inclusive = false, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<2x3xindex>, vector<3xindex>) -> (vector<2x3xindex>, vector<3xindex>)
  // CHECK-NEXT: ( ( 18446744073709551579, 2160682497678864498, 5253662492050480853 ), ( 18446744073709551552, 10996747443573267087, 5253662492050480842 ) )
  vector.print %x378#0 : vector<2x3xindex>
  // CHECK-NEXT: ( 18446744073709551552, 10996747443573267087, 5253662492050480842 )
  vector.print %x378#1 : vector<3xindex>
  %x379 = arith.constant dense<[-48, -19]> : vector<2xindex>
  %x380:2 = "vector.scan"(%x366, %x379) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x3xindex>, vector<2xindex>) -> (vector<2x3xindex>, vector<2xindex>)
  // CHECK-NEXT: ( ( 27, 9610684636121525016, 9610684636121525047 ), ( 11763202378432133269, 10303099733324619160, 1898251397423067062 ) )
  vector.print %x380#0 : vector<2x3xindex>
  // CHECK-NEXT: ( 9610684636121525047, 1898251397423067062 )
  vector.print %x380#1 : vector<2xindex>
  %x381 = arith.constant dense<[-4120207666760505767, 2476759750434158912]> : vector<2xindex>
  %x382:2 = "vector.scan"(%x366, %x381) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x3xindex>, vector<2xindex>) -> (vector<2x3xindex>, vector<2xindex>)
  // CHECK-NEXT: ( ( 14326536406949045849, 14326536406949045876, 5490476969361019249 ), ( 2476759750434158912, 14239962128866292181, 12779859483758778072 ) )
  vector.print %x382#0 : vector<2x3xindex>
  // CHECK-NEXT: ( 5490476969361019249, 12779859483758778072 )
  vector.print %x382#1 : vector<2xindex>
  %x383 = arith.constant dense<[50, 8610043040557528784]> : vector<2xindex>
  %x384:2 = "vector.scan"(%x366, %x383) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x3xindex>, vector<2xindex>) -> (vector<2x3xindex>, vector<2xindex>)
  // CHECK-NEXT: ( ( 27, 1234068143347452079, 1362624296351911217 ), ( 11763202378432133269, 15340479956371518143, 9277689361829027938 ) )
  vector.print %x384#0 : vector<2x3xindex>
  // CHECK-NEXT: ( 1362624296351911217, 9277689361829027938 )
  vector.print %x384#1 : vector<2xindex>
  %x385 = arith.constant dense<[25, 35]> : vector<2xindex>
  %x386:2 = "vector.scan"(%x366, %x385) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x3xindex>, vector<2xindex>) -> (vector<2x3xindex>, vector<2xindex>)
  // CHECK-NEXT: ( ( 25, 675, 12404959509976750359 ), ( 35, 5883713623514528863, 1961220335426138141 ) )
  vector.print %x386#0 : vector<2x3xindex>
  // CHECK-NEXT: ( 12404959509976750359, 1961220335426138141 )
  vector.print %x386#1 : vector<2xindex>
  %x387 = arith.constant dense<[-39, 2008366425955284511]> : vector<2xindex>
  %x388:2 = "vector.scan"(%x366, %x387) <{inclusive = true, kind = #vector.kind<minui>, reduction_dim = 1 : i64}> : (vector<2x3xindex>, vector<2xindex>) -> (vector<2x3xindex>, vector<2xindex>)
  // CHECK-NEXT: ( ( 27, 27, 27 ), ( 11763202378432133269, 11763202378432133269, 10041895737807999518 ) )
  vector.print %x388#0 : vector<2x3xindex>
  // CHECK-NEXT: ( 27, 10041895737807999518 )
  vector.print %x388#1 : vector<2xindex>
  %x389 = arith.constant dense<[7464314789604981358, 6067208261650729129]> : vector<2xindex>
  %x390:2 = "vector.scan"(%x366, %x389) <{inclusive = false, kind = #vector.kind<minui>, reduction_dim = 1 : i64}> : (vector<2x3xindex>, vector<2xindex>) -> (vector<2x3xindex>, vector<2xindex>)
  // CHECK-NEXT: ( ( 7464314789604981358, 27, 27 ), ( 6067208261650729129, 6067208261650729129, 6067208261650729129 ) )
  vector.print %x390#0 : vector<2x3xindex>
  // CHECK-NEXT: ( 27, 6067208261650729129 )
  vector.print %x390#1 : vector<2xindex>
  %x391 = arith.constant dense<[-41, 7512716938648930487, -2167501887827945786, 7952267236332293084, 8218193761664599430, -3361551515298401405, -560682951405895104, -1929694694154877084, -8163725395746588742, -10, 1800606751034194602, -4524207046173678869, 13, -15, 47, -41, -5092450084185209187]> : vector<17xindex>
  %x392 = arith.constant dense<42> : vector<index>
  %x393:2 = "vector.scan"(%x391, %x392) <{inclusive = true, kind = #vector.kind<maxui>, reduction_dim = 0 : i64}> : (vector<17xindex>, vector<index>) -> (vector<17xindex>, vector<index>)
  // CHECK-NEXT: ( 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551606, 18446744073709551606, 18446744073709551606, 18446744073709551606, 18446744073709551606, 18446744073709551606, 18446744073709551606, 18446744073709551606 )
  vector.print %x393#0 : vector<17xindex>
  // CHECK-NEXT: ( 18446744073709551606 )
  vector.print %x393#1 : vector<index>
  %x394 = arith.constant dense<-4340761271441811747> : vector<index>
  %x395:2 = "vector.scan"(%x391, %x394) <{inclusive = false, kind = #vector.kind<maxui>, reduction_dim = 0 : i64}> : (vector<17xindex>, vector<index>) -> (vector<17xindex>, vector<index>)
  // CHECK-NEXT: ( 14105982802267739869, 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551575, 18446744073709551606, 18446744073709551606, 18446744073709551606, 18446744073709551606, 18446744073709551606, 18446744073709551606, 18446744073709551606 )
  vector.print %x395#0 : vector<17xindex>
  // CHECK-NEXT: ( 18446744073709551606 )
  vector.print %x395#1 : vector<index>
  %x396 = arith.constant dense<1> : vector<index>
  %x397:2 = "vector.scan"(%x391, %x396) <{inclusive = true, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<17xindex>, vector<index>) -> (vector<17xindex>, vector<index>)
  // CHECK-NEXT: ( 18446744073709551575, 7512716938648930487, 7512716938648930487, 7952267236332293084, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430 )
  vector.print %x397#0 : vector<17xindex>
  // CHECK-NEXT: ( 8218193761664599430 )
  vector.print %x397#1 : vector<index>
  %x398 = arith.constant dense<-43> : vector<index>
  %x399:2 = "vector.scan"(%x391, %x398) <{inclusive = false, kind = #vector.kind<maxsi>, reduction_dim = 0 : i64}> : (vector<17xindex>, vector<index>) -> (vector<17xindex>, vector<index>)
  // CHECK-NEXT: ( 18446744073709551573, 18446744073709551575, 7512716938648930487, 7512716938648930487, 7952267236332293084, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430, 8218193761664599430 )
  vector.print %x399#0 : vector<17xindex>
  // CHECK-NEXT: ( 8218193761664599430 )
  vector.print %x399#1 : vector<index>
  %x400 = arith.constant dense<-8768732198305848355> : vector<index>
  %x401:2 = "vector.scan"(%x391, %x400) <{inclusive = true, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<17xindex>, vector<index>) -> (vector<17xindex>, vector<index>)
  // CHECK-NEXT: ( 18446744073709551575, 7512716938648930455, 6936115173304483974, 6935543426150580356, 6917529027641081988, 4611686018427388032, 4611686018427387904, 4611686018427387904, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.print %x401#0 : vector<17xindex>
  // CHECK-NEXT: ( 0 )
  vector.print %x401#1 : vector<index>
  %x402 = arith.constant dense<3> : vector<index>
  %x403:2 = "vector.scan"(%x391, %x402) <{inclusive = false, kind = #vector.kind<and>, reduction_dim = 0 : i64}> : (vector<17xindex>, vector<index>) -> (vector<17xindex>, vector<index>)
  // CHECK-NEXT: ( 3, 3, 3, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.print %x403#0 : vector<17xindex>
  // CHECK-NEXT: ( 0 )
  vector.print %x403#1 : vector<index>
  %x404 = arith.constant dense<[[[-3081658013603136512, -33, 41], [18, 8077456344139379190, -7]], [[17, -39, -3128987106139469966], [-48, -2987781795873407953, -49]]]> : vector<2x2x3xindex>
  %x405 = arith.constant dense<[[-6491551114964315048, 46, -936773303255864795], [15, -17, 34]]> : vector<2x3xindex>
  %x406:2 = "vector.scan"(%x404, %x405) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<2x2x3xindex>, vector<2x3xindex>) -> (vector<2x2x3xindex>, vector<2x3xindex>)
  // CHECK-NEXT: ( ( ( 15365086060106415104, 18446744073709551583, 41 ), ( 18, 8077456344139379190, 18446744073709551609 ) ), ( ( 15365086060106415121, 6, 15317756967570081627 ), ( 18446744073709551554, 12002559160944233945, 54 ) ) )
  vector.print %x406#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 15365086060106415121, 6, 15317756967570081627 ), ( 18446744073709551554, 12002559160944233945, 54 ) )
  vector.print %x406#1 : vector<2x3xindex>
  %x407 = arith.constant dense<[[-748023140360067011, 45, 28], [-3176188323094060167, 2, -5895920467371248973]]> : vector<2x3xindex>
  %x408:2 = "vector.scan"(%x404, %x407) <{inclusive = false, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<2x2x3xindex>, vector<2x3xindex>) -> (vector<2x2x3xindex>, vector<2x3xindex>)
  // CHECK-NEXT: ( ( ( 17698720933349484605, 45, 28 ), ( 15270555750615491449, 2, 12550823606338302643 ) ), ( ( 2352493878443119677, 18446744073709551602, 53 ), ( 15270555750615491435, 8077456344139379188, 5895920467371248970 ) ) )
  vector.print %x408#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 2352493878443119677, 18446744073709551602, 53 ), ( 15270555750615491435, 8077456344139379188, 5895920467371248970 ) )
  vector.print %x408#1 : vector<2x3xindex>
  %x409 = arith.constant dense<[[1, 10, -22], [4889839097520480526, 13, 46]]> : vector<2x3xindex>
  %x410:2 = "vector.scan"(%x404, %x409) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x2x3xindex>, vector<2x3xindex>) -> (vector<2x2x3xindex>, vector<2x3xindex>)
  // CHECK-NEXT: ( ( ( 15365086060106415104, 18446744073709551583, 41 ), ( 18, 8077456344139379190, 18446744073709551609 ) ), ( ( 15365086060106415121, 18446744073709551544, 15317756967570081691 ), ( 18446744073709551586, 5089674548265971237, 18446744073709551560 ) ) )
  vector.print %x410#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 15365086060106415121, 18446744073709551544, 15317756967570081691 ), ( 18446744073709551586, 5089674548265971237, 18446744073709551560 ) )
  vector.print %x410#1 : vector<2x3xindex>
  %x411 = arith.constant dense<[[52659378954189394, 2285587976469651989, -31], [-41, 18, 23]]> : vector<2x3xindex>
  %x412:2 = "vector.scan"(%x404, %x411) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x2x3xindex>, vector<2x3xindex>) -> (vector<2x2x3xindex>, vector<2x3xindex>)
  // CHECK-NEXT: ( ( ( 52659378954189394, 2285587976469651989, 18446744073709551585 ), ( 18446744073709551575, 18, 23 ) ), ( ( 15417745439060604498, 2285587976469651956, 10 ), ( 18446744073709551593, 8077456344139379208, 16 ) ) )
  vector.print %x412#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 15417745439060604498, 2285587976469651956, 10 ), ( 18446744073709551593, 8077456344139379208, 16 ) )
  vector.print %x412#1 : vector<2x3xindex>
  %x413 = arith.constant dense<[[-45, -6703004421370179140, -37], [1, 4622633771337824411, 40]]> : vector<2x3xindex>
  %x414:2 = "vector.scan"(%x404, %x413) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x2x3xindex>, vector<2x3xindex>) -> (vector<2x2x3xindex>, vector<2x3xindex>)
  // CHECK-NEXT: ( ( ( 15365086060106415104, 18446744073709551583, 41 ), ( 18, 8077456344139379190, 18446744073709551609 ) ), ( ( 2952045989875334144, 1287, 838737164248592706 ), ( 18446744073709550752, 10189823156782093354, 343 ) ) )
  vector.print %x414#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 2952045989875334144, 1287, 838737164248592706 ), ( 18446744073709550752, 10189823156782093354, 343 ) )
  vector.print %x414#1 : vector<2x3xindex>
  %x415 = arith.constant dense<[[7584641501177135659, 7, -50], [12, -28, 4725729330423950422]]> : vector<2x3xindex>
  %x416:2 = "vector.scan"(%x404, %x415) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x2x3xindex>, vector<2x3xindex>) -> (vector<2x2x3xindex>, vector<2x3xindex>)
  // CHECK-NEXT: ( ( ( 7584641501177135659, 7, 18446744073709551566 ), ( 12, 18446744073709551588, 4725729330423950422 ) ), ( ( 12600719967932404736, 18446744073709551385, 18446744073709549566 ), ( 216, 13638895322321553688, 3813382834451450278 ) ) )
  vector.print %x416#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 12600719967932404736, 18446744073709551385, 18446744073709549566 ), ( 216, 13638895322321553688, 3813382834451450278 ) )
  vector.print %x416#1 : vector<2x3xindex>
  %x417 = arith.constant dense<[[3670352444704714920, -3764879125987431315, -46], [-8888772009977649251, -35, 2606402307774063730]]> : vector<2x3xindex>
  %x418:2 = "vector.scan"(%x404, %x417) <{inclusive = true, kind = #vector.kind<minui>, reduction_dim = 1 : i64}> : (vector<2x2x3xindex>, vector<2x3xindex>) -> (vector<2x2x3xindex>, vector<2x3xindex>)
  // CHECK-NEXT: ( ( ( 15365086060106415104, 18446744073709551583, 41 ), ( 18, 8077456344139379190, 41 ) ), ( ( 17, 18446744073709551577, 15317756967570081650 ), ( 17, 15458962277836143663, 15317756967570081650 ) ) )
  vector.print %x418#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 18, 8077456344139379190, 41 ), ( 17, 15458962277836143663, 15317756967570081650 ) )
  vector.print %x418#1 : vector<2x3xindex>
  %x419 = arith.constant dense<[[35, 9, 20], [-5997042764934396888, -6303420873472747104, 24]]> : vector<2x3xindex>
  %x420:2 = "vector.scan"(%x404, %x419) <{inclusive = false, kind = #vector.kind<minui>, reduction_dim = 1 : i64}> : (vector<2x2x3xindex>, vector<2x3xindex>) -> (vector<2x2x3xindex>, vector<2x3xindex>)
  // CHECK-NEXT: ( ( ( 35, 9, 20 ), ( 35, 9, 20 ) ), ( ( 12449701308775154728, 12143323200236804512, 24 ), ( 17, 12143323200236804512, 24 ) ) )
  vector.print %x420#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 35, 9, 20 ), ( 17, 12143323200236804512, 24 ) )
  vector.print %x420#1 : vector<2x3xindex>
  %x421 = arith.constant dense<[[949688513516412306, 2162559218180141656, -28], [2757288791906516123, -2788050833177336169, 21]]> : vector<2x3xindex>
  %x422:2 = "vector.scan"(%x404, %x421) <{inclusive = true, kind = #vector.kind<minsi>, reduction_dim = 1 : i64}> : (vector<2x2x3xindex>, vector<2x3xindex>) -> (vector<2x2x3xindex>, vector<2x3xindex>)
  // CHECK-NEXT: ( ( ( 15365086060106415104, 18446744073709551583, 41 ), ( 15365086060106415104, 18446744073709551583, 18446744073709551609 ) ), ( ( 17, 18446744073709551577, 15317756967570081650 ), ( 18446744073709551568, 15458962277836143663, 15317756967570081650 ) ) )
  vector.print %x422#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 15365086060106415104, 18446744073709551583, 18446744073709551609 ), ( 18446744073709551568, 15458962277836143663, 15317756967570081650 ) )
  vector.print %x422#1 : vector<2x3xindex>
  %x423 = arith.constant dense<[[-27, 16, 23], [-3554057352149359660, -2548607608111588042, -4280403503691698054]]> : vector<2x3xindex>
  %x424:2 = "vector.scan"(%x404, %x423) <{inclusive = false, kind = #vector.kind<minsi>, reduction_dim = 1 : i64}> : (vector<2x2x3xindex>, vector<2x3xindex>) -> (vector<2x2x3xindex>, vector<2x3xindex>)
  // CHECK-NEXT: ( ( ( 18446744073709551589, 16, 23 ), ( 15365086060106415104, 18446744073709551583, 23 ) ), ( ( 14892686721560191956, 15898136465597963574, 14166340570017853562 ), ( 14892686721560191956, 15898136465597963574, 14166340570017853562 ) ) )
  vector.print %x424#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 15365086060106415104, 18446744073709551583, 23 ), ( 14892686721560191956, 15898136465597963574, 14166340570017853562 ) )
  vector.print %x424#1 : vector<2x3xindex>
  %x425 = arith.constant dense<[[1579263813429925713, -515339182235969068, -7244767524259827607], [-50, 451264542726943822, -20]]> : vector<2x3xindex>
  %x426:2 = "vector.scan"(%x404, %x425) <{inclusive = true, kind = #vector.kind<maxui>, reduction_dim = 1 : i64}> : (vector<2x2x3xindex>, vector<2x3xindex>) -> (vector<2x2x3xindex>, vector<2x3xindex>)
  // CHECK-NEXT: ( ( ( 15365086060106415104, 18446744073709551583, 41 ), ( 15365086060106415104, 18446744073709551583, 18446744073709551609 ) ), ( ( 17, 18446744073709551577, 15317756967570081650 ), ( 18446744073709551568, 18446744073709551577, 18446744073709551567 ) ) )
  vector.print %x426#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 15365086060106415104, 18446744073709551583, 18446744073709551609 ), ( 18446744073709551568, 18446744073709551577, 18446744073709551567 ) )
  vector.print %x426#1 : vector<2x3xindex>
  %x427 = arith.constant dense<[[20, -16, 15], [-6834020472398959094, -26, -7391407129828070889]]> : vector<2x3xindex>
  %x428:2 = "vector.scan"(%x404, %x427) <{inclusive = false, kind = #vector.kind<maxui>, reduction_dim = 1 : i64}> : (vector<2x2x3xindex>, vector<2x3xindex>) -> (vector<2x2x3xindex>, vector<2x3xindex>)
  // CHECK-NEXT: ( ( ( 20, 18446744073709551600, 15 ), ( 15365086060106415104, 18446744073709551600, 41 ) ), ( ( 11612723601310592522, 18446744073709551590, 11055336943881480727 ), ( 11612723601310592522, 18446744073709551590, 15317756967570081650 ) ) )
  vector.print %x428#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 15365086060106415104, 18446744073709551600, 41 ), ( 11612723601310592522, 18446744073709551590, 15317756967570081650 ) )
  vector.print %x428#1 : vector<2x3xindex>
  %x429 = arith.constant dense<[[-7701677673109820078, -48], [-38, -32]]> : vector<2x2xindex>
  %x430:2 = "vector.scan"(%x404, %x429) <{inclusive = true, kind = #vector.kind<maxsi>, reduction_dim = 2 : i64}> : (vector<2x2x3xindex>, vector<2x2xindex>) -> (vector<2x2x3xindex>, vector<2x2xindex>)
  // CHECK-NEXT: ( ( ( 15365086060106415104, 18446744073709551583, 41 ), ( 18, 8077456344139379190, 8077456344139379190 ) ), ( ( 17, 17, 17 ), ( 18446744073709551568, 18446744073709551568, 18446744073709551568 ) ) )
  vector.print %x430#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 41, 8077456344139379190 ), ( 17, 18446744073709551568 ) )
  vector.print %x430#1 : vector<2x2xindex>
  %x431 = arith.constant dense<[[5620270677128673332, -4582266346796900730], [4933855066936490464, 18]]> : vector<2x2xindex>
  %x432:2 = "vector.scan"(%x404, %x431) <{inclusive = false, kind = #vector.kind<maxsi>, reduction_dim = 2 : i64}> : (vector<2x2x3xindex>, vector<2x2xindex>) -> (vector<2x2x3xindex>, vector<2x2xindex>)
  // CHECK-NEXT: ( ( ( 5620270677128673332, 5620270677128673332, 5620270677128673332 ), ( 13864477726912650886, 18, 8077456344139379190 ) ), ( ( 4933855066936490464, 4933855066936490464, 4933855066936490464 ), ( 18, 18, 18 ) ) )
  vector.print %x432#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 5620270677128673332, 8077456344139379190 ), ( 4933855066936490464, 18 ) )
  vector.print %x432#1 : vector<2x2xindex>
  %x433 = arith.constant dense<[[-8381678902488340099, 21], [4491916307800050371, -9190187321134628195]]> : vector<2x2xindex>
  %x434:2 = "vector.scan"(%x404, %x433) <{inclusive = true, kind = #vector.kind<and>, reduction_dim = 2 : i64}> : (vector<2x2x3xindex>, vector<2x2xindex>) -> (vector<2x2x3xindex>, vector<2x2xindex>)
  // CHECK-NEXT: ( ( ( 15365086060106415104, 15365086060106415104, 0 ), ( 18, 18, 16 ) ), ( ( 17, 17, 16 ), ( 18446744073709551568, 15458962277836143616, 15458962277836143616 ) ) )
  vector.print %x434#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 0, 16 ), ( 16, 15458962277836143616 ) )
  vector.print %x434#1 : vector<2x2xindex>
  %x435 = arith.constant dense<[[15, -8270282754571242577], [5663473203974661795, 24]]> : vector<2x2xindex>
  %x436:2 = "vector.scan"(%x404, %x435) <{inclusive = false, kind = #vector.kind<and>, reduction_dim = 2 : i64}> : (vector<2x2x3xindex>, vector<2x2xindex>) -> (vector<2x2x3xindex>, vector<2x2xindex>)
  // CHECK-NEXT: ( ( ( 15, 0, 0 ), ( 10176461319138309039, 2, 2 ) ), ( ( 5663473203974661795, 1, 1 ), ( 24, 16, 0 ) ) )
  vector.print %x436#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 0, 2 ), ( 1, 0 ) )
  vector.print %x436#1 : vector<2x2xindex>
  %x437 = arith.constant dense<[[-4584987433920525994, -1734765716883396459], [-317715610998654716, -24]]> : vector<2x2xindex>
  %x438:2 = "vector.scan"(%x404, %x437) <{inclusive = true, kind = #vector.kind<or>, reduction_dim = 2 : i64}> : (vector<2x2x3xindex>, vector<2x2xindex>) -> (vector<2x2x3xindex>, vector<2x2xindex>)
  // CHECK-NEXT: ( ( ( 15365086060106415104, 18446744073709551583, 18446744073709551615 ), ( 18, 8077456344139379190, 18446744073709551615 ) ), ( ( 17, 18446744073709551577, 18446744073709551611 ), ( 18446744073709551568, 18446744073709551615, 18446744073709551615 ) ) )
  vector.print %x438#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 18446744073709551615, 18446744073709551615 ), ( 18446744073709551611, 18446744073709551615 ) )
  vector.print %x438#1 : vector<2x2xindex>
  %x439 = arith.constant dense<[[-3108019817960010248, 6546983150614318943], [-4864390495178263228, 7980320214837756778]]> : vector<2x2xindex>
  %x440:2 = "vector.scan"(%x404, %x439) <{inclusive = false, kind = #vector.kind<or>, reduction_dim = 2 : i64}> : (vector<2x2x3xindex>, vector<2x2xindex>) -> (vector<2x2x3xindex>, vector<2x2xindex>)
  // CHECK-NEXT: ( ( ( 15338724255749541368, 15420281682334252536, 18446744073709551615 ), ( 6546983150614318943, 6546983150614318943, 8852933375115640831 ) ), ( ( 13582353578531288388, 13582353578531288405, 18446744073709551581 ), ( 7980320214837756778, 18446744073709551610, 18446744073709551615 ) ) )
  vector.print %x440#0 : vector<2x2x3xindex>
  // CHECK-NEXT: ( ( 18446744073709551615, 8852933375115640831 ), ( 18446744073709551581, 18446744073709551615 ) )
  vector.print %x440#1 : vector<2x2xindex>
  return
}
