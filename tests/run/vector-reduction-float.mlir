// vector.reduction of every float kind (add, mul, minnumf, maxnumf, minimumf, maximumf) on f32
// and f64 vectors of 1 to 33 lanes, with and without an accumulator; add and mul also with
// fastmath<reassoc> (LLVM's reassociated order; the values are chosen so that orders differ).
// Expected output: mlir-runner-22 on `mlir-opt-22 -test-lower-to-llvm` of this file.
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %v0 = arith.constant dense<[-15.310466766357422]> : vector<1xf32>
  %r0_add_0 = vector.reduction <add>, %v0 : vector<1xf32> into f32
  // CHECK: -15.3105
  vector.print %r0_add_0 : f32
  %r0_add_0r = vector.reduction <add>, %v0 fastmath<reassoc> : vector<1xf32> into f32
  // CHECK-NEXT: -15.3105
  vector.print %r0_add_0r : f32
  %r0_add_1a = arith.constant -0.06709738075733185 : f32
  %r0_add_1 = vector.reduction <add>, %v0, %r0_add_1a : vector<1xf32> into f32
  // CHECK-NEXT: -15.3776
  vector.print %r0_add_1 : f32
  %r0_add_1ra = arith.constant -5.082028865814209 : f32
  %r0_add_1r = vector.reduction <add>, %v0, %r0_add_1ra fastmath<reassoc> : vector<1xf32> into f32
  // CHECK-NEXT: -20.3925
  vector.print %r0_add_1r : f32
  %r0_mul_0 = vector.reduction <mul>, %v0 : vector<1xf32> into f32
  // CHECK-NEXT: -15.3105
  vector.print %r0_mul_0 : f32
  %r0_mul_0r = vector.reduction <mul>, %v0 fastmath<reassoc> : vector<1xf32> into f32
  // CHECK-NEXT: -15.3105
  vector.print %r0_mul_0r : f32
  %r0_mul_1a = arith.constant 46.837459564208984 : f32
  %r0_mul_1 = vector.reduction <mul>, %v0, %r0_mul_1a : vector<1xf32> into f32
  // CHECK-NEXT: -717.103
  vector.print %r0_mul_1 : f32
  %r0_mul_1ra = arith.constant -0.006272801663726568 : f32
  %r0_mul_1r = vector.reduction <mul>, %v0, %r0_mul_1ra fastmath<reassoc> : vector<1xf32> into f32
  // CHECK-NEXT: 0.0960395
  vector.print %r0_mul_1r : f32
  %r0_minnumf_0 = vector.reduction <minnumf>, %v0 : vector<1xf32> into f32
  // CHECK-NEXT: -15.3105
  vector.print %r0_minnumf_0 : f32
  %r0_minnumf_1a = arith.constant 0.9754737019538879 : f32
  %r0_minnumf_1 = vector.reduction <minnumf>, %v0, %r0_minnumf_1a : vector<1xf32> into f32
  // CHECK-NEXT: -15.3105
  vector.print %r0_minnumf_1 : f32
  %r0_maxnumf_0 = vector.reduction <maxnumf>, %v0 : vector<1xf32> into f32
  // CHECK-NEXT: -15.3105
  vector.print %r0_maxnumf_0 : f32
  %r0_maxnumf_1a = arith.constant 0.0024382544215768576 : f32
  %r0_maxnumf_1 = vector.reduction <maxnumf>, %v0, %r0_maxnumf_1a : vector<1xf32> into f32
  // CHECK-NEXT: 0.00243825
  vector.print %r0_maxnumf_1 : f32
  %r0_minimumf_0 = vector.reduction <minimumf>, %v0 : vector<1xf32> into f32
  // CHECK-NEXT: -15.3105
  vector.print %r0_minimumf_0 : f32
  %r0_minimumf_1a = arith.constant -9946.8251953125 : f32
  %r0_minimumf_1 = vector.reduction <minimumf>, %v0, %r0_minimumf_1a : vector<1xf32> into f32
  // CHECK-NEXT: -9946.83
  vector.print %r0_minimumf_1 : f32
  %r0_maximumf_0 = vector.reduction <maximumf>, %v0 : vector<1xf32> into f32
  // CHECK-NEXT: -15.3105
  vector.print %r0_maximumf_0 : f32
  %r0_maximumf_1a = arith.constant -87956.5078125 : f32
  %r0_maximumf_1 = vector.reduction <maximumf>, %v0, %r0_maximumf_1a : vector<1xf32> into f32
  // CHECK-NEXT: -15.3105
  vector.print %r0_maximumf_1 : f32
  %v1 = arith.constant dense<[0.01120106503367424, -358.3952331542969, 56599.08203125]> : vector<3xf32>
  %r1_add_0 = vector.reduction <add>, %v1 : vector<3xf32> into f32
  // CHECK-NEXT: 56240.7
  vector.print %r1_add_0 : f32
  %r1_add_0r = vector.reduction <add>, %v1 fastmath<reassoc> : vector<3xf32> into f32
  // CHECK-NEXT: 56240.7
  vector.print %r1_add_0r : f32
  %r1_add_1a = arith.constant 1.125877857208252 : f32
  %r1_add_1 = vector.reduction <add>, %v1, %r1_add_1a : vector<3xf32> into f32
  // CHECK-NEXT: 56241.8
  vector.print %r1_add_1 : f32
  %r1_add_1ra = arith.constant 0.18774592876434326 : f32
  %r1_add_1r = vector.reduction <add>, %v1, %r1_add_1ra fastmath<reassoc> : vector<3xf32> into f32
  // CHECK-NEXT: 56240.9
  vector.print %r1_add_1r : f32
  %r1_mul_0 = vector.reduction <mul>, %v1 : vector<3xf32> into f32
  // CHECK-NEXT: -227212
  vector.print %r1_mul_0 : f32
  %r1_mul_0r = vector.reduction <mul>, %v1 fastmath<reassoc> : vector<3xf32> into f32
  // CHECK-NEXT: -227212
  vector.print %r1_mul_0r : f32
  %r1_mul_1a = arith.constant -0.7757782340049744 : f32
  %r1_mul_1 = vector.reduction <mul>, %v1, %r1_mul_1a : vector<3xf32> into f32
  // CHECK-NEXT: 176266
  vector.print %r1_mul_1 : f32
  %r1_mul_1ra = arith.constant -5293.1142578125 : f32
  %r1_mul_1r = vector.reduction <mul>, %v1, %r1_mul_1ra fastmath<reassoc> : vector<3xf32> into f32
  // CHECK-NEXT: 1.20266e+09
  vector.print %r1_mul_1r : f32
  %r1_minnumf_0 = vector.reduction <minnumf>, %v1 : vector<3xf32> into f32
  // CHECK-NEXT: -358.395
  vector.print %r1_minnumf_0 : f32
  %r1_minnumf_1a = arith.constant 9564.5068359375 : f32
  %r1_minnumf_1 = vector.reduction <minnumf>, %v1, %r1_minnumf_1a : vector<3xf32> into f32
  // CHECK-NEXT: -358.395
  vector.print %r1_minnumf_1 : f32
  %r1_maxnumf_0 = vector.reduction <maxnumf>, %v1 : vector<3xf32> into f32
  // CHECK-NEXT: 56599.1
  vector.print %r1_maxnumf_0 : f32
  %r1_maxnumf_1a = arith.constant 57.312896728515625 : f32
  %r1_maxnumf_1 = vector.reduction <maxnumf>, %v1, %r1_maxnumf_1a : vector<3xf32> into f32
  // CHECK-NEXT: 56599.1
  vector.print %r1_maxnumf_1 : f32
  %r1_minimumf_0 = vector.reduction <minimumf>, %v1 : vector<3xf32> into f32
  // CHECK-NEXT: -358.395
  vector.print %r1_minimumf_0 : f32
  %r1_minimumf_1a = arith.constant -4.806407451629639 : f32
  %r1_minimumf_1 = vector.reduction <minimumf>, %v1, %r1_minimumf_1a : vector<3xf32> into f32
  // CHECK-NEXT: -358.395
  vector.print %r1_minimumf_1 : f32
  %r1_maximumf_0 = vector.reduction <maximumf>, %v1 : vector<3xf32> into f32
  // CHECK-NEXT: 56599.1
  vector.print %r1_maximumf_0 : f32
  %r1_maximumf_1a = arith.constant 7.0526838302612305 : f32
  %r1_maximumf_1 = vector.reduction <maximumf>, %v1, %r1_maximumf_1a : vector<3xf32> into f32
  // CHECK-NEXT: 56599.1
  vector.print %r1_maximumf_1 : f32
  %v2 = arith.constant dense<[-47732.63671875, 1.936564564704895, 0.001452806405723095, -0.34989047050476074]> : vector<4xf32>
  %r2_add_0 = vector.reduction <add>, %v2 : vector<4xf32> into f32
  // CHECK-NEXT: -47731.1
  vector.print %r2_add_0 : f32
  %r2_add_0r = vector.reduction <add>, %v2 fastmath<reassoc> : vector<4xf32> into f32
  // CHECK-NEXT: -47731.1
  vector.print %r2_add_0r : f32
  %r2_add_1a = arith.constant 0.0021710668224841356 : f32
  %r2_add_1 = vector.reduction <add>, %v2, %r2_add_1a : vector<4xf32> into f32
  // CHECK-NEXT: -47731
  vector.print %r2_add_1 : f32
  %r2_add_1ra = arith.constant 74.27445983886719 : f32
  %r2_add_1r = vector.reduction <add>, %v2, %r2_add_1ra fastmath<reassoc> : vector<4xf32> into f32
  // CHECK-NEXT: -47656.8
  vector.print %r2_add_1r : f32
  %r2_mul_0 = vector.reduction <mul>, %v2 : vector<4xf32> into f32
  // CHECK-NEXT: 46.988
  vector.print %r2_mul_0 : f32
  %r2_mul_0r = vector.reduction <mul>, %v2 fastmath<reassoc> : vector<4xf32> into f32
  // CHECK-NEXT: 46.988
  vector.print %r2_mul_0r : f32
  %r2_mul_1a = arith.constant 71.33442687988281 : f32
  %r2_mul_1 = vector.reduction <mul>, %v2, %r2_mul_1a : vector<4xf32> into f32
  // CHECK-NEXT: 3351.86
  vector.print %r2_mul_1 : f32
  %r2_mul_1ra = arith.constant -0.008549283258616924 : f32
  %r2_mul_1r = vector.reduction <mul>, %v2, %r2_mul_1ra fastmath<reassoc> : vector<4xf32> into f32
  // CHECK-NEXT: -0.401714
  vector.print %r2_mul_1r : f32
  %r2_minnumf_0 = vector.reduction <minnumf>, %v2 : vector<4xf32> into f32
  // CHECK-NEXT: -47732.6
  vector.print %r2_minnumf_0 : f32
  %r2_minnumf_1a = arith.constant 0.13779443502426147 : f32
  %r2_minnumf_1 = vector.reduction <minnumf>, %v2, %r2_minnumf_1a : vector<4xf32> into f32
  // CHECK-NEXT: -47732.6
  vector.print %r2_minnumf_1 : f32
  %r2_maxnumf_0 = vector.reduction <maxnumf>, %v2 : vector<4xf32> into f32
  // CHECK-NEXT: 1.93656
  vector.print %r2_maxnumf_0 : f32
  %r2_maxnumf_1a = arith.constant 2.464447498321533 : f32
  %r2_maxnumf_1 = vector.reduction <maxnumf>, %v2, %r2_maxnumf_1a : vector<4xf32> into f32
  // CHECK-NEXT: 2.46445
  vector.print %r2_maxnumf_1 : f32
  %r2_minimumf_0 = vector.reduction <minimumf>, %v2 : vector<4xf32> into f32
  // CHECK-NEXT: -47732.6
  vector.print %r2_minimumf_0 : f32
  %r2_minimumf_1a = arith.constant -0.003779809921979904 : f32
  %r2_minimumf_1 = vector.reduction <minimumf>, %v2, %r2_minimumf_1a : vector<4xf32> into f32
  // CHECK-NEXT: -47732.6
  vector.print %r2_minimumf_1 : f32
  %r2_maximumf_0 = vector.reduction <maximumf>, %v2 : vector<4xf32> into f32
  // CHECK-NEXT: 1.93656
  vector.print %r2_maximumf_0 : f32
  %r2_maximumf_1a = arith.constant 0.003912938293069601 : f32
  %r2_maximumf_1 = vector.reduction <maximumf>, %v2, %r2_maximumf_1a : vector<4xf32> into f32
  // CHECK-NEXT: 1.93656
  vector.print %r2_maximumf_1 : f32
  %v3 = arith.constant dense<[53.059112548828125, -82304.609375, -0.24227625131607056, -6.803791522979736, -87771.5859375]> : vector<5xf32>
  %r3_add_0 = vector.reduction <add>, %v3 : vector<5xf32> into f32
  // CHECK-NEXT: -170030
  vector.print %r3_add_0 : f32
  %r3_add_0r = vector.reduction <add>, %v3 fastmath<reassoc> : vector<5xf32> into f32
  // CHECK-NEXT: -170030
  vector.print %r3_add_0r : f32
  %r3_add_1a = arith.constant -663.1008911132812 : f32
  %r3_add_1 = vector.reduction <add>, %v3, %r3_add_1a : vector<5xf32> into f32
  // CHECK-NEXT: -170693
  vector.print %r3_add_1 : f32
  %r3_add_1ra = arith.constant 4.075292587280273 : f32
  %r3_add_1r = vector.reduction <add>, %v3, %r3_add_1ra fastmath<reassoc> : vector<5xf32> into f32
  // CHECK-NEXT: -170026
  vector.print %r3_add_1r : f32
  %r3_mul_0 = vector.reduction <mul>, %v3 : vector<5xf32> into f32
  // CHECK-NEXT: 6.3183e+11
  vector.print %r3_mul_0 : f32
  %r3_mul_0r = vector.reduction <mul>, %v3 fastmath<reassoc> : vector<5xf32> into f32
  // CHECK-NEXT: 6.3183e+11
  vector.print %r3_mul_0r : f32
  %r3_mul_1a = arith.constant -0.0074316514655947685 : f32
  %r3_mul_1 = vector.reduction <mul>, %v3, %r3_mul_1a : vector<5xf32> into f32
  // CHECK-NEXT: -4.69554e+09
  vector.print %r3_mul_1 : f32
  %r3_mul_1ra = arith.constant -0.710845410823822 : f32
  %r3_mul_1r = vector.reduction <mul>, %v3, %r3_mul_1ra fastmath<reassoc> : vector<5xf32> into f32
  // CHECK-NEXT: -4.49133e+11
  vector.print %r3_mul_1r : f32
  %r3_minnumf_0 = vector.reduction <minnumf>, %v3 : vector<5xf32> into f32
  // CHECK-NEXT: -87771.6
  vector.print %r3_minnumf_0 : f32
  %r3_minnumf_1a = arith.constant 4337.18994140625 : f32
  %r3_minnumf_1 = vector.reduction <minnumf>, %v3, %r3_minnumf_1a : vector<5xf32> into f32
  // CHECK-NEXT: -87771.6
  vector.print %r3_minnumf_1 : f32
  %r3_maxnumf_0 = vector.reduction <maxnumf>, %v3 : vector<5xf32> into f32
  // CHECK-NEXT: 53.0591
  vector.print %r3_maxnumf_0 : f32
  %r3_maxnumf_1a = arith.constant -0.00993309449404478 : f32
  %r3_maxnumf_1 = vector.reduction <maxnumf>, %v3, %r3_maxnumf_1a : vector<5xf32> into f32
  // CHECK-NEXT: 53.0591
  vector.print %r3_maxnumf_1 : f32
  %r3_minimumf_0 = vector.reduction <minimumf>, %v3 : vector<5xf32> into f32
  // CHECK-NEXT: -87771.6
  vector.print %r3_minimumf_0 : f32
  %r3_minimumf_1a = arith.constant 7801.72607421875 : f32
  %r3_minimumf_1 = vector.reduction <minimumf>, %v3, %r3_minimumf_1a : vector<5xf32> into f32
  // CHECK-NEXT: -87771.6
  vector.print %r3_minimumf_1 : f32
  %r3_maximumf_0 = vector.reduction <maximumf>, %v3 : vector<5xf32> into f32
  // CHECK-NEXT: 53.0591
  vector.print %r3_maximumf_0 : f32
  %r3_maximumf_1a = arith.constant -0.8171501755714417 : f32
  %r3_maximumf_1 = vector.reduction <maximumf>, %v3, %r3_maximumf_1a : vector<5xf32> into f32
  // CHECK-NEXT: 53.0591
  vector.print %r3_maximumf_1 : f32
  %v4 = arith.constant dense<[-5.621431350708008, 0.09432820230722427, -4.085972785949707, 0.010377353057265282, -1.6331963539123535, 0.08649060875177383, -382.39874267578125, -9.206513404846191]> : vector<8xf32>
  %r4_add_0 = vector.reduction <add>, %v4 : vector<8xf32> into f32
  // CHECK-NEXT: -402.755
  vector.print %r4_add_0 : f32
  %r4_add_0r = vector.reduction <add>, %v4 fastmath<reassoc> : vector<8xf32> into f32
  // CHECK-NEXT: -402.755
  vector.print %r4_add_0r : f32
  %r4_add_1a = arith.constant 1704.573486328125 : f32
  %r4_add_1 = vector.reduction <add>, %v4, %r4_add_1a : vector<8xf32> into f32
  // CHECK-NEXT: 1301.82
  vector.print %r4_add_1 : f32
  %r4_add_1ra = arith.constant 0.004748632200062275 : f32
  %r4_add_1r = vector.reduction <add>, %v4, %r4_add_1ra fastmath<reassoc> : vector<8xf32> into f32
  // CHECK-NEXT: -402.75
  vector.print %r4_add_1r : f32
  %r4_mul_0 = vector.reduction <mul>, %v4 : vector<8xf32> into f32
  // CHECK-NEXT: -11.1812
  vector.print %r4_mul_0 : f32
  %r4_mul_0r = vector.reduction <mul>, %v4 fastmath<reassoc> : vector<8xf32> into f32
  // CHECK-NEXT: -11.1812
  vector.print %r4_mul_0r : f32
  %r4_mul_1a = arith.constant -0.07480889558792114 : f32
  %r4_mul_1 = vector.reduction <mul>, %v4, %r4_mul_1a : vector<8xf32> into f32
  // CHECK-NEXT: 0.836455
  vector.print %r4_mul_1 : f32
  %r4_mul_1ra = arith.constant 8708.7568359375 : f32
  %r4_mul_1r = vector.reduction <mul>, %v4, %r4_mul_1ra fastmath<reassoc> : vector<8xf32> into f32
  // CHECK-NEXT: -97374.6
  vector.print %r4_mul_1r : f32
  %r4_minnumf_0 = vector.reduction <minnumf>, %v4 : vector<8xf32> into f32
  // CHECK-NEXT: -382.399
  vector.print %r4_minnumf_0 : f32
  %r4_minnumf_1a = arith.constant -2.3773751258850098 : f32
  %r4_minnumf_1 = vector.reduction <minnumf>, %v4, %r4_minnumf_1a : vector<8xf32> into f32
  // CHECK-NEXT: -382.399
  vector.print %r4_minnumf_1 : f32
  %r4_maxnumf_0 = vector.reduction <maxnumf>, %v4 : vector<8xf32> into f32
  // CHECK-NEXT: 0.0943282
  vector.print %r4_maxnumf_0 : f32
  %r4_maxnumf_1a = arith.constant -0.005692154634743929 : f32
  %r4_maxnumf_1 = vector.reduction <maxnumf>, %v4, %r4_maxnumf_1a : vector<8xf32> into f32
  // CHECK-NEXT: 0.0943282
  vector.print %r4_maxnumf_1 : f32
  %r4_minimumf_0 = vector.reduction <minimumf>, %v4 : vector<8xf32> into f32
  // CHECK-NEXT: -382.399
  vector.print %r4_minimumf_0 : f32
  %r4_minimumf_1a = arith.constant -507.02093505859375 : f32
  %r4_minimumf_1 = vector.reduction <minimumf>, %v4, %r4_minimumf_1a : vector<8xf32> into f32
  // CHECK-NEXT: -507.021
  vector.print %r4_minimumf_1 : f32
  %r4_maximumf_0 = vector.reduction <maximumf>, %v4 : vector<8xf32> into f32
  // CHECK-NEXT: 0.0943282
  vector.print %r4_maximumf_0 : f32
  %r4_maximumf_1a = arith.constant -0.03962373360991478 : f32
  %r4_maximumf_1 = vector.reduction <maximumf>, %v4, %r4_maximumf_1a : vector<8xf32> into f32
  // CHECK-NEXT: 0.0943282
  vector.print %r4_maximumf_1 : f32
  %v5 = arith.constant dense<[-5710.92578125, 51919.83984375, -10577.98828125, 0.7254490852355957, 0.8065006732940674, -8544.3359375, -27.436540603637695, 24.1938419342041, 0.4832337498664856]> : vector<9xf32>
  %r5_add_0 = vector.reduction <add>, %v5 : vector<9xf32> into f32
  // CHECK-NEXT: 27085.4
  vector.print %r5_add_0 : f32
  %r5_add_0r = vector.reduction <add>, %v5 fastmath<reassoc> : vector<9xf32> into f32
  // CHECK-NEXT: 27085.4
  vector.print %r5_add_0r : f32
  %r5_add_1a = arith.constant 1347.4652099609375 : f32
  %r5_add_1 = vector.reduction <add>, %v5, %r5_add_1a : vector<9xf32> into f32
  // CHECK-NEXT: 28432.8
  vector.print %r5_add_1 : f32
  %r5_add_1ra = arith.constant -4.627558708190918 : f32
  %r5_add_1r = vector.reduction <add>, %v5, %r5_add_1ra fastmath<reassoc> : vector<9xf32> into f32
  // CHECK-NEXT: 27080.7
  vector.print %r5_add_1r : f32
  %r5_mul_0 = vector.reduction <mul>, %v5 : vector<9xf32> into f32
  // CHECK-NEXT: 5.0295e+18
  vector.print %r5_mul_0 : f32
  %r5_mul_0r = vector.reduction <mul>, %v5 fastmath<reassoc> : vector<9xf32> into f32
  // CHECK-NEXT: 5.0295e+18
  vector.print %r5_mul_0r : f32
  %r5_mul_1a = arith.constant -885.5072631835938 : f32
  %r5_mul_1 = vector.reduction <mul>, %v5, %r5_mul_1a : vector<9xf32> into f32
  // CHECK-NEXT: -4.45365e+21
  vector.print %r5_mul_1 : f32
  %r5_mul_1ra = arith.constant -725.8197631835938 : f32
  %r5_mul_1r = vector.reduction <mul>, %v5, %r5_mul_1ra fastmath<reassoc> : vector<9xf32> into f32
  // CHECK-NEXT: -3.65051e+21
  vector.print %r5_mul_1r : f32
  %r5_minnumf_0 = vector.reduction <minnumf>, %v5 : vector<9xf32> into f32
  // CHECK-NEXT: -10578
  vector.print %r5_minnumf_0 : f32
  %r5_minnumf_1a = arith.constant 4.469076633453369 : f32
  %r5_minnumf_1 = vector.reduction <minnumf>, %v5, %r5_minnumf_1a : vector<9xf32> into f32
  // CHECK-NEXT: -10578
  vector.print %r5_minnumf_1 : f32
  %r5_maxnumf_0 = vector.reduction <maxnumf>, %v5 : vector<9xf32> into f32
  // CHECK-NEXT: 51919.8
  vector.print %r5_maxnumf_0 : f32
  %r5_maxnumf_1a = arith.constant -0.09592054039239883 : f32
  %r5_maxnumf_1 = vector.reduction <maxnumf>, %v5, %r5_maxnumf_1a : vector<9xf32> into f32
  // CHECK-NEXT: 51919.8
  vector.print %r5_maxnumf_1 : f32
  %r5_minimumf_0 = vector.reduction <minimumf>, %v5 : vector<9xf32> into f32
  // CHECK-NEXT: -10578
  vector.print %r5_minimumf_0 : f32
  %r5_minimumf_1a = arith.constant 677.640625 : f32
  %r5_minimumf_1 = vector.reduction <minimumf>, %v5, %r5_minimumf_1a : vector<9xf32> into f32
  // CHECK-NEXT: -10578
  vector.print %r5_minimumf_1 : f32
  %r5_maximumf_0 = vector.reduction <maximumf>, %v5 : vector<9xf32> into f32
  // CHECK-NEXT: 51919.8
  vector.print %r5_maximumf_0 : f32
  %r5_maximumf_1a = arith.constant -83366.421875 : f32
  %r5_maximumf_1 = vector.reduction <maximumf>, %v5, %r5_maximumf_1a : vector<9xf32> into f32
  // CHECK-NEXT: 51919.8
  vector.print %r5_maximumf_1 : f32
  %v6 = arith.constant dense<[-3495.00537109375, -0.003955239895731211, -0.2314738929271698, -6.982617378234863, -0.9364513754844666, -17.86330795288086, 8797.3857421875, 0.03392131254076958, -37.22770690917969, 33234.87890625, 0.760236382484436, 6.994678974151611, -18938.060546875, 336.57012939453125, -547.9118041992188, -25.907302856445312]> : vector<16xf32>
  %r6_add_0 = vector.reduction <add>, %v6 : vector<16xf32> into f32
  // CHECK-NEXT: 19306.5
  vector.print %r6_add_0 : f32
  %r6_add_0r = vector.reduction <add>, %v6 fastmath<reassoc> : vector<16xf32> into f32
  // CHECK-NEXT: 19306.5
  vector.print %r6_add_0r : f32
  %r6_add_1a = arith.constant -7.193918704986572 : f32
  %r6_add_1 = vector.reduction <add>, %v6, %r6_add_1a : vector<16xf32> into f32
  // CHECK-NEXT: 19299.3
  vector.print %r6_add_1 : f32
  %r6_add_1ra = arith.constant 0.004942068364471197 : f32
  %r6_add_1r = vector.reduction <add>, %v6, %r6_add_1ra fastmath<reassoc> : vector<16xf32> into f32
  // CHECK-NEXT: 19306.5
  vector.print %r6_add_1r : f32
  %r6_mul_0 = vector.reduction <mul>, %v6 : vector<16xf32> into f32
  // CHECK-NEXT: 6.6395e+22
  vector.print %r6_mul_0 : f32
  %r6_mul_0r = vector.reduction <mul>, %v6 fastmath<reassoc> : vector<16xf32> into f32
  // CHECK-NEXT: 6.6395e+22
  vector.print %r6_mul_0r : f32
  %r6_mul_1a = arith.constant 13187.7138671875 : f32
  %r6_mul_1 = vector.reduction <mul>, %v6, %r6_mul_1a : vector<16xf32> into f32
  // CHECK-NEXT: 8.75598e+26
  vector.print %r6_mul_1 : f32
  %r6_mul_1ra = arith.constant 32.083953857421875 : f32
  %r6_mul_1r = vector.reduction <mul>, %v6, %r6_mul_1ra fastmath<reassoc> : vector<16xf32> into f32
  // CHECK-NEXT: 2.13021e+24
  vector.print %r6_mul_1r : f32
  %r6_minnumf_0 = vector.reduction <minnumf>, %v6 : vector<16xf32> into f32
  // CHECK-NEXT: -18938.1
  vector.print %r6_minnumf_0 : f32
  %r6_minnumf_1a = arith.constant 0.08381441235542297 : f32
  %r6_minnumf_1 = vector.reduction <minnumf>, %v6, %r6_minnumf_1a : vector<16xf32> into f32
  // CHECK-NEXT: -18938.1
  vector.print %r6_minnumf_1 : f32
  %r6_maxnumf_0 = vector.reduction <maxnumf>, %v6 : vector<16xf32> into f32
  // CHECK-NEXT: 33234.9
  vector.print %r6_maxnumf_0 : f32
  %r6_maxnumf_1a = arith.constant 1.162410020828247 : f32
  %r6_maxnumf_1 = vector.reduction <maxnumf>, %v6, %r6_maxnumf_1a : vector<16xf32> into f32
  // CHECK-NEXT: 33234.9
  vector.print %r6_maxnumf_1 : f32
  %r6_minimumf_0 = vector.reduction <minimumf>, %v6 : vector<16xf32> into f32
  // CHECK-NEXT: -18938.1
  vector.print %r6_minimumf_0 : f32
  %r6_minimumf_1a = arith.constant 333.1876525878906 : f32
  %r6_minimumf_1 = vector.reduction <minimumf>, %v6, %r6_minimumf_1a : vector<16xf32> into f32
  // CHECK-NEXT: -18938.1
  vector.print %r6_minimumf_1 : f32
  %r6_maximumf_0 = vector.reduction <maximumf>, %v6 : vector<16xf32> into f32
  // CHECK-NEXT: 33234.9
  vector.print %r6_maximumf_0 : f32
  %r6_maximumf_1a = arith.constant -530.7991943359375 : f32
  %r6_maximumf_1 = vector.reduction <maximumf>, %v6, %r6_maximumf_1a : vector<16xf32> into f32
  // CHECK-NEXT: 33234.9
  vector.print %r6_maximumf_1 : f32
  %v7 = arith.constant dense<[-82.0217056274414, -7603.80126953125, -87978.734375, 8613.4990234375, -0.5772103071212769, -55.67470932006836, -5961.64599609375, -0.2985632121562958, 0.40887951850891113, 815.0263671875, -0.04338694363832474, 40.274715423583984, 40.03678894042969, 0.008050629869103432, -0.027141273021697998, 0.08248403668403625, -89.07614135742188, 69359.1484375, -6.212151527404785, 772.164794921875, -0.09529475122690201, -352.91375732421875, 131.4324493408203, 63.032344818115234, 0.2846381664276123, 2305.172119140625, -937.9425659179688, 5.429457664489746, 0.002416276605799794, 2256.2734375, -0.04476534575223923, 75945.0625, 9326.623046875]> : vector<33xf32>
  %r7_add_0 = vector.reduction <add>, %v7 : vector<33xf32> into f32
  // CHECK-NEXT: 66604.9
  vector.print %r7_add_0 : f32
  %r7_add_0r = vector.reduction <add>, %v7 fastmath<reassoc> : vector<33xf32> into f32
  // CHECK-NEXT: 66604.9
  vector.print %r7_add_0r : f32
  %r7_add_1a = arith.constant -9237.2861328125 : f32
  %r7_add_1 = vector.reduction <add>, %v7, %r7_add_1a : vector<33xf32> into f32
  // CHECK-NEXT: 57367.6
  vector.print %r7_add_1 : f32
  %r7_add_1ra = arith.constant 0.3668513596057892 : f32
  %r7_add_1r = vector.reduction <add>, %v7, %r7_add_1ra fastmath<reassoc> : vector<33xf32> into f32
  // CHECK-NEXT: 66605.2
  vector.print %r7_add_1r : f32
  %r7_mul_0 = vector.reduction <mul>, %v7 : vector<33xf32> into f32
  // CHECK-NEXT: -inf
  vector.print %r7_mul_0 : f32
  %r7_mul_0r = vector.reduction <mul>, %v7 fastmath<reassoc> : vector<33xf32> into f32
  // CHECK-NEXT: -inf
  vector.print %r7_mul_0r : f32
  %r7_mul_1a = arith.constant -38.27851867675781 : f32
  %r7_mul_1 = vector.reduction <mul>, %v7, %r7_mul_1a : vector<33xf32> into f32
  // CHECK-NEXT: inf
  vector.print %r7_mul_1 : f32
  %r7_mul_1ra = arith.constant -53.917320251464844 : f32
  %r7_mul_1r = vector.reduction <mul>, %v7, %r7_mul_1ra fastmath<reassoc> : vector<33xf32> into f32
  // CHECK-NEXT: inf
  vector.print %r7_mul_1r : f32
  %r7_minnumf_0 = vector.reduction <minnumf>, %v7 : vector<33xf32> into f32
  // CHECK-NEXT: -87978.7
  vector.print %r7_minnumf_0 : f32
  %r7_minnumf_1a = arith.constant -0.007002874277532101 : f32
  %r7_minnumf_1 = vector.reduction <minnumf>, %v7, %r7_minnumf_1a : vector<33xf32> into f32
  // CHECK-NEXT: -87978.7
  vector.print %r7_minnumf_1 : f32
  %r7_maxnumf_0 = vector.reduction <maxnumf>, %v7 : vector<33xf32> into f32
  // CHECK-NEXT: 75945.1
  vector.print %r7_maxnumf_0 : f32
  %r7_maxnumf_1a = arith.constant -4.604239463806152 : f32
  %r7_maxnumf_1 = vector.reduction <maxnumf>, %v7, %r7_maxnumf_1a : vector<33xf32> into f32
  // CHECK-NEXT: 75945.1
  vector.print %r7_maxnumf_1 : f32
  %r7_minimumf_0 = vector.reduction <minimumf>, %v7 : vector<33xf32> into f32
  // CHECK-NEXT: -87978.7
  vector.print %r7_minimumf_0 : f32
  %r7_minimumf_1a = arith.constant 36.034912109375 : f32
  %r7_minimumf_1 = vector.reduction <minimumf>, %v7, %r7_minimumf_1a : vector<33xf32> into f32
  // CHECK-NEXT: -87978.7
  vector.print %r7_minimumf_1 : f32
  %r7_maximumf_0 = vector.reduction <maximumf>, %v7 : vector<33xf32> into f32
  // CHECK-NEXT: 75945.1
  vector.print %r7_maximumf_0 : f32
  %r7_maximumf_1a = arith.constant 0.41187986731529236 : f32
  %r7_maximumf_1 = vector.reduction <maximumf>, %v7, %r7_maximumf_1a : vector<33xf32> into f32
  // CHECK-NEXT: 75945.1
  vector.print %r7_maximumf_1 : f32
  %v8 = arith.constant dense<[-9930.05704293625]> : vector<1xf64>
  %r8_add_0 = vector.reduction <add>, %v8 : vector<1xf64> into f64
  // CHECK-NEXT: -9930.06
  vector.print %r8_add_0 : f64
  %r8_add_0r = vector.reduction <add>, %v8 fastmath<reassoc> : vector<1xf64> into f64
  // CHECK-NEXT: -9930.06
  vector.print %r8_add_0r : f64
  %r8_add_1a = arith.constant 69794.92552603486 : f64
  %r8_add_1 = vector.reduction <add>, %v8, %r8_add_1a : vector<1xf64> into f64
  // CHECK-NEXT: 59864.9
  vector.print %r8_add_1 : f64
  %r8_add_1ra = arith.constant 0.024877360200090126 : f64
  %r8_add_1r = vector.reduction <add>, %v8, %r8_add_1ra fastmath<reassoc> : vector<1xf64> into f64
  // CHECK-NEXT: -9930.03
  vector.print %r8_add_1r : f64
  %r8_mul_0 = vector.reduction <mul>, %v8 : vector<1xf64> into f64
  // CHECK-NEXT: -9930.06
  vector.print %r8_mul_0 : f64
  %r8_mul_0r = vector.reduction <mul>, %v8 fastmath<reassoc> : vector<1xf64> into f64
  // CHECK-NEXT: -9930.06
  vector.print %r8_mul_0r : f64
  %r8_mul_1a = arith.constant -471.8666472037121 : f64
  %r8_mul_1 = vector.reduction <mul>, %v8, %r8_mul_1a : vector<1xf64> into f64
  // CHECK-NEXT: 4.68566e+06
  vector.print %r8_mul_1 : f64
  %r8_mul_1ra = arith.constant 0.07726652923131848 : f64
  %r8_mul_1r = vector.reduction <mul>, %v8, %r8_mul_1ra fastmath<reassoc> : vector<1xf64> into f64
  // CHECK-NEXT: -767.261
  vector.print %r8_mul_1r : f64
  %r8_minnumf_0 = vector.reduction <minnumf>, %v8 : vector<1xf64> into f64
  // CHECK-NEXT: -9930.06
  vector.print %r8_minnumf_0 : f64
  %r8_minnumf_1a = arith.constant 611.2100141636234 : f64
  %r8_minnumf_1 = vector.reduction <minnumf>, %v8, %r8_minnumf_1a : vector<1xf64> into f64
  // CHECK-NEXT: -9930.06
  vector.print %r8_minnumf_1 : f64
  %r8_maxnumf_0 = vector.reduction <maxnumf>, %v8 : vector<1xf64> into f64
  // CHECK-NEXT: -9930.06
  vector.print %r8_maxnumf_0 : f64
  %r8_maxnumf_1a = arith.constant 3.907724528943244 : f64
  %r8_maxnumf_1 = vector.reduction <maxnumf>, %v8, %r8_maxnumf_1a : vector<1xf64> into f64
  // CHECK-NEXT: 3.90772
  vector.print %r8_maxnumf_1 : f64
  %r8_minimumf_0 = vector.reduction <minimumf>, %v8 : vector<1xf64> into f64
  // CHECK-NEXT: -9930.06
  vector.print %r8_minimumf_0 : f64
  %r8_minimumf_1a = arith.constant 0.927824008348549 : f64
  %r8_minimumf_1 = vector.reduction <minimumf>, %v8, %r8_minimumf_1a : vector<1xf64> into f64
  // CHECK-NEXT: -9930.06
  vector.print %r8_minimumf_1 : f64
  %r8_maximumf_0 = vector.reduction <maximumf>, %v8 : vector<1xf64> into f64
  // CHECK-NEXT: -9930.06
  vector.print %r8_maximumf_0 : f64
  %r8_maximumf_1a = arith.constant -0.6810610095700063 : f64
  %r8_maximumf_1 = vector.reduction <maximumf>, %v8, %r8_maximumf_1a : vector<1xf64> into f64
  // CHECK-NEXT: -0.681061
  vector.print %r8_maximumf_1 : f64
  %v9 = arith.constant dense<[60998.24095340895, -26.095532752872487, -26.63000412439367]> : vector<3xf64>
  %r9_add_0 = vector.reduction <add>, %v9 : vector<3xf64> into f64
  // CHECK-NEXT: 60945.5
  vector.print %r9_add_0 : f64
  %r9_add_0r = vector.reduction <add>, %v9 fastmath<reassoc> : vector<3xf64> into f64
  // CHECK-NEXT: 60945.5
  vector.print %r9_add_0r : f64
  %r9_add_1a = arith.constant -52594.06917355389 : f64
  %r9_add_1 = vector.reduction <add>, %v9, %r9_add_1a : vector<3xf64> into f64
  // CHECK-NEXT: 8351.45
  vector.print %r9_add_1 : f64
  %r9_add_1ra = arith.constant -2.755574982615363 : f64
  %r9_add_1r = vector.reduction <add>, %v9, %r9_add_1ra fastmath<reassoc> : vector<3xf64> into f64
  // CHECK-NEXT: 60942.8
  vector.print %r9_add_1r : f64
  %r9_mul_0 = vector.reduction <mul>, %v9 : vector<3xf64> into f64
  // CHECK-NEXT: 4.23892e+07
  vector.print %r9_mul_0 : f64
  %r9_mul_0r = vector.reduction <mul>, %v9 fastmath<reassoc> : vector<3xf64> into f64
  // CHECK-NEXT: 4.23892e+07
  vector.print %r9_mul_0r : f64
  %r9_mul_1a = arith.constant 0.8348710017464152 : f64
  %r9_mul_1 = vector.reduction <mul>, %v9, %r9_mul_1a : vector<3xf64> into f64
  // CHECK-NEXT: 3.53895e+07
  vector.print %r9_mul_1 : f64
  %r9_mul_1ra = arith.constant 0.7549575427656867 : f64
  %r9_mul_1r = vector.reduction <mul>, %v9, %r9_mul_1ra fastmath<reassoc> : vector<3xf64> into f64
  // CHECK-NEXT: 3.2002e+07
  vector.print %r9_mul_1r : f64
  %r9_minnumf_0 = vector.reduction <minnumf>, %v9 : vector<3xf64> into f64
  // CHECK-NEXT: -26.63
  vector.print %r9_minnumf_0 : f64
  %r9_minnumf_1a = arith.constant 0.06356681600545054 : f64
  %r9_minnumf_1 = vector.reduction <minnumf>, %v9, %r9_minnumf_1a : vector<3xf64> into f64
  // CHECK-NEXT: -26.63
  vector.print %r9_minnumf_1 : f64
  %r9_maxnumf_0 = vector.reduction <maxnumf>, %v9 : vector<3xf64> into f64
  // CHECK-NEXT: 60998.2
  vector.print %r9_maxnumf_0 : f64
  %r9_maxnumf_1a = arith.constant -77.44569353914972 : f64
  %r9_maxnumf_1 = vector.reduction <maxnumf>, %v9, %r9_maxnumf_1a : vector<3xf64> into f64
  // CHECK-NEXT: 60998.2
  vector.print %r9_maxnumf_1 : f64
  %r9_minimumf_0 = vector.reduction <minimumf>, %v9 : vector<3xf64> into f64
  // CHECK-NEXT: -26.63
  vector.print %r9_minimumf_0 : f64
  %r9_minimumf_1a = arith.constant 2470.999616545866 : f64
  %r9_minimumf_1 = vector.reduction <minimumf>, %v9, %r9_minimumf_1a : vector<3xf64> into f64
  // CHECK-NEXT: -26.63
  vector.print %r9_minimumf_1 : f64
  %r9_maximumf_0 = vector.reduction <maximumf>, %v9 : vector<3xf64> into f64
  // CHECK-NEXT: 60998.2
  vector.print %r9_maximumf_0 : f64
  %r9_maximumf_1a = arith.constant -91925.42260502343 : f64
  %r9_maximumf_1 = vector.reduction <maximumf>, %v9, %r9_maximumf_1a : vector<3xf64> into f64
  // CHECK-NEXT: 60998.2
  vector.print %r9_maximumf_1 : f64
  %v10 = arith.constant dense<[7396.568280752192, -0.0031071629741943265, 148.99682096638722, -4941.126895554453]> : vector<4xf64>
  %r10_add_0 = vector.reduction <add>, %v10 : vector<4xf64> into f64
  // CHECK-NEXT: 2604.44
  vector.print %r10_add_0 : f64
  %r10_add_0r = vector.reduction <add>, %v10 fastmath<reassoc> : vector<4xf64> into f64
  // CHECK-NEXT: 2604.44
  vector.print %r10_add_0r : f64
  %r10_add_1a = arith.constant -26.4569495384009 : f64
  %r10_add_1 = vector.reduction <add>, %v10, %r10_add_1a : vector<4xf64> into f64
  // CHECK-NEXT: 2577.98
  vector.print %r10_add_1 : f64
  %r10_add_1ra = arith.constant -632.8404347026412 : f64
  %r10_add_1r = vector.reduction <add>, %v10, %r10_add_1ra fastmath<reassoc> : vector<4xf64> into f64
  // CHECK-NEXT: 1971.59
  vector.print %r10_add_1r : f64
  %r10_mul_0 = vector.reduction <mul>, %v10 : vector<4xf64> into f64
  // CHECK-NEXT: 1.69199e+07
  vector.print %r10_mul_0 : f64
  %r10_mul_0r = vector.reduction <mul>, %v10 fastmath<reassoc> : vector<4xf64> into f64
  // CHECK-NEXT: 1.69199e+07
  vector.print %r10_mul_0r : f64
  %r10_mul_1a = arith.constant 6.854228610356204 : f64
  %r10_mul_1 = vector.reduction <mul>, %v10, %r10_mul_1a : vector<4xf64> into f64
  // CHECK-NEXT: 1.15973e+08
  vector.print %r10_mul_1 : f64
  %r10_mul_1ra = arith.constant 0.1349374649435473 : f64
  %r10_mul_1r = vector.reduction <mul>, %v10, %r10_mul_1ra fastmath<reassoc> : vector<4xf64> into f64
  // CHECK-NEXT: 2.28313e+06
  vector.print %r10_mul_1r : f64
  %r10_minnumf_0 = vector.reduction <minnumf>, %v10 : vector<4xf64> into f64
  // CHECK-NEXT: -4941.13
  vector.print %r10_minnumf_0 : f64
  %r10_minnumf_1a = arith.constant 2824.979529816669 : f64
  %r10_minnumf_1 = vector.reduction <minnumf>, %v10, %r10_minnumf_1a : vector<4xf64> into f64
  // CHECK-NEXT: -4941.13
  vector.print %r10_minnumf_1 : f64
  %r10_maxnumf_0 = vector.reduction <maxnumf>, %v10 : vector<4xf64> into f64
  // CHECK-NEXT: 7396.57
  vector.print %r10_maxnumf_0 : f64
  %r10_maxnumf_1a = arith.constant 0.24598320931566797 : f64
  %r10_maxnumf_1 = vector.reduction <maxnumf>, %v10, %r10_maxnumf_1a : vector<4xf64> into f64
  // CHECK-NEXT: 7396.57
  vector.print %r10_maxnumf_1 : f64
  %r10_minimumf_0 = vector.reduction <minimumf>, %v10 : vector<4xf64> into f64
  // CHECK-NEXT: -4941.13
  vector.print %r10_minimumf_0 : f64
  %r10_minimumf_1a = arith.constant 60.247692705415076 : f64
  %r10_minimumf_1 = vector.reduction <minimumf>, %v10, %r10_minimumf_1a : vector<4xf64> into f64
  // CHECK-NEXT: -4941.13
  vector.print %r10_minimumf_1 : f64
  %r10_maximumf_0 = vector.reduction <maximumf>, %v10 : vector<4xf64> into f64
  // CHECK-NEXT: 7396.57
  vector.print %r10_maximumf_0 : f64
  %r10_maximumf_1a = arith.constant -0.598282435879844 : f64
  %r10_maximumf_1 = vector.reduction <maximumf>, %v10, %r10_maximumf_1a : vector<4xf64> into f64
  // CHECK-NEXT: 7396.57
  vector.print %r10_maximumf_1 : f64
  %v11 = arith.constant dense<[-53.7917976796622, 0.9476265611308128, 17105.3285804861, -0.4639562414945966, -16.139274460109675]> : vector<5xf64>
  %r11_add_0 = vector.reduction <add>, %v11 : vector<5xf64> into f64
  // CHECK-NEXT: 17035.9
  vector.print %r11_add_0 : f64
  %r11_add_0r = vector.reduction <add>, %v11 fastmath<reassoc> : vector<5xf64> into f64
  // CHECK-NEXT: 17035.9
  vector.print %r11_add_0r : f64
  %r11_add_1a = arith.constant -2266.7446831796 : f64
  %r11_add_1 = vector.reduction <add>, %v11, %r11_add_1a : vector<5xf64> into f64
  // CHECK-NEXT: 14769.1
  vector.print %r11_add_1 : f64
  %r11_add_1ra = arith.constant -0.9025978422566503 : f64
  %r11_add_1r = vector.reduction <add>, %v11, %r11_add_1ra fastmath<reassoc> : vector<5xf64> into f64
  // CHECK-NEXT: 17035
  vector.print %r11_add_1r : f64
  %r11_mul_0 = vector.reduction <mul>, %v11 : vector<5xf64> into f64
  // CHECK-NEXT: -6.52899e+06
  vector.print %r11_mul_0 : f64
  %r11_mul_0r = vector.reduction <mul>, %v11 fastmath<reassoc> : vector<5xf64> into f64
  // CHECK-NEXT: -6.52899e+06
  vector.print %r11_mul_0r : f64
  %r11_mul_1a = arith.constant 0.07416301674007424 : f64
  %r11_mul_1 = vector.reduction <mul>, %v11, %r11_mul_1a : vector<5xf64> into f64
  // CHECK-NEXT: -484209
  vector.print %r11_mul_1 : f64
  %r11_mul_1ra = arith.constant -4.279178178837427 : f64
  %r11_mul_1r = vector.reduction <mul>, %v11, %r11_mul_1ra fastmath<reassoc> : vector<5xf64> into f64
  // CHECK-NEXT: 2.79387e+07
  vector.print %r11_mul_1r : f64
  %r11_minnumf_0 = vector.reduction <minnumf>, %v11 : vector<5xf64> into f64
  // CHECK-NEXT: -53.7918
  vector.print %r11_minnumf_0 : f64
  %r11_minnumf_1a = arith.constant -0.01908494780949084 : f64
  %r11_minnumf_1 = vector.reduction <minnumf>, %v11, %r11_minnumf_1a : vector<5xf64> into f64
  // CHECK-NEXT: -53.7918
  vector.print %r11_minnumf_1 : f64
  %r11_maxnumf_0 = vector.reduction <maxnumf>, %v11 : vector<5xf64> into f64
  // CHECK-NEXT: 17105.3
  vector.print %r11_maxnumf_0 : f64
  %r11_maxnumf_1a = arith.constant 0.00665541209914736 : f64
  %r11_maxnumf_1 = vector.reduction <maxnumf>, %v11, %r11_maxnumf_1a : vector<5xf64> into f64
  // CHECK-NEXT: 17105.3
  vector.print %r11_maxnumf_1 : f64
  %r11_minimumf_0 = vector.reduction <minimumf>, %v11 : vector<5xf64> into f64
  // CHECK-NEXT: -53.7918
  vector.print %r11_minimumf_0 : f64
  %r11_minimumf_1a = arith.constant -65754.08373261857 : f64
  %r11_minimumf_1 = vector.reduction <minimumf>, %v11, %r11_minimumf_1a : vector<5xf64> into f64
  // CHECK-NEXT: -65754.1
  vector.print %r11_minimumf_1 : f64
  %r11_maximumf_0 = vector.reduction <maximumf>, %v11 : vector<5xf64> into f64
  // CHECK-NEXT: 17105.3
  vector.print %r11_maximumf_0 : f64
  %r11_maximumf_1a = arith.constant -0.03815986746730134 : f64
  %r11_maximumf_1 = vector.reduction <maximumf>, %v11, %r11_maximumf_1a : vector<5xf64> into f64
  // CHECK-NEXT: 17105.3
  vector.print %r11_maximumf_1 : f64
  %v12 = arith.constant dense<[-55.26562870788023, 5307.458064258009, 3499.153955883938, 0.9189650837615737, -0.11550874747211615, 0.011236652632871059, 76.1053524736575, -7592.60532977283]> : vector<8xf64>
  %r12_add_0 = vector.reduction <add>, %v12 : vector<8xf64> into f64
  // CHECK-NEXT: 1235.66
  vector.print %r12_add_0 : f64
  %r12_add_0r = vector.reduction <add>, %v12 fastmath<reassoc> : vector<8xf64> into f64
  // CHECK-NEXT: 1235.66
  vector.print %r12_add_0r : f64
  %r12_add_1a = arith.constant 768.8573005683519 : f64
  %r12_add_1 = vector.reduction <add>, %v12, %r12_add_1a : vector<8xf64> into f64
  // CHECK-NEXT: 2004.52
  vector.print %r12_add_1 : f64
  %r12_add_1ra = arith.constant 13.184023751073282 : f64
  %r12_add_1r = vector.reduction <add>, %v12, %r12_add_1ra fastmath<reassoc> : vector<8xf64> into f64
  // CHECK-NEXT: 1248.85
  vector.print %r12_add_1r : f64
  %r12_mul_0 = vector.reduction <mul>, %v12 : vector<8xf64> into f64
  // CHECK-NEXT: -7.07394e+11
  vector.print %r12_mul_0 : f64
  %r12_mul_0r = vector.reduction <mul>, %v12 fastmath<reassoc> : vector<8xf64> into f64
  // CHECK-NEXT: -7.07394e+11
  vector.print %r12_mul_0r : f64
  %r12_mul_1a = arith.constant -0.4524525012777423 : f64
  %r12_mul_1 = vector.reduction <mul>, %v12, %r12_mul_1a : vector<8xf64> into f64
  // CHECK-NEXT: 3.20062e+11
  vector.print %r12_mul_1 : f64
  %r12_mul_1ra = arith.constant -4519.717794337357 : f64
  %r12_mul_1r = vector.reduction <mul>, %v12, %r12_mul_1ra fastmath<reassoc> : vector<8xf64> into f64
  // CHECK-NEXT: 3.19722e+15
  vector.print %r12_mul_1r : f64
  %r12_minnumf_0 = vector.reduction <minnumf>, %v12 : vector<8xf64> into f64
  // CHECK-NEXT: -7592.61
  vector.print %r12_minnumf_0 : f64
  %r12_minnumf_1a = arith.constant -8.37993167606033 : f64
  %r12_minnumf_1 = vector.reduction <minnumf>, %v12, %r12_minnumf_1a : vector<8xf64> into f64
  // CHECK-NEXT: -7592.61
  vector.print %r12_minnumf_1 : f64
  %r12_maxnumf_0 = vector.reduction <maxnumf>, %v12 : vector<8xf64> into f64
  // CHECK-NEXT: 5307.46
  vector.print %r12_maxnumf_0 : f64
  %r12_maxnumf_1a = arith.constant -2.6831070257012346 : f64
  %r12_maxnumf_1 = vector.reduction <maxnumf>, %v12, %r12_maxnumf_1a : vector<8xf64> into f64
  // CHECK-NEXT: 5307.46
  vector.print %r12_maxnumf_1 : f64
  %r12_minimumf_0 = vector.reduction <minimumf>, %v12 : vector<8xf64> into f64
  // CHECK-NEXT: -7592.61
  vector.print %r12_minimumf_0 : f64
  %r12_minimumf_1a = arith.constant 11.786270217940986 : f64
  %r12_minimumf_1 = vector.reduction <minimumf>, %v12, %r12_minimumf_1a : vector<8xf64> into f64
  // CHECK-NEXT: -7592.61
  vector.print %r12_minimumf_1 : f64
  %r12_maximumf_0 = vector.reduction <maximumf>, %v12 : vector<8xf64> into f64
  // CHECK-NEXT: 5307.46
  vector.print %r12_maximumf_0 : f64
  %r12_maximumf_1a = arith.constant -0.8712463228832261 : f64
  %r12_maximumf_1 = vector.reduction <maximumf>, %v12, %r12_maximumf_1a : vector<8xf64> into f64
  // CHECK-NEXT: 5307.46
  vector.print %r12_maximumf_1 : f64
  %v13 = arith.constant dense<[34.05092519286232, -0.006350066611722502, -72053.50250429216, 9.83281476307668, -314.91025803728644, -2971.9767262032383, 1147.37749958697, 1.0110692108731767, -44.57858474757111]> : vector<9xf64>
  %r13_add_0 = vector.reduction <add>, %v13 : vector<9xf64> into f64
  // CHECK-NEXT: -74192.7
  vector.print %r13_add_0 : f64
  %r13_add_0r = vector.reduction <add>, %v13 fastmath<reassoc> : vector<9xf64> into f64
  // CHECK-NEXT: -74192.7
  vector.print %r13_add_0r : f64
  %r13_add_1a = arith.constant 72.91940487858845 : f64
  %r13_add_1 = vector.reduction <add>, %v13, %r13_add_1a : vector<9xf64> into f64
  // CHECK-NEXT: -74119.8
  vector.print %r13_add_1 : f64
  %r13_add_1ra = arith.constant 14250.933876213745 : f64
  %r13_add_1r = vector.reduction <add>, %v13, %r13_add_1ra fastmath<reassoc> : vector<9xf64> into f64
  // CHECK-NEXT: -59941.8
  vector.print %r13_add_1r : f64
  %r13_mul_0 = vector.reduction <mul>, %v13 : vector<9xf64> into f64
  // CHECK-NEXT: -7.41457e+15
  vector.print %r13_mul_0 : f64
  %r13_mul_0r = vector.reduction <mul>, %v13 fastmath<reassoc> : vector<9xf64> into f64
  // CHECK-NEXT: -7.41457e+15
  vector.print %r13_mul_0r : f64
  %r13_mul_1a = arith.constant -0.006483033469725683 : f64
  %r13_mul_1 = vector.reduction <mul>, %v13, %r13_mul_1a : vector<9xf64> into f64
  // CHECK-NEXT: 4.80689e+13
  vector.print %r13_mul_1 : f64
  %r13_mul_1ra = arith.constant 0.00889399903548457 : f64
  %r13_mul_1r = vector.reduction <mul>, %v13, %r13_mul_1ra fastmath<reassoc> : vector<9xf64> into f64
  // CHECK-NEXT: -6.59452e+13
  vector.print %r13_mul_1r : f64
  %r13_minnumf_0 = vector.reduction <minnumf>, %v13 : vector<9xf64> into f64
  // CHECK-NEXT: -72053.5
  vector.print %r13_minnumf_0 : f64
  %r13_minnumf_1a = arith.constant 0.03496703069605991 : f64
  %r13_minnumf_1 = vector.reduction <minnumf>, %v13, %r13_minnumf_1a : vector<9xf64> into f64
  // CHECK-NEXT: -72053.5
  vector.print %r13_minnumf_1 : f64
  %r13_maxnumf_0 = vector.reduction <maxnumf>, %v13 : vector<9xf64> into f64
  // CHECK-NEXT: 1147.38
  vector.print %r13_maxnumf_0 : f64
  %r13_maxnumf_1a = arith.constant -28.21444418431618 : f64
  %r13_maxnumf_1 = vector.reduction <maxnumf>, %v13, %r13_maxnumf_1a : vector<9xf64> into f64
  // CHECK-NEXT: 1147.38
  vector.print %r13_maxnumf_1 : f64
  %r13_minimumf_0 = vector.reduction <minimumf>, %v13 : vector<9xf64> into f64
  // CHECK-NEXT: -72053.5
  vector.print %r13_minimumf_0 : f64
  %r13_minimumf_1a = arith.constant -87.41012735032207 : f64
  %r13_minimumf_1 = vector.reduction <minimumf>, %v13, %r13_minimumf_1a : vector<9xf64> into f64
  // CHECK-NEXT: -72053.5
  vector.print %r13_minimumf_1 : f64
  %r13_maximumf_0 = vector.reduction <maximumf>, %v13 : vector<9xf64> into f64
  // CHECK-NEXT: 1147.38
  vector.print %r13_maximumf_0 : f64
  %r13_maximumf_1a = arith.constant -97905.49742212263 : f64
  %r13_maximumf_1 = vector.reduction <maximumf>, %v13, %r13_maximumf_1a : vector<9xf64> into f64
  // CHECK-NEXT: 1147.38
  vector.print %r13_maximumf_1 : f64
  %v14 = arith.constant dense<[-8.725910043826135, -977.9430662563517, 62.02272511281506, -20145.864325838847, 0.08722750090119114, -19546.939671152842, -4990.172252206206, -0.009810272518275471, -0.5455385696348571, 4486.504550176694, 62.15154825493159, 253.8136785928622, -29189.88717771398, -86.66575863190424, 188.40032956228603, -33.03953228352694]> : vector<16xf64>
  %r14_add_0 = vector.reduction <add>, %v14 : vector<16xf64> into f64
  // CHECK-NEXT: -69926.8
  vector.print %r14_add_0 : f64
  %r14_add_0r = vector.reduction <add>, %v14 fastmath<reassoc> : vector<16xf64> into f64
  // CHECK-NEXT: -69926.8
  vector.print %r14_add_0r : f64
  %r14_add_1a = arith.constant -0.5773222141428016 : f64
  %r14_add_1 = vector.reduction <add>, %v14, %r14_add_1a : vector<16xf64> into f64
  // CHECK-NEXT: -69927.4
  vector.print %r14_add_1 : f64
  %r14_add_1ra = arith.constant 0.09247692383057671 : f64
  %r14_add_1r = vector.reduction <add>, %v14, %r14_add_1ra fastmath<reassoc> : vector<16xf64> into f64
  // CHECK-NEXT: -69926.7
  vector.print %r14_add_1r : f64
  %r14_mul_0 = vector.reduction <mul>, %v14 : vector<16xf64> into f64
  // CHECK-NEXT: 5.4111e+32
  vector.print %r14_mul_0 : f64
  %r14_mul_0r = vector.reduction <mul>, %v14 fastmath<reassoc> : vector<16xf64> into f64
  // CHECK-NEXT: 5.4111e+32
  vector.print %r14_mul_0r : f64
  %r14_mul_1a = arith.constant -6.454114117104329 : f64
  %r14_mul_1 = vector.reduction <mul>, %v14, %r14_mul_1a : vector<16xf64> into f64
  // CHECK-NEXT: -3.49239e+33
  vector.print %r14_mul_1 : f64
  %r14_mul_1ra = arith.constant -0.06887742855706694 : f64
  %r14_mul_1r = vector.reduction <mul>, %v14, %r14_mul_1ra fastmath<reassoc> : vector<16xf64> into f64
  // CHECK-NEXT: -3.72703e+31
  vector.print %r14_mul_1r : f64
  %r14_minnumf_0 = vector.reduction <minnumf>, %v14 : vector<16xf64> into f64
  // CHECK-NEXT: -29189.9
  vector.print %r14_minnumf_0 : f64
  %r14_minnumf_1a = arith.constant -299.32494189823535 : f64
  %r14_minnumf_1 = vector.reduction <minnumf>, %v14, %r14_minnumf_1a : vector<16xf64> into f64
  // CHECK-NEXT: -29189.9
  vector.print %r14_minnumf_1 : f64
  %r14_maxnumf_0 = vector.reduction <maxnumf>, %v14 : vector<16xf64> into f64
  // CHECK-NEXT: 4486.5
  vector.print %r14_maxnumf_0 : f64
  %r14_maxnumf_1a = arith.constant -9560.159741425316 : f64
  %r14_maxnumf_1 = vector.reduction <maxnumf>, %v14, %r14_maxnumf_1a : vector<16xf64> into f64
  // CHECK-NEXT: 4486.5
  vector.print %r14_maxnumf_1 : f64
  %r14_minimumf_0 = vector.reduction <minimumf>, %v14 : vector<16xf64> into f64
  // CHECK-NEXT: -29189.9
  vector.print %r14_minimumf_0 : f64
  %r14_minimumf_1a = arith.constant 51.43270674526246 : f64
  %r14_minimumf_1 = vector.reduction <minimumf>, %v14, %r14_minimumf_1a : vector<16xf64> into f64
  // CHECK-NEXT: -29189.9
  vector.print %r14_minimumf_1 : f64
  %r14_maximumf_0 = vector.reduction <maximumf>, %v14 : vector<16xf64> into f64
  // CHECK-NEXT: 4486.5
  vector.print %r14_maximumf_0 : f64
  %r14_maximumf_1a = arith.constant -8105.23952223384 : f64
  %r14_maximumf_1 = vector.reduction <maximumf>, %v14, %r14_maximumf_1a : vector<16xf64> into f64
  // CHECK-NEXT: 4486.5
  vector.print %r14_maximumf_1 : f64
  %v15 = arith.constant dense<[-9.58379821770177, -0.35821121831976344, 0.015758441369980836, -139.78376279256355, -0.014161704746378234, 0.6251663904393845, 0.03544304876045157, 762.9294124758827, 50.17517491385859, -0.007037448476224726, 8221.157736163856, -0.0057542263542931195, 775.2622729460068, 96.99731608487916, -0.07571428889411357, -12764.148912649498, -16126.14268570267, 30.22823185123036, 2013.30997663266, 0.00030463932751795486, 0.0005642549138265562, -10637.01915118631, 0.0018914328596891727, -696.1416373108104, -34372.28948940076, 47.59853128024967, -623.41078018024, 97883.5471744746, -8950.690050799556, 0.505698218793736, -77789.50894755077, 0.6804339874374714, 0.6585626917261775]> : vector<33xf64>
  %r15_add_0 = vector.reduction <add>, %v15 : vector<33xf64> into f64
  // CHECK-NEXT: -52225.5
  vector.print %r15_add_0 : f64
  %r15_add_0r = vector.reduction <add>, %v15 fastmath<reassoc> : vector<33xf64> into f64
  // CHECK-NEXT: -52225.5
  vector.print %r15_add_0r : f64
  %r15_add_1a = arith.constant 0.0023204658206937403 : f64
  %r15_add_1 = vector.reduction <add>, %v15, %r15_add_1a : vector<33xf64> into f64
  // CHECK-NEXT: -52225.4
  vector.print %r15_add_1 : f64
  %r15_add_1ra = arith.constant -87.03530850274812 : f64
  %r15_add_1r = vector.reduction <add>, %v15, %r15_add_1ra fastmath<reassoc> : vector<33xf64> into f64
  // CHECK-NEXT: -52312.5
  vector.print %r15_add_1r : f64
  %r15_mul_0 = vector.reduction <mul>, %v15 : vector<33xf64> into f64
  // CHECK-NEXT: -8.1797e+37
  vector.print %r15_mul_0 : f64
  %r15_mul_0r = vector.reduction <mul>, %v15 fastmath<reassoc> : vector<33xf64> into f64
  // CHECK-NEXT: -8.1797e+37
  vector.print %r15_mul_0r : f64
  %r15_mul_1a = arith.constant 0.004232755205396741 : f64
  %r15_mul_1 = vector.reduction <mul>, %v15, %r15_mul_1a : vector<33xf64> into f64
  // CHECK-NEXT: -3.46227e+35
  vector.print %r15_mul_1 : f64
  %r15_mul_1ra = arith.constant 3.5321843730947267 : f64
  %r15_mul_1r = vector.reduction <mul>, %v15, %r15_mul_1ra fastmath<reassoc> : vector<33xf64> into f64
  // CHECK-NEXT: -2.88922e+38
  vector.print %r15_mul_1r : f64
  %r15_minnumf_0 = vector.reduction <minnumf>, %v15 : vector<33xf64> into f64
  // CHECK-NEXT: -77789.5
  vector.print %r15_minnumf_0 : f64
  %r15_minnumf_1a = arith.constant -91.86866570372997 : f64
  %r15_minnumf_1 = vector.reduction <minnumf>, %v15, %r15_minnumf_1a : vector<33xf64> into f64
  // CHECK-NEXT: -77789.5
  vector.print %r15_minnumf_1 : f64
  %r15_maxnumf_0 = vector.reduction <maxnumf>, %v15 : vector<33xf64> into f64
  // CHECK-NEXT: 97883.5
  vector.print %r15_maxnumf_0 : f64
  %r15_maxnumf_1a = arith.constant 0.007310987029498712 : f64
  %r15_maxnumf_1 = vector.reduction <maxnumf>, %v15, %r15_maxnumf_1a : vector<33xf64> into f64
  // CHECK-NEXT: 97883.5
  vector.print %r15_maxnumf_1 : f64
  %r15_minimumf_0 = vector.reduction <minimumf>, %v15 : vector<33xf64> into f64
  // CHECK-NEXT: -77789.5
  vector.print %r15_minimumf_0 : f64
  %r15_minimumf_1a = arith.constant -0.21875809436730176 : f64
  %r15_minimumf_1 = vector.reduction <minimumf>, %v15, %r15_minimumf_1a : vector<33xf64> into f64
  // CHECK-NEXT: -77789.5
  vector.print %r15_minimumf_1 : f64
  %r15_maximumf_0 = vector.reduction <maximumf>, %v15 : vector<33xf64> into f64
  // CHECK-NEXT: 97883.5
  vector.print %r15_maximumf_0 : f64
  %r15_maximumf_1a = arith.constant -8.529020680893955 : f64
  %r15_maximumf_1 = vector.reduction <maximumf>, %v15, %r15_maximumf_1a : vector<33xf64> into f64
  // CHECK-NEXT: 97883.5
  vector.print %r15_maximumf_1 : f64
  return
}
