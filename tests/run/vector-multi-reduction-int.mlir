// vector.multi_reduction (integer kinds, three per case, all kinds covered) over every non-empty
// set of reduced dimensions of 1-D to 3-D i1, i8, i16, i32, i64 and index vectors (to a vector
// or to a scalar).
// Expected output: mlir-runner-22 on `mlir-opt-22 --lower-vector-multi-reduction -test-lower-to-llvm`
// of this file (the op is written in generic form).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %x1 = arith.constant dense<[false, true, false, false, true, true, true]> : vector<7xi1>
  %x2 = arith.constant true
  %x3 = "vector.multi_reduction"(%x1, %x2) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<7xi1>, i1) -> i1
  // CHECK: 0
  vector.print %x3 : i1
  %x4 = arith.constant true
  %x5 = "vector.multi_reduction"(%x1, %x4) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0>}> : (vector<7xi1>, i1) -> i1
  // CHECK-NEXT: 0
  vector.print %x5 : i1
  %x6 = arith.constant true
  %x7 = "vector.multi_reduction"(%x1, %x6) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0>}> : (vector<7xi1>, i1) -> i1
  // CHECK-NEXT: 1
  vector.print %x7 : i1
  %x8 = arith.constant dense<[[false, false, true, false, false], [false, false, true, true, true], [false, true, true, false, true]]> : vector<3x5xi1>
  %x9 = arith.constant dense<[true, false, true, false, false]> : vector<5xi1>
  %x10 = "vector.multi_reduction"(%x8, %x9) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0>}> : (vector<3x5xi1>, vector<5xi1>) -> vector<5xi1>
  // CHECK-NEXT: ( 1, 1, 0, 1, 0 )
  vector.print %x10 : vector<5xi1>
  %x11 = arith.constant dense<[false, false, false, true, false]> : vector<5xi1>
  %x12 = "vector.multi_reduction"(%x8, %x11) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<3x5xi1>, vector<5xi1>) -> vector<5xi1>
  // CHECK-NEXT: ( 0, 1, 1, 0, 0 )
  vector.print %x12 : vector<5xi1>
  %x13 = arith.constant dense<[false, false, false, true, true]> : vector<5xi1>
  %x14 = "vector.multi_reduction"(%x8, %x13) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<3x5xi1>, vector<5xi1>) -> vector<5xi1>
  // CHECK-NEXT: ( 0, 0, 0, 0, 0 )
  vector.print %x14 : vector<5xi1>
  %x15 = arith.constant dense<[true, false, true]> : vector<3xi1>
  %x16 = "vector.multi_reduction"(%x8, %x15) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 1>}> : (vector<3x5xi1>, vector<3xi1>) -> vector<3xi1>
  // CHECK-NEXT: ( 0, 0, 0 )
  vector.print %x16 : vector<3xi1>
  %x17 = arith.constant dense<[false, true, true]> : vector<3xi1>
  %x18 = "vector.multi_reduction"(%x8, %x17) <{kind = #vector.kind<and>, reduction_dims = array<i64: 1>}> : (vector<3x5xi1>, vector<3xi1>) -> vector<3xi1>
  // CHECK-NEXT: ( 0, 0, 0 )
  vector.print %x18 : vector<3xi1>
  %x19 = arith.constant dense<[true, true, true]> : vector<3xi1>
  %x20 = "vector.multi_reduction"(%x8, %x19) <{kind = #vector.kind<or>, reduction_dims = array<i64: 1>}> : (vector<3x5xi1>, vector<3xi1>) -> vector<3xi1>
  // CHECK-NEXT: ( 1, 1, 1 )
  vector.print %x20 : vector<3xi1>
  %x21 = arith.constant false
  %x22 = "vector.multi_reduction"(%x8, %x21) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi1>, i1) -> i1
  // CHECK-NEXT: 0
  vector.print %x22 : i1
  %x23 = arith.constant false
  %x24 = "vector.multi_reduction"(%x8, %x23) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi1>, i1) -> i1
  // CHECK-NEXT: 1
  vector.print %x24 : i1
  %x25 = arith.constant false
  %x26 = "vector.multi_reduction"(%x8, %x25) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi1>, i1) -> i1
  // CHECK-NEXT: 1
  vector.print %x26 : i1
  %x27 = arith.constant dense<[[[true, false, true, false], [false, false, true, true], [true, true, false, false]], [[false, false, false, true], [false, true, false, false], [false, false, true, false]]]> : vector<2x3x4xi1>
  %x28 = arith.constant dense<[[true, true, true, false], [true, false, false, false], [false, false, false, false]]> : vector<3x4xi1>
  %x29 = "vector.multi_reduction"(%x27, %x28) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi1>, vector<3x4xi1>) -> vector<3x4xi1>
  // CHECK-NEXT: ( ( 0, 1, 0, 1 ), ( 1, 1, 1, 1 ), ( 1, 1, 1, 0 ) )
  vector.print %x29 : vector<3x4xi1>
  %x30 = arith.constant dense<[[true, true, false, true], [false, false, false, true], [true, true, false, true]]> : vector<3x4xi1>
  %x31 = "vector.multi_reduction"(%x27, %x30) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi1>, vector<3x4xi1>) -> vector<3x4xi1>
  // CHECK-NEXT: ( ( 0, 0, 0, 0 ), ( 0, 0, 0, 0 ), ( 0, 0, 0, 0 ) )
  vector.print %x31 : vector<3x4xi1>
  %x32 = arith.constant dense<[[true, true, true, true], [false, true, false, false], [true, false, true, true]]> : vector<3x4xi1>
  %x33 = "vector.multi_reduction"(%x27, %x32) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi1>, vector<3x4xi1>) -> vector<3x4xi1>
  // CHECK-NEXT: ( ( 0, 0, 0, 0 ), ( 0, 0, 0, 0 ), ( 0, 0, 0, 0 ) )
  vector.print %x33 : vector<3x4xi1>
  %x34 = arith.constant dense<[[true, true, false, false], [false, true, true, false]]> : vector<2x4xi1>
  %x35 = "vector.multi_reduction"(%x27, %x34) <{kind = #vector.kind<and>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi1>, vector<2x4xi1>) -> vector<2x4xi1>
  // CHECK-NEXT: ( ( 0, 0, 0, 0 ), ( 0, 0, 0, 0 ) )
  vector.print %x35 : vector<2x4xi1>
  %x36 = arith.constant dense<[[false, true, false, true], [true, false, true, false]]> : vector<2x4xi1>
  %x37 = "vector.multi_reduction"(%x27, %x36) <{kind = #vector.kind<or>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi1>, vector<2x4xi1>) -> vector<2x4xi1>
  // CHECK-NEXT: ( ( 1, 1, 1, 1 ), ( 1, 1, 1, 1 ) )
  vector.print %x37 : vector<2x4xi1>
  %x38 = arith.constant dense<[[true, true, true, true], [true, false, false, false]]> : vector<2x4xi1>
  %x39 = "vector.multi_reduction"(%x27, %x38) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi1>, vector<2x4xi1>) -> vector<2x4xi1>
  // CHECK-NEXT: ( ( 1, 0, 1, 0 ), ( 1, 1, 1, 1 ) )
  vector.print %x39 : vector<2x4xi1>
  %x40 = arith.constant dense<[[false, false, true], [true, false, true]]> : vector<2x3xi1>
  %x41 = "vector.multi_reduction"(%x27, %x40) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi1>, vector<2x3xi1>) -> vector<2x3xi1>
  // CHECK-NEXT: ( ( 1, 1, 1 ), ( 1, 1, 1 ) )
  vector.print %x41 : vector<2x3xi1>
  %x42 = arith.constant dense<[[true, false, true], [true, false, true]]> : vector<2x3xi1>
  %x43 = "vector.multi_reduction"(%x27, %x42) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi1>, vector<2x3xi1>) -> vector<2x3xi1>
  // CHECK-NEXT: ( ( 1, 1, 1 ), ( 1, 1, 1 ) )
  vector.print %x43 : vector<2x3xi1>
  %x44 = arith.constant dense<[[true, false, true], [true, true, false]]> : vector<2x3xi1>
  %x45 = "vector.multi_reduction"(%x27, %x44) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi1>, vector<2x3xi1>) -> vector<2x3xi1>
  // CHECK-NEXT: ( ( 0, 0, 0 ), ( 0, 0, 0 ) )
  vector.print %x45 : vector<2x3xi1>
  %x46 = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %x47 = "vector.multi_reduction"(%x27, %x46) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi1>, vector<4xi1>) -> vector<4xi1>
  // CHECK-NEXT: ( 1, 1, 1, 1 )
  vector.print %x47 : vector<4xi1>
  %x48 = arith.constant dense<[false, true, false, false]> : vector<4xi1>
  %x49 = "vector.multi_reduction"(%x27, %x48) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi1>, vector<4xi1>) -> vector<4xi1>
  // CHECK-NEXT: ( 0, 0, 0, 0 )
  vector.print %x49 : vector<4xi1>
  %x50 = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %x51 = "vector.multi_reduction"(%x27, %x50) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi1>, vector<4xi1>) -> vector<4xi1>
  // CHECK-NEXT: ( 0, 0, 0, 0 )
  vector.print %x51 : vector<4xi1>
  %x52 = arith.constant dense<[true, true, false]> : vector<3xi1>
  %x53 = "vector.multi_reduction"(%x27, %x52) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi1>, vector<3xi1>) -> vector<3xi1>
  // CHECK-NEXT: ( 0, 0, 0 )
  vector.print %x53 : vector<3xi1>
  %x54 = arith.constant dense<[false, true, false]> : vector<3xi1>
  %x55 = "vector.multi_reduction"(%x27, %x54) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi1>, vector<3xi1>) -> vector<3xi1>
  // CHECK-NEXT: ( 1, 1, 1 )
  vector.print %x55 : vector<3xi1>
  %x56 = arith.constant dense<[true, false, false]> : vector<3xi1>
  %x57 = "vector.multi_reduction"(%x27, %x56) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi1>, vector<3xi1>) -> vector<3xi1>
  // CHECK-NEXT: ( 0, 1, 1 )
  vector.print %x57 : vector<3xi1>
  %x58 = arith.constant dense<[true, false]> : vector<2xi1>
  %x59 = "vector.multi_reduction"(%x27, %x58) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi1>, vector<2xi1>) -> vector<2xi1>
  // CHECK-NEXT: ( 1, 1 )
  vector.print %x59 : vector<2xi1>
  %x60 = arith.constant dense<[true, true]> : vector<2xi1>
  %x61 = "vector.multi_reduction"(%x27, %x60) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi1>, vector<2xi1>) -> vector<2xi1>
  // CHECK-NEXT: ( 1, 1 )
  vector.print %x61 : vector<2xi1>
  %x62 = arith.constant dense<[false, false]> : vector<2xi1>
  %x63 = "vector.multi_reduction"(%x27, %x62) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi1>, vector<2xi1>) -> vector<2xi1>
  // CHECK-NEXT: ( 0, 0 )
  vector.print %x63 : vector<2xi1>
  %x64 = arith.constant false
  %x65 = "vector.multi_reduction"(%x27, %x64) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi1>, i1) -> i1
  // CHECK-NEXT: 1
  vector.print %x65 : i1
  %x66 = arith.constant true
  %x67 = "vector.multi_reduction"(%x27, %x66) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi1>, i1) -> i1
  // CHECK-NEXT: 0
  vector.print %x67 : i1
  %x68 = arith.constant true
  %x69 = "vector.multi_reduction"(%x27, %x68) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi1>, i1) -> i1
  // CHECK-NEXT: 0
  vector.print %x69 : i1
  %x70 = arith.constant dense<[[false, false, true, true, true, false, true, false, false, true, false, true, true, true, false, true, true], [false, false, true, false, true, false, true, true, false, false, false, false, false, false, true, false, false], [false, true, true, false, false, true, true, false, true, true, false, true, true, false, false, true, false], [false, true, false, true, true, true, true, false, false, true, false, false, true, false, false, false, true]]> : vector<4x17xi1>
  %x71 = arith.constant dense<[true, false, true, false, true, false, false, false, true, true, false, false, true, false, true, false, true]> : vector<17xi1>
  %x72 = "vector.multi_reduction"(%x70, %x71) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0>}> : (vector<4x17xi1>, vector<17xi1>) -> vector<17xi1>
  // CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1 )
  vector.print %x72 : vector<17xi1>
  %x73 = arith.constant dense<[false, false, true, false, false, true, false, true, true, false, false, false, false, false, true, false, false]> : vector<17xi1>
  %x74 = "vector.multi_reduction"(%x70, %x73) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0>}> : (vector<4x17xi1>, vector<17xi1>) -> vector<17xi1>
  // CHECK-NEXT: ( 0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0 )
  vector.print %x74 : vector<17xi1>
  %x75 = arith.constant dense<[true, false, false, true, true, true, false, false, true, false, false, false, true, true, true, false, true]> : vector<17xi1>
  %x76 = "vector.multi_reduction"(%x70, %x75) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<4x17xi1>, vector<17xi1>) -> vector<17xi1>
  // CHECK-NEXT: ( 1, 0, 1, 1, 0, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1 )
  vector.print %x76 : vector<17xi1>
  %x77 = arith.constant dense<[false, true, true, true]> : vector<4xi1>
  %x78 = "vector.multi_reduction"(%x70, %x77) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 1>}> : (vector<4x17xi1>, vector<4xi1>) -> vector<4xi1>
  // CHECK-NEXT: ( 1, 1, 1, 1 )
  vector.print %x78 : vector<4xi1>
  %x79 = arith.constant dense<[true, true, false, false]> : vector<4xi1>
  %x80 = "vector.multi_reduction"(%x70, %x79) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 1>}> : (vector<4x17xi1>, vector<4xi1>) -> vector<4xi1>
  // CHECK-NEXT: ( 0, 0, 0, 0 )
  vector.print %x80 : vector<4xi1>
  %x81 = arith.constant dense<[false, false, true, true]> : vector<4xi1>
  %x82 = "vector.multi_reduction"(%x70, %x81) <{kind = #vector.kind<and>, reduction_dims = array<i64: 1>}> : (vector<4x17xi1>, vector<4xi1>) -> vector<4xi1>
  // CHECK-NEXT: ( 0, 0, 0, 0 )
  vector.print %x82 : vector<4xi1>
  %x83 = arith.constant false
  %x84 = "vector.multi_reduction"(%x70, %x83) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi1>, i1) -> i1
  // CHECK-NEXT: 0
  vector.print %x84 : i1
  %x85 = arith.constant false
  %x86 = "vector.multi_reduction"(%x70, %x85) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi1>, i1) -> i1
  // CHECK-NEXT: 0
  vector.print %x86 : i1
  %x87 = arith.constant false
  %x88 = "vector.multi_reduction"(%x70, %x87) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi1>, i1) -> i1
  // CHECK-NEXT: 1
  vector.print %x88 : i1
  %x89 = arith.constant dense<[42, 9, 59, -10, 11, 50, 77]> : vector<7xi8>
  %x90 = arith.constant -17 : i8
  %x91 = "vector.multi_reduction"(%x89, %x90) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0>}> : (vector<7xi8>, i8) -> i8
  // CHECK-NEXT: 117
  vector.print %x91 : i8
  %x92 = arith.constant 106 : i8
  %x93 = "vector.multi_reduction"(%x89, %x92) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<7xi8>, i8) -> i8
  // CHECK-NEXT: 88
  vector.print %x93 : i8
  %x94 = arith.constant -15 : i8
  %x95 = "vector.multi_reduction"(%x89, %x94) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<7xi8>, i8) -> i8
  // CHECK-NEXT: -104
  vector.print %x95 : i8
  %x96 = arith.constant dense<[[-124, -10, -49, 28, -14], [-29, -19, -36, 44, -30], [-25, -16, -14, 50, -3]]> : vector<3x5xi8>
  %x97 = arith.constant dense<[-46, -37, -19, 51, -18]> : vector<5xi8>
  %x98 = "vector.multi_reduction"(%x96, %x97) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0>}> : (vector<3x5xi8>, vector<5xi8>) -> vector<5xi8>
  // CHECK-NEXT: ( -128, -64, -64, 0, -32 )
  vector.print %x98 : vector<5xi8>
  %x99 = arith.constant dense<[10, -42, -20, 28, -21]> : vector<5xi8>
  %x100 = "vector.multi_reduction"(%x96, %x99) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0>}> : (vector<3x5xi8>, vector<5xi8>) -> vector<5xi8>
  // CHECK-NEXT: ( -17, -1, -1, 62, -1 )
  vector.print %x100 : vector<5xi8>
  %x101 = arith.constant dense<[-79, -110, -50, -35, -10]> : vector<5xi8>
  %x102 = "vector.multi_reduction"(%x96, %x101) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0>}> : (vector<3x5xi8>, vector<5xi8>) -> vector<5xi8>
  // CHECK-NEXT: ( 49, 121, 47, -33, 27 )
  vector.print %x102 : vector<5xi8>
  %x103 = arith.constant dense<[28, -128, 73]> : vector<3xi8>
  %x104 = "vector.multi_reduction"(%x96, %x103) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 1>}> : (vector<3x5xi8>, vector<3xi8>) -> vector<3xi8>
  // CHECK-NEXT: ( -124, -128, -25 )
  vector.print %x104 : vector<3xi8>
  %x105 = arith.constant dense<[-10, 23, -31]> : vector<3xi8>
  %x106 = "vector.multi_reduction"(%x96, %x105) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 1>}> : (vector<3x5xi8>, vector<3xi8>) -> vector<3xi8>
  // CHECK-NEXT: ( -10, -19, -3 )
  vector.print %x106 : vector<3xi8>
  %x107 = arith.constant dense<[-126, -39, -24]> : vector<3xi8>
  %x108 = "vector.multi_reduction"(%x96, %x107) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 1>}> : (vector<3x5xi8>, vector<3xi8>) -> vector<3xi8>
  // CHECK-NEXT: ( 28, 44, 50 )
  vector.print %x108 : vector<3xi8>
  %x109 = arith.constant -14 : i8
  %x110 = "vector.multi_reduction"(%x96, %x109) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi8>, i8) -> i8
  // CHECK-NEXT: -5
  vector.print %x110 : i8
  %x111 = arith.constant 47 : i8
  %x112 = "vector.multi_reduction"(%x96, %x111) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi8>, i8) -> i8
  // CHECK-NEXT: 0
  vector.print %x112 : i8
  %x113 = arith.constant 27 : i8
  %x114 = "vector.multi_reduction"(%x96, %x113) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi8>, i8) -> i8
  // CHECK-NEXT: 27
  vector.print %x114 : i8
  %x115 = arith.constant dense<[[[28, -33, -80, 22], [-12, -47, 14, 26], [-26, 44, -36, 19]], [[-46, 1, 52, 38], [-11, 98, 117, -52], [35, 48, 4, -39]]]> : vector<2x3x4xi8>
  %x116 = arith.constant dense<[[-45, 40, -12, 12], [111, 12, -20, -32], [100, 19, -49, -36]]> : vector<3x4xi8>
  %x117 = "vector.multi_reduction"(%x115, %x116) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi8>, vector<3x4xi8>) -> vector<3x4xi8>
  // CHECK-NEXT: ( ( -33, -1, -12, 62 ), ( -1, -1, -1, -2 ), ( -25, 63, -33, -33 ) )
  vector.print %x117 : vector<3x4xi8>
  %x118 = arith.constant dense<[[4, -118, 95, 41], [124, -44, 13, 1], [-12, -94, -9, 3]]> : vector<3x4xi8>
  %x119 = "vector.multi_reduction"(%x115, %x118) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi8>, vector<3x4xi8>) -> vector<3x4xi8>
  // CHECK-NEXT: ( ( -54, 84, -37, 25 ), ( 125, 103, 118, -41 ), ( 49, -66, 47, -55 ) )
  vector.print %x119 : vector<3x4xi8>
  %x120 = arith.constant dense<[[-4, -10, 33, -8], [-1, 117, -35, -32], [6, -15, -9, 89]]> : vector<3x4xi8>
  %x121 = "vector.multi_reduction"(%x115, %x120) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi8>, vector<3x4xi8>) -> vector<3x4xi8>
  // CHECK-NEXT: ( ( -22, -42, 5, 52 ), ( -24, -88, 96, -58 ), ( 15, 77, -41, 69 ) )
  vector.print %x121 : vector<3x4xi8>
  %x122 = arith.constant dense<[[-70, 17, -125, -11], [-52, 27, 95, -125]]> : vector<2x4xi8>
  %x123 = "vector.multi_reduction"(%x115, %x122) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi8>, vector<2x4xi8>) -> vector<2x4xi8>
  // CHECK-NEXT: ( ( -12, -33, -36, -11 ), ( -11, 98, 117, -39 ) )
  vector.print %x123 : vector<2x4xi8>
  %x124 = arith.constant dense<[[30, -38, -19, -7], [-30, 16, -32, 79]]> : vector<2x4xi8>
  %x125 = "vector.multi_reduction"(%x115, %x124) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi8>, vector<2x4xi8>) -> vector<2x4xi8>
  // CHECK-NEXT: ( ( 30, 44, 14, 26 ), ( 35, 98, 117, 79 ) )
  vector.print %x125 : vector<2x4xi8>
  %x126 = arith.constant dense<[[111, -9, 13, 121], [-93, 21, -45, 35]]> : vector<2x4xi8>
  %x127 = "vector.multi_reduction"(%x115, %x126) <{kind = #vector.kind<and>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi8>, vector<2x4xi8>) -> vector<2x4xi8>
  // CHECK-NEXT: ( ( 4, 0, 0, 16 ), ( 0, 0, 0, 0 ) )
  vector.print %x127 : vector<2x4xi8>
  %x128 = arith.constant dense<[[-21, -24, -96], [-14, 32, -45]]> : vector<2x3xi8>
  %x129 = "vector.multi_reduction"(%x115, %x128) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi8>, vector<2x3xi8>) -> vector<2x3xi8>
  // CHECK-NEXT: ( ( -128, -128, 0 ), ( -32, 0, -64 ) )
  vector.print %x129 : vector<2x3xi8>
  %x130 = arith.constant dense<[[-70, -92, -9], [15, -109, -3]]> : vector<2x3xi8>
  %x131 = "vector.multi_reduction"(%x115, %x130) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi8>, vector<2x3xi8>) -> vector<2x3xi8>
  // CHECK-NEXT: ( ( 22, 14, 19 ), ( 1, 98, 4 ) )
  vector.print %x131 : vector<2x3xi8>
  %x132 = arith.constant dense<[[67, 8, 2], [-113, -45, 90]]> : vector<2x3xi8>
  %x133 = "vector.multi_reduction"(%x115, %x132) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi8>, vector<2x3xi8>) -> vector<2x3xi8>
  // CHECK-NEXT: ( ( -80, -47, -36 ), ( -113, -52, -39 ) )
  vector.print %x133 : vector<2x3xi8>
  %x134 = arith.constant dense<[-70, -26, 0, -2]> : vector<4xi8>
  %x135 = "vector.multi_reduction"(%x115, %x134) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi8>, vector<4xi8>) -> vector<4xi8>
  // CHECK-NEXT: ( -1, -1, -1, -1 )
  vector.print %x135 : vector<4xi8>
  %x136 = arith.constant dense<[-48, 14, 13, -105]> : vector<4xi8>
  %x137 = "vector.multi_reduction"(%x115, %x136) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi8>, vector<4xi8>) -> vector<4xi8>
  // CHECK-NEXT: ( -38, 127, 42, -69 )
  vector.print %x137 : vector<4xi8>
  %x138 = arith.constant dense<[-9, 126, -83, 40]> : vector<4xi8>
  %x139 = "vector.multi_reduction"(%x115, %x138) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi8>, vector<4xi8>) -> vector<4xi8>
  // CHECK-NEXT: ( -41, -19, -12, 54 )
  vector.print %x139 : vector<4xi8>
  %x140 = arith.constant dense<[-44, 73, -16]> : vector<3xi8>
  %x141 = "vector.multi_reduction"(%x115, %x140) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi8>, vector<3xi8>) -> vector<3xi8>
  // CHECK-NEXT: ( -33, -11, -16 )
  vector.print %x141 : vector<3xi8>
  %x142 = arith.constant dense<[-37, -118, 39]> : vector<3xi8>
  %x143 = "vector.multi_reduction"(%x115, %x142) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi8>, vector<3xi8>) -> vector<3xi8>
  // CHECK-NEXT: ( 52, 117, 48 )
  vector.print %x143 : vector<3xi8>
  %x144 = arith.constant dense<[55, 37, -34]> : vector<3xi8>
  %x145 = "vector.multi_reduction"(%x115, %x144) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi8>, vector<3xi8>) -> vector<3xi8>
  // CHECK-NEXT: ( 0, 0, 0 )
  vector.print %x145 : vector<3xi8>
  %x146 = arith.constant dense<[-24, 40]> : vector<2xi8>
  %x147 = "vector.multi_reduction"(%x115, %x146) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi8>, vector<2xi8>) -> vector<2xi8>
  // CHECK-NEXT: ( 0, 0 )
  vector.print %x147 : vector<2xi8>
  %x148 = arith.constant dense<[119, 75]> : vector<2xi8>
  %x149 = "vector.multi_reduction"(%x115, %x148) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi8>, vector<2xi8>) -> vector<2xi8>
  // CHECK-NEXT: ( 14, 1 )
  vector.print %x149 : vector<2xi8>
  %x150 = arith.constant dense<[7, -111]> : vector<2xi8>
  %x151 = "vector.multi_reduction"(%x115, %x150) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi8>, vector<2xi8>) -> vector<2xi8>
  // CHECK-NEXT: ( -80, -111 )
  vector.print %x151 : vector<2xi8>
  %x152 = arith.constant 74 : i8
  %x153 = "vector.multi_reduction"(%x115, %x152) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi8>, i8) -> i8
  // CHECK-NEXT: -1
  vector.print %x153 : i8
  %x154 = arith.constant -7 : i8
  %x155 = "vector.multi_reduction"(%x115, %x154) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi8>, i8) -> i8
  // CHECK-NEXT: -119
  vector.print %x155 : i8
  %x156 = arith.constant 50 : i8
  %x157 = "vector.multi_reduction"(%x115, %x156) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi8>, i8) -> i8
  // CHECK-NEXT: -42
  vector.print %x157 : i8
  %x158 = arith.constant dense<[[-75, -74, 126, 113, -9, 17, 13, -6, 30, -1, 7, 35, -16, 25, 94, -12, 120], [33, -57, 30, -112, -109, 55, 117, -12, 115, -35, -26, 39, 45, -1, -41, 36, 127], [48, -19, -85, -111, 25, 28, 25, -25, -128, 3, 13, -89, -28, -117, -70, -7, -7], [-6, 47, 35, 58, 25, -26, 70, 11, -24, -48, 68, -28, 33, 57, -27, -1, -44]]> : vector<4x17xi8>
  %x159 = arith.constant dense<[-18, 6, -64, 57, -43, 34, 9, -17, 40, 9, -12, -126, 43, 107, -88, 35, 4]> : vector<17xi8>
  %x160 = "vector.multi_reduction"(%x158, %x159) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0>}> : (vector<4x17xi8>, vector<17xi8>) -> vector<17xi8>
  // CHECK-NEXT: ( 48, 47, 126, 113, 25, 55, 117, 11, 115, 9, 68, 39, 45, 107, 94, 36, 127 )
  vector.print %x160 : vector<17xi8>
  %x161 = arith.constant dense<[57, 60, -77, -63, -32, -43, 29, 5, 31, 17, 6, 30, -24, -1, -45, 87, -59]> : vector<17xi8>
  %x162 = "vector.multi_reduction"(%x158, %x161) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0>}> : (vector<4x17xi8>, vector<17xi8>) -> vector<17xi8>
  // CHECK-NEXT: ( 32, 4, 2, 0, 0, 0, 0, 0, 0, 0, 4, 0, 32, 9, 0, 0, 64 )
  vector.print %x162 : vector<17xi8>
  %x163 = arith.constant dense<[38, 14, 35, 37, 21, -47, 98, 41, -6, -124, -30, 50, -52, -19, -37, 123, 41]> : vector<17xi8>
  %x164 = "vector.multi_reduction"(%x158, %x163) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0>}> : (vector<4x17xi8>, vector<17xi8>) -> vector<17xi8>
  // CHECK-NEXT: ( -1, -1, -1, -1, -1, -1, 127, -1, -1, -1, -17, -9, -3, -1, -1, -1, -1 )
  vector.print %x164 : vector<17xi8>
  %x165 = arith.constant dense<[2, -28, -50, 40]> : vector<4xi8>
  %x166 = "vector.multi_reduction"(%x158, %x165) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 1>}> : (vector<4x17xi8>, vector<4xi8>) -> vector<4xi8>
  // CHECK-NEXT: ( 2, 30, 3, 11 )
  vector.print %x166 : vector<4xi8>
  %x167 = arith.constant dense<[98, 40, 104, 33]> : vector<4xi8>
  %x168 = "vector.multi_reduction"(%x158, %x167) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 1>}> : (vector<4x17xi8>, vector<4xi8>) -> vector<4xi8>
  // CHECK-NEXT: ( -75, -112, -128, -48 )
  vector.print %x168 : vector<4xi8>
  %x169 = arith.constant dense<[-17, 54, 8, 42]> : vector<4xi8>
  %x170 = "vector.multi_reduction"(%x158, %x169) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 1>}> : (vector<4x17xi8>, vector<4xi8>) -> vector<4xi8>
  // CHECK-NEXT: ( -1, -1, -7, -1 )
  vector.print %x170 : vector<4xi8>
  %x171 = arith.constant -32 : i8
  %x172 = "vector.multi_reduction"(%x158, %x171) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi8>, i8) -> i8
  // CHECK-NEXT: -81
  vector.print %x172 : i8
  %x173 = arith.constant 5 : i8
  %x174 = "vector.multi_reduction"(%x158, %x173) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi8>, i8) -> i8
  // CHECK-NEXT: -4
  vector.print %x174 : i8
  %x175 = arith.constant 9 : i8
  %x176 = "vector.multi_reduction"(%x158, %x175) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi8>, i8) -> i8
  // CHECK-NEXT: 0
  vector.print %x176 : i8
  %x177 = arith.constant dense<[29424, -23707, 7564, -19, 50, 3040, -23513]> : vector<7xi16>
  %x178 = arith.constant 30 : i16
  %x179 = "vector.multi_reduction"(%x177, %x178) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0>}> : (vector<7xi16>, i16) -> i16
  // CHECK-NEXT: 0
  vector.print %x179 : i16
  %x180 = arith.constant -21698 : i16
  %x181 = "vector.multi_reduction"(%x177, %x180) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0>}> : (vector<7xi16>, i16) -> i16
  // CHECK-NEXT: -1
  vector.print %x181 : i16
  %x182 = arith.constant 11094 : i16
  %x183 = "vector.multi_reduction"(%x177, %x182) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0>}> : (vector<7xi16>, i16) -> i16
  // CHECK-NEXT: -18601
  vector.print %x183 : i16
  %x184 = arith.constant dense<[[0, -6, -25, 23786, 2021], [14472, -26071, 18070, -31123, -10], [-7, -7, 7278, -5137, 36]]> : vector<3x5xi16>
  %x185 = arith.constant dense<[6645, 34, -15, 4, 28739]> : vector<5xi16>
  %x186 = "vector.multi_reduction"(%x184, %x185) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0>}> : (vector<3x5xi16>, vector<5xi16>) -> vector<5xi16>
  // CHECK-NEXT: ( -7, -6, -15, -5137, -10 )
  vector.print %x186 : vector<5xi16>
  %x187 = arith.constant dense<[15528, -10486, -11, -47, -40]> : vector<5xi16>
  %x188 = "vector.multi_reduction"(%x184, %x187) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0>}> : (vector<3x5xi16>, vector<5xi16>) -> vector<5xi16>
  // CHECK-NEXT: ( 15528, -6, 18070, 23786, 2021 )
  vector.print %x188 : vector<5xi16>
  %x189 = arith.constant dense<[24313, 3863, 0, -15, 17128]> : vector<5xi16>
  %x190 = "vector.multi_reduction"(%x184, %x189) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0>}> : (vector<3x5xi16>, vector<5xi16>) -> vector<5xi16>
  // CHECK-NEXT: ( 0, 2560, 0, 96, 32 )
  vector.print %x190 : vector<5xi16>
  %x191 = arith.constant dense<[45, -32, -14647]> : vector<3xi16>
  %x192 = "vector.multi_reduction"(%x184, %x191) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 1>}> : (vector<3x5xi16>, vector<3xi16>) -> vector<3xi16>
  // CHECK-NEXT: ( 0, 19456, 17608 )
  vector.print %x192 : vector<3xi16>
  %x193 = arith.constant dense<[-1, 6, -16268]> : vector<3xi16>
  %x194 = "vector.multi_reduction"(%x184, %x193) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 1>}> : (vector<3x5xi16>, vector<3xi16>) -> vector<3xi16>
  // CHECK-NEXT: ( 0, 6, 36 )
  vector.print %x194 : vector<3xi16>
  %x195 = arith.constant dense<[-6785, 40, 31640]> : vector<3xi16>
  %x196 = "vector.multi_reduction"(%x184, %x195) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 1>}> : (vector<3x5xi16>, vector<3xi16>) -> vector<3xi16>
  // CHECK-NEXT: ( -6785, -31123, -5137 )
  vector.print %x196 : vector<3xi16>
  %x197 = arith.constant 14 : i16
  %x198 = "vector.multi_reduction"(%x184, %x197) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi16>, i16) -> i16
  // CHECK-NEXT: -1
  vector.print %x198 : i16
  %x199 = arith.constant -14207 : i16
  %x200 = "vector.multi_reduction"(%x184, %x199) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi16>, i16) -> i16
  // CHECK-NEXT: -1638
  vector.print %x200 : i16
  %x201 = arith.constant -4059 : i16
  %x202 = "vector.multi_reduction"(%x184, %x201) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi16>, i16) -> i16
  // CHECK-NEXT: -782
  vector.print %x202 : i16
  %x203 = arith.constant dense<[[[18, -8895, 12, 2474], [12, 50, 42, 31531], [-24, -25, 1, -6]], [[-11365, 39, 3, 8], [2, -32, 31, 24175], [-9088, 32, 3887, 7536]]]> : vector<2x3x4xi16>
  %x204 = arith.constant dense<[[24, 13259, -8, 12499], [-13, -45, -9805, 46], [-48, 1067, -12, 4]]> : vector<3x4xi16>
  %x205 = "vector.multi_reduction"(%x203, %x204) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi16>, vector<3x4xi16>) -> vector<3x4xi16>
  // CHECK-NEXT: ( ( 24, 13259, 12, 12499 ), ( 12, 50, 42, 31531 ), ( -24, 1067, 3887, 7536 ) )
  vector.print %x205 : vector<3x4xi16>
  %x206 = arith.constant dense<[[29, -12, 13673, -5], [-12273, -6879, 9896, 21171], [1296, -7441, -23, -28543]]> : vector<3x4xi16>
  %x207 = "vector.multi_reduction"(%x203, %x206) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi16>, vector<3x4xi16>) -> vector<3x4xi16>
  // CHECK-NEXT: ( ( 16, 0, 0, 8 ), ( 0, 32, 8, 21027 ), ( 1024, 32, 1, 4096 ) )
  vector.print %x207 : vector<3x4xi16>
  %x208 = arith.constant dense<[[29385, 27112, 3337, 5936], [-7051, 31762, -49, 27567], [-38, -36, -7912, -14620]]> : vector<3x4xi16>
  %x209 = "vector.multi_reduction"(%x203, %x208) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi16>, vector<3x4xi16>) -> vector<3x4xi16>
  // CHECK-NEXT: ( ( -3109, -529, 3343, 8122 ), ( -7041, -14, -1, 32751 ), ( -6, -1, -4289, -2 ) )
  vector.print %x209 : vector<3x4xi16>
  %x210 = arith.constant dense<[[1, -4, 18786, -27298], [-7164, 15903, 42, 19]]> : vector<2x4xi16>
  %x211 = "vector.multi_reduction"(%x203, %x210) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi16>, vector<2x4xi16>) -> vector<2x4xi16>
  // CHECK-NEXT: ( ( 1, 50, 1, 2474 ), ( 2, 32, 3, 8 ) )
  vector.print %x211 : vector<2x4xi16>
  %x212 = arith.constant dense<[[-6868, -26176, -1621, -36], [-11060, -22298, -16426, 23]]> : vector<2x4xi16>
  %x213 = "vector.multi_reduction"(%x203, %x212) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi16>, vector<2x4xi16>) -> vector<2x4xi16>
  // CHECK-NEXT: ( ( -6868, -26176, -1621, -36 ), ( -11365, -22298, -16426, 8 ) )
  vector.print %x213 : vector<2x4xi16>
  %x214 = arith.constant dense<[[24, -1702, 28, 8], [-23884, -24946, 1, 5563]]> : vector<2x4xi16>
  %x215 = "vector.multi_reduction"(%x203, %x214) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi16>, vector<2x4xi16>) -> vector<2x4xi16>
  // CHECK-NEXT: ( ( -24, -25, 42, -6 ), ( -9088, -32, 3887, 24175 ) )
  vector.print %x215 : vector<2x4xi16>
  %x216 = arith.constant dense<[[114, 37, -18268], [-36, 29, -29361]]> : vector<2x3xi16>
  %x217 = "vector.multi_reduction"(%x203, %x216) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi16>, vector<2x3xi16>) -> vector<2x3xi16>
  // CHECK-NEXT: ( ( -11129, 31514, 18256 ), ( 11371, -24177, 17328 ) )
  vector.print %x217 : vector<2x3xi16>
  %x218 = arith.constant dense<[[1815, 655, 26544], [17, 4446, 27912]]> : vector<2x3xi16>
  %x219 = "vector.multi_reduction"(%x203, %x218) <{kind = #vector.kind<add>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi16>, vector<2x3xi16>) -> vector<2x3xi16>
  // CHECK-NEXT: ( ( -4576, 32290, 26490 ), ( -11298, 28622, 30279 ) )
  vector.print %x219 : vector<2x3xi16>
  %x220 = arith.constant dense<[[39, 22, -9022], [887, 49, 19]]> : vector<2x3xi16>
  %x221 = "vector.multi_reduction"(%x203, %x220) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi16>, vector<2x3xi16>) -> vector<2x3xi16>
  // CHECK-NEXT: ( ( 22032, -24096, -26656 ), ( 24456, -10304, 0 ) )
  vector.print %x221 : vector<2x3xi16>
  %x222 = arith.constant dense<[-23751, 39, 3, -13]> : vector<4xi16>
  %x223 = "vector.multi_reduction"(%x203, %x222) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi16>, vector<4xi16>) -> vector<4xi16>
  // CHECK-NEXT: ( 18, 50, 3887, 31531 )
  vector.print %x223 : vector<4xi16>
  %x224 = arith.constant dense<[32, 12472, 50, -7232]> : vector<4xi16>
  %x225 = "vector.multi_reduction"(%x203, %x224) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi16>, vector<4xi16>) -> vector<4xi16>
  // CHECK-NEXT: ( 0, 0, 0, 0 )
  vector.print %x225 : vector<4xi16>
  %x226 = arith.constant dense<[-4, 34, 11935, -25298]> : vector<4xi16>
  %x227 = "vector.multi_reduction"(%x203, %x226) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi16>, vector<4xi16>) -> vector<4xi16>
  // CHECK-NEXT: ( -1, -9, 12223, -1 )
  vector.print %x227 : vector<4xi16>
  %x228 = arith.constant dense<[-40, -3, -10914]> : vector<3xi16>
  %x229 = "vector.multi_reduction"(%x203, %x228) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi16>, vector<3xi16>) -> vector<3xi16>
  // CHECK-NEXT: ( 3, 2, 1 )
  vector.print %x229 : vector<3xi16>
  %x230 = arith.constant dense<[7, -28686, -23444]> : vector<3xi16>
  %x231 = "vector.multi_reduction"(%x203, %x230) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi16>, vector<3xi16>) -> vector<3xi16>
  // CHECK-NEXT: ( -11365, -28686, -23444 )
  vector.print %x231 : vector<3xi16>
  %x232 = arith.constant dense<[20, 18, 41]> : vector<3xi16>
  %x233 = "vector.multi_reduction"(%x203, %x232) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi16>, vector<3xi16>) -> vector<3xi16>
  // CHECK-NEXT: ( -8895, -32, -6 )
  vector.print %x233 : vector<3xi16>
  %x234 = arith.constant dense<[-12, 13]> : vector<2xi16>
  %x235 = "vector.multi_reduction"(%x203, %x234) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi16>, vector<2xi16>) -> vector<2xi16>
  // CHECK-NEXT: ( -20534, -17193 )
  vector.print %x235 : vector<2xi16>
  %x236 = arith.constant dense<[23665, 17724]> : vector<2xi16>
  %x237 = "vector.multi_reduction"(%x203, %x236) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi16>, vector<2xi16>) -> vector<2xi16>
  // CHECK-NEXT: ( -16681, -32584 )
  vector.print %x237 : vector<2xi16>
  %x238 = arith.constant dense<[39, -29]> : vector<2xi16>
  %x239 = "vector.multi_reduction"(%x203, %x238) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi16>, vector<2xi16>) -> vector<2xi16>
  // CHECK-NEXT: ( 12288, 0 )
  vector.print %x239 : vector<2xi16>
  %x240 = arith.constant -7751 : i16
  %x241 = "vector.multi_reduction"(%x203, %x240) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi16>, i16) -> i16
  // CHECK-NEXT: 31531
  vector.print %x241 : i16
  %x242 = arith.constant 16 : i16
  %x243 = "vector.multi_reduction"(%x203, %x242) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi16>, i16) -> i16
  // CHECK-NEXT: 0
  vector.print %x243 : i16
  %x244 = arith.constant -12 : i16
  %x245 = "vector.multi_reduction"(%x203, %x244) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi16>, i16) -> i16
  // CHECK-NEXT: -1
  vector.print %x245 : i16
  %x246 = arith.constant dense<[[-16928, -46, -30548, -23407, 19, -43, 17, 36, 29, 13930, -10, -598, -6513, -11520, -31969, 10, -8539], [-9, -17542, -27789, 28229, -14409, -22, 46, 29319, -44, 49, -48, -37, -34, -12437, -18, -31011, -50], [27104, -19, 11462, -9138, 41, 21, -29, 5647, 25314, 1, 20, -20, 30322, -49, -18855, 28331, 31], [9721, 43, -39, 7, -17995, 0, -21021, 14, -15118, 7908, 12917, 10461, -5821, -30101, -21873, -49, -16780]]> : vector<4x17xi16>
  %x247 = arith.constant dense<[-9633, -49, 21, 17306, -20946, 42, 30, -1, -9652, 25, 28, -49, 29, -37, -12, 24, 29341]> : vector<17xi16>
  %x248 = "vector.multi_reduction"(%x246, %x247) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0>}> : (vector<4x17xi16>, vector<17xi16>) -> vector<17xi16>
  // CHECK-NEXT: ( -16928, -17542, -30548, -23407, -20946, -43, -21021, -1, -15118, 1, -48, -598, -6513, -30101, -31969, -31011, -16780 )
  vector.print %x248 : vector<17xi16>
  %x249 = arith.constant dense<[39, 5739, 26894, 1, -8, 14, 22, -49, 13245, -39, 30203, 29130, -17, -46, -3, -6, 17247]> : vector<17xi16>
  %x250 = "vector.multi_reduction"(%x246, %x249) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0>}> : (vector<4x17xi16>, vector<17xi16>) -> vector<17xi16>
  // CHECK-NEXT: ( -9, -19, -39, -9138, -8, -22, -29, -49, -44, -39, -10, -20, -17, -46, -3, -6, -50 )
  vector.print %x250 : vector<17xi16>
  %x251 = arith.constant dense<[-48, 10802, 28310, 21, 11957, -5, 6132, -23914, -14065, -21530, -6367, -11037, -20, -18805, -12629, 1805, 32]> : vector<17xi16>
  %x252 = "vector.multi_reduction"(%x246, %x251) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0>}> : (vector<4x17xi16>, vector<17xi16>) -> vector<17xi16>
  // CHECK-NEXT: ( 27104, 10802, 28310, 28229, 11957, 21, 6132, 29319, 25314, 13930, 12917, 10461, 30322, -49, -18, 28331, 32 )
  vector.print %x252 : vector<17xi16>
  %x253 = arith.constant dense<[43, -22070, 26343, -19]> : vector<4xi16>
  %x254 = "vector.multi_reduction"(%x246, %x253) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x17xi16>, vector<4xi16>) -> vector<4xi16>
  // CHECK-NEXT: ( 15035, -2341, -4545, -22209 )
  vector.print %x254 : vector<4xi16>
  %x255 = arith.constant dense<[-2008, 49, -7885, -19]> : vector<4xi16>
  %x256 = "vector.multi_reduction"(%x246, %x255) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 1>}> : (vector<4x17xi16>, vector<4xi16>) -> vector<4xi16>
  // CHECK-NEXT: ( 0, 20480, 8192, 0 )
  vector.print %x256 : vector<4xi16>
  %x257 = arith.constant dense<[-218, 2195, -16876, 25358]> : vector<4xi16>
  %x258 = "vector.multi_reduction"(%x246, %x257) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 1>}> : (vector<4x17xi16>, vector<4xi16>) -> vector<4xi16>
  // CHECK-NEXT: ( 10, 46, 1, 0 )
  vector.print %x258 : vector<4xi16>
  %x259 = arith.constant 31 : i16
  %x260 = "vector.multi_reduction"(%x246, %x259) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi16>, i16) -> i16
  // CHECK-NEXT: 0
  vector.print %x260 : i16
  %x261 = arith.constant 27 : i16
  %x262 = "vector.multi_reduction"(%x246, %x261) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi16>, i16) -> i16
  // CHECK-NEXT: -1
  vector.print %x262 : i16
  %x263 = arith.constant 1307 : i16
  %x264 = "vector.multi_reduction"(%x246, %x263) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi16>, i16) -> i16
  // CHECK-NEXT: -18446
  vector.print %x264 : i16
  %x265 = arith.constant dense<[-41, 15, -353063481, -41, 29, 145015078, -29]> : vector<7xi32>
  %x266 = arith.constant -12 : i32
  %x267 = "vector.multi_reduction"(%x265, %x266) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0>}> : (vector<7xi32>, i32) -> i32
  // CHECK-NEXT: -12
  vector.print %x267 : i32
  %x268 = arith.constant 9 : i32
  %x269 = "vector.multi_reduction"(%x265, %x268) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0>}> : (vector<7xi32>, i32) -> i32
  // CHECK-NEXT: 145015078
  vector.print %x269 : i32
  %x270 = arith.constant -944475667 : i32
  %x271 = "vector.multi_reduction"(%x265, %x270) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0>}> : (vector<7xi32>, i32) -> i32
  // CHECK-NEXT: 0
  vector.print %x271 : i32
  %x272 = arith.constant dense<[[1201437587, -38, 2, 19, -873189041], [-444617382, 1069633725, -46, -928021687, -33], [-18, 29, 71672785, 45, 29]]> : vector<3x5xi32>
  %x273 = arith.constant dense<[600898723, 15, -239152040, 19, 33]> : vector<5xi32>
  %x274 = "vector.multi_reduction"(%x272, %x273) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0>}> : (vector<3x5xi32>, vector<5xi32>) -> vector<5xi32>
  // CHECK-NEXT: ( 600898723, 15, 2, 19, 29 )
  vector.print %x274 : vector<5xi32>
  %x275 = arith.constant dense<[1813267366, -1581571644, 0, -3, -17]> : vector<5xi32>
  %x276 = "vector.multi_reduction"(%x272, %x275) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0>}> : (vector<3x5xi32>, vector<5xi32>) -> vector<5xi32>
  // CHECK-NEXT: ( -444617382, -1581571644, -46, -928021687, -873189041 )
  vector.print %x276 : vector<5xi32>
  %x277 = arith.constant dense<[-32, -17, -24, 520665974, -112801438]> : vector<5xi32>
  %x278 = "vector.multi_reduction"(%x272, %x277) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0>}> : (vector<3x5xi32>, vector<5xi32>) -> vector<5xi32>
  // CHECK-NEXT: ( -18, -17, -24, -928021687, -33 )
  vector.print %x278 : vector<5xi32>
  %x279 = arith.constant dense<[40, -1666689384, -36]> : vector<3xi32>
  %x280 = "vector.multi_reduction"(%x272, %x279) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 1>}> : (vector<3x5xi32>, vector<3xi32>) -> vector<3xi32>
  // CHECK-NEXT: ( 1939322175, -1900468165, 71672782 )
  vector.print %x280 : vector<3xi32>
  %x281 = arith.constant dense<[-358931240, -1317299037, 35]> : vector<3xi32>
  %x282 = "vector.multi_reduction"(%x272, %x281) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<3x5xi32>, vector<3xi32>) -> vector<3xi32>
  // CHECK-NEXT: ( -30682711, -1620304460, 71672905 )
  vector.print %x282 : vector<3xi32>
  %x283 = arith.constant dense<[-17, 375014765, 265592878]> : vector<3xi32>
  %x284 = "vector.multi_reduction"(%x272, %x283) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 1>}> : (vector<3x5xi32>, vector<3xi32>) -> vector<3xi32>
  // CHECK-NEXT: ( -795915820, 2072725932, -299018412 )
  vector.print %x284 : vector<3xi32>
  %x285 = arith.constant 1573737448 : i32
  %x286 = "vector.multi_reduction"(%x272, %x285) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi32>, i32) -> i32
  // CHECK-NEXT: 1573737448
  vector.print %x286 : i32
  %x287 = arith.constant -12 : i32
  %x288 = "vector.multi_reduction"(%x272, %x287) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi32>, i32) -> i32
  // CHECK-NEXT: 0
  vector.print %x288 : i32
  %x289 = arith.constant -1049958049 : i32
  %x290 = "vector.multi_reduction"(%x272, %x289) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi32>, i32) -> i32
  // CHECK-NEXT: -1
  vector.print %x290 : i32
  %x291 = arith.constant dense<[[[741477215, -12, -24, -1], [-700254568, -4, -1029910539, -15], [1990105717, -20, -1910861163, 31]], [[1449104644, -29, 18, 31], [-31, 34, -1113178929, -2096039021], [-26, -35, 25, 614406668]]]> : vector<2x3x4xi32>
  %x292 = arith.constant dense<[[-7, 1864779215, 1337473873, 32], [24, -1431636432, -1396794466, 36], [-37, 2089172209, 28, -22]]> : vector<3x4xi32>
  %x293 = "vector.multi_reduction"(%x291, %x292) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi32>, vector<3x4xi32>) -> vector<3x4xi32>
  // CHECK-NEXT: ( ( -7, -29, -24, -1 ), ( -700254568, -1431636432, -1396794466, -2096039021 ), ( -37, -35, -1910861163, -22 ) )
  vector.print %x293 : vector<3x4xi32>
  %x294 = arith.constant dense<[[39, -1638186006, -1, -41], [14, -1639217951, -1923789769, -42], [-45, 39, -1712622295, -2027486298]]> : vector<3x4xi32>
  %x295 = "vector.multi_reduction"(%x291, %x294) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi32>, vector<3x4xi32>) -> vector<3x4xi32>
  // CHECK-NEXT: ( ( 1449104644, -12, -1, -1 ), ( -31, -4, -1029910539, -15 ), ( -26, -20, -1712622295, -2027486298 ) )
  vector.print %x295 : vector<3x4xi32>
  %x296 = arith.constant dense<[[-26, 1619644471, 35, -3], [-920152014, 38, 4, 947561570], [-9825776, 1439590825, -1971421033, -704745752]]> : vector<3x4xi32>
  %x297 = "vector.multi_reduction"(%x291, %x296) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi32>, vector<3x4xi32>) -> vector<3x4xi32>
  // CHECK-NEXT: ( ( 1449104644, 1619644471, 35, 31 ), ( -31, 38, 4, 947561570 ), ( 1990105717, 1439590825, 25, 614406668 ) )
  vector.print %x297 : vector<3x4xi32>
  %x298 = arith.constant dense<[[14, 30, -1226315416, 34], [-49804707, -24, 19, 454277116]]> : vector<2x4xi32>
  %x299 = "vector.multi_reduction"(%x291, %x298) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi32>, vector<2x4xi32>) -> vector<2x4xi32>
  // CHECK-NEXT: ( ( 2031328378, -6, 127880154, 49 ), ( 1399299880, -54, -1113178867, -1027355206 ) )
  vector.print %x299 : vector<2x4xi32>
  %x300 = arith.constant dense<[[2, -34, -21, -10], [-36, 31, 1016442144, 39]]> : vector<2x4xi32>
  %x301 = "vector.multi_reduction"(%x291, %x300) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi32>, vector<2x4xi32>) -> vector<2x4xi32>
  // CHECK-NEXT: ( ( -301817072, 32640, -1149168328, -4650 ), ( 509477536, 1069810, -2029026880, 145108164 ) )
  vector.print %x301 : vector<2x4xi32>
  %x302 = arith.constant dense<[[38, 818856861, 26, 47], [40, 1606396064, -49, 3]]> : vector<2x4xi32>
  %x303 = "vector.multi_reduction"(%x291, %x302) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi32>, vector<2x4xi32>) -> vector<2x4xi32>
  // CHECK-NEXT: ( ( 38, 818856861, 26, 31 ), ( 40, 34, 18, 3 ) )
  vector.print %x303 : vector<2x4xi32>
  %x304 = arith.constant dense<[[1505803082, -17, 1140656596], [-44, 281625214, 31]]> : vector<2x3xi32>
  %x305 = "vector.multi_reduction"(%x291, %x304) <{kind = #vector.kind<and>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi32>, vector<2x3xi32>) -> vector<2x3xi32>
  // CHECK-NEXT: ( ( 134220608, -1040136576, 4 ), ( 0, 0, 0 ) )
  vector.print %x305 : vector<2x3xi32>
  %x306 = arith.constant dense<[[-162456944, 549270929, -31], [829477428, 2093736119, 1870550606]]> : vector<2x3xi32>
  %x307 = "vector.multi_reduction"(%x291, %x306) <{kind = #vector.kind<or>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi32>, vector<2x3xi32>) -> vector<2x3xi32>
  // CHECK-NEXT: ( ( -1, -3, -1 ), ( -1, -1, -1 ) )
  vector.print %x307 : vector<2x3xi32>
  %x308 = arith.constant dense<[[36, 14, 2025617482], [393034561, -1556754145, 48]]> : vector<2x3xi32>
  %x309 = "vector.multi_reduction"(%x291, %x308) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi32>, vector<2x3xi32>) -> vector<2x3xi32>
  // CHECK-NEXT: ( ( -741477224, 350108014, 2143784793 ), ( -1093840469, 1652353408, 614406686 ) )
  vector.print %x309 : vector<2x3xi32>
  %x310 = arith.constant dense<[2054689621, 9, -30, -1553355743]> : vector<4xi32>
  %x311 = "vector.multi_reduction"(%x291, %x310) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi32>, vector<4xi32>) -> vector<4xi32>
  // CHECK-NEXT: ( -700254568, -35, -1910861163, -2096039021 )
  vector.print %x311 : vector<4xi32>
  %x312 = arith.constant dense<[-1323822359, 6, -781491259, 1509174091]> : vector<4xi32>
  %x313 = "vector.multi_reduction"(%x291, %x312) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi32>, vector<4xi32>) -> vector<4xi32>
  // CHECK-NEXT: ( -26, -4, -24, -1 )
  vector.print %x313 : vector<4xi32>
  %x314 = arith.constant dense<[-822734365, 658112586, -1818397668, -10]> : vector<4xi32>
  %x315 = "vector.multi_reduction"(%x291, %x314) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi32>, vector<4xi32>) -> vector<4xi32>
  // CHECK-NEXT: ( 1990105717, 658112586, 25, 614406668 )
  vector.print %x315 : vector<4xi32>
  %x316 = arith.constant dense<[-2021517182, 1439331488, -1462634283]> : vector<3xi32>
  %x317 = "vector.multi_reduction"(%x291, %x316) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi32>, vector<3xi32>) -> vector<3xi32>
  // CHECK-NEXT: ( 169064660, 794915711, -768983086 )
  vector.print %x317 : vector<3xi32>
  %x318 = arith.constant dense<[-7, -401792994, -1359809407]> : vector<3xi32>
  %x319 = "vector.multi_reduction"(%x291, %x318) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi32>, vector<3xi32>) -> vector<3xi32>
  // CHECK-NEXT: ( -1345551104, -1220583040, 926543648 )
  vector.print %x319 : vector<3xi32>
  %x320 = arith.constant dense<[-7, -16, 1757662765]> : vector<3xi32>
  %x321 = "vector.multi_reduction"(%x291, %x320) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi32>, vector<3xi32>) -> vector<3xi32>
  // CHECK-NEXT: ( 18, 34, 25 )
  vector.print %x321 : vector<3xi32>
  %x322 = arith.constant dense<[-1817049703, 48]> : vector<2xi32>
  %x323 = "vector.multi_reduction"(%x291, %x322) <{kind = #vector.kind<and>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi32>, vector<2xi32>) -> vector<2xi32>
  // CHECK-NEXT: ( 0, 0 )
  vector.print %x323 : vector<2xi32>
  %x324 = arith.constant dense<[19, 16]> : vector<2xi32>
  %x325 = "vector.multi_reduction"(%x291, %x324) <{kind = #vector.kind<or>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi32>, vector<2xi32>) -> vector<2xi32>
  // CHECK-NEXT: ( -1, -1 )
  vector.print %x325 : vector<2xi32>
  %x326 = arith.constant dense<[1659337573, -23]> : vector<2xi32>
  %x327 = "vector.multi_reduction"(%x291, %x326) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi32>, vector<2xi32>) -> vector<2xi32>
  // CHECK-NEXT: ( -1567669846, -1282820174 )
  vector.print %x327 : vector<2xi32>
  %x328 = arith.constant 37 : i32
  %x329 = "vector.multi_reduction"(%x291, %x328) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi32>, i32) -> i32
  // CHECK-NEXT: -2096039021
  vector.print %x329 : i32
  %x330 = arith.constant -26 : i32
  %x331 = "vector.multi_reduction"(%x291, %x330) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi32>, i32) -> i32
  // CHECK-NEXT: -1
  vector.print %x331 : i32
  %x332 = arith.constant -813427321 : i32
  %x333 = "vector.multi_reduction"(%x291, %x332) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi32>, i32) -> i32
  // CHECK-NEXT: 1990105717
  vector.print %x333 : i32
  %x334 = arith.constant dense<[[-12923142, -8, 41, 4, 1676423970, 1258105125, 4, 247272447, 1741641568, 2138504784, 5, -1772344509, 25, -1605893281, -1615581964, 38, -918982226], [44, 1669619734, -869528815, -42, 1158438349, -6194000, 934807249, 1727059029, -1277268552, 15, 14, 1003106145, -13, 1009100925, -20, 766685228, -3], [-804977612, 966942348, 24, 26, -1782319300, 45, -30, 41, 25, -38, 3, -416687465, 487115667, 118436510, 488915663, -359478325, -12], [-2050019108, 50, -24, -1966504164, -1695517082, -2, 1276357071, 19, 14, 30, -1, 239947732, -3, -43, -2103757205, 987993129, 5]]> : vector<4x17xi32>
  %x335 = arith.constant dense<[-9, -23, 36, 38, 1056421556, -563682589, 40, -29, -44, -1674253492, -23223718, 455260702, -942946880, -4, 28, 30, 896464410]> : vector<17xi32>
  %x336 = "vector.multi_reduction"(%x334, %x335) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<4x17xi32>, vector<17xi32>) -> vector<17xi32>
  // CHECK-NEXT: ( 292585856, -1124655232, -1536133376, -697404032, -570106560, 798928864, 2062226112, -514843413, -1672939520, 749302528, 582013484, 259106616, 1913435840, 387210616, -1159007424, 1368888272, 1258210544 )
  vector.print %x336 : vector<17xi32>
  %x337 = arith.constant dense<[-48, -10, 31, 3, 27, -1095677073, -27, -7, -36, 1692700509, 1030397431, 1434247585, -45, -50, 1806588127, -17, 8]> : vector<17xi32>
  %x338 = "vector.multi_reduction"(%x334, %x337) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0>}> : (vector<4x17xi32>, vector<17xi32>) -> vector<17xi32>
  // CHECK-NEXT: ( 44, 50, 24, 3, 27, 45, 4, 19, 14, 15, 3, 239947732, 25, 118436510, 488915663, 38, 5 )
  vector.print %x338 : vector<17xi32>
  %x339 = arith.constant dense<[-1550740212, 4, 469432472, 31, -258276531, -84820409, -1456547965, 2065398008, -2004851630, 1803482774, 356763592, -23, -1173942947, -795009963, -37, -697745054, -5]> : vector<17xi32>
  %x340 = "vector.multi_reduction"(%x334, %x339) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0>}> : (vector<4x17xi32>, vector<17xi32>) -> vector<17xi32>
  // CHECK-NEXT: ( -2050019108, -8, -869528815, -1966504164, -1782319300, -84820409, -1456547965, 19, -2004851630, -38, -1, -1772344509, -1173942947, -1605893281, -2103757205, -697745054, -918982226 )
  vector.print %x340 : vector<17xi32>
  %x341 = arith.constant dense<[-1208537578, -394095894, 1959683128, 774260455]> : vector<4xi32>
  %x342 = "vector.multi_reduction"(%x334, %x341) <{kind = #vector.kind<or>, reduction_dims = array<i64: 1>}> : (vector<4x17xi32>, vector<4xi32>) -> vector<4xi32>
  // CHECK-NEXT: ( -1, -1, -1, -1 )
  vector.print %x342 : vector<4xi32>
  %x343 = arith.constant dense<[151679720, -24, 44, 13]> : vector<4xi32>
  %x344 = "vector.multi_reduction"(%x334, %x343) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 1>}> : (vector<4x17xi32>, vector<4xi32>) -> vector<4xi32>
  // CHECK-NEXT: ( 1447270007, 573652359, -1996228378, -1875936761 )
  vector.print %x344 : vector<4xi32>
  %x345 = arith.constant dense<[-639139430, -4, 19, 1729270306]> : vector<4xi32>
  %x346 = "vector.multi_reduction"(%x334, %x345) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x17xi32>, vector<4xi32>) -> vector<4xi32>
  // CHECK-NEXT: ( 497083451, 1820857987, -1302052411, 712738020 )
  vector.print %x346 : vector<4xi32>
  %x347 = arith.constant 6 : i32
  %x348 = "vector.multi_reduction"(%x334, %x347) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi32>, i32) -> i32
  // CHECK-NEXT: -1
  vector.print %x348 : i32
  %x349 = arith.constant -1596302253 : i32
  %x350 = "vector.multi_reduction"(%x334, %x349) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi32>, i32) -> i32
  // CHECK-NEXT: 2138504784
  vector.print %x350 : i32
  %x351 = arith.constant 22 : i32
  %x352 = "vector.multi_reduction"(%x334, %x351) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi32>, i32) -> i32
  // CHECK-NEXT: 0
  vector.print %x352 : i32
  %x353 = arith.constant dense<[-3998704782235681834, 8565543756368017509, -7190581673842542744, -11, -4417264530759742074, -29, -2]> : vector<7xi64>
  %x354 = arith.constant -7238465178672115948 : i64
  %x355 = "vector.multi_reduction"(%x353, %x354) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0>}> : (vector<7xi64>, i64) -> i64
  // CHECK-NEXT: 8565543756368017509
  vector.print %x355 : i64
  %x356 = arith.constant -50 : i64
  %x357 = "vector.multi_reduction"(%x353, %x356) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0>}> : (vector<7xi64>, i64) -> i64
  // CHECK-NEXT: -7190581673842542744
  vector.print %x357 : i64
  %x358 = arith.constant -4431686151152063285 : i64
  %x359 = "vector.multi_reduction"(%x353, %x358) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0>}> : (vector<7xi64>, i64) -> i64
  // CHECK-NEXT: -2
  vector.print %x359 : i64
  %x360 = arith.constant dense<[[-3716248904351695314, 5506814371622932990, -4693868484236823531, -2510818721312407603, -3], [14, 9068477634555431269, 24, 40, 39], [37, -4, 43, 7401271123019294162, 5983253921918575053]]> : vector<3x5xi64>
  %x361 = arith.constant dense<[-35, -13, -6292359912833310294, 7280066535962419801, 84986091416955804]> : vector<5xi64>
  %x362 = "vector.multi_reduction"(%x360, %x361) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<3x5xi64>, vector<5xi64>) -> vector<5xi64>
  // CHECK-NEXT: ( -3716248904351695298, -3871452067531187374, 7460515676639417858, -6276225136040245216, 6068240013335530893 )
  vector.print %x362 : vector<5xi64>
  %x363 = arith.constant dense<[13, -5102027391603299966, -5686876906018007417, 3991900570559552860, 1]> : vector<5xi64>
  %x364 = "vector.multi_reduction"(%x360, %x363) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<3x5xi64>, vector<5xi64>) -> vector<5xi64>
  // CHECK-NEXT: ( 7011586119545298436, 2201714395189920336, 2759080279795987608, -4319900473168016448, 935565936489680207 )
  vector.print %x364 : vector<5xi64>
  %x365 = arith.constant dense<[27, 1205195646487520605, -20, -6611329173111904, -47]> : vector<5xi64>
  %x366 = "vector.multi_reduction"(%x360, %x365) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0>}> : (vector<3x5xi64>, vector<5xi64>) -> vector<5xi64>
  // CHECK-NEXT: ( 14, 1205195646487520605, 24, 40, 39 )
  vector.print %x366 : vector<5xi64>
  %x367 = arith.constant dense<[-35, -1514887035374501684, -12]> : vector<3xi64>
  %x368 = "vector.multi_reduction"(%x360, %x367) <{kind = #vector.kind<and>, reduction_dims = array<i64: 1>}> : (vector<3x5xi64>, vector<3xi64>) -> vector<3xi64>
  // CHECK-NEXT: ( 865819261745008644, 0, 0 )
  vector.print %x368 : vector<3xi64>
  %x369 = arith.constant dense<[5293681889467369705, 3, -14]> : vector<3xi64>
  %x370 = "vector.multi_reduction"(%x360, %x369) <{kind = #vector.kind<or>, reduction_dims = array<i64: 1>}> : (vector<3x5xi64>, vector<3xi64>) -> vector<3xi64>
  // CHECK-NEXT: ( -1, 9068477634555431295, -1 )
  vector.print %x370 : vector<3xi64>
  %x371 = arith.constant dense<[-2664923768136175969, -8576915777623651983, 33]> : vector<3xi64>
  %x372 = "vector.multi_reduction"(%x360, %x371) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 1>}> : (vector<3x5xi64>, vector<3xi64>) -> vector<3xi64>
  // CHECK-NEXT: ( -4106878327583951510, -783317550853472243, -3872622213702124596 )
  vector.print %x372 : vector<3xi64>
  %x373 = arith.constant -26 : i64
  %x374 = "vector.multi_reduction"(%x360, %x373) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi64>, i64) -> i64
  // CHECK-NEXT: -4693868484236823531
  vector.print %x374 : i64
  %x375 = arith.constant 7307635974520234871 : i64
  %x376 = "vector.multi_reduction"(%x360, %x375) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi64>, i64) -> i64
  // CHECK-NEXT: -3
  vector.print %x376 : i64
  %x377 = arith.constant -33 : i64
  %x378 = "vector.multi_reduction"(%x360, %x377) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xi64>, i64) -> i64
  // CHECK-NEXT: 9068477634555431269
  vector.print %x378 : i64
  %x379 = arith.constant dense<[[[-3620914358028503759, 36, -31, -23], [25, 642602691865203194, 3442667308817052217, -7236592411445995185], [228762922791378224, -22, -1842376396054480645, -6471092347896741312]], [[6, 41, 3663547167923838209, -47], [45, 43, -7200970950209053044, -12], [8027384167755253408, 2882645897646820515, 47, -42]]]> : vector<2x3x4xi64>
  %x380 = arith.constant dense<[[-240433708793743097, -8145940147093717947, -1, 18], [5, 44, -1374964295609864944, 31], [-5805863882135566259, -36, -8346595703512007515, -6976307385518828617]]> : vector<3x4xi64>
  %x381 = "vector.multi_reduction"(%x379, %x380) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi64>, vector<3x4xi64>) -> vector<3x4xi64>
  // CHECK-NEXT: ( ( 8919259366341062666, 3869478948299963860, 2889497763381674783, 19458 ), ( 5625, -1680815855865963608, -5761998691285659968, -1212257703684327116 ), ( -8916366449215191552, -4340714203702552504, -8348630150335707255, 3911025177850704512 ) )
  vector.print %x381 : vector<3x4xi64>
  %x382 = arith.constant dense<[[-11, 679953179634125992, -42, 6614745668087661514], [1771865883150315196, -44, -40, -11], [7, 37, -2310581899698287629, -8284509941380759651]]> : vector<3x4xi64>
  %x383 = "vector.multi_reduction"(%x379, %x382) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi64>, vector<3x4xi64>) -> vector<3x4xi64>
  // CHECK-NEXT: ( ( 6, 36, 3663547167923838209, 6614745668087661514 ), ( 25, 43, 3442667308817052217, -7236592411445995185 ), ( 7, 37, 47, -8284509941380759651 ) )
  vector.print %x383 : vector<3x4xi64>
  %x384 = arith.constant dense<[[-404250776548883967, 4568678246053309259, -26, 3908114953027150573], [1483923188207621151, 7835857951717782647, -2340548439250213703, -5885519194711023857], [206670479468574529, 22, -8010508830430113674, 28]]> : vector<3x4xi64>
  %x385 = "vector.multi_reduction"(%x379, %x384) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xi64>, vector<3x4xi64>) -> vector<3x4xi64>
  // CHECK-NEXT: ( ( -3620914358028503759, 36, -31, -47 ), ( 25, 43, -7200970950209053044, -7236592411445995185 ), ( 206670479468574529, -22, -8010508830430113674, -6471092347896741312 ) )
  vector.print %x385 : vector<3x4xi64>
  %x386 = arith.constant dense<[[931604762461009626, -22, 3461479826062446343, 9], [7655851047940865444, 6369419838728470706, -35, -8799552276485698517]]> : vector<2x4xi64>
  %x387 = "vector.multi_reduction"(%x379, %x386) <{kind = #vector.kind<or>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi64>, vector<2x4xi64>) -> vector<2x4xi64>
  // CHECK-NEXT: ( ( -3458764805880414213, -2, -1, -17 ), ( 8034421734020333487, 8675551070417439931, -1, -1 ) )
  vector.print %x387 : vector<2x4xi64>
  %x388 = arith.constant dense<[[-12, -2, 11, -25], [-6867791873798436536, 7703741192723297491, -8337567408500763687, -5298001252397559811]]> : vector<2x4xi64>
  %x389 = "vector.multi_reduction"(%x379, %x388) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi64>, vector<2x4xi64>) -> vector<2x4xi64>
  // CHECK-NEXT: ( ( 3561406974080063468, 642602691865203146, 3915774594547954984, 4440683654420929281 ), ( -3470501855605583933, 4821130784597948530, 2489797018297094267, 5298001252397559822 ) )
  vector.print %x389 : vector<2x4xi64>
  %x390 = arith.constant dense<[[-45, 3378285971988806786, -6856034855650118356, 48], [-36, -34, 12, -49]]> : vector<2x4xi64>
  %x391 = "vector.multi_reduction"(%x379, %x390) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xi64>, vector<2x4xi64>) -> vector<2x4xi64>
  // CHECK-NEXT: ( ( -3392151435237125555, 4020888663854009994, -5255743942887546815, 4739059314366815144 ), ( 8027384167755253423, 2882645897646820565, -3537423782285214776, -150 ) )
  vector.print %x391 : vector<2x4xi64>
  %x392 = arith.constant dense<[[1611137228729579881, -45, -4], [13, -5651165070573909933, -1757452677562362919]]> : vector<2x3xi64>
  %x393 = "vector.multi_reduction"(%x379, %x392) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi64>, vector<2x3xi64>) -> vector<2x3xi64>
  // CHECK-NEXT: ( ( -23, -45, -4 ), ( -47, -12, -42 ) )
  vector.print %x393 : vector<2x3xi64>
  %x394 = arith.constant dense<[[-43, -17, 7838031503812723641], [7022728085924717926, 1097693807061865293, -22]]> : vector<2x3xi64>
  %x395 = "vector.multi_reduction"(%x379, %x394) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi64>, vector<2x3xi64>) -> vector<2x3xi64>
  // CHECK-NEXT: ( ( 36, 3442667308817052217, 7838031503812723641 ), ( 7022728085924717926, 1097693807061865293, 8027384167755253408 ) )
  vector.print %x395 : vector<2x3xi64>
  %x396 = arith.constant dense<[[33, 8030463463172288086, 1724464825712633352], [2398960812856949341, 45, -37]]> : vector<2x3xi64>
  %x397 = "vector.multi_reduction"(%x379, %x396) <{kind = #vector.kind<and>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xi64>, vector<2x3xi64>) -> vector<2x3xi64>
  // CHECK-NEXT: ( ( 32, 0, 153122421690368000 ), ( 0, 0, 0 ) )
  vector.print %x397 : vector<2x3xi64>
  %x398 = arith.constant dense<[50, -9143621110707963994, -2905980613803290388, 1]> : vector<4xi64>
  %x399 = "vector.multi_reduction"(%x379, %x398) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi64>, vector<4xi64>) -> vector<4xi64>
  // CHECK-NEXT: ( 2918217323889248256, 8999913875752391776, 6186019907320960464, -7637233845009456640 )
  vector.print %x399 : vector<4xi64>
  %x400 = arith.constant dense<[14, -5827002354486333777, -1873935752627136982, -8500052972309554823]> : vector<4xi64>
  %x401 = "vector.multi_reduction"(%x379, %x400) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi64>, vector<4xi64>) -> vector<4xi64>
  // CHECK-NEXT: ( 6, 36, 47, -8500052972309554823 )
  vector.print %x401 : vector<4xi64>
  %x402 = arith.constant dense<[-8215668789235343228, 11, 28, 6023476176517585066]> : vector<4xi64>
  %x403 = "vector.multi_reduction"(%x379, %x402) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xi64>, vector<4xi64>) -> vector<4xi64>
  // CHECK-NEXT: ( -8215668789235343228, -22, -7200970950209053044, -7236592411445995185 )
  vector.print %x403 : vector<4xi64>
  %x404 = arith.constant dense<[3, 5494398928905845621, -2370376181828403443]> : vector<3xi64>
  %x405 = "vector.multi_reduction"(%x379, %x404) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi64>, vector<3xi64>) -> vector<3xi64>
  // CHECK-NEXT: ( -1, -1, -1 )
  vector.print %x405 : vector<3xi64>
  %x406 = arith.constant dense<[5118551426930967469, 5126172455045099482, -596225947918568036]> : vector<3xi64>
  %x407 = "vector.multi_reduction"(%x379, %x406) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi64>, vector<3xi64>) -> vector<3xi64>
  // CHECK-NEXT: ( 5160885165887689807, -7461497266939120591, -887724997157988345 )
  vector.print %x407 : vector<3xi64>
  %x408 = arith.constant dense<[2149023339703107418, -37, -5412130485852781903]> : vector<3xi64>
  %x409 = "vector.multi_reduction"(%x379, %x408) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xi64>, vector<3xi64>) -> vector<3xi64>
  // CHECK-NEXT: ( 2191656149598441850, 8094450712736758862, -2586806241610551730 )
  vector.print %x409 : vector<3xi64>
  %x410 = arith.constant dense<[30, 7262752033198393539]> : vector<2xi64>
  %x411 = "vector.multi_reduction"(%x379, %x410) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi64>, vector<2xi64>) -> vector<2xi64>
  // CHECK-NEXT: ( -22, -12 )
  vector.print %x411 : vector<2xi64>
  %x412 = arith.constant dense<[2094234544058677626, 2]> : vector<2xi64>
  %x413 = "vector.multi_reduction"(%x379, %x412) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi64>, vector<2xi64>) -> vector<2xi64>
  // CHECK-NEXT: ( 3442667308817052217, 8027384167755253408 )
  vector.print %x413 : vector<2xi64>
  %x414 = arith.constant dense<[-29, 3996665267957667642]> : vector<2xi64>
  %x415 = "vector.multi_reduction"(%x379, %x414) <{kind = #vector.kind<and>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xi64>, vector<2xi64>) -> vector<2xi64>
  // CHECK-NEXT: ( 0, 0 )
  vector.print %x415 : vector<2xi64>
  %x416 = arith.constant -25 : i64
  %x417 = "vector.multi_reduction"(%x379, %x416) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi64>, i64) -> i64
  // CHECK-NEXT: -8465428268206522368
  vector.print %x417 : i64
  %x418 = arith.constant -4057564977545006507 : i64
  %x419 = "vector.multi_reduction"(%x379, %x418) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi64>, i64) -> i64
  // CHECK-NEXT: 6
  vector.print %x419 : i64
  %x420 = arith.constant 28 : i64
  %x421 = "vector.multi_reduction"(%x379, %x420) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xi64>, i64) -> i64
  // CHECK-NEXT: -7236592411445995185
  vector.print %x421 : i64
  %x422 = arith.constant dense<[[-15, -967808116974609031, -42, -28, 36, -46, -8227766491166862313, 1849894203313226043, -3412963595986322076, 465731086141097326, -5968571452425669842, -39, 9033029180374342192, -3567729137940370833, -4122217980229362540, 35, 36], [47, 26, -21, -2259718525208734724, -6539726307368834204, 39, 30, 8715574704067839560, -7595762753768079418, -26, -5, 15, 22, -1025088060981749447, 6661384871790371305, 1491274107182289123, 17], [4, 14, 2109495182776384716, -3179809308686663683, 3, -8825294279360562522, -13, 21, -45, 9000269478497954108, 7022162299446133687, 2612191955581914691, -9092184337660583341, 15, 5260833925563268514, -3689255789759141870, -25], [-8892537482461679455, -1, 20, 4369133932467286641, -22, -6476760019926084951, 5703522328462065085, -16, 17, -17, -39, -31, 46, 8282179044710770926, 33, -44, -17]]> : vector<4x17xi64>
  %x423 = arith.constant dense<[5583829789354745427, -3361631608586476657, -3727038310148810206, 6, -7551764439480237280, -765654558304641159, -6594293303538067951, -1171211287939856042, 40, -3646165617224123425, -33, -2215492177119537547, -2296318423858809875, 2815908827447980317, 7599241484028651306, 7, 2594890738062854611]> : vector<17xi64>
  %x424 = "vector.multi_reduction"(%x422, %x423) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0>}> : (vector<4x17xi64>, vector<17xi64>) -> vector<17xi64>
  // CHECK-NEXT: ( 3897051985605710120, -2578507023331589859, -3386556465408481593, -1143520229452750446, -3606406739179235447, 2971120442042976387, -7389210184649686954, 8151286112317813184, -5058907656386216632, -5190454494038993020, 3721973806168674148, -4251218672255379455, 2064900588366744502, 7664824524595505834, -4986364524694100012, 2846503105098614529, 2594890738062854638 )
  vector.print %x424 : vector<17xi64>
  %x425 = arith.constant dense<[1, 1278948742577536687, 19436476345952907, -3540855670438904734, 38, 44, 28, 42, 2322456869192828216, 8387232823909611592, -4664615951813440775, 7423124295069248940, 5711897756374001469, 1132692261717299073, 3, -1346064398220611491, 669109931184501043]> : vector<17xi64>
  %x426 = "vector.multi_reduction"(%x422, %x425) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<4x17xi64>, vector<17xi64>) -> vector<17xi64>
  // CHECK-NEXT: ( -8892537482461679418, 311140625602927695, 2128931659122337580, -4611249571867016528, -6539726307368834149, 3144689774422904180, -2524244162704797183, -7881275166328485966, -8686269480561573306, -593510685160888633, -3611025104792976974, -8411427823058388040, 5652742599087760388, 4822054107505949734, 7800000817124277315, -3544046080797464247, 669109931184501054 )
  vector.print %x426 : vector<17xi64>
  %x427 = arith.constant dense<[8426930664404186706, 4186353174703201544, 6200822546436478490, 6408467753080187414, -942948434580342928, 41, -35, 2997032933332204562, 9033765810415266465, 18, 28, -33, 16, -26, -6417919242612602363, -11, -48]> : vector<17xi64>
  %x428 = "vector.multi_reduction"(%x422, %x427) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<4x17xi64>, vector<17xi64>) -> vector<17xi64>
  // CHECK-NEXT: ( -4203647076161186888, -6428935352917924960, 5279249389565290176, 3281262641928388896, -9045287025658785280, 8776825403634806772, -2630346392073923226, -2405580055705700096, 4239996480700371720, 5209170993279075232, 3754800141083279400, 8436492814904847131, -1170791522221829120, 7422538860067720244, -448373654322869624, 4805682470976440904, -12484800 )
  vector.print %x428 : vector<17xi64>
  %x429 = arith.constant dense<[7703077473350764605, -5270476495173940636, -33, -3133395014580357600]> : vector<4xi64>
  %x430 = "vector.multi_reduction"(%x422, %x429) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 1>}> : (vector<4x17xi64>, vector<4xi64>) -> vector<4xi64>
  // CHECK-NEXT: ( 9033029180374342192, 8715574704067839560, 9000269478497954108, 8282179044710770926 )
  vector.print %x430 : vector<4xi64>
  %x431 = arith.constant dense<[2811210834067631776, -47, 27, -3762630007417543797]> : vector<4xi64>
  %x432 = "vector.multi_reduction"(%x422, %x431) <{kind = #vector.kind<and>, reduction_dims = array<i64: 1>}> : (vector<4x17xi64>, vector<4xi64>) -> vector<4xi64>
  // CHECK-NEXT: ( 0, 0, 0, 0 )
  vector.print %x432 : vector<4xi64>
  %x433 = arith.constant dense<[494772545314881382, 2, 12, -802069080223758011]> : vector<4xi64>
  %x434 = "vector.multi_reduction"(%x422, %x433) <{kind = #vector.kind<or>, reduction_dims = array<i64: 1>}> : (vector<4x17xi64>, vector<4xi64>) -> vector<4xi64>
  // CHECK-NEXT: ( -1, -1, -1, -1 )
  vector.print %x434 : vector<4xi64>
  %x435 = arith.constant 461790125725273141 : i64
  %x436 = "vector.multi_reduction"(%x422, %x435) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi64>, i64) -> i64
  // CHECK-NEXT: 3
  vector.print %x436 : i64
  %x437 = arith.constant -8289178591454091284 : i64
  %x438 = "vector.multi_reduction"(%x422, %x437) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi64>, i64) -> i64
  // CHECK-NEXT: -9092184337660583341
  vector.print %x438 : i64
  %x439 = arith.constant -29 : i64
  %x440 = "vector.multi_reduction"(%x422, %x439) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xi64>, i64) -> i64
  // CHECK-NEXT: -1
  vector.print %x440 : i64
  %x441 = arith.constant dense<[-1122659337415113919, 0, 7638327549943214946, -6, 4116997351939552203, 15, 8975860921186995297]> : vector<7xindex>
  %x442 = arith.constant -8673798863383699275 : index
  %x443 = "vector.multi_reduction"(%x441, %x442) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<7xindex>, index) -> index
  // CHECK-NEXT: 10934727622270949261
  vector.print %x443 : index
  %x444 = arith.constant 1182721199257974077 : index
  %x445 = "vector.multi_reduction"(%x441, %x444) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<7xindex>, index) -> index
  // CHECK-NEXT: 0
  vector.print %x445 : index
  %x446 = arith.constant 3487796302151045455 : index
  %x447 = "vector.multi_reduction"(%x441, %x446) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0>}> : (vector<7xindex>, index) -> index
  // CHECK-NEXT: 0
  vector.print %x447 : index
  %x448 = arith.constant dense<[[28, 20, 9, 4005882358269881974, 43], [34, -29, -7278881965841345400, -4, -15], [-2, 6848489146096540767, 4031117769637426390, -2889754481846259891, -1486429130199114786]]> : vector<3x5xindex>
  %x449 = arith.constant dense<[4953763816673314526, 9, -25, -3, 15]> : vector<5xindex>
  %x450 = "vector.multi_reduction"(%x448, %x449) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0>}> : (vector<3x5xindex>, vector<5xindex>) -> vector<5xindex>
  // CHECK-NEXT: ( 18446744073709551614, 18446744073709551615, 18446744073709551615, 18446744073709551615, 18446744073709551615 )
  vector.print %x450 : vector<5xindex>
  %x451 = arith.constant dense<[-21, 7130168211144901574, 4243277680576010321, -19, 18]> : vector<5xindex>
  %x452 = "vector.multi_reduction"(%x448, %x451) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0>}> : (vector<3x5xindex>, vector<5xindex>) -> vector<5xindex>
  // CHECK-NEXT: ( 43, 13980920770941886574, 10947821591221041158, 16173067672804376874, 1486429130199114774 )
  vector.print %x452 : vector<5xindex>
  %x453 = arith.constant dense<[4363612263663729182, 39, -6868763130498315161, -8, -12]> : vector<5xindex>
  %x454 = "vector.multi_reduction"(%x448, %x453) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<3x5xindex>, vector<5xindex>) -> vector<5xindex>
  // CHECK-NEXT: ( 4363612263663729242, 6848489146096540797, 8330216747007317454, 1116127876423622071, 16960314943510436846 )
  vector.print %x454 : vector<5xindex>
  %x455 = arith.constant dense<[1, -40, -39]> : vector<3xindex>
  %x456 = "vector.multi_reduction"(%x448, %x455) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 1>}> : (vector<3x5xindex>, vector<3xindex>) -> vector<3xindex>
  // CHECK-NEXT: ( 4005882358269881974, 18446744073709551612, 18446744073709551614 )
  vector.print %x456 : vector<3xindex>
  %x457 = arith.constant dense<[39, -5, 1953037914212842720]> : vector<3xindex>
  %x458 = "vector.multi_reduction"(%x448, %x457) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 1>}> : (vector<3x5xindex>, vector<3xindex>) -> vector<3xindex>
  // CHECK-NEXT: ( 4005882358269881974, 34, 6848489146096540767 )
  vector.print %x458 : vector<3xindex>
  %x459 = arith.constant dense<[16, -888581008158268288, -4157325594821621464]> : vector<3xindex>
  %x460 = "vector.multi_reduction"(%x448, %x459) <{kind = #vector.kind<and>, reduction_dims = array<i64: 1>}> : (vector<3x5xindex>, vector<3xindex>) -> vector<3xindex>
  // CHECK-NEXT: ( 0, 0, 144115191297081344 )
  vector.print %x460 : vector<3xindex>
  %x461 = arith.constant 40 : index
  %x462 = "vector.multi_reduction"(%x448, %x461) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xindex>, index) -> index
  // CHECK-NEXT: 14749015408680239104
  vector.print %x462 : index
  %x463 = arith.constant -7232554772610036055 : index
  %x464 = "vector.multi_reduction"(%x448, %x463) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xindex>, index) -> index
  // CHECK-NEXT: 9
  vector.print %x464 : index
  %x465 = arith.constant -10 : index
  %x466 = "vector.multi_reduction"(%x448, %x465) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xindex>, index) -> index
  // CHECK-NEXT: 11167862107868206216
  vector.print %x466 : index
  %x467 = arith.constant dense<[[[-24, 1485393288383230523, -3599584487299105042, -25], [-8954365427641539672, -35, -8842001737999714317, 2], [-2, 8408995529984568180, 3295845347791503763, -8197219448751158664]], [[1154806658769627810, 1361140947317620626, -4064278932645549748, 2993078957379071455], [7607654311400921236, 5681596555767897618, 8241923421825896874, -8801720386846995301], [37, 3037918105477581780, 8520734585819708706, 47]]]> : vector<2x3x4xindex>
  %x468 = arith.constant dense<[[-3240895253749566084, -8667946149280287595, 9, 11], [12, -1440221254146687320, 2023886176639502177, 8816591013468581296], [22, -13, 46, 2943624387592849197]]> : vector<3x4xindex>
  %x469 = "vector.multi_reduction"(%x467, %x468) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xindex>, vector<3x4xindex>) -> vector<3x4xindex>
  // CHECK-NEXT: ( ( 4395314801740750902, 9352806336567507260, 690021761811044267, 15453665116330480179 ), ( 16872847466891213616, 6711951614514650983, 16950878476400828728, 18410947417225158953 ), ( 18446744073709551565, 11629953905992146771, 6593985738287070367, 12025871729477127546 ) )
  vector.print %x469 : vector<3x4xindex>
  %x470 = arith.constant dense<[[41, -4, -2319116250113089324, -40], [22, 5392298622528734787, 48, 1054460448489693083], [391065179664583258, 2313407154114977874, 30, 16]]> : vector<3x4xindex>
  %x471 = "vector.multi_reduction"(%x467, %x470) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xindex>, vector<3x4xindex>) -> vector<3x4xindex>
  // CHECK-NEXT: ( ( 1154806658769627827, 2846534235700851145, 8463764403651807502, 2993078957379071390 ), ( 17100032957468933202, 11073895178296632370, 17846665757535734221, 10699484135352249400 ), ( 391065179664583293, 13760320789577127834, 11816579933611212499, 10249524624958393015 ) )
  vector.print %x471 : vector<3x4xindex>
  %x472 = arith.constant dense<[[-2212028221235355097, -21, -3816498496174681718, 586823732053376365], [7793217949323267473, 4933699567783595754, 41, -4], [446674233245058718, 8075947587437686359, -46, -8415187995348179266]]> : vector<3x4xindex>
  %x473 = "vector.multi_reduction"(%x467, %x472) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xindex>, vector<3x4xindex>) -> vector<3x4xindex>
  // CHECK-NEXT: ( ( 5251707671855742896, 13984486444401737826, 567336982996744848, 1397642978013154885 ), ( 8617577898485309216, 14881537475975940132, 16928285117789759758, 15073530873647307560 ), ( 3839594887284758100, 13944017590153063792, 7125567924525932524, 10465583963176656368 ) )
  vector.print %x473 : vector<3x4xindex>
  %x474 = arith.constant dense<[[-4344153958472870269, -23, -885818029090796773, 2141642656671190303], [36, -2662452898197472980, 43, 3588934396751741393]]> : vector<2x4xindex>
  %x475 = "vector.multi_reduction"(%x467, %x474) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xindex>, vector<2x4xindex>) -> vector<2x4xindex>
  // CHECK-NEXT: ( ( 18446744073709551614, 8408995529984568180, 3295845347791503763, 2141642656671190303 ), ( 7607654311400921236, 5681596555767897618, 8520734585819708706, 3588934396751741393 ) )
  vector.print %x475 : vector<2x4xindex>
  %x476 = arith.constant dense<[[-47, 2050487199588893944, -4216215015743640562, 12], [241228222295796561, 6162303878828635793, 3, -9]]> : vector<2x4xindex>
  %x477 = "vector.multi_reduction"(%x467, %x476) <{kind = #vector.kind<and>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xindex>, vector<2x4xindex>) -> vector<2x4xindex>
  // CHECK-NEXT: ( ( 9492378646068011904, 1445655481066471440, 290517635232202754, 0 ), ( 0, 146230215184, 0, 3 ) )
  vector.print %x477 : vector<2x4xindex>
  %x478 = arith.constant dense<[[19, 7666532941597685226, 14, -3137454952121454838], [-5799821245420803686, 615618291308438896, -7, -19]]> : vector<2x4xindex>
  %x479 = "vector.multi_reduction"(%x467, %x478) <{kind = #vector.kind<or>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xindex>, vector<2x4xindex>) -> vector<2x4xindex>
  // CHECK-NEXT: ( ( 18446744073709551615, 18446744073709551615, 17293813773005488127, 18446744073709551615 ), ( 18417461673846504383, 9150188542368874486, 18446744073709551615, 18446744073709551615 ) )
  vector.print %x479 : vector<2x4xindex>
  %x480 = arith.constant dense<[[8298130445642046897, -49, -7], [2072717896546289393, 12, 22]]> : vector<2x3xindex>
  %x481 = "vector.multi_reduction"(%x467, %x480) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xindex>, vector<2x3xindex>) -> vector<2x3xindex>
  // CHECK-NEXT: ( ( 1485393288383230523, 2, 3295845347791503763 ), ( 1154806658769627810, 12, 22 ) )
  vector.print %x481 : vector<2x3xindex>
  %x482 = arith.constant dense<[[-30, -37, -34], [-9, -49, -23]]> : vector<2x3xindex>
  %x483 = "vector.multi_reduction"(%x467, %x482) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xindex>, vector<2x3xindex>) -> vector<2x3xindex>
  // CHECK-NEXT: ( ( 14847159586410446574, 9492378646068011944, 10249524624958392952 ), ( 14382465141064001868, 9645023686862556315, 18446744073709551593 ) )
  vector.print %x483 : vector<2x3xindex>
  %x484 = arith.constant dense<[[0, -4018855200153228262, -26], [-2956585015740203570, 4714054954855208266, -29]]> : vector<2x3xindex>
  %x485 = "vector.multi_reduction"(%x467, %x484) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xindex>, vector<2x3xindex>) -> vector<2x3xindex>
  // CHECK-NEXT: ( ( 18446744073709551592, 18446744073709551581, 18446744073709551614 ), ( 15490159057969348046, 9645023686862556315, 18446744073709551587 ) )
  vector.print %x485 : vector<2x3xindex>
  %x486 = arith.constant dense<[-4077906065531238755, -8460093324543083213, -305073852029289024, 8511030360003374630]> : vector<4xindex>
  %x487 = "vector.multi_reduction"(%x467, %x486) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xindex>, vector<4xindex>) -> vector<4xindex>
  // CHECK-NEXT: ( 4415368064108320560, 7157862869094003189, 6844916373300326538, 12361415785149758160 )
  vector.print %x487 : vector<4xindex>
  %x488 = arith.constant dense<[1, -2026184145890198822, 33, 10]> : vector<4xindex>
  %x489 = "vector.multi_reduction"(%x467, %x488) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xindex>, vector<4xindex>) -> vector<4xindex>
  // CHECK-NEXT: ( 18254839616238561002, 17948860281040699870, 3552638197492740269, 4440883195490469140 )
  vector.print %x489 : vector<4xindex>
  %x490 = arith.constant dense<[49, 37, 1, -47]> : vector<4xindex>
  %x491 = "vector.multi_reduction"(%x467, %x490) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xindex>, vector<4xindex>) -> vector<4xindex>
  // CHECK-NEXT: ( 13299177177502850048, 682715945692720832, 9475643919377652256, 16762400136599557936 )
  vector.print %x491 : vector<4xindex>
  %x492 = arith.constant dense<[3297095556104375591, -2708730525419607074, -4]> : vector<3xindex>
  %x493 = "vector.multi_reduction"(%x467, %x492) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xindex>, vector<3xindex>) -> vector<3xindex>
  // CHECK-NEXT: ( 3297095556104375591, 8241923421825896874, 8520734585819708706 )
  vector.print %x493 : vector<3xindex>
  %x494 = arith.constant dense<[21, 3953869422244540915, -4253495395078473623]> : vector<3xindex>
  %x495 = "vector.multi_reduction"(%x467, %x494) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xindex>, vector<3xindex>) -> vector<3xindex>
  // CHECK-NEXT: ( 0, 0, 0 )
  vector.print %x495 : vector<3xindex>
  %x496 = arith.constant dense<[-33, 6440672678718546145, -27]> : vector<3xindex>
  %x497 = "vector.multi_reduction"(%x467, %x496) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xindex>, vector<3xindex>) -> vector<3xindex>
  // CHECK-NEXT: ( 18446744073709551615, 18446744073709551615, 18446744073709551615 )
  vector.print %x497 : vector<3xindex>
  %x498 = arith.constant dense<[35, -29]> : vector<2xindex>
  %x499 = "vector.multi_reduction"(%x467, %x498) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xindex>, vector<2xindex>) -> vector<2xindex>
  // CHECK-NEXT: ( 2, 37 )
  vector.print %x499 : vector<2xindex>
  %x500 = arith.constant dense<[0, -30]> : vector<2xindex>
  %x501 = "vector.multi_reduction"(%x467, %x500) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xindex>, vector<2xindex>) -> vector<2xindex>
  // CHECK-NEXT: ( 9492378646068011944, 9645023686862556315 )
  vector.print %x501 : vector<2xindex>
  %x502 = arith.constant dense<[2220800147185278741, -1206305575245993197]> : vector<2xindex>
  %x503 = "vector.multi_reduction"(%x467, %x502) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xindex>, vector<2xindex>) -> vector<2xindex>
  // CHECK-NEXT: ( 18446744073709551614, 17240438498463558419 )
  vector.print %x503 : vector<2xindex>
  %x504 = arith.constant -24 : index
  %x505 = "vector.multi_reduction"(%x467, %x504) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xindex>, index) -> index
  // CHECK-NEXT: 10716517011570096959
  vector.print %x505 : index
  %x506 = arith.constant 50 : index
  %x507 = "vector.multi_reduction"(%x467, %x506) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xindex>, index) -> index
  // CHECK-NEXT: 9329917288733565877
  vector.print %x507 : index
  %x508 = arith.constant -8216017491679804692 : index
  %x509 = "vector.multi_reduction"(%x467, %x508) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xindex>, index) -> index
  // CHECK-NEXT: 11805081084461318144
  vector.print %x509 : index
  %x510 = arith.constant dense<[[-34, -187559476715772688, 12, 8996047639496484646, -42, -50, -26, -6562639052287770185, 45, -4854597318135610337, -4039338398262401736, -906051168479322402, -20, -238559109459616781, 44, 4390717788519622937, -13], [6582080723513356427, 36, -5076501646760044330, 2, 6, 5480530796302347740, 6748678635710925185, 4148145447147471054, 22, -50, -3391447876003002961, -9083705865348415034, -4673464494535331253, -49, -8132202061496611285, -1814234486437833851, 5501472063502040564], [-9060116154829526065, 2810994227463989777, 8807303810572287226, 14, -165106165114960187, -27, 34, -35, 63443287730064619, -24, -1853948991572065655, 19, -1700901986448635814, -3575504404619685621, 9027871742893792141, -40, 5889725668340455415], [-4952053759599453401, 861176521525722869, -46, -6, 402923444960455390, -5896651184025852538, -3735898522150379354, -6240576462748121203, -8958535401166942653, -21, -40, -938594766985956544, -3012041690486025228, -8993046148354322952, 4, 31, 22]]> : vector<4x17xindex>
  %x511 = arith.constant dense<[-2603206129024325789, -32, -43, 3269503618096382699, 4102696037600293589, 18, -6991323934792451667, -47, -8845794040437151708, 5580095903629943082, -5410139855904306020, -29, 8042225387574909774, -38, -37, -4568131911075203721, 3739817461845754743]> : vector<17xindex>
  %x512 = "vector.multi_reduction"(%x510, %x511) <{kind = #vector.kind<and>, reduction_dims = array<i64: 0>}> : (vector<4x17xindex>, vector<17xindex>) -> vector<17xindex>
  // CHECK-NEXT: ( 162129586618925058, 0, 0, 2, 4, 0, 0, 2305843028004176000, 0, 873699567419293704, 9241668047788310536, 0, 536870976, 9232449605197627648, 0, 0, 16 )
  vector.print %x512 : vector<17xindex>
  %x513 = arith.constant dense<[21, 6834432046041594732, -1004059412403800145, -21, -44, 146519072660761456, 50, -5, -4002207310762252081, 2922719023236564234, -3504379651914198910, 47, 2615487463725412924, -470768064184334949, 6452403110564141452, 4532697556990870437, 8853388532401930462]> : vector<17xindex>
  %x514 = "vector.multi_reduction"(%x510, %x513) <{kind = #vector.kind<or>, reduction_dims = array<i64: 0>}> : (vector<4x17xindex>, vector<17xindex>) -> vector<17xindex>
  // CHECK-NEXT: ( 18446744073709551615, 18446726480986374141, 18446744073709551615, 18446744073709551615, 18446744073709551583, 18446744073709551615, 18446744073709551607, 18446744073709551615, 14699168606662422271, 18446744073709551615, 18446744073709551615, 17581349188555702271, 18446744073709551615, 18446744073709551615, 18442240473998270383, 18446744073709551615, 18446744073709551615 )
  vector.print %x514 : vector<17xindex>
  %x515 = arith.constant dense<[7046126821662428122, -4967060604376084646, -38, 24, -8844840841678140534, 39, -2185344094642224928, 7079499242947690644, 1097356959072504845, -46, 6990939669038403480, -7625917892119042422, -8747076565226190703, -4428496746674924783, 3728937225337370529, 32, -8192291924390494540]> : vector<17xindex>
  %x516 = "vector.multi_reduction"(%x510, %x515) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0>}> : (vector<4x17xindex>, vector<17xindex>) -> vector<17xindex>
  // CHECK-NEXT: ( 18189434696641066087, 7675814045325393770, 14102301507553879080, 9450696434213066952, 9411744279115880513, 16295188134045419606, 10366324822772094467, 12238649587390331325, 10121592251709099678, 13592146755573941248, 8043439239017255518, 1607507969195428545, 17875180179776708248, 10130372440515685342, 13966283038725104175, 2721161776804693371, 7806281740157201234 )
  vector.print %x516 : vector<17xindex>
  %x517 = arith.constant dense<[-31, -50, 4, -3015865496110636063]> : vector<4xindex>
  %x518 = "vector.multi_reduction"(%x510, %x517) <{kind = #vector.kind<minsi>, reduction_dims = array<i64: 1>}> : (vector<4x17xindex>, vector<4xindex>) -> vector<4xindex>
  // CHECK-NEXT: ( 11884105021421781431, 9363038208361136582, 9386627918880025551, 9453697925355228664 )
  vector.print %x518 : vector<4xindex>
  %x519 = arith.constant dense<[-48, 16, -1003588716933515853, 3485116514118887424]> : vector<4xindex>
  %x520 = "vector.multi_reduction"(%x510, %x519) <{kind = #vector.kind<maxui>, reduction_dims = array<i64: 1>}> : (vector<4x17xindex>, vector<4xindex>) -> vector<4xindex>
  // CHECK-NEXT: ( 18446744073709551603, 18446744073709551567, 18446744073709551592, 18446744073709551610 )
  vector.print %x520 : vector<4xindex>
  %x521 = arith.constant dense<[50, 4210518092028768207, 3731436034978512838, 5]> : vector<4xindex>
  %x522 = "vector.multi_reduction"(%x510, %x521) <{kind = #vector.kind<maxsi>, reduction_dims = array<i64: 1>}> : (vector<4x17xindex>, vector<4xindex>) -> vector<4xindex>
  // CHECK-NEXT: ( 8996047639496484646, 6748678635710925185, 9027871742893792141, 861176521525722869 )
  vector.print %x522 : vector<4xindex>
  %x523 = arith.constant -6609867779021130948 : index
  %x524 = "vector.multi_reduction"(%x510, %x523) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xindex>, index) -> index
  // CHECK-NEXT: 10398199647762879600
  vector.print %x524 : index
  %x525 = arith.constant -15 : index
  %x526 = "vector.multi_reduction"(%x510, %x525) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xindex>, index) -> index
  // CHECK-NEXT: 0
  vector.print %x526 : index
  %x527 = arith.constant -4473490550686989787 : index
  %x528 = "vector.multi_reduction"(%x510, %x527) <{kind = #vector.kind<minui>, reduction_dims = array<i64: 0, 1>}> : (vector<4x17xindex>, index) -> index
  // CHECK-NEXT: 2
  vector.print %x528 : index
  return
}
