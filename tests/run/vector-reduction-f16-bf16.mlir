// vector.reduction of every float kind on f16 and bf16 vectors (each step rounded to 16 bits,
// as LLVM promotes them), with and without an accumulator and fastmath<reassoc>.
// Expected output: mlir-runner-22 on `mlir-opt-22 -test-lower-to-llvm` of this file.
// COMPARE-SKIP: with fastmath<reassoc> an f16 mul reduction may multiply in any order, and mlir-runner-22 -O0 and -O3 pick different ones (the CHECK lines are its default level's, which corolift follows)
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %v0 = arith.constant dense<[57.43000030517578]> : vector<1xf16>
  %r0_add_0 = vector.reduction <add>, %v0 : vector<1xf16> into f16
  // CHECK: 57.4375
  vector.print %r0_add_0 : f16
  %r0_add_0r = vector.reduction <add>, %v0 fastmath<reassoc> : vector<1xf16> into f16
  // CHECK-NEXT: 57.4375
  vector.print %r0_add_0r : f16
  %r0_add_1a = arith.constant 75.36000061035156 : f16
  %r0_add_1 = vector.reduction <add>, %v0, %r0_add_1a : vector<1xf16> into f16
  // CHECK-NEXT: 132.75
  vector.print %r0_add_1 : f16
  %r0_add_1ra = arith.constant 0.05999999865889549 : f16
  %r0_add_1r = vector.reduction <add>, %v0, %r0_add_1ra fastmath<reassoc> : vector<1xf16> into f16
  // CHECK-NEXT: 57.5
  vector.print %r0_add_1r : f16
  %r0_mul_0 = vector.reduction <mul>, %v0 : vector<1xf16> into f16
  // CHECK-NEXT: 57.4375
  vector.print %r0_mul_0 : f16
  %r0_mul_0r = vector.reduction <mul>, %v0 fastmath<reassoc> : vector<1xf16> into f16
  // CHECK-NEXT: 57.4375
  vector.print %r0_mul_0r : f16
  %r0_mul_1a = arith.constant 0.05000000074505806 : f16
  %r0_mul_1 = vector.reduction <mul>, %v0, %r0_mul_1a : vector<1xf16> into f16
  // CHECK-NEXT: 2.87109
  vector.print %r0_mul_1 : f16
  %r0_mul_1ra = arith.constant 0.05999999865889549 : f16
  %r0_mul_1r = vector.reduction <mul>, %v0, %r0_mul_1ra fastmath<reassoc> : vector<1xf16> into f16
  // CHECK-NEXT: 3.44531
  vector.print %r0_mul_1r : f16
  %r0_minnumf_0 = vector.reduction <minnumf>, %v0 : vector<1xf16> into f16
  // CHECK-NEXT: 57.4375
  vector.print %r0_minnumf_0 : f16
  %r0_minnumf_1a = arith.constant 0.6200000047683716 : f16
  %r0_minnumf_1 = vector.reduction <minnumf>, %v0, %r0_minnumf_1a : vector<1xf16> into f16
  // CHECK-NEXT: 0.620117
  vector.print %r0_minnumf_1 : f16
  %r0_maxnumf_0 = vector.reduction <maxnumf>, %v0 : vector<1xf16> into f16
  // CHECK-NEXT: 57.4375
  vector.print %r0_maxnumf_0 : f16
  %r0_maxnumf_1a = arith.constant -0.800000011920929 : f16
  %r0_maxnumf_1 = vector.reduction <maxnumf>, %v0, %r0_maxnumf_1a : vector<1xf16> into f16
  // CHECK-NEXT: 57.4375
  vector.print %r0_maxnumf_1 : f16
  %r0_minimumf_0 = vector.reduction <minimumf>, %v0 : vector<1xf16> into f16
  // CHECK-NEXT: 57.4375
  vector.print %r0_minimumf_0 : f16
  %r0_minimumf_1a = arith.constant 0.09000000357627869 : f16
  %r0_minimumf_1 = vector.reduction <minimumf>, %v0, %r0_minimumf_1a : vector<1xf16> into f16
  // CHECK-NEXT: 0.0900269
  vector.print %r0_minimumf_1 : f16
  %r0_maximumf_0 = vector.reduction <maximumf>, %v0 : vector<1xf16> into f16
  // CHECK-NEXT: 57.4375
  vector.print %r0_maximumf_0 : f16
  %r0_maximumf_1a = arith.constant 0.6700000166893005 : f16
  %r0_maximumf_1 = vector.reduction <maximumf>, %v0, %r0_maximumf_1a : vector<1xf16> into f16
  // CHECK-NEXT: 57.4375
  vector.print %r0_maximumf_1 : f16
  %v1 = arith.constant dense<[-0.019999999552965164, -93.7699966430664, 80.36000061035156]> : vector<3xf16>
  %r1_add_0 = vector.reduction <add>, %v1 : vector<3xf16> into f16
  // CHECK-NEXT: -13.375
  vector.print %r1_add_0 : f16
  %r1_add_0r = vector.reduction <add>, %v1 fastmath<reassoc> : vector<3xf16> into f16
  // CHECK-NEXT: -13.375
  vector.print %r1_add_0r : f16
  %r1_add_1a = arith.constant -0.07999999821186066 : f16
  %r1_add_1 = vector.reduction <add>, %v1, %r1_add_1a : vector<3xf16> into f16
  // CHECK-NEXT: -13.5
  vector.print %r1_add_1 : f16
  %r1_add_1ra = arith.constant 0.05999999865889549 : f16
  %r1_add_1r = vector.reduction <add>, %v1, %r1_add_1ra fastmath<reassoc> : vector<3xf16> into f16
  // CHECK-NEXT: -13.3125
  vector.print %r1_add_1r : f16
  %r1_mul_0 = vector.reduction <mul>, %v1 : vector<3xf16> into f16
  // CHECK-NEXT: 150.75
  vector.print %r1_mul_0 : f16
  %r1_mul_0r = vector.reduction <mul>, %v1 fastmath<reassoc> : vector<3xf16> into f16
  // CHECK-NEXT: 150.75
  vector.print %r1_mul_0r : f16
  %r1_mul_1a = arith.constant 7.53000020980835 : f16
  %r1_mul_1 = vector.reduction <mul>, %v1, %r1_mul_1a : vector<3xf16> into f16
  // CHECK-NEXT: 1135
  vector.print %r1_mul_1 : f16
  %r1_mul_1ra = arith.constant 0.11999999731779099 : f16
  %r1_mul_1r = vector.reduction <mul>, %v1, %r1_mul_1ra fastmath<reassoc> : vector<3xf16> into f16
  // CHECK-NEXT: 18.0938
  vector.print %r1_mul_1r : f16
  %r1_minnumf_0 = vector.reduction <minnumf>, %v1 : vector<3xf16> into f16
  // CHECK-NEXT: -93.75
  vector.print %r1_minnumf_0 : f16
  %r1_minnumf_1a = arith.constant -24.360000610351562 : f16
  %r1_minnumf_1 = vector.reduction <minnumf>, %v1, %r1_minnumf_1a : vector<3xf16> into f16
  // CHECK-NEXT: -93.75
  vector.print %r1_minnumf_1 : f16
  %r1_maxnumf_0 = vector.reduction <maxnumf>, %v1 : vector<3xf16> into f16
  // CHECK-NEXT: 80.375
  vector.print %r1_maxnumf_0 : f16
  %r1_maxnumf_1a = arith.constant 4.0 : f16
  %r1_maxnumf_1 = vector.reduction <maxnumf>, %v1, %r1_maxnumf_1a : vector<3xf16> into f16
  // CHECK-NEXT: 80.375
  vector.print %r1_maxnumf_1 : f16
  %r1_minimumf_0 = vector.reduction <minimumf>, %v1 : vector<3xf16> into f16
  // CHECK-NEXT: -93.75
  vector.print %r1_minimumf_0 : f16
  %r1_minimumf_1a = arith.constant 3.1700000762939453 : f16
  %r1_minimumf_1 = vector.reduction <minimumf>, %v1, %r1_minimumf_1a : vector<3xf16> into f16
  // CHECK-NEXT: -93.75
  vector.print %r1_minimumf_1 : f16
  %r1_maximumf_0 = vector.reduction <maximumf>, %v1 : vector<3xf16> into f16
  // CHECK-NEXT: 80.375
  vector.print %r1_maximumf_0 : f16
  %r1_maximumf_1a = arith.constant 0.38999998569488525 : f16
  %r1_maximumf_1 = vector.reduction <maximumf>, %v1, %r1_maximumf_1a : vector<3xf16> into f16
  // CHECK-NEXT: 80.375
  vector.print %r1_maximumf_1 : f16
  %v2 = arith.constant dense<[0.5299999713897705, 0.38999998569488525, -91.7300033569336, -7.679999828338623, 2.200000047683716, -3.859999895095825, 0.10000000149011612, 0.4699999988079071]> : vector<8xf16>
  %r2_add_0 = vector.reduction <add>, %v2 : vector<8xf16> into f16
  // CHECK-NEXT: -99.5625
  vector.print %r2_add_0 : f16
  %r2_add_0r = vector.reduction <add>, %v2 fastmath<reassoc> : vector<8xf16> into f16
  // CHECK-NEXT: -99.5625
  vector.print %r2_add_0r : f16
  %r2_add_1a = arith.constant 7.409999847412109 : f16
  %r2_add_1 = vector.reduction <add>, %v2, %r2_add_1a : vector<8xf16> into f16
  // CHECK-NEXT: -92.1875
  vector.print %r2_add_1 : f16
  %r2_add_1ra = arith.constant -59.959999084472656 : f16
  %r2_add_1r = vector.reduction <add>, %v2, %r2_add_1ra fastmath<reassoc> : vector<8xf16> into f16
  // CHECK-NEXT: -159.5
  vector.print %r2_add_1r : f16
  %r2_mul_0 = vector.reduction <mul>, %v2 : vector<8xf16> into f16
  // CHECK-NEXT: -58.0312
  vector.print %r2_mul_0 : f16
  %r2_mul_0r = vector.reduction <mul>, %v2 fastmath<reassoc> : vector<8xf16> into f16
  // CHECK-NEXT: -58.0625
  vector.print %r2_mul_0r : f16
  %r2_mul_1a = arith.constant 0.029999999329447746 : f16
  %r2_mul_1 = vector.reduction <mul>, %v2, %r2_mul_1a : vector<8xf16> into f16
  // CHECK-NEXT: -1.74121
  vector.print %r2_mul_1 : f16
  %r2_mul_1ra = arith.constant -25.079999923706055 : f16
  %r2_mul_1r = vector.reduction <mul>, %v2, %r2_mul_1ra fastmath<reassoc> : vector<8xf16> into f16
  // CHECK-NEXT: 1456
  vector.print %r2_mul_1r : f16
  %r2_minnumf_0 = vector.reduction <minnumf>, %v2 : vector<8xf16> into f16
  // CHECK-NEXT: -91.75
  vector.print %r2_minnumf_0 : f16
  %r2_minnumf_1a = arith.constant -44.150001525878906 : f16
  %r2_minnumf_1 = vector.reduction <minnumf>, %v2, %r2_minnumf_1a : vector<8xf16> into f16
  // CHECK-NEXT: -91.75
  vector.print %r2_minnumf_1 : f16
  %r2_maxnumf_0 = vector.reduction <maxnumf>, %v2 : vector<8xf16> into f16
  // CHECK-NEXT: 2.19922
  vector.print %r2_maxnumf_0 : f16
  %r2_maxnumf_1a = arith.constant 0.009999999776482582 : f16
  %r2_maxnumf_1 = vector.reduction <maxnumf>, %v2, %r2_maxnumf_1a : vector<8xf16> into f16
  // CHECK-NEXT: 2.19922
  vector.print %r2_maxnumf_1 : f16
  %r2_minimumf_0 = vector.reduction <minimumf>, %v2 : vector<8xf16> into f16
  // CHECK-NEXT: -91.75
  vector.print %r2_minimumf_0 : f16
  %r2_minimumf_1a = arith.constant -0.029999999329447746 : f16
  %r2_minimumf_1 = vector.reduction <minimumf>, %v2, %r2_minimumf_1a : vector<8xf16> into f16
  // CHECK-NEXT: -91.75
  vector.print %r2_minimumf_1 : f16
  %r2_maximumf_0 = vector.reduction <maximumf>, %v2 : vector<8xf16> into f16
  // CHECK-NEXT: 2.19922
  vector.print %r2_maximumf_0 : f16
  %r2_maximumf_1a = arith.constant -52.9900016784668 : f16
  %r2_maximumf_1 = vector.reduction <maximumf>, %v2, %r2_maximumf_1a : vector<8xf16> into f16
  // CHECK-NEXT: 2.19922
  vector.print %r2_maximumf_1 : f16
  %v3 = arith.constant dense<[-0.03999999910593033, 9.039999961853027, 0.03999999910593033, -54.869998931884766, -22.469999313354492, 20.25, 27.93000030517578, -1.6200000047683716, 1.690000057220459]> : vector<9xf16>
  %r3_add_0 = vector.reduction <add>, %v3 : vector<9xf16> into f16
  // CHECK-NEXT: -20.0625
  vector.print %r3_add_0 : f16
  %r3_add_0r = vector.reduction <add>, %v3 fastmath<reassoc> : vector<9xf16> into f16
  // CHECK-NEXT: -20.0625
  vector.print %r3_add_0r : f16
  %r3_add_1a = arith.constant -4.139999866485596 : f16
  %r3_add_1 = vector.reduction <add>, %v3, %r3_add_1a : vector<9xf16> into f16
  // CHECK-NEXT: -24.1875
  vector.print %r3_add_1 : f16
  %r3_add_1ra = arith.constant 0.029999999329447746 : f16
  %r3_add_1r = vector.reduction <add>, %v3, %r3_add_1ra fastmath<reassoc> : vector<9xf16> into f16
  // CHECK-NEXT: -20.0312
  vector.print %r3_add_1r : f16
  %r3_mul_0 = vector.reduction <mul>, %v3 : vector<9xf16> into f16
  // CHECK-NEXT: 27648
  vector.print %r3_mul_0 : f16
  %r3_mul_0r = vector.reduction <mul>, %v3 fastmath<reassoc> : vector<9xf16> into f16
  // CHECK-NEXT: 27648
  vector.print %r3_mul_0r : f16
  %r3_mul_1a = arith.constant -0.9700000286102295 : f16
  %r3_mul_1 = vector.reduction <mul>, %v3, %r3_mul_1a : vector<9xf16> into f16
  // CHECK-NEXT: -26816
  vector.print %r3_mul_1 : f16
  %r3_mul_1ra = arith.constant -7.360000133514404 : f16
  %r3_mul_1r = vector.reduction <mul>, %v3, %r3_mul_1ra fastmath<reassoc> : vector<9xf16> into f16
  // CHECK-NEXT: -inf
  vector.print %r3_mul_1r : f16
  %r3_minnumf_0 = vector.reduction <minnumf>, %v3 : vector<9xf16> into f16
  // CHECK-NEXT: -54.875
  vector.print %r3_minnumf_0 : f16
  %r3_minnumf_1a = arith.constant -2.240000009536743 : f16
  %r3_minnumf_1 = vector.reduction <minnumf>, %v3, %r3_minnumf_1a : vector<9xf16> into f16
  // CHECK-NEXT: -54.875
  vector.print %r3_minnumf_1 : f16
  %r3_maxnumf_0 = vector.reduction <maxnumf>, %v3 : vector<9xf16> into f16
  // CHECK-NEXT: 27.9375
  vector.print %r3_maxnumf_0 : f16
  %r3_maxnumf_1a = arith.constant -3.1700000762939453 : f16
  %r3_maxnumf_1 = vector.reduction <maxnumf>, %v3, %r3_maxnumf_1a : vector<9xf16> into f16
  // CHECK-NEXT: 27.9375
  vector.print %r3_maxnumf_1 : f16
  %r3_minimumf_0 = vector.reduction <minimumf>, %v3 : vector<9xf16> into f16
  // CHECK-NEXT: -54.875
  vector.print %r3_minimumf_0 : f16
  %r3_minimumf_1a = arith.constant 0.009999999776482582 : f16
  %r3_minimumf_1 = vector.reduction <minimumf>, %v3, %r3_minimumf_1a : vector<9xf16> into f16
  // CHECK-NEXT: -54.875
  vector.print %r3_minimumf_1 : f16
  %r3_maximumf_0 = vector.reduction <maximumf>, %v3 : vector<9xf16> into f16
  // CHECK-NEXT: 27.9375
  vector.print %r3_maximumf_0 : f16
  %r3_maximumf_1a = arith.constant -0.009999999776482582 : f16
  %r3_maximumf_1 = vector.reduction <maximumf>, %v3, %r3_maximumf_1a : vector<9xf16> into f16
  // CHECK-NEXT: 27.9375
  vector.print %r3_maximumf_1 : f16
  %v4 = arith.constant dense<[-0.8199999928474426, -9.680000305175781, 0.03999999910593033, 9.800000190734863, 0.029999999329447746, -0.05999999865889549, -6.590000152587891, -0.4099999964237213, 0.09000000357627869, 0.10000000149011612, -13.329999923706055, 0.30000001192092896, 0.10000000149011612, 0.10000000149011612, 58.04999923706055, 0.03999999910593033, -0.009999999776482582]> : vector<17xf16>
  %r4_add_0 = vector.reduction <add>, %v4 : vector<17xf16> into f16
  // CHECK-NEXT: 37.75
  vector.print %r4_add_0 : f16
  %r4_add_0r = vector.reduction <add>, %v4 fastmath<reassoc> : vector<17xf16> into f16
  // CHECK-NEXT: 37.7188
  vector.print %r4_add_0r : f16
  %r4_add_1a = arith.constant 0.029999999329447746 : f16
  %r4_add_1 = vector.reduction <add>, %v4, %r4_add_1a : vector<17xf16> into f16
  // CHECK-NEXT: 37.7812
  vector.print %r4_add_1 : f16
  %r4_add_1ra = arith.constant 0.05000000074505806 : f16
  %r4_add_1r = vector.reduction <add>, %v4, %r4_add_1ra fastmath<reassoc> : vector<17xf16> into f16
  // CHECK-NEXT: 37.7812
  vector.print %r4_add_1r : f16
  %r4_mul_0 = vector.reduction <mul>, %v4 : vector<17xf16> into f16
  // CHECK-NEXT: -1.19209e-07
  vector.print %r4_mul_0 : f16
  %r4_mul_0r = vector.reduction <mul>, %v4 fastmath<reassoc> : vector<17xf16> into f16
  // CHECK-NEXT: -1.19209e-07
  vector.print %r4_mul_0r : f16
  %r4_mul_1a = arith.constant -0.10000000149011612 : f16
  %r4_mul_1 = vector.reduction <mul>, %v4, %r4_mul_1a : vector<17xf16> into f16
  // CHECK-NEXT: 0
  vector.print %r4_mul_1 : f16
  %r4_mul_1ra = arith.constant 3.2699999809265137 : f16
  %r4_mul_1r = vector.reduction <mul>, %v4, %r4_mul_1ra fastmath<reassoc> : vector<17xf16> into f16
  // CHECK-NEXT: -4.17233e-07
  vector.print %r4_mul_1r : f16
  %r4_minnumf_0 = vector.reduction <minnumf>, %v4 : vector<17xf16> into f16
  // CHECK-NEXT: -13.3281
  vector.print %r4_minnumf_0 : f16
  %r4_minnumf_1a = arith.constant 55.20000076293945 : f16
  %r4_minnumf_1 = vector.reduction <minnumf>, %v4, %r4_minnumf_1a : vector<17xf16> into f16
  // CHECK-NEXT: -13.3281
  vector.print %r4_minnumf_1 : f16
  %r4_maxnumf_0 = vector.reduction <maxnumf>, %v4 : vector<17xf16> into f16
  // CHECK-NEXT: 58.0625
  vector.print %r4_maxnumf_0 : f16
  %r4_maxnumf_1a = arith.constant -0.009999999776482582 : f16
  %r4_maxnumf_1 = vector.reduction <maxnumf>, %v4, %r4_maxnumf_1a : vector<17xf16> into f16
  // CHECK-NEXT: 58.0625
  vector.print %r4_maxnumf_1 : f16
  %r4_minimumf_0 = vector.reduction <minimumf>, %v4 : vector<17xf16> into f16
  // CHECK-NEXT: -13.3281
  vector.print %r4_minimumf_0 : f16
  %r4_minimumf_1a = arith.constant -0.9700000286102295 : f16
  %r4_minimumf_1 = vector.reduction <minimumf>, %v4, %r4_minimumf_1a : vector<17xf16> into f16
  // CHECK-NEXT: -13.3281
  vector.print %r4_minimumf_1 : f16
  %r4_maximumf_0 = vector.reduction <maximumf>, %v4 : vector<17xf16> into f16
  // CHECK-NEXT: 58.0625
  vector.print %r4_maximumf_0 : f16
  %r4_maximumf_1a = arith.constant 8.890000343322754 : f16
  %r4_maximumf_1 = vector.reduction <maximumf>, %v4, %r4_maximumf_1a : vector<17xf16> into f16
  // CHECK-NEXT: 58.0625
  vector.print %r4_maximumf_1 : f16
  %v5 = arith.constant dense<[-0.07999999821186066]> : vector<1xbf16>
  %r5_add_0 = vector.reduction <add>, %v5 : vector<1xbf16> into bf16
  // CHECK-NEXT: -0.0800781
  vector.print %r5_add_0 : bf16
  %r5_add_0r = vector.reduction <add>, %v5 fastmath<reassoc> : vector<1xbf16> into bf16
  // CHECK-NEXT: -0.0800781
  vector.print %r5_add_0r : bf16
  %r5_add_1a = arith.constant 7.179999828338623 : bf16
  %r5_add_1 = vector.reduction <add>, %v5, %r5_add_1a : vector<1xbf16> into bf16
  // CHECK-NEXT: 7.09375
  vector.print %r5_add_1 : bf16
  %r5_add_1ra = arith.constant 0.05999999865889549 : bf16
  %r5_add_1r = vector.reduction <add>, %v5, %r5_add_1ra fastmath<reassoc> : vector<1xbf16> into bf16
  // CHECK-NEXT: -0.0200195
  vector.print %r5_add_1r : bf16
  %r5_mul_0 = vector.reduction <mul>, %v5 : vector<1xbf16> into bf16
  // CHECK-NEXT: -0.0800781
  vector.print %r5_mul_0 : bf16
  %r5_mul_0r = vector.reduction <mul>, %v5 fastmath<reassoc> : vector<1xbf16> into bf16
  // CHECK-NEXT: -0.0800781
  vector.print %r5_mul_0r : bf16
  %r5_mul_1a = arith.constant -0.03999999910593033 : bf16
  %r5_mul_1 = vector.reduction <mul>, %v5, %r5_mul_1a : vector<1xbf16> into bf16
  // CHECK-NEXT: 0.00320435
  vector.print %r5_mul_1 : bf16
  %r5_mul_1ra = arith.constant -0.09000000357627869 : bf16
  %r5_mul_1r = vector.reduction <mul>, %v5, %r5_mul_1ra fastmath<reassoc> : vector<1xbf16> into bf16
  // CHECK-NEXT: 0.00720215
  vector.print %r5_mul_1r : bf16
  %r5_minnumf_0 = vector.reduction <minnumf>, %v5 : vector<1xbf16> into bf16
  // CHECK-NEXT: -0.0800781
  vector.print %r5_minnumf_0 : bf16
  %r5_minnumf_1a = arith.constant -0.7400000095367432 : bf16
  %r5_minnumf_1 = vector.reduction <minnumf>, %v5, %r5_minnumf_1a : vector<1xbf16> into bf16
  // CHECK-NEXT: -0.738281
  vector.print %r5_minnumf_1 : bf16
  %r5_maxnumf_0 = vector.reduction <maxnumf>, %v5 : vector<1xbf16> into bf16
  // CHECK-NEXT: -0.0800781
  vector.print %r5_maxnumf_0 : bf16
  %r5_maxnumf_1a = arith.constant 0.5 : bf16
  %r5_maxnumf_1 = vector.reduction <maxnumf>, %v5, %r5_maxnumf_1a : vector<1xbf16> into bf16
  // CHECK-NEXT: 0.5
  vector.print %r5_maxnumf_1 : bf16
  %r5_minimumf_0 = vector.reduction <minimumf>, %v5 : vector<1xbf16> into bf16
  // CHECK-NEXT: -0.0800781
  vector.print %r5_minimumf_0 : bf16
  %r5_minimumf_1a = arith.constant -4.119999885559082 : bf16
  %r5_minimumf_1 = vector.reduction <minimumf>, %v5, %r5_minimumf_1a : vector<1xbf16> into bf16
  // CHECK-NEXT: -4.125
  vector.print %r5_minimumf_1 : bf16
  %r5_maximumf_0 = vector.reduction <maximumf>, %v5 : vector<1xbf16> into bf16
  // CHECK-NEXT: -0.0800781
  vector.print %r5_maximumf_0 : bf16
  %r5_maximumf_1a = arith.constant -0.5099999904632568 : bf16
  %r5_maximumf_1 = vector.reduction <maximumf>, %v5, %r5_maximumf_1a : vector<1xbf16> into bf16
  // CHECK-NEXT: -0.0800781
  vector.print %r5_maximumf_1 : bf16
  %v6 = arith.constant dense<[-6.730000019073486, 0.18000000715255737, 0.11999999731779099]> : vector<3xbf16>
  %r6_add_0 = vector.reduction <add>, %v6 : vector<3xbf16> into bf16
  // CHECK-NEXT: -6.40625
  vector.print %r6_add_0 : bf16
  %r6_add_0r = vector.reduction <add>, %v6 fastmath<reassoc> : vector<3xbf16> into bf16
  // CHECK-NEXT: -6.40625
  vector.print %r6_add_0r : bf16
  %r6_add_1a = arith.constant -72.47000122070312 : bf16
  %r6_add_1 = vector.reduction <add>, %v6, %r6_add_1a : vector<3xbf16> into bf16
  // CHECK-NEXT: -79
  vector.print %r6_add_1 : bf16
  %r6_add_1ra = arith.constant 0.05999999865889549 : bf16
  %r6_add_1r = vector.reduction <add>, %v6, %r6_add_1ra fastmath<reassoc> : vector<3xbf16> into bf16
  // CHECK-NEXT: -6.34375
  vector.print %r6_add_1r : bf16
  %r6_mul_0 = vector.reduction <mul>, %v6 : vector<3xbf16> into bf16
  // CHECK-NEXT: -0.145508
  vector.print %r6_mul_0 : bf16
  %r6_mul_0r = vector.reduction <mul>, %v6 fastmath<reassoc> : vector<3xbf16> into bf16
  // CHECK-NEXT: -0.145508
  vector.print %r6_mul_0r : bf16
  %r6_mul_1a = arith.constant -0.7099999785423279 : bf16
  %r6_mul_1 = vector.reduction <mul>, %v6, %r6_mul_1a : vector<3xbf16> into bf16
  // CHECK-NEXT: 0.103027
  vector.print %r6_mul_1 : bf16
  %r6_mul_1ra = arith.constant -0.1899999976158142 : bf16
  %r6_mul_1r = vector.reduction <mul>, %v6, %r6_mul_1ra fastmath<reassoc> : vector<3xbf16> into bf16
  // CHECK-NEXT: 0.02771
  vector.print %r6_mul_1r : bf16
  %r6_minnumf_0 = vector.reduction <minnumf>, %v6 : vector<3xbf16> into bf16
  // CHECK-NEXT: -6.71875
  vector.print %r6_minnumf_0 : bf16
  %r6_minnumf_1a = arith.constant -0.019999999552965164 : bf16
  %r6_minnumf_1 = vector.reduction <minnumf>, %v6, %r6_minnumf_1a : vector<3xbf16> into bf16
  // CHECK-NEXT: -6.71875
  vector.print %r6_minnumf_1 : bf16
  %r6_maxnumf_0 = vector.reduction <maxnumf>, %v6 : vector<3xbf16> into bf16
  // CHECK-NEXT: 0.179688
  vector.print %r6_maxnumf_0 : bf16
  %r6_maxnumf_1a = arith.constant -0.05000000074505806 : bf16
  %r6_maxnumf_1 = vector.reduction <maxnumf>, %v6, %r6_maxnumf_1a : vector<3xbf16> into bf16
  // CHECK-NEXT: 0.179688
  vector.print %r6_maxnumf_1 : bf16
  %r6_minimumf_0 = vector.reduction <minimumf>, %v6 : vector<3xbf16> into bf16
  // CHECK-NEXT: -6.71875
  vector.print %r6_minimumf_0 : bf16
  %r6_minimumf_1a = arith.constant 0.05000000074505806 : bf16
  %r6_minimumf_1 = vector.reduction <minimumf>, %v6, %r6_minimumf_1a : vector<3xbf16> into bf16
  // CHECK-NEXT: -6.71875
  vector.print %r6_minimumf_1 : bf16
  %r6_maximumf_0 = vector.reduction <maximumf>, %v6 : vector<3xbf16> into bf16
  // CHECK-NEXT: 0.179688
  vector.print %r6_maximumf_0 : bf16
  %r6_maximumf_1a = arith.constant -68.69000244140625 : bf16
  %r6_maximumf_1 = vector.reduction <maximumf>, %v6, %r6_maximumf_1a : vector<3xbf16> into bf16
  // CHECK-NEXT: 0.179688
  vector.print %r6_maximumf_1 : bf16
  %v7 = arith.constant dense<[-0.019999999552965164, -39.849998474121094, -0.019999999552965164, -8.430000305175781, 0.7300000190734863, -34.2400016784668, -59.27000045776367, 0.14000000059604645]> : vector<8xbf16>
  %r7_add_0 = vector.reduction <add>, %v7 : vector<8xbf16> into bf16
  // CHECK-NEXT: -141
  vector.print %r7_add_0 : bf16
  %r7_add_0r = vector.reduction <add>, %v7 fastmath<reassoc> : vector<8xbf16> into bf16
  // CHECK-NEXT: -141
  vector.print %r7_add_0r : bf16
  %r7_add_1a = arith.constant -0.019999999552965164 : bf16
  %r7_add_1 = vector.reduction <add>, %v7, %r7_add_1a : vector<8xbf16> into bf16
  // CHECK-NEXT: -141
  vector.print %r7_add_1 : bf16
  %r7_add_1ra = arith.constant -4.650000095367432 : bf16
  %r7_add_1r = vector.reduction <add>, %v7, %r7_add_1ra fastmath<reassoc> : vector<8xbf16> into bf16
  // CHECK-NEXT: -146
  vector.print %r7_add_1r : bf16
  %r7_mul_0 = vector.reduction <mul>, %v7 : vector<8xbf16> into bf16
  // CHECK-NEXT: 27.875
  vector.print %r7_mul_0 : bf16
  %r7_mul_0r = vector.reduction <mul>, %v7 fastmath<reassoc> : vector<8xbf16> into bf16
  // CHECK-NEXT: 27.875
  vector.print %r7_mul_0r : bf16
  %r7_mul_1a = arith.constant -5.599999904632568 : bf16
  %r7_mul_1 = vector.reduction <mul>, %v7, %r7_mul_1a : vector<8xbf16> into bf16
  // CHECK-NEXT: -155
  vector.print %r7_mul_1 : bf16
  %r7_mul_1ra = arith.constant -0.009999999776482582 : bf16
  %r7_mul_1r = vector.reduction <mul>, %v7, %r7_mul_1ra fastmath<reassoc> : vector<8xbf16> into bf16
  // CHECK-NEXT: -0.279297
  vector.print %r7_mul_1r : bf16
  %r7_minnumf_0 = vector.reduction <minnumf>, %v7 : vector<8xbf16> into bf16
  // CHECK-NEXT: -59.25
  vector.print %r7_minnumf_0 : bf16
  %r7_minnumf_1a = arith.constant -23.06999969482422 : bf16
  %r7_minnumf_1 = vector.reduction <minnumf>, %v7, %r7_minnumf_1a : vector<8xbf16> into bf16
  // CHECK-NEXT: -59.25
  vector.print %r7_minnumf_1 : bf16
  %r7_maxnumf_0 = vector.reduction <maxnumf>, %v7 : vector<8xbf16> into bf16
  // CHECK-NEXT: 0.730469
  vector.print %r7_maxnumf_0 : bf16
  %r7_maxnumf_1a = arith.constant -33.22999954223633 : bf16
  %r7_maxnumf_1 = vector.reduction <maxnumf>, %v7, %r7_maxnumf_1a : vector<8xbf16> into bf16
  // CHECK-NEXT: 0.730469
  vector.print %r7_maxnumf_1 : bf16
  %r7_minimumf_0 = vector.reduction <minimumf>, %v7 : vector<8xbf16> into bf16
  // CHECK-NEXT: -59.25
  vector.print %r7_minimumf_0 : bf16
  %r7_minimumf_1a = arith.constant -0.09000000357627869 : bf16
  %r7_minimumf_1 = vector.reduction <minimumf>, %v7, %r7_minimumf_1a : vector<8xbf16> into bf16
  // CHECK-NEXT: -59.25
  vector.print %r7_minimumf_1 : bf16
  %r7_maximumf_0 = vector.reduction <maximumf>, %v7 : vector<8xbf16> into bf16
  // CHECK-NEXT: 0.730469
  vector.print %r7_maximumf_0 : bf16
  %r7_maximumf_1a = arith.constant -0.07000000029802322 : bf16
  %r7_maximumf_1 = vector.reduction <maximumf>, %v7, %r7_maximumf_1a : vector<8xbf16> into bf16
  // CHECK-NEXT: 0.730469
  vector.print %r7_maximumf_1 : bf16
  %v8 = arith.constant dense<[9.510000228881836, 63.72999954223633, 0.03999999910593033, -0.03999999910593033, 90.19999694824219, 46.630001068115234, -1.8700000047683716, -0.10000000149011612, 9.220000267028809]> : vector<9xbf16>
  %r8_add_0 = vector.reduction <add>, %v8 : vector<9xbf16> into bf16
  // CHECK-NEXT: 217
  vector.print %r8_add_0 : bf16
  %r8_add_0r = vector.reduction <add>, %v8 fastmath<reassoc> : vector<9xbf16> into bf16
  // CHECK-NEXT: 217
  vector.print %r8_add_0r : bf16
  %r8_add_1a = arith.constant 9.270000457763672 : bf16
  %r8_add_1 = vector.reduction <add>, %v8, %r8_add_1a : vector<9xbf16> into bf16
  // CHECK-NEXT: 226
  vector.print %r8_add_1 : bf16
  %r8_add_1ra = arith.constant 6.800000190734863 : bf16
  %r8_add_1r = vector.reduction <add>, %v8, %r8_add_1ra fastmath<reassoc> : vector<9xbf16> into bf16
  // CHECK-NEXT: 224
  vector.print %r8_add_1r : bf16
  %r8_mul_0 = vector.reduction <mul>, %v8 : vector<9xbf16> into bf16
  // CHECK-NEXT: -7040
  vector.print %r8_mul_0 : bf16
  %r8_mul_0r = vector.reduction <mul>, %v8 fastmath<reassoc> : vector<9xbf16> into bf16
  // CHECK-NEXT: -7040
  vector.print %r8_mul_0r : bf16
  %r8_mul_1a = arith.constant 0.2199999988079071 : bf16
  %r8_mul_1 = vector.reduction <mul>, %v8, %r8_mul_1a : vector<9xbf16> into bf16
  // CHECK-NEXT: -1544
  vector.print %r8_mul_1 : bf16
  %r8_mul_1ra = arith.constant -0.03999999910593033 : bf16
  %r8_mul_1r = vector.reduction <mul>, %v8, %r8_mul_1ra fastmath<reassoc> : vector<9xbf16> into bf16
  // CHECK-NEXT: 282
  vector.print %r8_mul_1r : bf16
  %r8_minnumf_0 = vector.reduction <minnumf>, %v8 : vector<9xbf16> into bf16
  // CHECK-NEXT: -1.86719
  vector.print %r8_minnumf_0 : bf16
  %r8_minnumf_1a = arith.constant -76.41999816894531 : bf16
  %r8_minnumf_1 = vector.reduction <minnumf>, %v8, %r8_minnumf_1a : vector<9xbf16> into bf16
  // CHECK-NEXT: -76.5
  vector.print %r8_minnumf_1 : bf16
  %r8_maxnumf_0 = vector.reduction <maxnumf>, %v8 : vector<9xbf16> into bf16
  // CHECK-NEXT: 90
  vector.print %r8_maxnumf_0 : bf16
  %r8_maxnumf_1a = arith.constant -8.9399995803833 : bf16
  %r8_maxnumf_1 = vector.reduction <maxnumf>, %v8, %r8_maxnumf_1a : vector<9xbf16> into bf16
  // CHECK-NEXT: 90
  vector.print %r8_maxnumf_1 : bf16
  %r8_minimumf_0 = vector.reduction <minimumf>, %v8 : vector<9xbf16> into bf16
  // CHECK-NEXT: -1.86719
  vector.print %r8_minimumf_0 : bf16
  %r8_minimumf_1a = arith.constant -0.05999999865889549 : bf16
  %r8_minimumf_1 = vector.reduction <minimumf>, %v8, %r8_minimumf_1a : vector<9xbf16> into bf16
  // CHECK-NEXT: -1.86719
  vector.print %r8_minimumf_1 : bf16
  %r8_maximumf_0 = vector.reduction <maximumf>, %v8 : vector<9xbf16> into bf16
  // CHECK-NEXT: 90
  vector.print %r8_maximumf_0 : bf16
  %r8_maximumf_1a = arith.constant 6.150000095367432 : bf16
  %r8_maximumf_1 = vector.reduction <maximumf>, %v8, %r8_maximumf_1a : vector<9xbf16> into bf16
  // CHECK-NEXT: 90
  vector.print %r8_maximumf_1 : bf16
  %v9 = arith.constant dense<[29.440000534057617, -1.9500000476837158, 1.440000057220459, -0.07999999821186066, 0.6600000262260437, -9.350000381469727, 0.6399999856948853, 2.8499999046325684, 0.10000000149011612, -90.41000366210938, 0.009999999776482582, 2.7699999809265137, 0.019999999552965164, 0.1599999964237213, 0.05999999865889549, -16.329999923706055, -0.07000000029802322]> : vector<17xbf16>
  %r9_add_0 = vector.reduction <add>, %v9 : vector<17xbf16> into bf16
  // CHECK-NEXT: -80
  vector.print %r9_add_0 : bf16
  %r9_add_0r = vector.reduction <add>, %v9 fastmath<reassoc> : vector<17xbf16> into bf16
  // CHECK-NEXT: -80
  vector.print %r9_add_0r : bf16
  %r9_add_1a = arith.constant -0.009999999776482582 : bf16
  %r9_add_1 = vector.reduction <add>, %v9, %r9_add_1a : vector<17xbf16> into bf16
  // CHECK-NEXT: -80
  vector.print %r9_add_1 : bf16
  %r9_add_1ra = arith.constant -0.23999999463558197 : bf16
  %r9_add_1r = vector.reduction <add>, %v9, %r9_add_1ra fastmath<reassoc> : vector<17xbf16> into bf16
  // CHECK-NEXT: -80
  vector.print %r9_add_1r : bf16
  %r9_mul_0 = vector.reduction <mul>, %v9 : vector<17xbf16> into bf16
  // CHECK-NEXT: 0.00411987
  vector.print %r9_mul_0 : bf16
  %r9_mul_0r = vector.reduction <mul>, %v9 fastmath<reassoc> : vector<17xbf16> into bf16
  // CHECK-NEXT: 0.00411987
  vector.print %r9_mul_0r : bf16
  %r9_mul_1a = arith.constant 35.439998626708984 : bf16
  %r9_mul_1 = vector.reduction <mul>, %v9, %r9_mul_1a : vector<17xbf16> into bf16
  // CHECK-NEXT: 0.147461
  vector.print %r9_mul_1 : bf16
  %r9_mul_1ra = arith.constant -0.009999999776482582 : bf16
  %r9_mul_1r = vector.reduction <mul>, %v9, %r9_mul_1ra fastmath<reassoc> : vector<17xbf16> into bf16
  // CHECK-NEXT: -4.12464e-05
  vector.print %r9_mul_1r : bf16
  %r9_minnumf_0 = vector.reduction <minnumf>, %v9 : vector<17xbf16> into bf16
  // CHECK-NEXT: -90.5
  vector.print %r9_minnumf_0 : bf16
  %r9_minnumf_1a = arith.constant 0.07000000029802322 : bf16
  %r9_minnumf_1 = vector.reduction <minnumf>, %v9, %r9_minnumf_1a : vector<17xbf16> into bf16
  // CHECK-NEXT: -90.5
  vector.print %r9_minnumf_1 : bf16
  %r9_maxnumf_0 = vector.reduction <maxnumf>, %v9 : vector<17xbf16> into bf16
  // CHECK-NEXT: 29.5
  vector.print %r9_maxnumf_0 : bf16
  %r9_maxnumf_1a = arith.constant 3.319999933242798 : bf16
  %r9_maxnumf_1 = vector.reduction <maxnumf>, %v9, %r9_maxnumf_1a : vector<17xbf16> into bf16
  // CHECK-NEXT: 29.5
  vector.print %r9_maxnumf_1 : bf16
  %r9_minimumf_0 = vector.reduction <minimumf>, %v9 : vector<17xbf16> into bf16
  // CHECK-NEXT: -90.5
  vector.print %r9_minimumf_0 : bf16
  %r9_minimumf_1a = arith.constant 0.03999999910593033 : bf16
  %r9_minimumf_1 = vector.reduction <minimumf>, %v9, %r9_minimumf_1a : vector<17xbf16> into bf16
  // CHECK-NEXT: -90.5
  vector.print %r9_minimumf_1 : bf16
  %r9_maximumf_0 = vector.reduction <maximumf>, %v9 : vector<17xbf16> into bf16
  // CHECK-NEXT: 29.5
  vector.print %r9_maximumf_0 : bf16
  %r9_maximumf_1a = arith.constant -37.9900016784668 : bf16
  %r9_maximumf_1 = vector.reduction <maximumf>, %v9, %r9_maximumf_1a : vector<17xbf16> into bf16
  // CHECK-NEXT: 29.5
  vector.print %r9_maximumf_1 : bf16
  return
}
