// vector.reduction of every integer kind (add, mul, minui, minsi, maxui, maxsi, and, or, xor),
// with and without an accumulator, on i1, i8, i16, i32, i64 and index vectors of 1, 3 and 17
// lanes (one part, a partial part, several parts).
// Expected output: mlir-runner-22 on `mlir-opt-22 -test-lower-to-llvm` of this file.
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %v0 = arith.constant dense<[true]> : vector<1xi1>
  %r0_add_0 = vector.reduction <add>, %v0 : vector<1xi1> into i1
  // CHECK: 1
  vector.print %r0_add_0 : i1
  %r0_add_1a = arith.constant true
  %r0_add_1 = vector.reduction <add>, %v0, %r0_add_1a : vector<1xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r0_add_1 : i1
  %r0_mul_0 = vector.reduction <mul>, %v0 : vector<1xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r0_mul_0 : i1
  %r0_mul_1a = arith.constant true
  %r0_mul_1 = vector.reduction <mul>, %v0, %r0_mul_1a : vector<1xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r0_mul_1 : i1
  %r0_minui_0 = vector.reduction <minui>, %v0 : vector<1xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r0_minui_0 : i1
  %r0_minui_1a = arith.constant false
  %r0_minui_1 = vector.reduction <minui>, %v0, %r0_minui_1a : vector<1xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r0_minui_1 : i1
  %r0_minsi_0 = vector.reduction <minsi>, %v0 : vector<1xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r0_minsi_0 : i1
  %r0_minsi_1a = arith.constant false
  %r0_minsi_1 = vector.reduction <minsi>, %v0, %r0_minsi_1a : vector<1xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r0_minsi_1 : i1
  %r0_maxui_0 = vector.reduction <maxui>, %v0 : vector<1xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r0_maxui_0 : i1
  %r0_maxui_1a = arith.constant true
  %r0_maxui_1 = vector.reduction <maxui>, %v0, %r0_maxui_1a : vector<1xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r0_maxui_1 : i1
  %r0_maxsi_0 = vector.reduction <maxsi>, %v0 : vector<1xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r0_maxsi_0 : i1
  %r0_maxsi_1a = arith.constant false
  %r0_maxsi_1 = vector.reduction <maxsi>, %v0, %r0_maxsi_1a : vector<1xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r0_maxsi_1 : i1
  %r0_and_0 = vector.reduction <and>, %v0 : vector<1xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r0_and_0 : i1
  %r0_and_1a = arith.constant false
  %r0_and_1 = vector.reduction <and>, %v0, %r0_and_1a : vector<1xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r0_and_1 : i1
  %r0_or_0 = vector.reduction <or>, %v0 : vector<1xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r0_or_0 : i1
  %r0_or_1a = arith.constant true
  %r0_or_1 = vector.reduction <or>, %v0, %r0_or_1a : vector<1xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r0_or_1 : i1
  %r0_xor_0 = vector.reduction <xor>, %v0 : vector<1xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r0_xor_0 : i1
  %r0_xor_1a = arith.constant true
  %r0_xor_1 = vector.reduction <xor>, %v0, %r0_xor_1a : vector<1xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r0_xor_1 : i1
  %v1 = arith.constant dense<[false, false, false]> : vector<3xi1>
  %r1_add_0 = vector.reduction <add>, %v1 : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_add_0 : i1
  %r1_add_1a = arith.constant true
  %r1_add_1 = vector.reduction <add>, %v1, %r1_add_1a : vector<3xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r1_add_1 : i1
  %r1_mul_0 = vector.reduction <mul>, %v1 : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_mul_0 : i1
  %r1_mul_1a = arith.constant true
  %r1_mul_1 = vector.reduction <mul>, %v1, %r1_mul_1a : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_mul_1 : i1
  %r1_minui_0 = vector.reduction <minui>, %v1 : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_minui_0 : i1
  %r1_minui_1a = arith.constant false
  %r1_minui_1 = vector.reduction <minui>, %v1, %r1_minui_1a : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_minui_1 : i1
  %r1_minsi_0 = vector.reduction <minsi>, %v1 : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_minsi_0 : i1
  %r1_minsi_1a = arith.constant false
  %r1_minsi_1 = vector.reduction <minsi>, %v1, %r1_minsi_1a : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_minsi_1 : i1
  %r1_maxui_0 = vector.reduction <maxui>, %v1 : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_maxui_0 : i1
  %r1_maxui_1a = arith.constant false
  %r1_maxui_1 = vector.reduction <maxui>, %v1, %r1_maxui_1a : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_maxui_1 : i1
  %r1_maxsi_0 = vector.reduction <maxsi>, %v1 : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_maxsi_0 : i1
  %r1_maxsi_1a = arith.constant false
  %r1_maxsi_1 = vector.reduction <maxsi>, %v1, %r1_maxsi_1a : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_maxsi_1 : i1
  %r1_and_0 = vector.reduction <and>, %v1 : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_and_0 : i1
  %r1_and_1a = arith.constant false
  %r1_and_1 = vector.reduction <and>, %v1, %r1_and_1a : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_and_1 : i1
  %r1_or_0 = vector.reduction <or>, %v1 : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_or_0 : i1
  %r1_or_1a = arith.constant false
  %r1_or_1 = vector.reduction <or>, %v1, %r1_or_1a : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_or_1 : i1
  %r1_xor_0 = vector.reduction <xor>, %v1 : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_xor_0 : i1
  %r1_xor_1a = arith.constant false
  %r1_xor_1 = vector.reduction <xor>, %v1, %r1_xor_1a : vector<3xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r1_xor_1 : i1
  %v2 = arith.constant dense<[false, true, true, true, false, false, true, true, false, false, true, true, true, false, true, true, false]> : vector<17xi1>
  %r2_add_0 = vector.reduction <add>, %v2 : vector<17xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r2_add_0 : i1
  %r2_add_1a = arith.constant true
  %r2_add_1 = vector.reduction <add>, %v2, %r2_add_1a : vector<17xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r2_add_1 : i1
  %r2_mul_0 = vector.reduction <mul>, %v2 : vector<17xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r2_mul_0 : i1
  %r2_mul_1a = arith.constant false
  %r2_mul_1 = vector.reduction <mul>, %v2, %r2_mul_1a : vector<17xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r2_mul_1 : i1
  %r2_minui_0 = vector.reduction <minui>, %v2 : vector<17xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r2_minui_0 : i1
  %r2_minui_1a = arith.constant false
  %r2_minui_1 = vector.reduction <minui>, %v2, %r2_minui_1a : vector<17xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r2_minui_1 : i1
  %r2_minsi_0 = vector.reduction <minsi>, %v2 : vector<17xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r2_minsi_0 : i1
  %r2_minsi_1a = arith.constant false
  %r2_minsi_1 = vector.reduction <minsi>, %v2, %r2_minsi_1a : vector<17xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r2_minsi_1 : i1
  %r2_maxui_0 = vector.reduction <maxui>, %v2 : vector<17xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r2_maxui_0 : i1
  %r2_maxui_1a = arith.constant true
  %r2_maxui_1 = vector.reduction <maxui>, %v2, %r2_maxui_1a : vector<17xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r2_maxui_1 : i1
  %r2_maxsi_0 = vector.reduction <maxsi>, %v2 : vector<17xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r2_maxsi_0 : i1
  %r2_maxsi_1a = arith.constant false
  %r2_maxsi_1 = vector.reduction <maxsi>, %v2, %r2_maxsi_1a : vector<17xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r2_maxsi_1 : i1
  %r2_and_0 = vector.reduction <and>, %v2 : vector<17xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r2_and_0 : i1
  %r2_and_1a = arith.constant true
  %r2_and_1 = vector.reduction <and>, %v2, %r2_and_1a : vector<17xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r2_and_1 : i1
  %r2_or_0 = vector.reduction <or>, %v2 : vector<17xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r2_or_0 : i1
  %r2_or_1a = arith.constant true
  %r2_or_1 = vector.reduction <or>, %v2, %r2_or_1a : vector<17xi1> into i1
  // CHECK-NEXT: 1
  vector.print %r2_or_1 : i1
  %r2_xor_0 = vector.reduction <xor>, %v2 : vector<17xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r2_xor_0 : i1
  %r2_xor_1a = arith.constant false
  %r2_xor_1 = vector.reduction <xor>, %v2, %r2_xor_1a : vector<17xi1> into i1
  // CHECK-NEXT: 0
  vector.print %r2_xor_1 : i1
  %v3 = arith.constant dense<[-9]> : vector<1xi8>
  %r3_add_0 = vector.reduction <add>, %v3 : vector<1xi8> into i8
  // CHECK-NEXT: -9
  vector.print %r3_add_0 : i8
  %r3_add_1a = arith.constant 127 : i8
  %r3_add_1 = vector.reduction <add>, %v3, %r3_add_1a : vector<1xi8> into i8
  // CHECK-NEXT: 118
  vector.print %r3_add_1 : i8
  %r3_mul_0 = vector.reduction <mul>, %v3 : vector<1xi8> into i8
  // CHECK-NEXT: -9
  vector.print %r3_mul_0 : i8
  %r3_mul_1a = arith.constant -7 : i8
  %r3_mul_1 = vector.reduction <mul>, %v3, %r3_mul_1a : vector<1xi8> into i8
  // CHECK-NEXT: 63
  vector.print %r3_mul_1 : i8
  %r3_minui_0 = vector.reduction <minui>, %v3 : vector<1xi8> into i8
  // CHECK-NEXT: -9
  vector.print %r3_minui_0 : i8
  %r3_minui_1a = arith.constant -128 : i8
  %r3_minui_1 = vector.reduction <minui>, %v3, %r3_minui_1a : vector<1xi8> into i8
  // CHECK-NEXT: -128
  vector.print %r3_minui_1 : i8
  %r3_minsi_0 = vector.reduction <minsi>, %v3 : vector<1xi8> into i8
  // CHECK-NEXT: -9
  vector.print %r3_minsi_0 : i8
  %r3_minsi_1a = arith.constant 42 : i8
  %r3_minsi_1 = vector.reduction <minsi>, %v3, %r3_minsi_1a : vector<1xi8> into i8
  // CHECK-NEXT: -9
  vector.print %r3_minsi_1 : i8
  %r3_maxui_0 = vector.reduction <maxui>, %v3 : vector<1xi8> into i8
  // CHECK-NEXT: -9
  vector.print %r3_maxui_0 : i8
  %r3_maxui_1a = arith.constant -60 : i8
  %r3_maxui_1 = vector.reduction <maxui>, %v3, %r3_maxui_1a : vector<1xi8> into i8
  // CHECK-NEXT: -9
  vector.print %r3_maxui_1 : i8
  %r3_maxsi_0 = vector.reduction <maxsi>, %v3 : vector<1xi8> into i8
  // CHECK-NEXT: -9
  vector.print %r3_maxsi_0 : i8
  %r3_maxsi_1a = arith.constant 5 : i8
  %r3_maxsi_1 = vector.reduction <maxsi>, %v3, %r3_maxsi_1a : vector<1xi8> into i8
  // CHECK-NEXT: 5
  vector.print %r3_maxsi_1 : i8
  %r3_and_0 = vector.reduction <and>, %v3 : vector<1xi8> into i8
  // CHECK-NEXT: -9
  vector.print %r3_and_0 : i8
  %r3_and_1a = arith.constant 5 : i8
  %r3_and_1 = vector.reduction <and>, %v3, %r3_and_1a : vector<1xi8> into i8
  // CHECK-NEXT: 5
  vector.print %r3_and_1 : i8
  %r3_or_0 = vector.reduction <or>, %v3 : vector<1xi8> into i8
  // CHECK-NEXT: -9
  vector.print %r3_or_0 : i8
  %r3_or_1a = arith.constant -61 : i8
  %r3_or_1 = vector.reduction <or>, %v3, %r3_or_1a : vector<1xi8> into i8
  // CHECK-NEXT: -9
  vector.print %r3_or_1 : i8
  %r3_xor_0 = vector.reduction <xor>, %v3 : vector<1xi8> into i8
  // CHECK-NEXT: -9
  vector.print %r3_xor_0 : i8
  %r3_xor_1a = arith.constant 74 : i8
  %r3_xor_1 = vector.reduction <xor>, %v3, %r3_xor_1a : vector<1xi8> into i8
  // CHECK-NEXT: -67
  vector.print %r3_xor_1 : i8
  %v4 = arith.constant dense<[10, 103, -8]> : vector<3xi8>
  %r4_add_0 = vector.reduction <add>, %v4 : vector<3xi8> into i8
  // CHECK-NEXT: 105
  vector.print %r4_add_0 : i8
  %r4_add_1a = arith.constant -128 : i8
  %r4_add_1 = vector.reduction <add>, %v4, %r4_add_1a : vector<3xi8> into i8
  // CHECK-NEXT: -23
  vector.print %r4_add_1 : i8
  %r4_mul_0 = vector.reduction <mul>, %v4 : vector<3xi8> into i8
  // CHECK-NEXT: -48
  vector.print %r4_mul_0 : i8
  %r4_mul_1a = arith.constant 40 : i8
  %r4_mul_1 = vector.reduction <mul>, %v4, %r4_mul_1a : vector<3xi8> into i8
  // CHECK-NEXT: -128
  vector.print %r4_mul_1 : i8
  %r4_minui_0 = vector.reduction <minui>, %v4 : vector<3xi8> into i8
  // CHECK-NEXT: 10
  vector.print %r4_minui_0 : i8
  %r4_minui_1a = arith.constant -87 : i8
  %r4_minui_1 = vector.reduction <minui>, %v4, %r4_minui_1a : vector<3xi8> into i8
  // CHECK-NEXT: 10
  vector.print %r4_minui_1 : i8
  %r4_minsi_0 = vector.reduction <minsi>, %v4 : vector<3xi8> into i8
  // CHECK-NEXT: -8
  vector.print %r4_minsi_0 : i8
  %r4_minsi_1a = arith.constant -128 : i8
  %r4_minsi_1 = vector.reduction <minsi>, %v4, %r4_minsi_1a : vector<3xi8> into i8
  // CHECK-NEXT: -128
  vector.print %r4_minsi_1 : i8
  %r4_maxui_0 = vector.reduction <maxui>, %v4 : vector<3xi8> into i8
  // CHECK-NEXT: -8
  vector.print %r4_maxui_0 : i8
  %r4_maxui_1a = arith.constant 127 : i8
  %r4_maxui_1 = vector.reduction <maxui>, %v4, %r4_maxui_1a : vector<3xi8> into i8
  // CHECK-NEXT: -8
  vector.print %r4_maxui_1 : i8
  %r4_maxsi_0 = vector.reduction <maxsi>, %v4 : vector<3xi8> into i8
  // CHECK-NEXT: 103
  vector.print %r4_maxsi_0 : i8
  %r4_maxsi_1a = arith.constant 3 : i8
  %r4_maxsi_1 = vector.reduction <maxsi>, %v4, %r4_maxsi_1a : vector<3xi8> into i8
  // CHECK-NEXT: 103
  vector.print %r4_maxsi_1 : i8
  %r4_and_0 = vector.reduction <and>, %v4 : vector<3xi8> into i8
  // CHECK-NEXT: 0
  vector.print %r4_and_0 : i8
  %r4_and_1a = arith.constant -2 : i8
  %r4_and_1 = vector.reduction <and>, %v4, %r4_and_1a : vector<3xi8> into i8
  // CHECK-NEXT: 0
  vector.print %r4_and_1 : i8
  %r4_or_0 = vector.reduction <or>, %v4 : vector<3xi8> into i8
  // CHECK-NEXT: -1
  vector.print %r4_or_0 : i8
  %r4_or_1a = arith.constant 127 : i8
  %r4_or_1 = vector.reduction <or>, %v4, %r4_or_1a : vector<3xi8> into i8
  // CHECK-NEXT: -1
  vector.print %r4_or_1 : i8
  %r4_xor_0 = vector.reduction <xor>, %v4 : vector<3xi8> into i8
  // CHECK-NEXT: -107
  vector.print %r4_xor_0 : i8
  %r4_xor_1a = arith.constant 119 : i8
  %r4_xor_1 = vector.reduction <xor>, %v4, %r4_xor_1a : vector<3xi8> into i8
  // CHECK-NEXT: -30
  vector.print %r4_xor_1 : i8
  %v5 = arith.constant dense<[-128, -128, 0, -7, -128, -20, 4, -128, 7, 127, 7, -128, -128, -128, 35, 103, -62]> : vector<17xi8>
  %r5_add_0 = vector.reduction <add>, %v5 : vector<17xi8> into i8
  // CHECK-NEXT: 66
  vector.print %r5_add_0 : i8
  %r5_add_1a = arith.constant 114 : i8
  %r5_add_1 = vector.reduction <add>, %v5, %r5_add_1a : vector<17xi8> into i8
  // CHECK-NEXT: -76
  vector.print %r5_add_1 : i8
  %r5_mul_0 = vector.reduction <mul>, %v5 : vector<17xi8> into i8
  // CHECK-NEXT: 0
  vector.print %r5_mul_0 : i8
  %r5_mul_1a = arith.constant -128 : i8
  %r5_mul_1 = vector.reduction <mul>, %v5, %r5_mul_1a : vector<17xi8> into i8
  // CHECK-NEXT: 0
  vector.print %r5_mul_1 : i8
  %r5_minui_0 = vector.reduction <minui>, %v5 : vector<17xi8> into i8
  // CHECK-NEXT: 0
  vector.print %r5_minui_0 : i8
  %r5_minui_1a = arith.constant 67 : i8
  %r5_minui_1 = vector.reduction <minui>, %v5, %r5_minui_1a : vector<17xi8> into i8
  // CHECK-NEXT: 0
  vector.print %r5_minui_1 : i8
  %r5_minsi_0 = vector.reduction <minsi>, %v5 : vector<17xi8> into i8
  // CHECK-NEXT: -128
  vector.print %r5_minsi_0 : i8
  %r5_minsi_1a = arith.constant -92 : i8
  %r5_minsi_1 = vector.reduction <minsi>, %v5, %r5_minsi_1a : vector<17xi8> into i8
  // CHECK-NEXT: -128
  vector.print %r5_minsi_1 : i8
  %r5_maxui_0 = vector.reduction <maxui>, %v5 : vector<17xi8> into i8
  // CHECK-NEXT: -7
  vector.print %r5_maxui_0 : i8
  %r5_maxui_1a = arith.constant 127 : i8
  %r5_maxui_1 = vector.reduction <maxui>, %v5, %r5_maxui_1a : vector<17xi8> into i8
  // CHECK-NEXT: -7
  vector.print %r5_maxui_1 : i8
  %r5_maxsi_0 = vector.reduction <maxsi>, %v5 : vector<17xi8> into i8
  // CHECK-NEXT: 127
  vector.print %r5_maxsi_0 : i8
  %r5_maxsi_1a = arith.constant 127 : i8
  %r5_maxsi_1 = vector.reduction <maxsi>, %v5, %r5_maxsi_1a : vector<17xi8> into i8
  // CHECK-NEXT: 127
  vector.print %r5_maxsi_1 : i8
  %r5_and_0 = vector.reduction <and>, %v5 : vector<17xi8> into i8
  // CHECK-NEXT: 0
  vector.print %r5_and_0 : i8
  %r5_and_1a = arith.constant -86 : i8
  %r5_and_1 = vector.reduction <and>, %v5, %r5_and_1a : vector<17xi8> into i8
  // CHECK-NEXT: 0
  vector.print %r5_and_1 : i8
  %r5_or_0 = vector.reduction <or>, %v5 : vector<17xi8> into i8
  // CHECK-NEXT: -1
  vector.print %r5_or_0 : i8
  %r5_or_1a = arith.constant 30 : i8
  %r5_or_1 = vector.reduction <or>, %v5, %r5_or_1a : vector<17xi8> into i8
  // CHECK-NEXT: -1
  vector.print %r5_or_1 : i8
  %r5_xor_0 = vector.reduction <xor>, %v5 : vector<17xi8> into i8
  // CHECK-NEXT: 104
  vector.print %r5_xor_0 : i8
  %r5_xor_1a = arith.constant 127 : i8
  %r5_xor_1 = vector.reduction <xor>, %v5, %r5_xor_1a : vector<17xi8> into i8
  // CHECK-NEXT: 23
  vector.print %r5_xor_1 : i8
  %v6 = arith.constant dense<[-32768]> : vector<1xi16>
  %r6_add_0 = vector.reduction <add>, %v6 : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_add_0 : i16
  %r6_add_1a = arith.constant -93 : i16
  %r6_add_1 = vector.reduction <add>, %v6, %r6_add_1a : vector<1xi16> into i16
  // CHECK-NEXT: 32675
  vector.print %r6_add_1 : i16
  %r6_mul_0 = vector.reduction <mul>, %v6 : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_mul_0 : i16
  %r6_mul_1a = arith.constant 32767 : i16
  %r6_mul_1 = vector.reduction <mul>, %v6, %r6_mul_1a : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_mul_1 : i16
  %r6_minui_0 = vector.reduction <minui>, %v6 : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_minui_0 : i16
  %r6_minui_1a = arith.constant -32768 : i16
  %r6_minui_1 = vector.reduction <minui>, %v6, %r6_minui_1a : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_minui_1 : i16
  %r6_minsi_0 = vector.reduction <minsi>, %v6 : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_minsi_0 : i16
  %r6_minsi_1a = arith.constant 4 : i16
  %r6_minsi_1 = vector.reduction <minsi>, %v6, %r6_minsi_1a : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_minsi_1 : i16
  %r6_maxui_0 = vector.reduction <maxui>, %v6 : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_maxui_0 : i16
  %r6_maxui_1a = arith.constant -32768 : i16
  %r6_maxui_1 = vector.reduction <maxui>, %v6, %r6_maxui_1a : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_maxui_1 : i16
  %r6_maxsi_0 = vector.reduction <maxsi>, %v6 : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_maxsi_0 : i16
  %r6_maxsi_1a = arith.constant 32767 : i16
  %r6_maxsi_1 = vector.reduction <maxsi>, %v6, %r6_maxsi_1a : vector<1xi16> into i16
  // CHECK-NEXT: 32767
  vector.print %r6_maxsi_1 : i16
  %r6_and_0 = vector.reduction <and>, %v6 : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_and_0 : i16
  %r6_and_1a = arith.constant -32768 : i16
  %r6_and_1 = vector.reduction <and>, %v6, %r6_and_1a : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_and_1 : i16
  %r6_or_0 = vector.reduction <or>, %v6 : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_or_0 : i16
  %r6_or_1a = arith.constant 32767 : i16
  %r6_or_1 = vector.reduction <or>, %v6, %r6_or_1a : vector<1xi16> into i16
  // CHECK-NEXT: -1
  vector.print %r6_or_1 : i16
  %r6_xor_0 = vector.reduction <xor>, %v6 : vector<1xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r6_xor_0 : i16
  %r6_xor_1a = arith.constant 32767 : i16
  %r6_xor_1 = vector.reduction <xor>, %v6, %r6_xor_1a : vector<1xi16> into i16
  // CHECK-NEXT: -1
  vector.print %r6_xor_1 : i16
  %v7 = arith.constant dense<[-32768, -16, -32768]> : vector<3xi16>
  %r7_add_0 = vector.reduction <add>, %v7 : vector<3xi16> into i16
  // CHECK-NEXT: -16
  vector.print %r7_add_0 : i16
  %r7_add_1a = arith.constant 9 : i16
  %r7_add_1 = vector.reduction <add>, %v7, %r7_add_1a : vector<3xi16> into i16
  // CHECK-NEXT: -7
  vector.print %r7_add_1 : i16
  %r7_mul_0 = vector.reduction <mul>, %v7 : vector<3xi16> into i16
  // CHECK-NEXT: 0
  vector.print %r7_mul_0 : i16
  %r7_mul_1a = arith.constant 20340 : i16
  %r7_mul_1 = vector.reduction <mul>, %v7, %r7_mul_1a : vector<3xi16> into i16
  // CHECK-NEXT: 0
  vector.print %r7_mul_1 : i16
  %r7_minui_0 = vector.reduction <minui>, %v7 : vector<3xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r7_minui_0 : i16
  %r7_minui_1a = arith.constant 2151 : i16
  %r7_minui_1 = vector.reduction <minui>, %v7, %r7_minui_1a : vector<3xi16> into i16
  // CHECK-NEXT: 2151
  vector.print %r7_minui_1 : i16
  %r7_minsi_0 = vector.reduction <minsi>, %v7 : vector<3xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r7_minsi_0 : i16
  %r7_minsi_1a = arith.constant -189 : i16
  %r7_minsi_1 = vector.reduction <minsi>, %v7, %r7_minsi_1a : vector<3xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r7_minsi_1 : i16
  %r7_maxui_0 = vector.reduction <maxui>, %v7 : vector<3xi16> into i16
  // CHECK-NEXT: -16
  vector.print %r7_maxui_0 : i16
  %r7_maxui_1a = arith.constant -7 : i16
  %r7_maxui_1 = vector.reduction <maxui>, %v7, %r7_maxui_1a : vector<3xi16> into i16
  // CHECK-NEXT: -7
  vector.print %r7_maxui_1 : i16
  %r7_maxsi_0 = vector.reduction <maxsi>, %v7 : vector<3xi16> into i16
  // CHECK-NEXT: -16
  vector.print %r7_maxsi_0 : i16
  %r7_maxsi_1a = arith.constant 29509 : i16
  %r7_maxsi_1 = vector.reduction <maxsi>, %v7, %r7_maxsi_1a : vector<3xi16> into i16
  // CHECK-NEXT: 29509
  vector.print %r7_maxsi_1 : i16
  %r7_and_0 = vector.reduction <and>, %v7 : vector<3xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r7_and_0 : i16
  %r7_and_1a = arith.constant 8 : i16
  %r7_and_1 = vector.reduction <and>, %v7, %r7_and_1a : vector<3xi16> into i16
  // CHECK-NEXT: 0
  vector.print %r7_and_1 : i16
  %r7_or_0 = vector.reduction <or>, %v7 : vector<3xi16> into i16
  // CHECK-NEXT: -16
  vector.print %r7_or_0 : i16
  %r7_or_1a = arith.constant 54 : i16
  %r7_or_1 = vector.reduction <or>, %v7, %r7_or_1a : vector<3xi16> into i16
  // CHECK-NEXT: -10
  vector.print %r7_or_1 : i16
  %r7_xor_0 = vector.reduction <xor>, %v7 : vector<3xi16> into i16
  // CHECK-NEXT: -16
  vector.print %r7_xor_0 : i16
  %r7_xor_1a = arith.constant -11903 : i16
  %r7_xor_1 = vector.reduction <xor>, %v7, %r7_xor_1a : vector<3xi16> into i16
  // CHECK-NEXT: 11889
  vector.print %r7_xor_1 : i16
  %v8 = arith.constant dense<[32767, 32767, 5, -6, 17, -32768, -32768, 22467, -4156, 8, 228, 24925, 239, -132, 90, -156, 9]> : vector<17xi16>
  %r8_add_0 = vector.reduction <add>, %v8 : vector<17xi16> into i16
  // CHECK-NEXT: -22000
  vector.print %r8_add_0 : i16
  %r8_add_1a = arith.constant -183 : i16
  %r8_add_1 = vector.reduction <add>, %v8, %r8_add_1a : vector<17xi16> into i16
  // CHECK-NEXT: -22183
  vector.print %r8_add_1 : i16
  %r8_mul_0 = vector.reduction <mul>, %v8 : vector<17xi16> into i16
  // CHECK-NEXT: 0
  vector.print %r8_mul_0 : i16
  %r8_mul_1a = arith.constant -272 : i16
  %r8_mul_1 = vector.reduction <mul>, %v8, %r8_mul_1a : vector<17xi16> into i16
  // CHECK-NEXT: 0
  vector.print %r8_mul_1 : i16
  %r8_minui_0 = vector.reduction <minui>, %v8 : vector<17xi16> into i16
  // CHECK-NEXT: 5
  vector.print %r8_minui_0 : i16
  %r8_minui_1a = arith.constant 110 : i16
  %r8_minui_1 = vector.reduction <minui>, %v8, %r8_minui_1a : vector<17xi16> into i16
  // CHECK-NEXT: 5
  vector.print %r8_minui_1 : i16
  %r8_minsi_0 = vector.reduction <minsi>, %v8 : vector<17xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r8_minsi_0 : i16
  %r8_minsi_1a = arith.constant 6 : i16
  %r8_minsi_1 = vector.reduction <minsi>, %v8, %r8_minsi_1a : vector<17xi16> into i16
  // CHECK-NEXT: -32768
  vector.print %r8_minsi_1 : i16
  %r8_maxui_0 = vector.reduction <maxui>, %v8 : vector<17xi16> into i16
  // CHECK-NEXT: -6
  vector.print %r8_maxui_0 : i16
  %r8_maxui_1a = arith.constant 32767 : i16
  %r8_maxui_1 = vector.reduction <maxui>, %v8, %r8_maxui_1a : vector<17xi16> into i16
  // CHECK-NEXT: -6
  vector.print %r8_maxui_1 : i16
  %r8_maxsi_0 = vector.reduction <maxsi>, %v8 : vector<17xi16> into i16
  // CHECK-NEXT: 32767
  vector.print %r8_maxsi_0 : i16
  %r8_maxsi_1a = arith.constant 32767 : i16
  %r8_maxsi_1 = vector.reduction <maxsi>, %v8, %r8_maxsi_1a : vector<17xi16> into i16
  // CHECK-NEXT: 32767
  vector.print %r8_maxsi_1 : i16
  %r8_and_0 = vector.reduction <and>, %v8 : vector<17xi16> into i16
  // CHECK-NEXT: 0
  vector.print %r8_and_0 : i16
  %r8_and_1a = arith.constant 32767 : i16
  %r8_and_1 = vector.reduction <and>, %v8, %r8_and_1a : vector<17xi16> into i16
  // CHECK-NEXT: 0
  vector.print %r8_and_1 : i16
  %r8_or_0 = vector.reduction <or>, %v8 : vector<17xi16> into i16
  // CHECK-NEXT: -1
  vector.print %r8_or_0 : i16
  %r8_or_1a = arith.constant 29692 : i16
  %r8_or_1 = vector.reduction <or>, %v8, %r8_or_1a : vector<17xi16> into i16
  // CHECK-NEXT: -1
  vector.print %r8_or_1 : i16
  %r8_xor_0 = vector.reduction <xor>, %v8 : vector<17xi16> into i16
  // CHECK-NEXT: 9980
  vector.print %r8_xor_0 : i16
  %r8_xor_1a = arith.constant -32768 : i16
  %r8_xor_1 = vector.reduction <xor>, %v8, %r8_xor_1a : vector<17xi16> into i16
  // CHECK-NEXT: -22788
  vector.print %r8_xor_1 : i16
  %v9 = arith.constant dense<[-3]> : vector<1xi32>
  %r9_add_0 = vector.reduction <add>, %v9 : vector<1xi32> into i32
  // CHECK-NEXT: -3
  vector.print %r9_add_0 : i32
  %r9_add_1a = arith.constant -50 : i32
  %r9_add_1 = vector.reduction <add>, %v9, %r9_add_1a : vector<1xi32> into i32
  // CHECK-NEXT: -53
  vector.print %r9_add_1 : i32
  %r9_mul_0 = vector.reduction <mul>, %v9 : vector<1xi32> into i32
  // CHECK-NEXT: -3
  vector.print %r9_mul_0 : i32
  %r9_mul_1a = arith.constant -5056453 : i32
  %r9_mul_1 = vector.reduction <mul>, %v9, %r9_mul_1a : vector<1xi32> into i32
  // CHECK-NEXT: 15169359
  vector.print %r9_mul_1 : i32
  %r9_minui_0 = vector.reduction <minui>, %v9 : vector<1xi32> into i32
  // CHECK-NEXT: -3
  vector.print %r9_minui_0 : i32
  %r9_minui_1a = arith.constant 2147483647 : i32
  %r9_minui_1 = vector.reduction <minui>, %v9, %r9_minui_1a : vector<1xi32> into i32
  // CHECK-NEXT: 2147483647
  vector.print %r9_minui_1 : i32
  %r9_minsi_0 = vector.reduction <minsi>, %v9 : vector<1xi32> into i32
  // CHECK-NEXT: -3
  vector.print %r9_minsi_0 : i32
  %r9_minsi_1a = arith.constant 242 : i32
  %r9_minsi_1 = vector.reduction <minsi>, %v9, %r9_minsi_1a : vector<1xi32> into i32
  // CHECK-NEXT: -3
  vector.print %r9_minsi_1 : i32
  %r9_maxui_0 = vector.reduction <maxui>, %v9 : vector<1xi32> into i32
  // CHECK-NEXT: -3
  vector.print %r9_maxui_0 : i32
  %r9_maxui_1a = arith.constant -79 : i32
  %r9_maxui_1 = vector.reduction <maxui>, %v9, %r9_maxui_1a : vector<1xi32> into i32
  // CHECK-NEXT: -3
  vector.print %r9_maxui_1 : i32
  %r9_maxsi_0 = vector.reduction <maxsi>, %v9 : vector<1xi32> into i32
  // CHECK-NEXT: -3
  vector.print %r9_maxsi_0 : i32
  %r9_maxsi_1a = arith.constant -2 : i32
  %r9_maxsi_1 = vector.reduction <maxsi>, %v9, %r9_maxsi_1a : vector<1xi32> into i32
  // CHECK-NEXT: -2
  vector.print %r9_maxsi_1 : i32
  %r9_and_0 = vector.reduction <and>, %v9 : vector<1xi32> into i32
  // CHECK-NEXT: -3
  vector.print %r9_and_0 : i32
  %r9_and_1a = arith.constant 1815770317 : i32
  %r9_and_1 = vector.reduction <and>, %v9, %r9_and_1a : vector<1xi32> into i32
  // CHECK-NEXT: 1815770317
  vector.print %r9_and_1 : i32
  %r9_or_0 = vector.reduction <or>, %v9 : vector<1xi32> into i32
  // CHECK-NEXT: -3
  vector.print %r9_or_0 : i32
  %r9_or_1a = arith.constant 2147483647 : i32
  %r9_or_1 = vector.reduction <or>, %v9, %r9_or_1a : vector<1xi32> into i32
  // CHECK-NEXT: -1
  vector.print %r9_or_1 : i32
  %r9_xor_0 = vector.reduction <xor>, %v9 : vector<1xi32> into i32
  // CHECK-NEXT: -3
  vector.print %r9_xor_0 : i32
  %r9_xor_1a = arith.constant 4 : i32
  %r9_xor_1 = vector.reduction <xor>, %v9, %r9_xor_1a : vector<1xi32> into i32
  // CHECK-NEXT: -7
  vector.print %r9_xor_1 : i32
  %v10 = arith.constant dense<[-9, 51, 1430005403]> : vector<3xi32>
  %r10_add_0 = vector.reduction <add>, %v10 : vector<3xi32> into i32
  // CHECK-NEXT: 1430005445
  vector.print %r10_add_0 : i32
  %r10_add_1a = arith.constant 227 : i32
  %r10_add_1 = vector.reduction <add>, %v10, %r10_add_1a : vector<3xi32> into i32
  // CHECK-NEXT: 1430005672
  vector.print %r10_add_1 : i32
  %r10_mul_0 = vector.reduction <mul>, %v10 : vector<3xi32> into i32
  // CHECK-NEXT: 757516311
  vector.print %r10_mul_0 : i32
  %r10_mul_1a = arith.constant -80415015 : i32
  %r10_mul_1 = vector.reduction <mul>, %v10, %r10_mul_1a : vector<3xi32> into i32
  // CHECK-NEXT: -1143884417
  vector.print %r10_mul_1 : i32
  %r10_minui_0 = vector.reduction <minui>, %v10 : vector<3xi32> into i32
  // CHECK-NEXT: 51
  vector.print %r10_minui_0 : i32
  %r10_minui_1a = arith.constant -1271679602 : i32
  %r10_minui_1 = vector.reduction <minui>, %v10, %r10_minui_1a : vector<3xi32> into i32
  // CHECK-NEXT: 51
  vector.print %r10_minui_1 : i32
  %r10_minsi_0 = vector.reduction <minsi>, %v10 : vector<3xi32> into i32
  // CHECK-NEXT: -9
  vector.print %r10_minsi_0 : i32
  %r10_minsi_1a = arith.constant 342647228 : i32
  %r10_minsi_1 = vector.reduction <minsi>, %v10, %r10_minsi_1a : vector<3xi32> into i32
  // CHECK-NEXT: -9
  vector.print %r10_minsi_1 : i32
  %r10_maxui_0 = vector.reduction <maxui>, %v10 : vector<3xi32> into i32
  // CHECK-NEXT: -9
  vector.print %r10_maxui_0 : i32
  %r10_maxui_1a = arith.constant 2147483647 : i32
  %r10_maxui_1 = vector.reduction <maxui>, %v10, %r10_maxui_1a : vector<3xi32> into i32
  // CHECK-NEXT: -9
  vector.print %r10_maxui_1 : i32
  %r10_maxsi_0 = vector.reduction <maxsi>, %v10 : vector<3xi32> into i32
  // CHECK-NEXT: 1430005403
  vector.print %r10_maxsi_0 : i32
  %r10_maxsi_1a = arith.constant -624616248 : i32
  %r10_maxsi_1 = vector.reduction <maxsi>, %v10, %r10_maxsi_1a : vector<3xi32> into i32
  // CHECK-NEXT: 1430005403
  vector.print %r10_maxsi_1 : i32
  %r10_and_0 = vector.reduction <and>, %v10 : vector<3xi32> into i32
  // CHECK-NEXT: 19
  vector.print %r10_and_0 : i32
  %r10_and_1a = arith.constant -2147483648 : i32
  %r10_and_1 = vector.reduction <and>, %v10, %r10_and_1a : vector<3xi32> into i32
  // CHECK-NEXT: 0
  vector.print %r10_and_1 : i32
  %r10_or_0 = vector.reduction <or>, %v10 : vector<3xi32> into i32
  // CHECK-NEXT: -1
  vector.print %r10_or_0 : i32
  %r10_or_1a = arith.constant -101 : i32
  %r10_or_1 = vector.reduction <or>, %v10, %r10_or_1a : vector<3xi32> into i32
  // CHECK-NEXT: -1
  vector.print %r10_or_1 : i32
  %r10_xor_0 = vector.reduction <xor>, %v10 : vector<3xi32> into i32
  // CHECK-NEXT: -1430005409
  vector.print %r10_xor_0 : i32
  %r10_xor_1a = arith.constant -2147483648 : i32
  %r10_xor_1 = vector.reduction <xor>, %v10, %r10_xor_1a : vector<3xi32> into i32
  // CHECK-NEXT: 717478239
  vector.print %r10_xor_1 : i32
  %v11 = arith.constant dense<[283, -1, -2147483648, -4, -2147483648, 64, -2147483648, 7, 864365156, 111, -2147483648, 2147483647, 2147483647, 2147483647, 2147483647, -2147483648, -2032115198]> : vector<17xi32>
  %r11_add_0 = vector.reduction <add>, %v11 : vector<17xi32> into i32
  // CHECK-NEXT: 979734062
  vector.print %r11_add_0 : i32
  %r11_add_1a = arith.constant 571198876 : i32
  %r11_add_1 = vector.reduction <add>, %v11, %r11_add_1a : vector<17xi32> into i32
  // CHECK-NEXT: 1550932938
  vector.print %r11_add_1 : i32
  %r11_mul_0 = vector.reduction <mul>, %v11 : vector<17xi32> into i32
  // CHECK-NEXT: 0
  vector.print %r11_mul_0 : i32
  %r11_mul_1a = arith.constant -249 : i32
  %r11_mul_1 = vector.reduction <mul>, %v11, %r11_mul_1a : vector<17xi32> into i32
  // CHECK-NEXT: 0
  vector.print %r11_mul_1 : i32
  %r11_minui_0 = vector.reduction <minui>, %v11 : vector<17xi32> into i32
  // CHECK-NEXT: 7
  vector.print %r11_minui_0 : i32
  %r11_minui_1a = arith.constant 2147483647 : i32
  %r11_minui_1 = vector.reduction <minui>, %v11, %r11_minui_1a : vector<17xi32> into i32
  // CHECK-NEXT: 7
  vector.print %r11_minui_1 : i32
  %r11_minsi_0 = vector.reduction <minsi>, %v11 : vector<17xi32> into i32
  // CHECK-NEXT: -2147483648
  vector.print %r11_minsi_0 : i32
  %r11_minsi_1a = arith.constant 941133785 : i32
  %r11_minsi_1 = vector.reduction <minsi>, %v11, %r11_minsi_1a : vector<17xi32> into i32
  // CHECK-NEXT: -2147483648
  vector.print %r11_minsi_1 : i32
  %r11_maxui_0 = vector.reduction <maxui>, %v11 : vector<17xi32> into i32
  // CHECK-NEXT: -1
  vector.print %r11_maxui_0 : i32
  %r11_maxui_1a = arith.constant 5 : i32
  %r11_maxui_1 = vector.reduction <maxui>, %v11, %r11_maxui_1a : vector<17xi32> into i32
  // CHECK-NEXT: -1
  vector.print %r11_maxui_1 : i32
  %r11_maxsi_0 = vector.reduction <maxsi>, %v11 : vector<17xi32> into i32
  // CHECK-NEXT: 2147483647
  vector.print %r11_maxsi_0 : i32
  %r11_maxsi_1a = arith.constant -1653161829 : i32
  %r11_maxsi_1 = vector.reduction <maxsi>, %v11, %r11_maxsi_1a : vector<17xi32> into i32
  // CHECK-NEXT: 2147483647
  vector.print %r11_maxsi_1 : i32
  %r11_and_0 = vector.reduction <and>, %v11 : vector<17xi32> into i32
  // CHECK-NEXT: 0
  vector.print %r11_and_0 : i32
  %r11_and_1a = arith.constant -1923906094 : i32
  %r11_and_1 = vector.reduction <and>, %v11, %r11_and_1a : vector<17xi32> into i32
  // CHECK-NEXT: 0
  vector.print %r11_and_1 : i32
  %r11_or_0 = vector.reduction <or>, %v11 : vector<17xi32> into i32
  // CHECK-NEXT: -1
  vector.print %r11_or_0 : i32
  %r11_or_1a = arith.constant 2147483647 : i32
  %r11_or_1 = vector.reduction <or>, %v11, %r11_or_1a : vector<17xi32> into i32
  // CHECK-NEXT: -1
  vector.print %r11_or_1 : i32
  %r11_xor_0 = vector.reduction <xor>, %v11 : vector<17xi32> into i32
  // CHECK-NEXT: 895830358
  vector.print %r11_xor_0 : i32
  %r11_xor_1a = arith.constant -2147483648 : i32
  %r11_xor_1 = vector.reduction <xor>, %v11, %r11_xor_1a : vector<17xi32> into i32
  // CHECK-NEXT: -1251653290
  vector.print %r11_xor_1 : i32
  %v12 = arith.constant dense<[0]> : vector<1xi64>
  %r12_add_0 = vector.reduction <add>, %v12 : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_add_0 : i64
  %r12_add_1a = arith.constant -9223372036854775808 : i64
  %r12_add_1 = vector.reduction <add>, %v12, %r12_add_1a : vector<1xi64> into i64
  // CHECK-NEXT: -9223372036854775808
  vector.print %r12_add_1 : i64
  %r12_mul_0 = vector.reduction <mul>, %v12 : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_mul_0 : i64
  %r12_mul_1a = arith.constant -2 : i64
  %r12_mul_1 = vector.reduction <mul>, %v12, %r12_mul_1a : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_mul_1 : i64
  %r12_minui_0 = vector.reduction <minui>, %v12 : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_minui_0 : i64
  %r12_minui_1a = arith.constant -9223372036854775808 : i64
  %r12_minui_1 = vector.reduction <minui>, %v12, %r12_minui_1a : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_minui_1 : i64
  %r12_minsi_0 = vector.reduction <minsi>, %v12 : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_minsi_0 : i64
  %r12_minsi_1a = arith.constant -8 : i64
  %r12_minsi_1 = vector.reduction <minsi>, %v12, %r12_minsi_1a : vector<1xi64> into i64
  // CHECK-NEXT: -8
  vector.print %r12_minsi_1 : i64
  %r12_maxui_0 = vector.reduction <maxui>, %v12 : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_maxui_0 : i64
  %r12_maxui_1a = arith.constant -136 : i64
  %r12_maxui_1 = vector.reduction <maxui>, %v12, %r12_maxui_1a : vector<1xi64> into i64
  // CHECK-NEXT: -136
  vector.print %r12_maxui_1 : i64
  %r12_maxsi_0 = vector.reduction <maxsi>, %v12 : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_maxsi_0 : i64
  %r12_maxsi_1a = arith.constant -9223372036854775808 : i64
  %r12_maxsi_1 = vector.reduction <maxsi>, %v12, %r12_maxsi_1a : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_maxsi_1 : i64
  %r12_and_0 = vector.reduction <and>, %v12 : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_and_0 : i64
  %r12_and_1a = arith.constant 9223372036854775807 : i64
  %r12_and_1 = vector.reduction <and>, %v12, %r12_and_1a : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_and_1 : i64
  %r12_or_0 = vector.reduction <or>, %v12 : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_or_0 : i64
  %r12_or_1a = arith.constant -9223372036854775808 : i64
  %r12_or_1 = vector.reduction <or>, %v12, %r12_or_1a : vector<1xi64> into i64
  // CHECK-NEXT: -9223372036854775808
  vector.print %r12_or_1 : i64
  %r12_xor_0 = vector.reduction <xor>, %v12 : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_xor_0 : i64
  %r12_xor_1a = arith.constant 0 : i64
  %r12_xor_1 = vector.reduction <xor>, %v12, %r12_xor_1a : vector<1xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r12_xor_1 : i64
  %v13 = arith.constant dense<[9223372036854775807, 9223372036854775807, 1253787357982784198]> : vector<3xi64>
  %r13_add_0 = vector.reduction <add>, %v13 : vector<3xi64> into i64
  // CHECK-NEXT: 1253787357982784196
  vector.print %r13_add_0 : i64
  %r13_add_1a = arith.constant 9223372036854775807 : i64
  %r13_add_1 = vector.reduction <add>, %v13, %r13_add_1a : vector<3xi64> into i64
  // CHECK-NEXT: -7969584678871991613
  vector.print %r13_add_1 : i64
  %r13_mul_0 = vector.reduction <mul>, %v13 : vector<3xi64> into i64
  // CHECK-NEXT: 1253787357982784198
  vector.print %r13_mul_0 : i64
  %r13_mul_1a = arith.constant -5188097042985629625 : i64
  %r13_mul_1 = vector.reduction <mul>, %v13, %r13_mul_1a : vector<3xi64> into i64
  // CHECK-NEXT: 1417172367422897386
  vector.print %r13_mul_1 : i64
  %r13_minui_0 = vector.reduction <minui>, %v13 : vector<3xi64> into i64
  // CHECK-NEXT: 1253787357982784198
  vector.print %r13_minui_0 : i64
  %r13_minui_1a = arith.constant 9223372036854775807 : i64
  %r13_minui_1 = vector.reduction <minui>, %v13, %r13_minui_1a : vector<3xi64> into i64
  // CHECK-NEXT: 1253787357982784198
  vector.print %r13_minui_1 : i64
  %r13_minsi_0 = vector.reduction <minsi>, %v13 : vector<3xi64> into i64
  // CHECK-NEXT: 1253787357982784198
  vector.print %r13_minsi_0 : i64
  %r13_minsi_1a = arith.constant 109 : i64
  %r13_minsi_1 = vector.reduction <minsi>, %v13, %r13_minsi_1a : vector<3xi64> into i64
  // CHECK-NEXT: 109
  vector.print %r13_minsi_1 : i64
  %r13_maxui_0 = vector.reduction <maxui>, %v13 : vector<3xi64> into i64
  // CHECK-NEXT: 9223372036854775807
  vector.print %r13_maxui_0 : i64
  %r13_maxui_1a = arith.constant -9223372036854775808 : i64
  %r13_maxui_1 = vector.reduction <maxui>, %v13, %r13_maxui_1a : vector<3xi64> into i64
  // CHECK-NEXT: -9223372036854775808
  vector.print %r13_maxui_1 : i64
  %r13_maxsi_0 = vector.reduction <maxsi>, %v13 : vector<3xi64> into i64
  // CHECK-NEXT: 9223372036854775807
  vector.print %r13_maxsi_0 : i64
  %r13_maxsi_1a = arith.constant 9223372036854775807 : i64
  %r13_maxsi_1 = vector.reduction <maxsi>, %v13, %r13_maxsi_1a : vector<3xi64> into i64
  // CHECK-NEXT: 9223372036854775807
  vector.print %r13_maxsi_1 : i64
  %r13_and_0 = vector.reduction <and>, %v13 : vector<3xi64> into i64
  // CHECK-NEXT: 1253787357982784198
  vector.print %r13_and_0 : i64
  %r13_and_1a = arith.constant 9223372036854775807 : i64
  %r13_and_1 = vector.reduction <and>, %v13, %r13_and_1a : vector<3xi64> into i64
  // CHECK-NEXT: 1253787357982784198
  vector.print %r13_and_1 : i64
  %r13_or_0 = vector.reduction <or>, %v13 : vector<3xi64> into i64
  // CHECK-NEXT: 9223372036854775807
  vector.print %r13_or_0 : i64
  %r13_or_1a = arith.constant -74 : i64
  %r13_or_1 = vector.reduction <or>, %v13, %r13_or_1a : vector<3xi64> into i64
  // CHECK-NEXT: -1
  vector.print %r13_or_1 : i64
  %r13_xor_0 = vector.reduction <xor>, %v13 : vector<3xi64> into i64
  // CHECK-NEXT: 1253787357982784198
  vector.print %r13_xor_0 : i64
  %r13_xor_1a = arith.constant 814454558394104822 : i64
  %r13_xor_1 = vector.reduction <xor>, %v13, %r13_xor_1a : vector<3xi64> into i64
  // CHECK-NEXT: 1885845985431077168
  vector.print %r13_xor_1 : i64
  %v14 = arith.constant dense<[-7672993908441025915, -3434651214939581750, -9223372036854775808, 199, -9223372036854775808, 6158034728063799776, 4, -9223372036854775808, -9223372036854775808, 7122047729399903641, 9223372036854775807, 1550751899968684407, -59, 9223372036854775807, 9223372036854775807, 9223372036854775807, -9223372036854775808]> : vector<17xi64>
  %r14_add_0 = vector.reduction <add>, %v14 : vector<17xi64> into i64
  // CHECK-NEXT: -5500182802802995509
  vector.print %r14_add_0 : i64
  %r14_add_1a = arith.constant -3 : i64
  %r14_add_1 = vector.reduction <add>, %v14, %r14_add_1a : vector<17xi64> into i64
  // CHECK-NEXT: -5500182802802995512
  vector.print %r14_add_1 : i64
  %r14_mul_0 = vector.reduction <mul>, %v14 : vector<17xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r14_mul_0 : i64
  %r14_mul_1a = arith.constant 9223372036854775807 : i64
  %r14_mul_1 = vector.reduction <mul>, %v14, %r14_mul_1a : vector<17xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r14_mul_1 : i64
  %r14_minui_0 = vector.reduction <minui>, %v14 : vector<17xi64> into i64
  // CHECK-NEXT: 4
  vector.print %r14_minui_0 : i64
  %r14_minui_1a = arith.constant 256 : i64
  %r14_minui_1 = vector.reduction <minui>, %v14, %r14_minui_1a : vector<17xi64> into i64
  // CHECK-NEXT: 4
  vector.print %r14_minui_1 : i64
  %r14_minsi_0 = vector.reduction <minsi>, %v14 : vector<17xi64> into i64
  // CHECK-NEXT: -9223372036854775808
  vector.print %r14_minsi_0 : i64
  %r14_minsi_1a = arith.constant -7 : i64
  %r14_minsi_1 = vector.reduction <minsi>, %v14, %r14_minsi_1a : vector<17xi64> into i64
  // CHECK-NEXT: -9223372036854775808
  vector.print %r14_minsi_1 : i64
  %r14_maxui_0 = vector.reduction <maxui>, %v14 : vector<17xi64> into i64
  // CHECK-NEXT: -59
  vector.print %r14_maxui_0 : i64
  %r14_maxui_1a = arith.constant 7 : i64
  %r14_maxui_1 = vector.reduction <maxui>, %v14, %r14_maxui_1a : vector<17xi64> into i64
  // CHECK-NEXT: -59
  vector.print %r14_maxui_1 : i64
  %r14_maxsi_0 = vector.reduction <maxsi>, %v14 : vector<17xi64> into i64
  // CHECK-NEXT: 9223372036854775807
  vector.print %r14_maxsi_0 : i64
  %r14_maxsi_1a = arith.constant -223 : i64
  %r14_maxsi_1 = vector.reduction <maxsi>, %v14, %r14_maxsi_1a : vector<17xi64> into i64
  // CHECK-NEXT: 9223372036854775807
  vector.print %r14_maxsi_1 : i64
  %r14_and_0 = vector.reduction <and>, %v14 : vector<17xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r14_and_0 : i64
  %r14_and_1a = arith.constant 9172978512573919685 : i64
  %r14_and_1 = vector.reduction <and>, %v14, %r14_and_1a : vector<17xi64> into i64
  // CHECK-NEXT: 0
  vector.print %r14_and_1 : i64
  %r14_or_0 = vector.reduction <or>, %v14 : vector<17xi64> into i64
  // CHECK-NEXT: -1
  vector.print %r14_or_0 : i64
  %r14_or_1a = arith.constant -6630607793224848838 : i64
  %r14_or_1 = vector.reduction <or>, %v14, %r14_or_1a : vector<17xi64> into i64
  // CHECK-NEXT: -1
  vector.print %r14_or_1 : i64
  %r14_xor_0 = vector.reduction <xor>, %v14 : vector<17xi64> into i64
  // CHECK-NEXT: 1731663047997585991
  vector.print %r14_xor_0 : i64
  %r14_xor_1a = arith.constant 3 : i64
  %r14_xor_1 = vector.reduction <xor>, %v14, %r14_xor_1a : vector<17xi64> into i64
  // CHECK-NEXT: 1731663047997585988
  vector.print %r14_xor_1 : i64
  %v15 = arith.constant dense<[5]> : vector<1xindex>
  %r15_add_0 = vector.reduction <add>, %v15 : vector<1xindex> into index
  // CHECK-NEXT: 5
  vector.print %r15_add_0 : index
  %r15_add_1a = arith.constant 85 : index
  %r15_add_1 = vector.reduction <add>, %v15, %r15_add_1a : vector<1xindex> into index
  // CHECK-NEXT: 90
  vector.print %r15_add_1 : index
  %r15_mul_0 = vector.reduction <mul>, %v15 : vector<1xindex> into index
  // CHECK-NEXT: 5
  vector.print %r15_mul_0 : index
  %r15_mul_1a = arith.constant -9223372036854775808 : index
  %r15_mul_1 = vector.reduction <mul>, %v15, %r15_mul_1a : vector<1xindex> into index
  // CHECK-NEXT: 9223372036854775808
  vector.print %r15_mul_1 : index
  %r15_minui_0 = vector.reduction <minui>, %v15 : vector<1xindex> into index
  // CHECK-NEXT: 5
  vector.print %r15_minui_0 : index
  %r15_minui_1a = arith.constant -9223372036854775808 : index
  %r15_minui_1 = vector.reduction <minui>, %v15, %r15_minui_1a : vector<1xindex> into index
  // CHECK-NEXT: 5
  vector.print %r15_minui_1 : index
  %r15_minsi_0 = vector.reduction <minsi>, %v15 : vector<1xindex> into index
  // CHECK-NEXT: 5
  vector.print %r15_minsi_0 : index
  %r15_minsi_1a = arith.constant -5 : index
  %r15_minsi_1 = vector.reduction <minsi>, %v15, %r15_minsi_1a : vector<1xindex> into index
  // CHECK-NEXT: 18446744073709551611
  vector.print %r15_minsi_1 : index
  %r15_maxui_0 = vector.reduction <maxui>, %v15 : vector<1xindex> into index
  // CHECK-NEXT: 5
  vector.print %r15_maxui_0 : index
  %r15_maxui_1a = arith.constant 9223372036854775807 : index
  %r15_maxui_1 = vector.reduction <maxui>, %v15, %r15_maxui_1a : vector<1xindex> into index
  // CHECK-NEXT: 9223372036854775807
  vector.print %r15_maxui_1 : index
  %r15_maxsi_0 = vector.reduction <maxsi>, %v15 : vector<1xindex> into index
  // CHECK-NEXT: 5
  vector.print %r15_maxsi_0 : index
  %r15_maxsi_1a = arith.constant 3761967028252821354 : index
  %r15_maxsi_1 = vector.reduction <maxsi>, %v15, %r15_maxsi_1a : vector<1xindex> into index
  // CHECK-NEXT: 3761967028252821354
  vector.print %r15_maxsi_1 : index
  %r15_and_0 = vector.reduction <and>, %v15 : vector<1xindex> into index
  // CHECK-NEXT: 5
  vector.print %r15_and_0 : index
  %r15_and_1a = arith.constant 8991205076378240044 : index
  %r15_and_1 = vector.reduction <and>, %v15, %r15_and_1a : vector<1xindex> into index
  // CHECK-NEXT: 4
  vector.print %r15_and_1 : index
  %r15_or_0 = vector.reduction <or>, %v15 : vector<1xindex> into index
  // CHECK-NEXT: 5
  vector.print %r15_or_0 : index
  %r15_or_1a = arith.constant 9223372036854775807 : index
  %r15_or_1 = vector.reduction <or>, %v15, %r15_or_1a : vector<1xindex> into index
  // CHECK-NEXT: 9223372036854775807
  vector.print %r15_or_1 : index
  %r15_xor_0 = vector.reduction <xor>, %v15 : vector<1xindex> into index
  // CHECK-NEXT: 5
  vector.print %r15_xor_0 : index
  %r15_xor_1a = arith.constant 110 : index
  %r15_xor_1 = vector.reduction <xor>, %v15, %r15_xor_1a : vector<1xindex> into index
  // CHECK-NEXT: 107
  vector.print %r15_xor_1 : index
  %v16 = arith.constant dense<[-9223372036854775808, -5741365696932254285, -9223372036854775808]> : vector<3xindex>
  %r16_add_0 = vector.reduction <add>, %v16 : vector<3xindex> into index
  // CHECK-NEXT: 12705378376777297331
  vector.print %r16_add_0 : index
  %r16_add_1a = arith.constant 5 : index
  %r16_add_1 = vector.reduction <add>, %v16, %r16_add_1a : vector<3xindex> into index
  // CHECK-NEXT: 12705378376777297336
  vector.print %r16_add_1 : index
  %r16_mul_0 = vector.reduction <mul>, %v16 : vector<3xindex> into index
  // CHECK-NEXT: 0
  vector.print %r16_mul_0 : index
  %r16_mul_1a = arith.constant -98 : index
  %r16_mul_1 = vector.reduction <mul>, %v16, %r16_mul_1a : vector<3xindex> into index
  // CHECK-NEXT: 0
  vector.print %r16_mul_1 : index
  %r16_minui_0 = vector.reduction <minui>, %v16 : vector<3xindex> into index
  // CHECK-NEXT: 9223372036854775808
  vector.print %r16_minui_0 : index
  %r16_minui_1a = arith.constant 9 : index
  %r16_minui_1 = vector.reduction <minui>, %v16, %r16_minui_1a : vector<3xindex> into index
  // CHECK-NEXT: 9
  vector.print %r16_minui_1 : index
  %r16_minsi_0 = vector.reduction <minsi>, %v16 : vector<3xindex> into index
  // CHECK-NEXT: 9223372036854775808
  vector.print %r16_minsi_0 : index
  %r16_minsi_1a = arith.constant 189 : index
  %r16_minsi_1 = vector.reduction <minsi>, %v16, %r16_minsi_1a : vector<3xindex> into index
  // CHECK-NEXT: 9223372036854775808
  vector.print %r16_minsi_1 : index
  %r16_maxui_0 = vector.reduction <maxui>, %v16 : vector<3xindex> into index
  // CHECK-NEXT: 12705378376777297331
  vector.print %r16_maxui_0 : index
  %r16_maxui_1a = arith.constant -9223372036854775808 : index
  %r16_maxui_1 = vector.reduction <maxui>, %v16, %r16_maxui_1a : vector<3xindex> into index
  // CHECK-NEXT: 12705378376777297331
  vector.print %r16_maxui_1 : index
  %r16_maxsi_0 = vector.reduction <maxsi>, %v16 : vector<3xindex> into index
  // CHECK-NEXT: 12705378376777297331
  vector.print %r16_maxsi_0 : index
  %r16_maxsi_1a = arith.constant 256 : index
  %r16_maxsi_1 = vector.reduction <maxsi>, %v16, %r16_maxsi_1a : vector<3xindex> into index
  // CHECK-NEXT: 256
  vector.print %r16_maxsi_1 : index
  %r16_and_0 = vector.reduction <and>, %v16 : vector<3xindex> into index
  // CHECK-NEXT: 9223372036854775808
  vector.print %r16_and_0 : index
  %r16_and_1a = arith.constant -4346642732257415937 : index
  %r16_and_1 = vector.reduction <and>, %v16, %r16_and_1a : vector<3xindex> into index
  // CHECK-NEXT: 9223372036854775808
  vector.print %r16_and_1 : index
  %r16_or_0 = vector.reduction <or>, %v16 : vector<3xindex> into index
  // CHECK-NEXT: 12705378376777297331
  vector.print %r16_or_0 : index
  %r16_or_1a = arith.constant 0 : index
  %r16_or_1 = vector.reduction <or>, %v16, %r16_or_1a : vector<3xindex> into index
  // CHECK-NEXT: 12705378376777297331
  vector.print %r16_or_1 : index
  %r16_xor_0 = vector.reduction <xor>, %v16 : vector<3xindex> into index
  // CHECK-NEXT: 12705378376777297331
  vector.print %r16_xor_0 : index
  %r16_xor_1a = arith.constant -110 : index
  %r16_xor_1 = vector.reduction <xor>, %v16, %r16_xor_1a : vector<3xindex> into index
  // CHECK-NEXT: 5741365696932254241
  vector.print %r16_xor_1 : index
  %v17 = arith.constant dense<[9223372036854775807, 3, -154, -9223372036854775808, 209, 9223372036854775807, 9223372036854775807, 38, -1250234947217977111, 0, 9223372036854775807, -6, 77, -6, -9, -3702861121466006762, 7]> : vector<17xindex>
  %r17_add_0 = vector.reduction <add>, %v17 : vector<17xindex> into index
  // CHECK-NEXT: 4270275968170792090
  vector.print %r17_add_0 : index
  %r17_add_1a = arith.constant -9223372036854775808 : index
  %r17_add_1 = vector.reduction <add>, %v17, %r17_add_1a : vector<17xindex> into index
  // CHECK-NEXT: 13493648005025567898
  vector.print %r17_add_1 : index
  %r17_mul_0 = vector.reduction <mul>, %v17 : vector<17xindex> into index
  // CHECK-NEXT: 0
  vector.print %r17_mul_0 : index
  %r17_mul_1a = arith.constant -5 : index
  %r17_mul_1 = vector.reduction <mul>, %v17, %r17_mul_1a : vector<17xindex> into index
  // CHECK-NEXT: 0
  vector.print %r17_mul_1 : index
  %r17_minui_0 = vector.reduction <minui>, %v17 : vector<17xindex> into index
  // CHECK-NEXT: 0
  vector.print %r17_minui_0 : index
  %r17_minui_1a = arith.constant -5616949089765156981 : index
  %r17_minui_1 = vector.reduction <minui>, %v17, %r17_minui_1a : vector<17xindex> into index
  // CHECK-NEXT: 0
  vector.print %r17_minui_1 : index
  %r17_minsi_0 = vector.reduction <minsi>, %v17 : vector<17xindex> into index
  // CHECK-NEXT: 9223372036854775808
  vector.print %r17_minsi_0 : index
  %r17_minsi_1a = arith.constant -9223372036854775808 : index
  %r17_minsi_1 = vector.reduction <minsi>, %v17, %r17_minsi_1a : vector<17xindex> into index
  // CHECK-NEXT: 9223372036854775808
  vector.print %r17_minsi_1 : index
  %r17_maxui_0 = vector.reduction <maxui>, %v17 : vector<17xindex> into index
  // CHECK-NEXT: 18446744073709551610
  vector.print %r17_maxui_0 : index
  %r17_maxui_1a = arith.constant -9223372036854775808 : index
  %r17_maxui_1 = vector.reduction <maxui>, %v17, %r17_maxui_1a : vector<17xindex> into index
  // CHECK-NEXT: 18446744073709551610
  vector.print %r17_maxui_1 : index
  %r17_maxsi_0 = vector.reduction <maxsi>, %v17 : vector<17xindex> into index
  // CHECK-NEXT: 9223372036854775807
  vector.print %r17_maxsi_0 : index
  %r17_maxsi_1a = arith.constant -7 : index
  %r17_maxsi_1 = vector.reduction <maxsi>, %v17, %r17_maxsi_1a : vector<17xindex> into index
  // CHECK-NEXT: 9223372036854775807
  vector.print %r17_maxsi_1 : index
  %r17_and_0 = vector.reduction <and>, %v17 : vector<17xindex> into index
  // CHECK-NEXT: 0
  vector.print %r17_and_0 : index
  %r17_and_1a = arith.constant -3 : index
  %r17_and_1 = vector.reduction <and>, %v17, %r17_and_1a : vector<17xindex> into index
  // CHECK-NEXT: 0
  vector.print %r17_and_1 : index
  %r17_or_0 = vector.reduction <or>, %v17 : vector<17xindex> into index
  // CHECK-NEXT: 18446744073709551615
  vector.print %r17_or_0 : index
  %r17_or_1a = arith.constant -9223372036854775808 : index
  %r17_or_1 = vector.reduction <or>, %v17, %r17_or_1a : vector<17xindex> into index
  // CHECK-NEXT: 18446744073709551615
  vector.print %r17_or_1 : index
  %r17_xor_0 = vector.reduction <xor>, %v17 : vector<17xindex> into index
  // CHECK-NEXT: 11689812588813685712
  vector.print %r17_xor_0 : index
  %r17_xor_1a = arith.constant -9 : index
  %r17_xor_1 = vector.reduction <xor>, %v17, %r17_xor_1a : vector<17xindex> into index
  // CHECK-NEXT: 6756931484895865895
  vector.print %r17_xor_1 : index
  return
}
