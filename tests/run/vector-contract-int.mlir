// vector.contract (kind add) on i8, i32 and i64 in the forms of vector-contract-float.mlir.
// Expected output: mlir-runner-22 on `mlir-opt-22 -test-lower-to-llvm` of this file (the op is
// written in generic form).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %x1 = arith.constant dense<[[89, 53, -15, -61], [23, 54, 24, 111]]> : vector<2x4xi8>
  %x2 = arith.constant dense<[[115, 10, 80], [25, 114, -38], [105, 17, 1], [55, 49, -13]]> : vector<4x3xi8>
  %x3 = arith.constant dense<[[-23, -57, -94], [-125, 99, -7]]> : vector<2x3xi8>
  %x4 = "vector.contract"(%x1, %x2, %x3) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi8>, vector<4x3xi8>, vector<2x3xi8>) -> vector<2x3xi8>
  // CHECK: ( ( -49, 47, -98 ), ( -49, 44, -102 ) )
  vector.print %x4 : vector<2x3xi8>
  %x5 = arith.constant dense<[[-31, 1, 47, 48], [14, 1, -25, -40]]> : vector<2x4xi8>
  %x6 = arith.constant dense<[[107, 12, 0, -104], [121, -111, -37, 87], [-2, -9, -30, 90]]> : vector<3x4xi8>
  %x7 = arith.constant dense<[[-38, 119, -28], [25, 32, 122]]> : vector<2x3xi8>
  %x8 = "vector.contract"(%x5, %x6, %x7) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi8>, vector<3x4xi8>, vector<2x3xi8>) -> vector<2x3xi8>
  // CHECK-NEXT: ( ( 113, -26, 119 ), ( 63, 84, 51 ) )
  vector.print %x8 : vector<2x3xi8>
  %x9 = arith.constant dense<[[-26, 41], [24, -8], [-5, 7], [-23, 15]]> : vector<4x2xi8>
  %x10 = arith.constant dense<[[122, 18, -93], [-59, -31, 96], [-35, 37, -26], [-36, -37, -22]]> : vector<4x3xi8>
  %x11 = arith.constant dense<[[122, -75, -46], [49, 29, 12]]> : vector<2x3xi8>
  %x12 = "vector.contract"(%x9, %x10, %x11) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi8>, vector<4x3xi8>, vector<2x3xi8>) -> vector<2x3xi8>
  // CHECK-NEXT: ( ( 121, -109, -64 ), ( -126, -49, 39 ) )
  vector.print %x12 : vector<2x3xi8>
  %x13 = arith.constant dense<[[45, -11], [4, 127], [75, 41], [88, -6]]> : vector<4x2xi8>
  %x14 = arith.constant dense<[[-40, -61, -103, -2], [-15, 31, 66, 20], [116, -36, 19, -17]]> : vector<3x4xi8>
  %x15 = arith.constant dense<[[5, 61, -112], [28, 4, 18]]> : vector<2x3xi8>
  %x16 = "vector.contract"(%x13, %x14, %x15) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi8>, vector<3x4xi8>, vector<2x3xi8>) -> vector<2x3xi8>
  // CHECK-NEXT: ( ( 44, 76, 29 ), ( 30, 36, -85 ) )
  vector.print %x16 : vector<2x3xi8>
  %x17 = arith.constant dense<[[8, -15, 28, 108], [12, 43, -7, 20]]> : vector<2x4xi8>
  %x18 = arith.constant dense<[[33, -50, 14], [-1, 111, 89], [-22, 15, 23], [90, -15, 37]]> : vector<4x3xi8>
  %x19 = arith.constant dense<[[-2, -12], [50, 34], [-26, -9]]> : vector<3x2xi8>
  %x20 = "vector.contract"(%x17, %x18, %x19) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi8>, vector<4x3xi8>, vector<3x2xi8>) -> vector<3x2xi8>
  // CHECK-NEXT: ( ( -91, -9 ), ( 113, -38 ), ( 63, -43 ) )
  vector.print %x20 : vector<3x2xi8>
  %x21 = arith.constant dense<[[-47, -32, 96, -121], [36, -43, -35, -17]]> : vector<2x4xi8>
  %x22 = arith.constant dense<[[-22, 16, 95, 13], [117, 48, -5, -72], [49, 108, 19, 7]]> : vector<3x4xi8>
  %x23 = arith.constant dense<[[-44, 26], [-55, -18], [78, 33]]> : vector<3x2xi8>
  %x24 = "vector.contract"(%x21, %x22, %x23) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi8>, vector<3x4xi8>, vector<3x2xi8>) -> vector<3x2xi8>
  // CHECK-NEXT: ( ( 89, 120 ), ( 118, -55 ), ( -96, -47 ) )
  vector.print %x24 : vector<3x2xi8>
  %x25 = arith.constant dense<[[110, 29], [-4, 125], [8, 44], [35, 27]]> : vector<4x2xi8>
  %x26 = arith.constant dense<[[44, -17, 67], [10, -2, -92], [-29, -3, -34], [-47, 31, 44]]> : vector<4x3xi8>
  %x27 = arith.constant dense<[[19, 37], [-26, -43], [-107, 9]]> : vector<3x2xi8>
  %x28 = "vector.contract"(%x25, %x26, %x27) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi8>, vector<4x3xi8>, vector<3x2xi8>) -> vector<3x2xi8>
  // CHECK-NEXT: ( ( 126, 18 ), ( -59, -81 ), ( -61, -128 ) )
  vector.print %x28 : vector<3x2xi8>
  %x29 = arith.constant dense<[[1, 25], [-82, 118], [-19, -37], [107, 89]]> : vector<4x2xi8>
  %x30 = arith.constant dense<[[-45, 44, -15, 16], [-38, -71, -89, 42], [11, 32, 21, -18]]> : vector<3x4xi8>
  %x31 = arith.constant dense<[[-119, -47], [-35, -9], [34, -78]]> : vector<3x2xi8>
  %x32 = "vector.contract"(%x29, %x30, %x31) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi8>, vector<3x4xi8>, vector<3x2xi8>) -> vector<3x2xi8>
  // CHECK-NEXT: ( ( 17, 111 ), ( -98, -2 ), ( -40, 58 ) )
  vector.print %x32 : vector<3x2xi8>
  %x33 = arith.constant dense<[[24, -27, -110, -44], [48, 2, 24, -89]]> : vector<2x4xi8>
  %x34 = arith.constant dense<[-68, 64, 15, -77]> : vector<4xi8>
  %x35 = arith.constant dense<[24, -98]> : vector<2xi8>
  %x36 = "vector.contract"(%x33, %x34, %x35) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi8>, vector<4xi8>, vector<2xi8>) -> vector<2xi8>
  // CHECK-NEXT: ( -62, -117 )
  vector.print %x36 : vector<2xi8>
  %x37 = arith.constant dense<[[19, 52], [1, -86], [-65, -27], [34, 14]]> : vector<4x2xi8>
  %x38 = arith.constant dense<[30, -25, -30, -64]> : vector<4xi8>
  %x39 = arith.constant dense<[30, 97]> : vector<2xi8>
  %x40 = "vector.contract"(%x37, %x38, %x39) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi8>, vector<4xi8>, vector<2xi8>) -> vector<2xi8>
  // CHECK-NEXT: ( 93, -119 )
  vector.print %x40 : vector<2xi8>
  %x41 = arith.constant dense<[-96, 79, 54, 42]> : vector<4xi8>
  %x42 = arith.constant dense<[[95, -46, -4, -19], [11, -3, 104, -33]]> : vector<2x4xi8>
  %x43 = arith.constant dense<[35, 49]> : vector<2xi8>
  %x44 = "vector.contract"(%x41, %x42, %x43) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xi8>, vector<2x4xi8>, vector<2xi8>) -> vector<2xi8>
  // CHECK-NEXT: ( 91, -86 )
  vector.print %x44 : vector<2xi8>
  %x45 = arith.constant dense<[62, 37, -13, 45]> : vector<4xi8>
  %x46 = arith.constant dense<[[-106, -23], [-21, 37], [-8, 0], [-20, -27]]> : vector<4x2xi8>
  %x47 = arith.constant dense<[36, -19]> : vector<2xi8>
  %x48 = "vector.contract"(%x45, %x46, %x47) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xi8>, vector<4x2xi8>, vector<2xi8>) -> vector<2xi8>
  // CHECK-NEXT: ( 83, -11 )
  vector.print %x48 : vector<2xi8>
  %x49 = arith.constant dense<[-3, -22, 14, 52]> : vector<4xi8>
  %x50 = arith.constant dense<[125, -61, -38, -44]> : vector<4xi8>
  %x51 = arith.constant 49 : i8
  %x52 = "vector.contract"(%x49, %x50, %x51) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xi8>, vector<4xi8>, i8) -> i8
  // CHECK-NEXT: -12
  vector.print %x52 : i8
  %x53 = arith.constant dense<[[[70, -24, 52, 75], [25, -18, 84, -48]], [[28, -38, 45, 31], [3, -19, 31, -2]]]> : vector<2x2x4xi8>
  %x54 = arith.constant dense<[[[13, -23, 20], [-114, 98, 49], [-10, -35, 26], [-51, 106, -4]], [[-34, -3, -26], [-11, 39, -40], [40, -36, -59], [3, -3, -112]]]> : vector<2x4x3xi8>
  %x55 = arith.constant dense<[[[-5, -45, -2], [49, -12, 43]], [[29, -33, 82], [109, 114, 13]]]> : vector<2x2x3xi8>
  %x56 = "vector.contract"(%x53, %x54, %x55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x4xi8>, vector<2x4x3xi8>, vector<2x2x3xi8>) -> vector<2x2x3xi8>
  // CHECK-NEXT: ( ( ( 64, 75, -6 ), ( -62, 117, -11 ) ), ( ( 108, 16, 123 ), ( -86, 46, 114 ) ) )
  vector.print %x56 : vector<2x2x3xi8>
  %x57 = arith.constant dense<[[-16, -32], [125, -102], [0, -84], [23, -4]]> : vector<4x2xi8>
  %x58 = arith.constant dense<[-9, 4, 29, -41]> : vector<4xi8>
  %x59 = arith.constant dense<[-32, 38]> : vector<2xi8>
  %x60 = "vector.contract"(%x57, %x58, %x59) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<parallel>], kind = #vector.kind<add>}> : (vector<4x2xi8>, vector<4xi8>, vector<2xi8>) -> vector<2xi8>
  // CHECK-NEXT: ( -75, -50 )
  vector.print %x60 : vector<2xi8>
  %x61 = arith.constant dense<[[46, -57, -22, -100], [123, 28, -124, -23]]> : vector<2x4xi8>
  %x62 = arith.constant dense<[[-8, 28, 0, 24], [67, 32, -31, 63]]> : vector<2x4xi8>
  %x63 = arith.constant 88 : i8
  %x64 = "vector.contract"(%x61, %x62, %x63) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi8>, vector<2x4xi8>, i8) -> i8
  // CHECK-NEXT: 88
  vector.print %x64 : i8
  %x65 = arith.constant dense<[[[81, 4, -12, -8], [-114, 107, -50, 107]], [[-23, 50, -3, -53], [-5, -31, -20, -120]]]> : vector<2x2x4xi8>
  %x66 = arith.constant dense<[[[91, -35, 47], [-4, -26, -78], [72, -11, 29], [97, 66, 100]], [[88, 8, 32], [-1, 9, 121], [36, 18, -64], [90, -58, 43]]]> : vector<2x4x3xi8>
  %x67 = arith.constant dense<[[23, -2, -36], [74, -22, 123]]> : vector<2x3xi8>
  %x68 = "vector.contract"(%x65, %x66, %x67) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x4xi8>, vector<2x4x3xi8>, vector<2x3xi8>) -> vector<2x3xi8>
  // CHECK-NEXT: ( ( 101, 104, -45 ), ( -49, -5, -116 ) )
  vector.print %x68 : vector<2x3xi8>
  %x69 = arith.constant dense<[[-50], [-57]]> : vector<2x1xi8>
  %x70 = arith.constant dense<[[-27, -10, 11]]> : vector<1x3xi8>
  %x71 = arith.constant dense<[[15, -114, -8], [24, 82, 11]]> : vector<2x3xi8>
  %x72 = "vector.contract"(%x69, %x70, %x71) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x1xi8>, vector<1x3xi8>, vector<2x3xi8>) -> vector<2x3xi8>
  // CHECK-NEXT: ( ( 85, -126, -46 ), ( 27, -116, -104 ) )
  vector.print %x72 : vector<2x3xi8>
  %x73 = arith.constant dense<[[-47, 593916628, -715894813, -2], [1746726124, -14, -29, -710797290]]> : vector<2x4xi32>
  %x74 = arith.constant dense<[[-30, -1767886141, -962863864], [31, 1460213081, -558757841], [1338152719, 550204498, -20], [699025036, -16, -690021168]]> : vector<4x3xi32>
  %x75 = arith.constant dense<[[35, -1495272973, -1457131750], [635748571, -2111209106, -98771160]]> : vector<2x3xi32>
  %x76 = "vector.contract"(%x73, %x74, %x75) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi32>, vector<4x3xi32>, vector<2x3xi32>) -> vector<2x3xi32>
  // CHECK-NEXT: ( ( -936840314, 220816048, 1023514674 ), ( -1790112042, -28624982, -1372353510 ) )
  vector.print %x76 : vector<2x3xi32>
  %x77 = arith.constant dense<[[-12, 858487219, 1883528357, -901175031], [-1699063363, -480901849, 668809373, -10]]> : vector<2x4xi32>
  %x78 = arith.constant dense<[[1932262877, 1202637960, -33, -7], [4, -1676985912, 16, -20], [18, 13, -34, 26]]> : vector<3x4xi32>
  %x79 = arith.constant dense<[[-6, -39, 1290264819], [365945275, 42024711, -600056256]]> : vector<2x3xi32>
  %x80 = "vector.contract"(%x77, %x78, %x79) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi32>, vector<3x4xi32>, vector<2x3xi32>) -> vector<2x3xi32>
  // CHECK-NEXT: ( ( -908241870, 760185885, -2005472462 ), ( 1290381221, -1438325237, -44897625 ) )
  vector.print %x80 : vector<2x3xi32>
  %x81 = arith.constant dense<[[1174727349, 12], [-26, 773472668], [32, 35], [1389878613, 884559917]]> : vector<4x2xi32>
  %x82 = arith.constant dense<[[-322186256, 12, 3], [-1771714447, -1873857689, 4], [-7, 8, -48], [-6, -14, 5]]> : vector<4x3xi32>
  %x83 = arith.constant dense<[[27, -336837591, -16], [984935080, 2, -1032810739]]> : vector<2x3xi32>
  %x84 = "vector.contract"(%x81, %x82, %x83) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi32>, vector<4x3xi32>, vector<2x3xi32>) -> vector<2x3xi32>
  // CHECK-NEXT: ( ( 1949346931, 72217225, 1883638864 ), ( 1062194625, -459007752, -2106056718 ) )
  vector.print %x84 : vector<2x3xi32>
  %x85 = arith.constant dense<[[-417173269, 48], [13, 28], [39, -2111244461], [-1025660674, 28]]> : vector<4x2xi32>
  %x86 = arith.constant dense<[[460379760, -825105146, -390194767, -36], [-1902821918, 16, -14, -1518613688], [1061831207, 36, 31, 2]]> : vector<3x4xi32>
  %x87 = arith.constant dense<[[1721805160, 980763575, 29], [1124909138, -1033040142, -1192311609]]> : vector<2x3xi32>
  %x88 = "vector.contract"(%x85, %x86, %x87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi32>, vector<3x4xi32>, vector<2x3xi32>) -> vector<2x3xi32>
  // CHECK-NEXT: ( ( 240732613, 166650443, 369435251 ), ( -851568275, 2041929832, 1506878284 ) )
  vector.print %x88 : vector<2x3xi32>
  %x89 = arith.constant dense<[[37, -23, -29, 2000731026], [-8, 23, 1938070069, 48]]> : vector<2x4xi32>
  %x90 = arith.constant dense<[[91880781, 733099405, -1697091034], [1044788507, -15, -2094202109], [664496300, 4, 3], [995573890, -2090684030, 373127940]]> : vector<4x3xi32>
  %x91 = arith.constant dense<[[-9, 131255826], [1778872078, -1744872887], [39, -105299446]]> : vector<3x2xi32>
  %x92 = "vector.contract"(%x89, %x90, %x91) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi32>, vector<4x3xi32>, vector<3x2xi32>) -> vector<3x2xi32>
  // CHECK-NEXT: ( ( -669402285, -2122193645 ), ( -1891868808, -1425973828 ), ( -852930991, 1914033534 ) )
  vector.print %x92 : vector<3x2xi32>
  %x93 = arith.constant dense<[[-1613234832, -1024446248, -44, -9], [-6, -46, -44, -46]]> : vector<2x4xi32>
  %x94 = arith.constant dense<[[-1247833184, -38, 1788067106, 1763393782], [-227180994, -21, -2102079696, 1880297991], [367480868, 958892082, -2039854542, 25]]> : vector<3x4xi32>
  %x95 = arith.constant dense<[[631078343, 14], [1259280360, 17], [-48, 1341750989]]> : vector<3x2xi32>
  %x96 = "vector.contract"(%x93, %x94, %x95) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi32>, vector<3x4xi32>, vector<3x2xi32>) -> vector<3x2xi32>
  // CHECK-NEXT: ( ( -1196283591, -1980210410 ), ( -1629988655, -1229048607 ), ( -182309817, 1831755747 ) )
  vector.print %x96 : vector<3x2xi32>
  %x97 = arith.constant dense<[[-16, 516051492], [790359852, -14], [44, -50], [-38, 1498505565]]> : vector<4x2xi32>
  %x98 = arith.constant dense<[[-1661526059, -24, -244096405], [-3, -986424715, -621214286], [151099452, -32, 666030782], [-719815323, -33, 445357349]]> : vector<4x3xi32>
  %x99 = arith.constant dense<[[1119056932, -6], [-1025108678, -2001790865], [47, 1951099693]]> : vector<3x2xi32>
  %x100 = "vector.contract"(%x97, %x98, %x99) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi32>, vector<4x3xi32>, vector<3x2xi32>) -> vector<3x2xi32>
  // CHECK-NEXT: ( ( -795789662, 157993745 ), ( -1917854404, 1511844844 ), ( 833677121, -477222190 ) )
  vector.print %x100 : vector<3x2xi32>
  %x101 = arith.constant dense<[[-1440440977, -451491437], [-1087071743, -31], [24, -48], [-1808893610, -33718581]]> : vector<4x2xi32>
  %x102 = arith.constant dense<[[39, 4, -1841822838, -1034546700], [-38, 17, -23, -864343228], [694000691, -8, -723333368, -45]]> : vector<3x4xi32>
  %x103 = arith.constant dense<[[-45, 2074695940], [-54731413, -32], [-1444216005, 2078888322]]> : vector<3x2xi32>
  %x104 = "vector.contract"(%x101, %x102, %x103) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi32>, vector<3x4xi32>, vector<3x2xi32>) -> vector<3x2xi32>
  // CHECK-NEXT: ( ( -555412312, 1356576905 ), ( 1826055090, -1178018501 ), ( -957593358, 932836244 ) )
  vector.print %x104 : vector<3x2xi32>
  %x105 = arith.constant dense<[[949026745, 14, -1720173742, 43], [1252304942, -721521504, -588071637, -10]]> : vector<2x4xi32>
  %x106 = arith.constant dense<[38, -385510378, 48, 13]> : vector<4xi32>
  %x107 = arith.constant dense<[-1307497826, 48]> : vector<2xi32>
  %x108 = "vector.contract"(%x105, %x106, %x107) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi32>, vector<4xi32>, vector<2xi32>) -> vector<2xi32>
  // CHECK-NEXT: ( -1670358313, -765529006 )
  vector.print %x108 : vector<2xi32>
  %x109 = arith.constant dense<[[-37, -265849956], [28, -27], [38, -6], [1252393404, 256415980]]> : vector<4x2xi32>
  %x110 = arith.constant dense<[-44, -719647285, -303831870, -999171995]> : vector<4xi32>
  %x111 = arith.constant dense<[-6, -13]> : vector<2xi32>
  %x112 = "vector.contract"(%x109, %x110, %x111) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi32>, vector<4xi32>, vector<2xi32>) -> vector<2xi32>
  // CHECK-NEXT: ( -675623806, 618513738 )
  vector.print %x112 : vector<2xi32>
  %x113 = arith.constant dense<[-18, -1829194860, -12, 135379035]> : vector<4xi32>
  %x114 = arith.constant dense<[[309733338, 1310104503, -45, -18], [1460341117, 187493010, 47, 1638065598]]> : vector<2x4xi32>
  %x115 = arith.constant dense<[-1846660388, -22]> : vector<2xi32>
  %x116 = "vector.contract"(%x113, %x114, %x115) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xi32>, vector<2x4xi32>, vector<2xi32>) -> vector<2xi32>
  // CHECK-NEXT: ( -543462390, 1011564510 )
  vector.print %x116 : vector<2xi32>
  %x117 = arith.constant dense<[4, -1098025799, -1840655701, -1797520981]> : vector<4xi32>
  %x118 = arith.constant dense<[[1151845687, 49], [-31, -33], [-26, -245317055], [-99250077, 1780093370]]> : vector<4x2xi32>
  %x119 = arith.constant dense<[-1897089877, -2105880138]> : vector<2xi32>
  %x120 = "vector.contract"(%x117, %x118, %x119) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xi32>, vector<4x2xi32>, vector<2xi32>) -> vector<2xi32>
  // CHECK-NEXT: ( 636950243, -1055495350 )
  vector.print %x120 : vector<2xi32>
  %x121 = arith.constant dense<[34, 45, 549764952, -34]> : vector<4xi32>
  %x122 = arith.constant dense<[1030723060, 34, -2018209710, -1403218852]> : vector<4xi32>
  %x123 = arith.constant -524772013 : i32
  %x124 = "vector.contract"(%x121, %x122, %x123) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xi32>, vector<4xi32>, i32) -> i32
  // CHECK-NEXT: 1103471533
  vector.print %x124 : i32
  %x125 = arith.constant dense<[[[217739582, 1011425966, 127300909, 40], [-1602333649, 31, 1126897142, -1049083111]], [[-15, 39, -3, 531596457], [48, -30, 16, 1169256820]]]> : vector<2x2x4xi32>
  %x126 = arith.constant dense<[[[44, -30, 8], [-377423761, -8, 7], [-985232649, 47, 84405140], [-25, -2137414754, -1184689205]], [[-12, 69367063, 6], [-35, 26, -49], [-43, -683104528, -12], [1269160040, -39, -9]]]> : vector<2x4x3xi32>
  %x127 = arith.constant dense<[[[403555216, 622822648, 1664850251], [42, 8, -985540113]], [[-13, -781966911, 895905985], [-1238663439, 1629057385, -1291929116]]]> : vector<2x2x3xi32>
  %x128 = "vector.contract"(%x125, %x126, %x127) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x4xi32>, vector<2x4x3xi32>, vector<2x2x3xi32>) -> vector<2x2x3xi32>
  // CHECK-NEXT: ( ( ( 504045613, 975060535, -28230983 ), ( 1329777816, 452886054, -301789109 ) ), ( ( -81168261, 969416399, 406503203 ), ( -641764037, -32405247, 1069662958 ) ) )
  vector.print %x128 : vector<2x2x3xi32>
  %x129 = arith.constant dense<[[2000969556, 16], [-1350152081, 15], [10, -1639564152], [285775693, -1184984221]]> : vector<4x2xi32>
  %x130 = arith.constant dense<[745850820, -67875953, -21, 45]> : vector<4xi32>
  %x131 = arith.constant dense<[26, 2057100136]> : vector<2xi32>
  %x132 = "vector.contract"(%x129, %x130, %x131) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<parallel>], kind = #vector.kind<add>}> : (vector<4x2xi32>, vector<4xi32>, vector<2xi32>) -> vector<2xi32>
  // CHECK-NEXT: ( -76983518, -1625901496 )
  vector.print %x132 : vector<2xi32>
  %x133 = arith.constant dense<[[23, 9, -8735595, -422194488], [-445769476, -71158888, -32, 26]]> : vector<2x4xi32>
  %x134 = arith.constant dense<[[40, -34, -36, -2132741912], [29, 9, -14, 1654825277]]> : vector<2x4xi32>
  %x135 = arith.constant -30 : i32
  %x136 = "vector.contract"(%x133, %x134, %x135) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi32>, vector<2x4xi32>, i32) -> i32
  // CHECK-NEXT: 82979178
  vector.print %x136 : i32
  %x137 = arith.constant dense<[[[-2100740909, 1085417649, -1868335679, 48], [38, 50, 25, -222915969]], [[-950881818, -45, 50, 35], [81234889, -37, -52419581, -900621019]]]> : vector<2x2x4xi32>
  %x138 = arith.constant dense<[[[-955967406, 33, -48], [1955032280, 2427200, 50], [-12, -1585162431, -57614424], [-7, 14, -13]], [[-48, 1959612436, 7], [1, 85738842, -851728685], [-820231541, -1712321018, -29], [-9, 1903292403, -46]]]> : vector<2x4x3xi32>
  %x139 = arith.constant dense<[[-39, 1538337098, 7], [-50, -229094155, 33]]> : vector<2x3xi32>
  %x140 = "vector.contract"(%x137, %x138, %x139) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x4xi32>, vector<2x4x3xi32>, vector<2x3xi32>) -> vector<2x3xi32>
  // CHECK-NEXT: ( ( 1237979289, -708161011, 491859674 ), ( -807273036, -649587494, 1828826691 ) )
  vector.print %x140 : vector<2x3xi32>
  %x141 = arith.constant dense<[[1963578176], [32]]> : vector<2x1xi32>
  %x142 = arith.constant dense<[[39, 862245933, 663572046]]> : vector<1x3xi32>
  %x143 = arith.constant dense<[[-9, 1257557676, 1156833682], [48, 11, 1043332977]]> : vector<2x3xi32>
  %x144 = "vector.contract"(%x141, %x142, %x143) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x1xi32>, vector<1x3xi32>, vector<2x3xi32>) -> vector<2x3xi32>
  // CHECK-NEXT: ( ( -729862473, 1168109804, 110083858 ), ( 1296, 1822066091, 802801969 ) )
  vector.print %x144 : vector<2x3xi32>
  %x145 = arith.constant dense<[[-5, -6816107021684641389, -26, 23], [3488306064404406791, -9083716471982709264, 10, 33]]> : vector<2x4xi64>
  %x146 = arith.constant dense<[[22, -3246709633049412364, 1516612467674730232], [-2292517793027967889, 6005091189399386951, -5306502713771020864], [-43, 0, -3556555414778274789], [-11, -8668590029568389210, -6399117674943771460]]> : vector<4x3xi64>
  %x147 = arith.constant dense<[[3760623930056476002, -37, 9], [-15, -10, -6]]> : vector<2x3xi64>
  %x148 = "vector.contract"(%x145, %x146, %x147) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi64>, vector<4x3xi64>, vector<2x3xi64>) -> vector<2x3xi64>
  // CHECK-NEXT: ( ( 6809875757052863250, -7578065861972617274, -2862902952501885801 ), ( 4153500879858605186, -1116660938854880104, 4885345819100903948 ) )
  vector.print %x148 : vector<2x3xi64>
  %x149 = arith.constant dense<[[241262119495815843, -46, -34, -1162758646781566783], [-565238498059934948, -2747141800777367906, -25, -8719849103034861839]]> : vector<2x4xi64>
  %x150 = arith.constant dense<[[-44, -1671936421116979856, -1419154336512999219, 3770473482185082682], [-11, 9, 13, -23], [-42, 18, -16, -6777532887108988155]]> : vector<3x4xi64>
  %x151 = arith.constant dense<[[5358276784160726247, 12, -40], [1304458640668622646, -3919803573798585159, 5723324416814532166]]> : vector<2x3xi64>
  %x152 = "vector.contract"(%x149, %x150, %x151) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi64>, vector<3x4xi64>, vector<2x3xi64>) -> vector<2x3xi64>
  // CHECK-NEXT: ( ( 2061656456203036227, 5642821487812509276, -3730387143538334013 ), ( 3392235209854535451, -6337367669429306073, -2496110440079318513 ) )
  vector.print %x152 : vector<2x3xi64>
  %x153 = arith.constant dense<[[-491056944709258649, 46], [-11, -6533395821161876982], [-35, -7449603494098371811], [6, 18]]> : vector<4x2xi64>
  %x154 = arith.constant dense<[[-38, 6683386178409790834, -295324657975594371], [-4, -41, 3], [6938492211477510887, -6775336366545071407, -23], [-24380956411402217, 8176586595374824931, -27]]> : vector<4x3xi64>
  %x155 = arith.constant dense<[[45, -25, 4994200587584521536], [-5033762022700504611, 4976753531561661500, -5706278503274381010]]> : vector<2x3xi64>
  %x156 = "vector.contract"(%x153, %x154, %x155) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi64>, vector<4x3xi64>, vector<2x3xi64>) -> vector<2x3xi64>
  // CHECK-NEXT: ( ( -2972420356714846204, -3957207851805499577, -2840002825470295571 ), ( -6750503790674668118, 3393055908087562689, 3322271614658336833 ) )
  vector.print %x156 : vector<2x3xi64>
  %x157 = arith.constant dense<[[36, -5865085082731378190], [-41, 8136718290807480728], [4512180671713842548, -17], [-33, 42]]> : vector<4x2xi64>
  %x158 = arith.constant dense<[[-4027235934148579705, 4083735061027406386, -8897830548587269084, -3657542449598386453], [6838517307488047162, -49, 7927282699612535703, -33], [-35, 18, 4186274814661043701, 48]]> : vector<3x4xi64>
  %x159 = arith.constant dense<[[4177310332803929615, 44, -30], [-7142896415554997607, 35, -6181969549613631891]]> : vector<2x3xi64>
  %x160 = "vector.contract"(%x157, %x158, %x159) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi64>, vector<3x4xi64>, vector<2x3xi64>) -> vector<2x3xi64>
  // CHECK-NEXT: ( ( -1817295764323807474, 1225792843063736282, -149118175168872984 ), ( 3301298729852905745, -5725696025607718802, -2310895374361757278 ) )
  vector.print %x160 : vector<2x3xi64>
  %x161 = arith.constant dense<[[-13, -3312446393419132592, 28, -28], [14, 21, 8, 8841124219569326038]]> : vector<2x4xi64>
  %x162 = arith.constant dense<[[-42, 7, 35], [8, -4415412295488766425, 4], [21, 19, -45], [7778501975177543476, 1626126991224789175, -46]]> : vector<4x3xi64>
  %x163 = arith.constant dense<[[-906867354773732214, 40], [-7856370246834430528, -22], [-1, -27]]> : vector<3x2xi64>
  %x164 = "vector.contract"(%x161, %x162, %x163) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi64>, vector<4x3xi64>, vector<3x2xi64>) -> vector<3x2xi64>
  // CHECK-NEXT: ( ( -5396820848873838136, -310701203638107996 ), ( 4569456861818793637, 511868141136495633 ), ( 5196958500033020820, -863344478578862009 ) )
  vector.print %x164 : vector<3x2xi64>
  %x165 = arith.constant dense<[[7371319656048765492, 33, 23, -5824825215107494758], [-3748070664070656084, -37, 25, 32]]> : vector<2x4xi64>
  %x166 = arith.constant dense<[[-6812723936224034319, 44, 18, -4], [3451534004189096238, -16, 9211354720986513133, -8270260482084904378], [-30, 25, -5127693646933590310, 8918615392817973535]]> : vector<3x4xi64>
  %x167 = arith.constant dense<[[49, -8350803119427379740], [7931187685257847979, 24], [4795583596014811361, -5]]> : vector<3x2xi64>
  %x168 = "vector.contract"(%x165, %x166, %x167) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi64>, vector<3x4xi64>, vector<3x2xi64>) -> vector<3x2xi64>
  // CHECK-NEXT: ( ( -8334351305799711737, 4500693916635858358 ), ( 3464629507170212186, -7391970168871826123 ), ( -7622212086787694530, -7055689786688197280 ) )
  vector.print %x168 : vector<3x2xi64>
  %x169 = arith.constant dense<[[1577637816432624220, -28], [39, -35], [38, -1099237397643238320], [41, -43]]> : vector<4x2xi64>
  %x170 = arith.constant dense<[[-563017063289450133, -8977909632651467298, -6534408285605879683], [-22, 46, -9025252696713235443], [4786205314830840682, 38, -7547810473761271186], [-23, -6274119388666837575, 31]]> : vector<4x3xi64>
  %x171 = arith.constant dense<[[36, 657537777254763229], [-5939532713238430408, -8478819058169042993], [-49, -47]]> : vector<3x2xi64>
  %x172 = "vector.contract"(%x169, %x170, %x171) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi64>, vector<4x3xi64>, vector<3x2xi64>) -> vector<3x2xi64>
  // CHECK-NEXT: ( ( 6463000991512277835, -1345759410523004120 ), ( -5791423491318346681, -8696582658145342710 ), ( 5025391907992212993, -3534869078283892343 ) )
  vector.print %x172 : vector<3x2xi64>
  %x173 = arith.constant dense<[[-36, -7], [1428124865985044647, -2], [-7479353066693517139, -8534097258677445273], [-3841374646750567766, -1290254064709227246]]> : vector<4x2xi64>
  %x174 = arith.constant dense<[[-2633397613409883810, 8677661989488400579, 0, 26], [-34, -1990112567400727283, -30, 5602556191406602119], [853936370594273616, 18, -8749745945301096505, -2593334262949057747]]> : vector<3x4xi64>
  %x175 = arith.constant dense<[[39, 949117037283724788], [-26, 30], [-3596294155472509480, 26]]> : vector<3x2xi64>
  %x176 = "vector.contract"(%x173, %x174, %x175) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi64>, vector<3x4xi64>, vector<3x2xi64>) -> vector<3x2xi64>
  // CHECK-NEXT: ( ( 3131585225108749160, 5374458817155305136 ), ( -1360422768137604727, -1084007386944489634 ), ( 4110910416789490099, -2328865837485421311 ) )
  vector.print %x176 : vector<3x2xi64>
  %x177 = arith.constant dense<[[20, -10, -23, -31], [21, 62289621289801778, -7377099843678338222, 1728588627248887089]]> : vector<2x4xi64>
  %x178 = arith.constant dense<[4435485495867414159, 14, -2, -26]> : vector<4xi64>
  %x179 = arith.constant dense<[-34, 8159088504881163764]> : vector<2xi64>
  %x180 = "vector.contract"(%x177, %x178, %x179) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi64>, vector<4xi64>, vector<2xi64>) -> vector<2xi64>
  // CHECK-NEXT: ( -3524010451199474222, -1799742299798508339 )
  vector.print %x180 : vector<2xi64>
  %x181 = arith.constant dense<[[6983048449536947917, -5479601244958001942], [28, 48], [1327403107246110962, 1337761050260312289], [7373089144746175724, -36]]> : vector<4x2xi64>
  %x182 = arith.constant dense<[1530722689720193060, -33, -1364932141360814294, 3861984457771555597]> : vector<4xi64>
  %x183 = arith.constant dense<[-23, 0]> : vector<2xi64>
  %x184 = "vector.contract"(%x181, %x182, %x183) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xi64>, vector<4xi64>, vector<2xi64>) -> vector<2xi64>
  // CHECK-NEXT: ( -1871261943914749231, -4277010297495353138 )
  vector.print %x184 : vector<2xi64>
  %x185 = arith.constant dense<[0, -3822262282225286716, 15, 5011714263731626805]> : vector<4xi64>
  %x186 = arith.constant dense<[[-18, -9204133758275036083, 45, -4336095322163843228], [-1, 2621277123767995705, 344385080680489468, 12]]> : vector<2x4xi64>
  %x187 = arith.constant dense<[6593671567172128605, 1842860321698247301]> : vector<2xi64>
  %x188 = "vector.contract"(%x185, %x186, %x187) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xi64>, vector<2x4xi64>, vector<2xi64>) -> vector<2xi64>
  // CHECK-NEXT: ( 1667725640863974824, 4504586089536909161 )
  vector.print %x188 : vector<2xi64>
  %x189 = arith.constant dense<[-8, 6765441721336519709, 30, 963617610943562380]> : vector<4xi64>
  %x190 = arith.constant dense<[[-7336642985039940812, 22], [-8961409058621019881, -12], [-18, 2901730743663621506], [16, -1275248646311924689]]> : vector<4x2xi64>
  %x191 = arith.constant dense<[-39, -2980451886435379164]> : vector<2xi64>
  %x192 = "vector.contract"(%x189, %x190, %x191) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xi64>, vector<4x2xi64>, vector<2xi64>) -> vector<2xi64>
  // CHECK-NEXT: ( 1843791811229120632, -2416463297944464632 )
  vector.print %x192 : vector<2xi64>
  %x193 = arith.constant dense<[-7906872814896672822, 23, 7272089224689744341, 21]> : vector<4xi64>
  %x194 = arith.constant dense<[-8234530110241840234, 1, -4479098304681716088, 5]> : vector<4xi64>
  %x195 = arith.constant 4682596492992188656 : i64
  %x196 = "vector.contract"(%x193, %x194, %x195) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xi64>, vector<4xi64>, i64) -> i64
  // CHECK-NEXT: -8880052598260517132
  vector.print %x196 : i64
  %x197 = arith.constant dense<[[[7820293660454347935, 9, 47, -45], [-3407821421710995340, -28, 3981864656763061473, -3057724297131347520]], [[4226586648352919262, 9128591440044052623, -6540191136736950709, 42], [5979164470487138409, -8789014650004223240, -18, -1]]]> : vector<2x2x4xi64>
  %x198 = arith.constant dense<[[[4039832667021351359, -1900965973319717272, 14], [-5722405216765109765, 41, 37], [-1627385381052647103, -6600463115391419129, -2216066087270912797], [-3535568825690918236, 47, 6489879275056557772]], [[-4024232659175394058, 6706651094851342435, 3808353234893216725], [27, 24, 4732807168574442943], [-7563949955552358146, 5288025596868581856, -2472708412316149645], [6242717540273113442, 1843412300249009535, 26]]]> : vector<2x4x3xi64>
  %x199 = arith.constant dense<[[[8527659155461969790, 40, -36], [8, 5001989603291491648, 2856689328835436740]], [[-32, 28, 1], [9, -218527364992399271, -1122825262269348977]]]> : vector<2x2x3xi64>
  %x200 = "vector.contract"(%x197, %x198, %x199) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x4xi64>, vector<2x4x3xi64>, vector<2x2x3xi64>) -> vector<2x2x3xi64>
  // CHECK-NEXT: ( ( ( -5735898000137242867, 6414800547309281335, 8432342946435696044 ), ( -5071487629607356351, -4935638986470338229, 6021988789302486931 ) ), ( ( -5560006675758901049, -2263316389746607916, 6999213961484207709 ), ( 4250560607940388313, 6942855690368542965, -2755650035955417916 ) ) )
  vector.print %x200 : vector<2x2x3xi64>
  %x201 = arith.constant dense<[[9013131964926151685, -8750060491210674119], [5, 8], [-13, -2721416611359807815], [7137281204917198071, -29]]> : vector<4x2xi64>
  %x202 = arith.constant dense<[-4840150523638746484, 4043603098905686228, 31, -13]> : vector<4xi64>
  %x203 = arith.constant dense<[4227776976965539642, 698428440933542743]> : vector<2xi64>
  %x204 = "vector.contract"(%x201, %x202, %x203) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<parallel>], kind = #vector.kind<add>}> : (vector<4x2xi64>, vector<4xi64>, vector<2xi64>) -> vector<2xi64>
  // CHECK-NEXT: ( 8929261518325685756, -3580830779037473533 )
  vector.print %x204 : vector<2xi64>
  %x205 = arith.constant dense<[[-4674918305166636468, -30, -2076519678230699609, 32], [18, -11, 31, -4331584917228299655]]> : vector<2x4xi64>
  %x206 = arith.constant dense<[[10, -4801075774936452046, -44, -43], [-16, -3208010437810975302, 8675588789868443441, 35168815891536818]]> : vector<2x4xi64>
  %x207 = arith.constant 14 : i64
  %x208 = "vector.contract"(%x205, %x206, %x207) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xi64>, vector<2x4xi64>, i64) -> i64
  // CHECK-NEXT: 610825294344420617
  vector.print %x208 : i64
  %x209 = arith.constant dense<[[[-7761812541073839796, -3184147575890818079, 28, -2708160701457760463], [10, -47, 23, 47]], [[-28, -22, 1745993291513204766, 1300912052712544053], [-8057357893810088384, 4806982594913503715, 3940027260322093309, 7122178173999258213]]]> : vector<2x2x4xi64>
  %x210 = arith.constant dense<[[[45, -27, -4], [-47, -33, -32], [-7622978792816465408, 1400038528374464881, 2060065267109820332], [-4528827306785700596, 9199242791436647954, -6714377967706137453]], [[-7727255501102272468, -17, -40], [45, -6032855032672459456, 4760397017192519180], [-38, -37, -9124357720572848938], [-43, -3047776983531405190, 25]]]> : vector<2x4x3xi64>
  %x211 = arith.constant dense<[[4, -4075857752187807484, 40], [4304295105358956432, -8095438089550476402, -8508793547937595098]]> : vector<2x3xi64>
  %x212 = "vector.contract"(%x209, %x210, %x211) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x4xi64>, vector<2x4x3xi64>, vector<2x3xi64>) -> vector<2x3xi64>
  // CHECK-NEXT: ( ( -6119688263141055101, -6768327658281817738, -1642592986122325800 ), ( 270518317447642508, -2253743113645078175, 3805398742610715628 ) )
  vector.print %x212 : vector<2x3xi64>
  %x213 = arith.constant dense<[[-38], [-27]]> : vector<2x1xi64>
  %x214 = arith.constant dense<[[29, -45, -37]]> : vector<1x3xi64>
  %x215 = arith.constant dense<[[-7902349416467808883, 35, 27], [-240522205983165974, 28, -4]]> : vector<2x3xi64>
  %x216 = "vector.contract"(%x213, %x214, %x215) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x1xi64>, vector<1x3xi64>, vector<2x3xi64>) -> vector<2x3xi64>
  // CHECK-NEXT: ( ( -7902349416467809985, 1745, 1433 ), ( -240522205983166757, 1243, 995 ) )
  vector.print %x216 : vector<2x3xi64>
  return
}
