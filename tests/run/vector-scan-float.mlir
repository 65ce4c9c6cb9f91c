// vector.scan (float kinds, three per case, all kinds covered), inclusive and exclusive, along
// every dimension of 1-D to 3-D f32, f64, f16 and bf16 vectors: the scan and the accumulated
// value.
// Expected output: mlir-runner-22 on `mlir-opt-22 --test-vector-scan-lowering -test-lower-to-llvm`
// of this file (the op is written in generic form).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %x1 = arith.constant dense<[2.2639999389648438, -0.7229999899864197, 3532.87109375, 0.006000000052154064, -83.83699798583984]> : vector<5xf32>
  %x2 = arith.constant dense<87.2770004272461> : vector<f32>
  %x3:2 = "vector.scan"(%x1, %x2) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<5xf32>, vector<f32>) -> (vector<5xf32>, vector<f32>)
  // CHECK: ( 2.264, -1.63687, -5782.86, -34.6971, 2908.9 )
  vector.print %x3#0 : vector<5xf32>
  // CHECK-NEXT: ( 2908.9 )
  vector.print %x3#1 : vector<f32>
  %x4 = arith.constant dense<-918.2080078125> : vector<f32>
  %x5:2 = "vector.scan"(%x1, %x4) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<5xf32>, vector<f32>) -> (vector<5xf32>, vector<f32>)
  // CHECK-NEXT: ( -918.208, -2078.82, 1502.99, 5.30987e+06, 31859.2 )
  vector.print %x5#0 : vector<5xf32>
  // CHECK-NEXT: ( 31859.2 )
  vector.print %x5#1 : vector<f32>
  %x6 = arith.constant dense<-6.611999988555908> : vector<f32>
  %x7:2 = "vector.scan"(%x1, %x6) <{inclusive = true, kind = #vector.kind<minnumf>, reduction_dim = 0 : i64}> : (vector<5xf32>, vector<f32>) -> (vector<5xf32>, vector<f32>)
  // CHECK-NEXT: ( 2.264, -0.723, -0.723, -0.723, -83.837 )
  vector.print %x7#0 : vector<5xf32>
  // CHECK-NEXT: ( -83.837 )
  vector.print %x7#1 : vector<f32>
  %x8 = arith.constant dense<9.024999618530273> : vector<f32>
  %x9:2 = "vector.scan"(%x1, %x8) <{inclusive = false, kind = #vector.kind<minnumf>, reduction_dim = 0 : i64}> : (vector<5xf32>, vector<f32>) -> (vector<5xf32>, vector<f32>)
  // CHECK-NEXT: ( 9.025, 2.264, -0.723, -0.723, -0.723 )
  vector.print %x9#0 : vector<5xf32>
  // CHECK-NEXT: ( -0.723 )
  vector.print %x9#1 : vector<f32>
  %x10 = arith.constant dense<-6.85699987411499> : vector<f32>
  %x11:2 = "vector.scan"(%x1, %x10) <{inclusive = true, kind = #vector.kind<maxnumf>, reduction_dim = 0 : i64}> : (vector<5xf32>, vector<f32>) -> (vector<5xf32>, vector<f32>)
  // CHECK-NEXT: ( 2.264, 2.264, 3532.87, 3532.87, 3532.87 )
  vector.print %x11#0 : vector<5xf32>
  // CHECK-NEXT: ( 3532.87 )
  vector.print %x11#1 : vector<f32>
  %x12 = arith.constant dense<-0.09000000357627869> : vector<f32>
  %x13:2 = "vector.scan"(%x1, %x12) <{inclusive = false, kind = #vector.kind<maxnumf>, reduction_dim = 0 : i64}> : (vector<5xf32>, vector<f32>) -> (vector<5xf32>, vector<f32>)
  // CHECK-NEXT: ( -0.09, 2.264, 2.264, 3532.87, 3532.87 )
  vector.print %x13#0 : vector<5xf32>
  // CHECK-NEXT: ( 3532.87 )
  vector.print %x13#1 : vector<f32>
  %x14 = arith.constant dense<[[0.0010000000474974513, -87.33399963378906, -232.6699981689453], [774.5280151367188, -0.5899999737739563, 0.04500000178813934]]> : vector<2x3xf32>
  %x15 = arith.constant dense<[7.791999816894531, -4665.3291015625, -0.020999999716877937]> : vector<3xf32>
  %x16:2 = "vector.scan"(%x14, %x15) <{inclusive = true, kind = #vector.kind<minnumf>, reduction_dim = 0 : i64}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
  // CHECK-NEXT: ( ( 0.001, -87.334, -232.67 ), ( 0.001, -87.334, -232.67 ) )
  vector.print %x16#0 : vector<2x3xf32>
  // CHECK-NEXT: ( 0.001, -87.334, -232.67 )
  vector.print %x16#1 : vector<3xf32>
  %x17 = arith.constant dense<[0.6190000176429749, 0.041999999433755875, 0.00800000037997961]> : vector<3xf32>
  %x18:2 = "vector.scan"(%x14, %x17) <{inclusive = false, kind = #vector.kind<minnumf>, reduction_dim = 0 : i64}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
  // CHECK-NEXT: ( ( 0.619, 0.042, 0.008 ), ( 0.001, -87.334, -232.67 ) )
  vector.print %x18#0 : vector<2x3xf32>
  // CHECK-NEXT: ( 0.001, -87.334, -232.67 )
  vector.print %x18#1 : vector<3xf32>
  %x19 = arith.constant dense<[0.00800000037997961, -165.76499938964844, -0.004999999888241291]> : vector<3xf32>
  %x20:2 = "vector.scan"(%x14, %x19) <{inclusive = true, kind = #vector.kind<maxnumf>, reduction_dim = 0 : i64}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
  // CHECK-NEXT: ( ( 0.001, -87.334, -232.67 ), ( 774.528, -0.59, 0.045 ) )
  vector.print %x20#0 : vector<2x3xf32>
  // CHECK-NEXT: ( 774.528, -0.59, 0.045 )
  vector.print %x20#1 : vector<3xf32>
  %x21 = arith.constant dense<[812.8209838867188, 0.008999999612569809, -0.00800000037997961]> : vector<3xf32>
  %x22:2 = "vector.scan"(%x14, %x21) <{inclusive = false, kind = #vector.kind<maxnumf>, reduction_dim = 0 : i64}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
  // CHECK-NEXT: ( ( 812.821, 0.009, -0.008 ), ( 812.821, 0.009, -0.008 ) )
  vector.print %x22#0 : vector<2x3xf32>
  // CHECK-NEXT: ( 812.821, 0.009, -0.008 )
  vector.print %x22#1 : vector<3xf32>
  %x23 = arith.constant dense<[-60.465999603271484, -5938.93603515625, 0.00800000037997961]> : vector<3xf32>
  %x24:2 = "vector.scan"(%x14, %x23) <{inclusive = true, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
  // CHECK-NEXT: ( ( 0.001, -87.334, -232.67 ), ( 0.001, -87.334, -232.67 ) )
  vector.print %x24#0 : vector<2x3xf32>
  // CHECK-NEXT: ( 0.001, -87.334, -232.67 )
  vector.print %x24#1 : vector<3xf32>
  %x25 = arith.constant dense<[0.00800000037997961, 0.0, -0.6520000100135803]> : vector<3xf32>
  %x26:2 = "vector.scan"(%x14, %x25) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
  // CHECK-NEXT: ( ( 0.008, 0, -0.652 ), ( 0.001, -87.334, -232.67 ) )
  vector.print %x26#0 : vector<2x3xf32>
  // CHECK-NEXT: ( 0.001, -87.334, -232.67 )
  vector.print %x26#1 : vector<3xf32>
  %x27 = arith.constant dense<[-0.01600000075995922, -6.1570000648498535]> : vector<2xf32>
  %x28:2 = "vector.scan"(%x14, %x27) <{inclusive = true, kind = #vector.kind<minnumf>, reduction_dim = 1 : i64}> : (vector<2x3xf32>, vector<2xf32>) -> (vector<2x3xf32>, vector<2xf32>)
  // CHECK-NEXT: ( ( 0.001, -87.334, -232.67 ), ( 774.528, -0.59, -0.59 ) )
  vector.print %x28#0 : vector<2x3xf32>
  // CHECK-NEXT: ( -232.67, -0.59 )
  vector.print %x28#1 : vector<2xf32>
  %x29 = arith.constant dense<[-8131.64404296875, -70.92900085449219]> : vector<2xf32>
  %x30:2 = "vector.scan"(%x14, %x29) <{inclusive = false, kind = #vector.kind<minnumf>, reduction_dim = 1 : i64}> : (vector<2x3xf32>, vector<2xf32>) -> (vector<2x3xf32>, vector<2xf32>)
  // CHECK-NEXT: ( ( -8131.64, -8131.64, -8131.64 ), ( -70.929, -70.929, -70.929 ) )
  vector.print %x30#0 : vector<2x3xf32>
  // CHECK-NEXT: ( -8131.64, -70.929 )
  vector.print %x30#1 : vector<2xf32>
  %x31 = arith.constant dense<[43.926998138427734, -0.008999999612569809]> : vector<2xf32>
  %x32:2 = "vector.scan"(%x14, %x31) <{inclusive = true, kind = #vector.kind<maxnumf>, reduction_dim = 1 : i64}> : (vector<2x3xf32>, vector<2xf32>) -> (vector<2x3xf32>, vector<2xf32>)
  // CHECK-NEXT: ( ( 0.001, 0.001, 0.001 ), ( 774.528, 774.528, 774.528 ) )
  vector.print %x32#0 : vector<2x3xf32>
  // CHECK-NEXT: ( 0.001, 774.528 )
  vector.print %x32#1 : vector<2xf32>
  %x33 = arith.constant dense<[36.64500045776367, -7013.91015625]> : vector<2xf32>
  %x34:2 = "vector.scan"(%x14, %x33) <{inclusive = false, kind = #vector.kind<maxnumf>, reduction_dim = 1 : i64}> : (vector<2x3xf32>, vector<2xf32>) -> (vector<2x3xf32>, vector<2xf32>)
  // CHECK-NEXT: ( ( 36.645, 36.645, 36.645 ), ( -7013.91, 774.528, 774.528 ) )
  vector.print %x34#0 : vector<2x3xf32>
  // CHECK-NEXT: ( 36.645, 774.528 )
  vector.print %x34#1 : vector<2xf32>
  %x35 = arith.constant dense<[0.4740000069141388, 99.59300231933594]> : vector<2xf32>
  %x36:2 = "vector.scan"(%x14, %x35) <{inclusive = true, kind = #vector.kind<minimumf>, reduction_dim = 1 : i64}> : (vector<2x3xf32>, vector<2xf32>) -> (vector<2x3xf32>, vector<2xf32>)
  // CHECK-NEXT: ( ( 0.001, -87.334, -232.67 ), ( 774.528, -0.59, -0.59 ) )
  vector.print %x36#0 : vector<2x3xf32>
  // CHECK-NEXT: ( -232.67, -0.59 )
  vector.print %x36#1 : vector<2xf32>
  %x37 = arith.constant dense<[0.007000000216066837, 9.017999649047852]> : vector<2xf32>
  %x38:2 = "vector.scan"(%x14, %x37) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 1 : i64}> : (vector<2x3xf32>, vector<2xf32>) -> (vector<2x3xf32>, vector<2xf32>)
  // CHECK-NEXT: ( ( 0.007, 0.001, -87.334 ), ( 9.018, 9.018, -0.59 ) )
  vector.print %x38#0 : vector<2x3xf32>
  // CHECK-NEXT: ( -87.334, -0.59 )
  vector.print %x38#1 : vector<2xf32>
  %x39 = arith.constant dense<[[[-0.06800000369548798, -91.39399719238281, 0.6909999847412109], [18.052000045776367, 3754.27294921875, -3056.037109375]], [[7634.1708984375, -0.09700000286102295, -6.025000095367432], [49.13999938964844, 5.986999988555908, -0.9990000128746033]]]> : vector<2x2x3xf32>
  %x40 = arith.constant dense<[[-0.006000000052154064, -4.60699987411499, -8223.6689453125], [-430.22601318359375, 56.81999969482422, -0.0020000000949949026]]> : vector<2x3xf32>
  %x41:2 = "vector.scan"(%x39, %x40) <{inclusive = true, kind = #vector.kind<maxnumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf32>, vector<2x3xf32>) -> (vector<2x2x3xf32>, vector<2x3xf32>)
  // CHECK-NEXT: ( ( ( -0.068, -91.394, 0.691 ), ( 18.052, 3754.27, -3056.04 ) ), ( ( 7634.17, -0.097, 0.691 ), ( 49.14, 3754.27, -0.999 ) ) )
  vector.print %x41#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( 7634.17, -0.097, 0.691 ), ( 49.14, 3754.27, -0.999 ) )
  vector.print %x41#1 : vector<2x3xf32>
  %x42 = arith.constant dense<[[61.5099983215332, -3.078000068664551, -5034.783203125], [-867.4400024414062, -538.093017578125, -1981.9189453125]]> : vector<2x3xf32>
  %x43:2 = "vector.scan"(%x39, %x42) <{inclusive = false, kind = #vector.kind<maxnumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf32>, vector<2x3xf32>) -> (vector<2x2x3xf32>, vector<2x3xf32>)
  // CHECK-NEXT: ( ( ( 61.51, -3.078, -5034.78 ), ( -867.44, -538.093, -1981.92 ) ), ( ( 61.51, -3.078, 0.691 ), ( 18.052, 3754.27, -1981.92 ) ) )
  vector.print %x43#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( 61.51, -3.078, 0.691 ), ( 18.052, 3754.27, -1981.92 ) )
  vector.print %x43#1 : vector<2x3xf32>
  %x44 = arith.constant dense<[[0.9120000004768372, -26.128000259399414, -419.4049987792969], [686.5469970703125, -0.9409999847412109, -6544.876953125]]> : vector<2x3xf32>
  %x45:2 = "vector.scan"(%x39, %x44) <{inclusive = true, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf32>, vector<2x3xf32>) -> (vector<2x2x3xf32>, vector<2x3xf32>)
  // CHECK-NEXT: ( ( ( -0.068, -91.394, 0.691 ), ( 18.052, 3754.27, -3056.04 ) ), ( ( -0.068, -91.394, -6.025 ), ( 18.052, 5.987, -3056.04 ) ) )
  vector.print %x45#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( -0.068, -91.394, -6.025 ), ( 18.052, 5.987, -3056.04 ) )
  vector.print %x45#1 : vector<2x3xf32>
  %x46 = arith.constant dense<[[0.09700000286102295, -70.33599853515625, -0.008999999612569809], [0.05700000002980232, 0.22300000488758087, -2909.3779296875]]> : vector<2x3xf32>
  %x47:2 = "vector.scan"(%x39, %x46) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf32>, vector<2x3xf32>) -> (vector<2x2x3xf32>, vector<2x3xf32>)
  // CHECK-NEXT: ( ( ( 0.097, -70.336, -0.009 ), ( 0.057, 0.223, -2909.38 ) ), ( ( -0.068, -91.394, -0.009 ), ( 0.057, 0.223, -3056.04 ) ) )
  vector.print %x47#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( -0.068, -91.394, -0.009 ), ( 0.057, 0.223, -3056.04 ) )
  vector.print %x47#1 : vector<2x3xf32>
  %x48 = arith.constant dense<[[-0.004000000189989805, -0.7250000238418579, 0.004999999888241291], [0.3919999897480011, -0.0020000000949949026, 0.04100000113248825]]> : vector<2x3xf32>
  %x49:2 = "vector.scan"(%x39, %x48) <{inclusive = true, kind = #vector.kind<maximumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf32>, vector<2x3xf32>) -> (vector<2x2x3xf32>, vector<2x3xf32>)
  // CHECK-NEXT: ( ( ( -0.068, -91.394, 0.691 ), ( 18.052, 3754.27, -3056.04 ) ), ( ( 7634.17, -0.097, 0.691 ), ( 49.14, 3754.27, -0.999 ) ) )
  vector.print %x49#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( 7634.17, -0.097, 0.691 ), ( 49.14, 3754.27, -0.999 ) )
  vector.print %x49#1 : vector<2x3xf32>
  %x50 = arith.constant dense<[[5897.80615234375, 77.43499755859375, 0.032999999821186066], [0.5429999828338623, -1.1130000352859497, 0.00800000037997961]]> : vector<2x3xf32>
  %x51:2 = "vector.scan"(%x39, %x50) <{inclusive = false, kind = #vector.kind<maximumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf32>, vector<2x3xf32>) -> (vector<2x2x3xf32>, vector<2x3xf32>)
  // CHECK-NEXT: ( ( ( 5897.81, 77.435, 0.033 ), ( 0.543, -1.113, 0.008 ) ), ( ( 5897.81, 77.435, 0.691 ), ( 18.052, 3754.27, 0.008 ) ) )
  vector.print %x51#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( 5897.81, 77.435, 0.691 ), ( 18.052, 3754.27, 0.008 ) )
  vector.print %x51#1 : vector<2x3xf32>
  %x52 = arith.constant dense<[[0.057999998331069946, 0.05999999865889549, -8314.5537109375], [5792.97119140625, -9739.7158203125, -0.004999999888241291]]> : vector<2x3xf32>
  %x53:2 = "vector.scan"(%x39, %x52) <{inclusive = true, kind = #vector.kind<maxnumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf32>, vector<2x3xf32>) -> (vector<2x2x3xf32>, vector<2x3xf32>)
  // CHECK-NEXT: ( ( ( -0.068, -91.394, 0.691 ), ( 18.052, 3754.27, 0.691 ) ), ( ( 7634.17, -0.097, -6.025 ), ( 7634.17, 5.987, -0.999 ) ) )
  vector.print %x53#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( 18.052, 3754.27, 0.691 ), ( 7634.17, 5.987, -0.999 ) )
  vector.print %x53#1 : vector<2x3xf32>
  %x54 = arith.constant dense<[[11.848999977111816, -8.336000442504883, -3.5880000591278076], [0.07100000232458115, -942.4530029296875, 77.79900360107422]]> : vector<2x3xf32>
  %x55:2 = "vector.scan"(%x39, %x54) <{inclusive = false, kind = #vector.kind<maxnumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf32>, vector<2x3xf32>) -> (vector<2x2x3xf32>, vector<2x3xf32>)
  // CHECK-NEXT: ( ( ( 11.849, -8.336, -3.588 ), ( 11.849, -8.336, 0.691 ) ), ( ( 0.071, -942.453, 77.799 ), ( 7634.17, -0.097, 77.799 ) ) )
  vector.print %x55#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( 11.849, -8.336, 0.691 ), ( 7634.17, -0.097, 77.799 ) )
  vector.print %x55#1 : vector<2x3xf32>
  %x56 = arith.constant dense<[[-38.24800109863281, 7.425000190734863, -8688.4169921875], [147.75100708007812, -0.8709999918937683, 0.04399999976158142]]> : vector<2x3xf32>
  %x57:2 = "vector.scan"(%x39, %x56) <{inclusive = true, kind = #vector.kind<minimumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf32>, vector<2x3xf32>) -> (vector<2x2x3xf32>, vector<2x3xf32>)
  // CHECK-NEXT: ( ( ( -0.068, -91.394, 0.691 ), ( -0.068, -91.394, -3056.04 ) ), ( ( 7634.17, -0.097, -6.025 ), ( 49.14, -0.097, -6.025 ) ) )
  vector.print %x57#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( -0.068, -91.394, -3056.04 ), ( 49.14, -0.097, -6.025 ) )
  vector.print %x57#1 : vector<2x3xf32>
  %x58 = arith.constant dense<[[-0.00800000037997961, -0.9290000200271606, 7.7779998779296875], [-894.10400390625, -94.15899658203125, 0.07599999755620956]]> : vector<2x3xf32>
  %x59:2 = "vector.scan"(%x39, %x58) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf32>, vector<2x3xf32>) -> (vector<2x2x3xf32>, vector<2x3xf32>)
  // CHECK-NEXT: ( ( ( -0.008, -0.929, 7.778 ), ( -0.068, -91.394, 0.691 ) ), ( ( -894.104, -94.159, 0.076 ), ( -894.104, -94.159, -6.025 ) ) )
  vector.print %x59#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( -0.068, -91.394, 0.691 ), ( -894.104, -94.159, -6.025 ) )
  vector.print %x59#1 : vector<2x3xf32>
  %x60 = arith.constant dense<[[-0.026000000536441803, 146.34800720214844, 7.517000198364258], [0.0020000000949949026, 0.0020000000949949026, -180.47500610351562]]> : vector<2x3xf32>
  %x61:2 = "vector.scan"(%x39, %x60) <{inclusive = true, kind = #vector.kind<maximumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf32>, vector<2x3xf32>) -> (vector<2x2x3xf32>, vector<2x3xf32>)
  // CHECK-NEXT: ( ( ( -0.068, -91.394, 0.691 ), ( 18.052, 3754.27, 0.691 ) ), ( ( 7634.17, -0.097, -6.025 ), ( 7634.17, 5.987, -0.999 ) ) )
  vector.print %x61#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( 18.052, 3754.27, 0.691 ), ( 7634.17, 5.987, -0.999 ) )
  vector.print %x61#1 : vector<2x3xf32>
  %x62 = arith.constant dense<[[-86.20700073242188, -0.09300000220537186, -6373.740234375], [-0.008999999612569809, -5.952000141143799, -5.074999809265137]]> : vector<2x3xf32>
  %x63:2 = "vector.scan"(%x39, %x62) <{inclusive = false, kind = #vector.kind<maximumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf32>, vector<2x3xf32>) -> (vector<2x2x3xf32>, vector<2x3xf32>)
  // CHECK-NEXT: ( ( ( -86.207, -0.093, -6373.74 ), ( -0.068, -0.093, 0.691 ) ), ( ( -0.009, -5.952, -5.075 ), ( 7634.17, -0.097, -5.075 ) ) )
  vector.print %x63#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( -0.068, -0.093, 0.691 ), ( 7634.17, -0.097, -5.075 ) )
  vector.print %x63#1 : vector<2x3xf32>
  %x64 = arith.constant dense<[[551.1480102539062, -0.8309999704360962], [-0.9829999804496765, 1.8049999475479126]]> : vector<2x2xf32>
  %x65:2 = "vector.scan"(%x39, %x64) <{inclusive = true, kind = #vector.kind<maxnumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf32>, vector<2x2xf32>) -> (vector<2x2x3xf32>, vector<2x2xf32>)
  // CHECK-NEXT: ( ( ( -0.068, -0.068, 0.691 ), ( 18.052, 3754.27, 3754.27 ) ), ( ( 7634.17, 7634.17, 7634.17 ), ( 49.14, 49.14, 49.14 ) ) )
  vector.print %x65#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( 0.691, 3754.27 ), ( 7634.17, 49.14 ) )
  vector.print %x65#1 : vector<2x2xf32>
  %x66 = arith.constant dense<[[9.72599983215332, -7241.85302734375], [0.34200000762939453, 5.599999904632568]]> : vector<2x2xf32>
  %x67:2 = "vector.scan"(%x39, %x66) <{inclusive = false, kind = #vector.kind<maxnumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf32>, vector<2x2xf32>) -> (vector<2x2x3xf32>, vector<2x2xf32>)
  // CHECK-NEXT: ( ( ( 9.726, 9.726, 9.726 ), ( -7241.85, 18.052, 3754.27 ) ), ( ( 0.342, 7634.17, 7634.17 ), ( 5.6, 49.14, 49.14 ) ) )
  vector.print %x67#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( 9.726, 3754.27 ), ( 7634.17, 49.14 ) )
  vector.print %x67#1 : vector<2x2xf32>
  %x68 = arith.constant dense<[[0.09399999678134918, -0.00800000037997961], [-0.008999999612569809, 952.3870239257812]]> : vector<2x2xf32>
  %x69:2 = "vector.scan"(%x39, %x68) <{inclusive = true, kind = #vector.kind<minimumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf32>, vector<2x2xf32>) -> (vector<2x2x3xf32>, vector<2x2xf32>)
  // CHECK-NEXT: ( ( ( -0.068, -91.394, -91.394 ), ( 18.052, 18.052, -3056.04 ) ), ( ( 7634.17, -0.097, -6.025 ), ( 49.14, 5.987, -0.999 ) ) )
  vector.print %x69#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( -91.394, -3056.04 ), ( -6.025, -0.999 ) )
  vector.print %x69#1 : vector<2x2xf32>
  %x70 = arith.constant dense<[[-0.7929999828338623, -0.0010000000474974513], [-59.86399841308594, 2694.27392578125]]> : vector<2x2xf32>
  %x71:2 = "vector.scan"(%x39, %x70) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf32>, vector<2x2xf32>) -> (vector<2x2x3xf32>, vector<2x2xf32>)
  // CHECK-NEXT: ( ( ( -0.793, -0.793, -91.394 ), ( -0.001, -0.001, -0.001 ) ), ( ( -59.864, -59.864, -59.864 ), ( 2694.27, 49.14, 5.987 ) ) )
  vector.print %x71#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( -91.394, -0.001 ), ( -59.864, 5.987 ) )
  vector.print %x71#1 : vector<2x2xf32>
  %x72 = arith.constant dense<[[-0.0989999994635582, 356.5419921875], [-0.09700000286102295, 0.8880000114440918]]> : vector<2x2xf32>
  %x73:2 = "vector.scan"(%x39, %x72) <{inclusive = true, kind = #vector.kind<maximumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf32>, vector<2x2xf32>) -> (vector<2x2x3xf32>, vector<2x2xf32>)
  // CHECK-NEXT: ( ( ( -0.068, -0.068, 0.691 ), ( 18.052, 3754.27, 3754.27 ) ), ( ( 7634.17, 7634.17, 7634.17 ), ( 49.14, 49.14, 49.14 ) ) )
  vector.print %x73#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( 0.691, 3754.27 ), ( 7634.17, 49.14 ) )
  vector.print %x73#1 : vector<2x2xf32>
  %x74 = arith.constant dense<[[0.008999999612569809, 59.99399948120117], [0.00800000037997961, 7.0329999923706055]]> : vector<2x2xf32>
  %x75:2 = "vector.scan"(%x39, %x74) <{inclusive = false, kind = #vector.kind<maximumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf32>, vector<2x2xf32>) -> (vector<2x2x3xf32>, vector<2x2xf32>)
  // CHECK-NEXT: ( ( ( 0.009, 0.009, 0.009 ), ( 59.994, 59.994, 3754.27 ) ), ( ( 0.008, 7634.17, 7634.17 ), ( 7.033, 49.14, 49.14 ) ) )
  vector.print %x75#0 : vector<2x2x3xf32>
  // CHECK-NEXT: ( ( 0.009, 3754.27 ), ( 7634.17, 49.14 ) )
  vector.print %x75#1 : vector<2x2xf32>
  %x76 = arith.constant dense<[74.9692741344884, -882.7814060271863, -0.7355399832107317, 0.006005585370463833, 0.5725774315237915]> : vector<5xf64>
  %x77 = arith.constant dense<8.613617123254144> : vector<f64>
  %x78:2 = "vector.scan"(%x76, %x77) <{inclusive = true, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> : (vector<5xf64>, vector<f64>) -> (vector<5xf64>, vector<f64>)
  // CHECK-NEXT: ( 74.9693, -882.781, -882.781, -882.781, -882.781 )
  vector.print %x78#0 : vector<5xf64>
  // CHECK-NEXT: ( -882.781 )
  vector.print %x78#1 : vector<f64>
  %x79 = arith.constant dense<0.9350768008700756> : vector<f64>
  %x80:2 = "vector.scan"(%x76, %x79) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> : (vector<5xf64>, vector<f64>) -> (vector<5xf64>, vector<f64>)
  // CHECK-NEXT: ( 0.935077, 0.935077, -882.781, -882.781, -882.781 )
  vector.print %x80#0 : vector<5xf64>
  // CHECK-NEXT: ( -882.781 )
  vector.print %x80#1 : vector<f64>
  %x81 = arith.constant dense<-0.00941065470610881> : vector<f64>
  %x82:2 = "vector.scan"(%x76, %x81) <{inclusive = true, kind = #vector.kind<maximumf>, reduction_dim = 0 : i64}> : (vector<5xf64>, vector<f64>) -> (vector<5xf64>, vector<f64>)
  // CHECK-NEXT: ( 74.9693, 74.9693, 74.9693, 74.9693, 74.9693 )
  vector.print %x82#0 : vector<5xf64>
  // CHECK-NEXT: ( 74.9693 )
  vector.print %x82#1 : vector<f64>
  %x83 = arith.constant dense<-5.056337205085512> : vector<f64>
  %x84:2 = "vector.scan"(%x76, %x83) <{inclusive = false, kind = #vector.kind<maximumf>, reduction_dim = 0 : i64}> : (vector<5xf64>, vector<f64>) -> (vector<5xf64>, vector<f64>)
  // CHECK-NEXT: ( -5.05634, 74.9693, 74.9693, 74.9693, 74.9693 )
  vector.print %x84#0 : vector<5xf64>
  // CHECK-NEXT: ( 74.9693 )
  vector.print %x84#1 : vector<f64>
  %x85 = arith.constant dense<-35.650243622504064> : vector<f64>
  %x86:2 = "vector.scan"(%x76, %x85) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<5xf64>, vector<f64>) -> (vector<5xf64>, vector<f64>)
  // CHECK-NEXT: ( 74.9693, -807.812, -808.548, -808.542, -807.969 )
  vector.print %x86#0 : vector<5xf64>
  // CHECK-NEXT: ( -807.969 )
  vector.print %x86#1 : vector<f64>
  %x87 = arith.constant dense<-30.6116657244754> : vector<f64>
  %x88:2 = "vector.scan"(%x76, %x87) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<5xf64>, vector<f64>) -> (vector<5xf64>, vector<f64>)
  // CHECK-NEXT: ( -30.6117, 44.3576, -838.424, -839.159, -839.153 )
  vector.print %x88#0 : vector<5xf64>
  // CHECK-NEXT: ( -839.153 )
  vector.print %x88#1 : vector<f64>
  %x89 = arith.constant dense<[[7849.315315349663, -5.821352291322384, -0.3982244959212893], [2.2093787676999055, -8.818063974479973, -6.273305516023047]]> : vector<2x3xf64>
  %x90 = arith.constant dense<[-8.822431366887084, -0.006588646573198685, -94.62737412964984]> : vector<3xf64>
  %x91:2 = "vector.scan"(%x89, %x90) <{inclusive = true, kind = #vector.kind<maximumf>, reduction_dim = 0 : i64}> : (vector<2x3xf64>, vector<3xf64>) -> (vector<2x3xf64>, vector<3xf64>)
  // CHECK-NEXT: ( ( 7849.32, -5.82135, -0.398224 ), ( 7849.32, -5.82135, -0.398224 ) )
  vector.print %x91#0 : vector<2x3xf64>
  // CHECK-NEXT: ( 7849.32, -5.82135, -0.398224 )
  vector.print %x91#1 : vector<3xf64>
  %x92 = arith.constant dense<[0.04232049340695807, 793.2812592043495, -828.1698772632109]> : vector<3xf64>
  %x93:2 = "vector.scan"(%x89, %x92) <{inclusive = false, kind = #vector.kind<maximumf>, reduction_dim = 0 : i64}> : (vector<2x3xf64>, vector<3xf64>) -> (vector<2x3xf64>, vector<3xf64>)
  // CHECK-NEXT: ( ( 0.0423205, 793.281, -828.17 ), ( 7849.32, 793.281, -0.398224 ) )
  vector.print %x93#0 : vector<2x3xf64>
  // CHECK-NEXT: ( 7849.32, 793.281, -0.398224 )
  vector.print %x93#1 : vector<3xf64>
  %x94 = arith.constant dense<[9.24642810323174, 52.320751459203365, 467.1008048186045]> : vector<3xf64>
  %x95:2 = "vector.scan"(%x89, %x94) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x3xf64>, vector<3xf64>) -> (vector<2x3xf64>, vector<3xf64>)
  // CHECK-NEXT: ( ( 7849.32, -5.82135, -0.398224 ), ( 7851.52, -14.6394, -6.67153 ) )
  vector.print %x95#0 : vector<2x3xf64>
  // CHECK-NEXT: ( 7851.52, -14.6394, -6.67153 )
  vector.print %x95#1 : vector<3xf64>
  %x96 = arith.constant dense<[0.03940151116540902, -3292.60005416516, 0.0033954628635139293]> : vector<3xf64>
  %x97:2 = "vector.scan"(%x89, %x96) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x3xf64>, vector<3xf64>) -> (vector<2x3xf64>, vector<3xf64>)
  // CHECK-NEXT: ( ( 0.0394015, -3292.6, 0.00339546 ), ( 7849.35, -3298.42, -0.394829 ) )
  vector.print %x97#0 : vector<2x3xf64>
  // CHECK-NEXT: ( 7849.35, -3298.42, -0.394829 )
  vector.print %x97#1 : vector<3xf64>
  %x98 = arith.constant dense<[-0.5880583483951574, 4544.683445049515, 6671.405255672029]> : vector<3xf64>
  %x99:2 = "vector.scan"(%x89, %x98) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x3xf64>, vector<3xf64>) -> (vector<2x3xf64>, vector<3xf64>)
  // CHECK-NEXT: ( ( 7849.32, -5.82135, -0.398224 ), ( 17342.1, 51.3331, 2.49818 ) )
  vector.print %x99#0 : vector<2x3xf64>
  // CHECK-NEXT: ( 17342.1, 51.3331, 2.49818 )
  vector.print %x99#1 : vector<3xf64>
  %x100 = arith.constant dense<[0.4696877287245549, 4.338366538762621, 0.8353339811191154]> : vector<3xf64>
  %x101:2 = "vector.scan"(%x89, %x100) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x3xf64>, vector<3xf64>) -> (vector<2x3xf64>, vector<3xf64>)
  // CHECK-NEXT: ( ( 0.469688, 4.33837, 0.835334 ), ( 3686.73, -25.2552, -0.33265 ) )
  vector.print %x101#0 : vector<2x3xf64>
  // CHECK-NEXT: ( 3686.73, -25.2552, -0.33265 )
  vector.print %x101#1 : vector<3xf64>
  %x102 = arith.constant dense<[-0.0857149955276549, 0.009664661723522561]> : vector<2xf64>
  %x103:2 = "vector.scan"(%x89, %x102) <{inclusive = true, kind = #vector.kind<maximumf>, reduction_dim = 1 : i64}> : (vector<2x3xf64>, vector<2xf64>) -> (vector<2x3xf64>, vector<2xf64>)
  // CHECK-NEXT: ( ( 7849.32, 7849.32, 7849.32 ), ( 2.20938, 2.20938, 2.20938 ) )
  vector.print %x103#0 : vector<2x3xf64>
  // CHECK-NEXT: ( 7849.32, 2.20938 )
  vector.print %x103#1 : vector<2xf64>
  %x104 = arith.constant dense<[-0.9159598932938062, -0.034288216883989156]> : vector<2xf64>
  %x105:2 = "vector.scan"(%x89, %x104) <{inclusive = false, kind = #vector.kind<maximumf>, reduction_dim = 1 : i64}> : (vector<2x3xf64>, vector<2xf64>) -> (vector<2x3xf64>, vector<2xf64>)
  // CHECK-NEXT: ( ( -0.91596, 7849.32, 7849.32 ), ( -0.0342882, 2.20938, 2.20938 ) )
  vector.print %x105#0 : vector<2x3xf64>
  // CHECK-NEXT: ( 7849.32, 2.20938 )
  vector.print %x105#1 : vector<2xf64>
  %x106 = arith.constant dense<[-807.9013897536054, 5795.602797751569]> : vector<2xf64>
  %x107:2 = "vector.scan"(%x89, %x106) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x3xf64>, vector<2xf64>) -> (vector<2x3xf64>, vector<2xf64>)
  // CHECK-NEXT: ( ( 7849.32, 7843.49, 7843.1 ), ( 2.20938, -6.60869, -12.882 ) )
  vector.print %x107#0 : vector<2x3xf64>
  // CHECK-NEXT: ( 7843.1, -12.882 )
  vector.print %x107#1 : vector<2xf64>
  %x108 = arith.constant dense<[2.9836840688817867, -2.2116354274098704]> : vector<2xf64>
  %x109:2 = "vector.scan"(%x89, %x108) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x3xf64>, vector<2xf64>) -> (vector<2x3xf64>, vector<2xf64>)
  // CHECK-NEXT: ( ( 2.98368, 7852.3, 7846.48 ), ( -2.21164, -0.00225666, -8.82032 ) )
  vector.print %x109#0 : vector<2x3xf64>
  // CHECK-NEXT: ( 7846.48, -8.82032 )
  vector.print %x109#1 : vector<2xf64>
  %x110 = arith.constant dense<[1.241469187116584, 0.0017448450479088384]> : vector<2xf64>
  %x111:2 = "vector.scan"(%x89, %x110) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x3xf64>, vector<2xf64>) -> (vector<2x3xf64>, vector<2xf64>)
  // CHECK-NEXT: ( ( 7849.32, -45693.6, 18196.3 ), ( 2.20938, -19.4824, 122.219 ) )
  vector.print %x111#0 : vector<2x3xf64>
  // CHECK-NEXT: ( 18196.3, 122.219 )
  vector.print %x111#1 : vector<2xf64>
  %x112 = arith.constant dense<[-0.28201283593249094, -0.596025894277614]> : vector<2xf64>
  %x113:2 = "vector.scan"(%x89, %x112) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x3xf64>, vector<2xf64>) -> (vector<2x3xf64>, vector<2xf64>)
  // CHECK-NEXT: ( ( -0.282013, -2213.61, 12886.2 ), ( -0.596026, -1.31685, 11.612 ) )
  vector.print %x113#0 : vector<2x3xf64>
  // CHECK-NEXT: ( 12886.2, 11.612 )
  vector.print %x113#1 : vector<2xf64>
  %x114 = arith.constant dense<[[[1.3462738964603571, 2250.06681339992, -6437.139724079952], [-0.09810998543200344, 775.0679257529962, -0.04242470081829852]], [[5088.924270443347, 8.164210614280968, -8125.211257814209], [-0.7125774395922331, -0.423818427355116, -0.0641825715734822]]]> : vector<2x2x3xf64>
  %x115 = arith.constant dense<[[0.04962402236249511, 0.487238207472771, 0.0009082198558132703], [-0.9475443425988179, 0.007551680175278586, 524.0162029351236]]> : vector<2x3xf64>
  %x116:2 = "vector.scan"(%x114, %x115) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x2x3xf64>, vector<2x3xf64>) -> (vector<2x2x3xf64>, vector<2x3xf64>)
  // CHECK-NEXT: ( ( ( 1.34627, 2250.07, -6437.14 ), ( -0.09811, 775.068, -0.0424247 ) ), ( ( 5090.27, 2258.23, -14562.4 ), ( -0.810687, 774.644, -0.106607 ) ) )
  vector.print %x116#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( 5090.27, 2258.23, -14562.4 ), ( -0.810687, 774.644, -0.106607 ) )
  vector.print %x116#1 : vector<2x3xf64>
  %x117 = arith.constant dense<[[-7.308997014055787, 0.04956662437786901, 0.08046982202347651], [0.003072530333427359, 3715.670342535866, -9.799713813263335]]> : vector<2x3xf64>
  %x118:2 = "vector.scan"(%x114, %x117) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x2x3xf64>, vector<2x3xf64>) -> (vector<2x2x3xf64>, vector<2x3xf64>)
  // CHECK-NEXT: ( ( ( -7.309, 0.0495666, 0.0804698 ), ( 0.00307253, 3715.67, -9.79971 ) ), ( ( -5.96272, 2250.12, -6437.06 ), ( -0.0950375, 4490.74, -9.84214 ) ) )
  vector.print %x118#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( -5.96272, 2250.12, -6437.06 ), ( -0.0950375, 4490.74, -9.84214 ) )
  vector.print %x118#1 : vector<2x3xf64>
  %x119 = arith.constant dense<[[99.79577667916506, 4313.316249079364, -2.558556040986806], [0.6162681400576808, 7.7336417829396265, 2.6429152081275986]]> : vector<2x3xf64>
  %x120:2 = "vector.scan"(%x114, %x119) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x2x3xf64>, vector<2x3xf64>) -> (vector<2x2x3xf64>, vector<2x3xf64>)
  // CHECK-NEXT: ( ( ( 1.34627, 2250.07, -6437.14 ), ( -0.09811, 775.068, -0.0424247 ) ), ( ( 6851.09, 18370, 5.23031e+07 ), ( 0.069911, -328.488, 0.00272293 ) ) )
  vector.print %x120#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( 6851.09, 18370, 5.23031e+07 ), ( 0.069911, -328.488, 0.00272293 ) )
  vector.print %x120#1 : vector<2x3xf64>
  %x121 = arith.constant dense<[[0.011195735780522797, 0.0928262778929368, 0.007818889074718227], [0.7770474440919775, -608.6707161199146, -62.73337489228214]]> : vector<2x3xf64>
  %x122:2 = "vector.scan"(%x114, %x121) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x2x3xf64>, vector<2x3xf64>) -> (vector<2x2x3xf64>, vector<2x3xf64>)
  // CHECK-NEXT: ( ( ( 0.0111957, 0.0928263, 0.00781889 ), ( 0.777047, -608.671, -62.7334 ) ), ( ( 0.0150725, 208.865, -50.3313 ), ( -0.0762361, -471761, 2.66144 ) ) )
  vector.print %x122#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( 0.0150725, 208.865, -50.3313 ), ( -0.0762361, -471761, 2.66144 ) )
  vector.print %x122#1 : vector<2x3xf64>
  %x123 = arith.constant dense<[[-97.59082804193125, 79.64201771418766, -554.0835414094181], [-0.09437986901925177, 707.7396897464754, 94.13916796498742]]> : vector<2x3xf64>
  %x124:2 = "vector.scan"(%x114, %x123) <{inclusive = true, kind = #vector.kind<minnumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf64>, vector<2x3xf64>) -> (vector<2x2x3xf64>, vector<2x3xf64>)
  // CHECK-NEXT: ( ( ( 1.34627, 2250.07, -6437.14 ), ( -0.09811, 775.068, -0.0424247 ) ), ( ( 1.34627, 8.16421, -8125.21 ), ( -0.712577, -0.423818, -0.0641826 ) ) )
  vector.print %x124#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( 1.34627, 8.16421, -8125.21 ), ( -0.712577, -0.423818, -0.0641826 ) )
  vector.print %x124#1 : vector<2x3xf64>
  %x125 = arith.constant dense<[[664.6234443605192, 0.4143195320631279, -0.40470186776528094], [-0.0084723506263174, 5591.410882082406, -0.7139729016122498]]> : vector<2x3xf64>
  %x126:2 = "vector.scan"(%x114, %x125) <{inclusive = false, kind = #vector.kind<minnumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf64>, vector<2x3xf64>) -> (vector<2x2x3xf64>, vector<2x3xf64>)
  // CHECK-NEXT: ( ( ( 664.623, 0.41432, -0.404702 ), ( -0.00847235, 5591.41, -0.713973 ) ), ( ( 1.34627, 0.41432, -6437.14 ), ( -0.09811, 775.068, -0.713973 ) ) )
  vector.print %x126#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( 1.34627, 0.41432, -6437.14 ), ( -0.09811, 775.068, -0.713973 ) )
  vector.print %x126#1 : vector<2x3xf64>
  %x127 = arith.constant dense<[[-916.1655259970802, 0.06777464768860397, 42.19550818154887], [334.49628644255756, 84.89670542006975, 6.8999938304514075]]> : vector<2x3xf64>
  %x128:2 = "vector.scan"(%x114, %x127) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x2x3xf64>, vector<2x3xf64>) -> (vector<2x2x3xf64>, vector<2x3xf64>)
  // CHECK-NEXT: ( ( ( 1.34627, 2250.07, -6437.14 ), ( 1.24816, 3025.13, -6437.18 ) ), ( ( 5088.92, 8.16421, -8125.21 ), ( 5088.21, 7.74039, -8125.28 ) ) )
  vector.print %x128#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( 1.24816, 3025.13, -6437.18 ), ( 5088.21, 7.74039, -8125.28 ) )
  vector.print %x128#1 : vector<2x3xf64>
  %x129 = arith.constant dense<[[7701.040792812284, -69.58292449841355, -9.338721638858242], [-7.1968385151708585, -0.3637098151013518, 0.06721054740001076]]> : vector<2x3xf64>
  %x130:2 = "vector.scan"(%x114, %x129) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x2x3xf64>, vector<2x3xf64>) -> (vector<2x2x3xf64>, vector<2x3xf64>)
  // CHECK-NEXT: ( ( ( 7701.04, -69.5829, -9.33872 ), ( 7702.39, 2180.48, -6446.48 ) ), ( ( -7.19684, -0.36371, 0.0672105 ), ( 5081.73, 7.8005, -8125.14 ) ) )
  vector.print %x130#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( 7702.39, 2180.48, -6446.48 ), ( 5081.73, 7.8005, -8125.14 ) )
  vector.print %x130#1 : vector<2x3xf64>
  %x131 = arith.constant dense<[[272.0466199080338, 0.00024700924221775054, 0.40815401986249], [-0.25237602572644424, 8991.721995137546, 0.07379151901512415]]> : vector<2x3xf64>
  %x132:2 = "vector.scan"(%x114, %x131) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x2x3xf64>, vector<2x3xf64>) -> (vector<2x2x3xf64>, vector<2x3xf64>)
  // CHECK-NEXT: ( ( ( 1.34627, 2250.07, -6437.14 ), ( -0.132083, 1.74395e+06, 273.094 ) ), ( ( 5088.92, 8.16421, -8125.21 ), ( -3626.25, -3.46014, 521.497 ) ) )
  vector.print %x132#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( -0.132083, 1.74395e+06, 273.094 ), ( -3626.25, -3.46014, 521.497 ) )
  vector.print %x132#1 : vector<2x3xf64>
  %x133 = arith.constant dense<[[0.04766629048981448, 57.22663497109326, 0.8632638581329557], [-0.005875700732965206, -0.00603956766953216, -753.2850763988134]]> : vector<2x3xf64>
  %x134:2 = "vector.scan"(%x114, %x133) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x2x3xf64>, vector<2x3xf64>) -> (vector<2x2x3xf64>, vector<2x3xf64>)
  // CHECK-NEXT: ( ( ( 0.0476663, 57.2266, 0.863264 ), ( 0.0641719, 128764, -5556.95 ) ), ( ( -0.0058757, -0.00603957, -753.285 ), ( -29.901, -0.0493083, 6.1206e+06 ) ) )
  vector.print %x134#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( 0.0641719, 128764, -5556.95 ), ( -29.901, -0.0493083, 6.1206e+06 ) )
  vector.print %x134#1 : vector<2x3xf64>
  %x135 = arith.constant dense<[[-0.4092706706300353, -0.006436338474044657, -170.7035610644252], [-0.25977560962553814, -303.555096341275, 83.01052475046038]]> : vector<2x3xf64>
  %x136:2 = "vector.scan"(%x114, %x135) <{inclusive = true, kind = #vector.kind<minnumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf64>, vector<2x3xf64>) -> (vector<2x2x3xf64>, vector<2x3xf64>)
  // CHECK-NEXT: ( ( ( 1.34627, 2250.07, -6437.14 ), ( -0.09811, 775.068, -6437.14 ) ), ( ( 5088.92, 8.16421, -8125.21 ), ( -0.712577, -0.423818, -8125.21 ) ) )
  vector.print %x136#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( -0.09811, 775.068, -6437.14 ), ( -0.712577, -0.423818, -8125.21 ) )
  vector.print %x136#1 : vector<2x3xf64>
  %x137 = arith.constant dense<[[36.070460124727056, 0.04836395378777221, -0.08218672715590235], [-0.09612661412603284, 7659.490065253596, -2.838753111212984]]> : vector<2x3xf64>
  %x138:2 = "vector.scan"(%x114, %x137) <{inclusive = false, kind = #vector.kind<minnumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf64>, vector<2x3xf64>) -> (vector<2x2x3xf64>, vector<2x3xf64>)
  // CHECK-NEXT: ( ( ( 36.0705, 0.048364, -0.0821867 ), ( 1.34627, 0.048364, -6437.14 ) ), ( ( -0.0961266, 7659.49, -2.83875 ), ( -0.0961266, 8.16421, -8125.21 ) ) )
  vector.print %x138#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( 1.34627, 0.048364, -6437.14 ), ( -0.0961266, 8.16421, -8125.21 ) )
  vector.print %x138#1 : vector<2x3xf64>
  %x139 = arith.constant dense<[[54.500484027588044, -0.00812179808231891], [4.1754027346134315, -0.08817515933173337]]> : vector<2x2xf64>
  %x140:2 = "vector.scan"(%x114, %x139) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 2 : i64}> : (vector<2x2x3xf64>, vector<2x2xf64>) -> (vector<2x2x3xf64>, vector<2x2xf64>)
  // CHECK-NEXT: ( ( ( 1.34627, 2251.41, -4185.73 ), ( -0.09811, 774.97, 774.927 ) ), ( ( 5088.92, 5097.09, -3028.12 ), ( -0.712577, -1.1364, -1.20058 ) ) )
  vector.print %x140#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( -4185.73, 774.927 ), ( -3028.12, -1.20058 ) )
  vector.print %x140#1 : vector<2x2xf64>
  %x141 = arith.constant dense<[[-68.93099321689182, 69.22601822290866], [0.4052727321152738, 0.07940671092302365]]> : vector<2x2xf64>
  %x142:2 = "vector.scan"(%x114, %x141) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 2 : i64}> : (vector<2x2x3xf64>, vector<2x2xf64>) -> (vector<2x2x3xf64>, vector<2x2xf64>)
  // CHECK-NEXT: ( ( ( -68.931, -67.5847, 2182.48 ), ( 69.226, 69.1279, 844.196 ) ), ( ( 0.405273, 5089.33, 5097.49 ), ( 0.0794067, -0.633171, -1.05699 ) ) )
  vector.print %x142#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( 2182.48, 844.196 ), ( 5097.49, -1.05699 ) )
  vector.print %x142#1 : vector<2x2xf64>
  %x143 = arith.constant dense<[[0.44619474582969065, 78.71223152985314], [-0.006776104722315493, -37.40121233945439]]> : vector<2x2xf64>
  %x144:2 = "vector.scan"(%x114, %x143) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 2 : i64}> : (vector<2x2x3xf64>, vector<2x2xf64>) -> (vector<2x2x3xf64>, vector<2x2xf64>)
  // CHECK-NEXT: ( ( ( 1.34627, 3029.21, -1.94994e+07 ), ( -0.09811, -76.0419, 3.22605 ) ), ( ( 5088.92, 41547, -3.37579e+08 ), ( -0.712577, 0.302003, -0.0193834 ) ) )
  vector.print %x144#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( -1.94994e+07, 3.22605 ), ( -3.37579e+08, -0.0193834 ) )
  vector.print %x144#1 : vector<2x2xf64>
  %x145 = arith.constant dense<[[-4.188985185675042, 5.953886505719348], [-15.23515023629145, -7923.093578672345]]> : vector<2x2xf64>
  %x146:2 = "vector.scan"(%x114, %x145) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 2 : i64}> : (vector<2x2x3xf64>, vector<2x2xf64>) -> (vector<2x2x3xf64>, vector<2x2xf64>)
  // CHECK-NEXT: ( ( ( -4.18899, -5.63952, -12689.3 ), ( 5.95389, -0.584136, -452.745 ) ), ( ( -15.2352, -77530.5, -632976 ), ( -7923.09, 5645.82, -2392.8 ) ) )
  vector.print %x146#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( -12689.3, -452.745 ), ( -632976, -2392.8 ) )
  vector.print %x146#1 : vector<2x2xf64>
  %x147 = arith.constant dense<[[0.6416889984585166, 317.22979579542067], [-4.807605391009478, -2.5115159056940506]]> : vector<2x2xf64>
  %x148:2 = "vector.scan"(%x114, %x147) <{inclusive = true, kind = #vector.kind<minnumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf64>, vector<2x2xf64>) -> (vector<2x2x3xf64>, vector<2x2xf64>)
  // CHECK-NEXT: ( ( ( 1.34627, 1.34627, -6437.14 ), ( -0.09811, -0.09811, -0.09811 ) ), ( ( 5088.92, 8.16421, -8125.21 ), ( -0.712577, -0.712577, -0.712577 ) ) )
  vector.print %x148#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( -6437.14, -0.09811 ), ( -8125.21, -0.712577 ) )
  vector.print %x148#1 : vector<2x2xf64>
  %x149 = arith.constant dense<[[-1843.5268836539876, -634.1589530722747], [-763.6317938750797, 289.02529660655097]]> : vector<2x2xf64>
  %x150:2 = "vector.scan"(%x114, %x149) <{inclusive = false, kind = #vector.kind<minnumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf64>, vector<2x2xf64>) -> (vector<2x2x3xf64>, vector<2x2xf64>)
  // CHECK-NEXT: ( ( ( -1843.53, -1843.53, -1843.53 ), ( -634.159, -634.159, -634.159 ) ), ( ( -763.632, -763.632, -763.632 ), ( 289.025, -0.712577, -0.712577 ) ) )
  vector.print %x150#0 : vector<2x2x3xf64>
  // CHECK-NEXT: ( ( -1843.53, -634.159 ), ( -763.632, -0.712577 ) )
  vector.print %x150#1 : vector<2x2xf64>
  %x151 = arith.constant dense<[-1.100000023841858, -1.2899999618530273, -48.242000579833984, 0.9470000267028809, -66.21900177001953]> : vector<5xf16>
  %x152 = arith.constant dense<-0.052000001072883606> : vector<f16>
  %x153:2 = "vector.scan"(%x151, %x152) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<5xf16>, vector<f16>) -> (vector<5xf16>, vector<f16>)
  // CHECK-NEXT: ( -1.09961, 1.41895, -68.4375, -64.8125, 4292 )
  vector.print %x153#0 : vector<5xf16>
  // CHECK-NEXT: ( 4292 )
  vector.print %x153#1 : vector<f16>
  %x154 = arith.constant dense<0.004000000189989805> : vector<f16>
  %x155:2 = "vector.scan"(%x151, %x154) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<5xf16>, vector<f16>) -> (vector<5xf16>, vector<f16>)
  // CHECK-NEXT: ( 0.00400162, -0.00439835, 0.00567245, -0.273682, -0.259033 )
  vector.print %x155#0 : vector<5xf16>
  // CHECK-NEXT: ( -0.259033 )
  vector.print %x155#1 : vector<f16>
  %x156 = arith.constant dense<-0.05999999865889549> : vector<f16>
  %x157:2 = "vector.scan"(%x151, %x156) <{inclusive = true, kind = #vector.kind<minnumf>, reduction_dim = 0 : i64}> : (vector<5xf16>, vector<f16>) -> (vector<5xf16>, vector<f16>)
  // CHECK-NEXT: ( -1.09961, -1.29004, -48.25, -48.25, -66.25 )
  vector.print %x157#0 : vector<5xf16>
  // CHECK-NEXT: ( -66.25 )
  vector.print %x157#1 : vector<f16>
  %x158 = arith.constant dense<-0.024000000208616257> : vector<f16>
  %x159:2 = "vector.scan"(%x151, %x158) <{inclusive = false, kind = #vector.kind<minnumf>, reduction_dim = 0 : i64}> : (vector<5xf16>, vector<f16>) -> (vector<5xf16>, vector<f16>)
  // CHECK-NEXT: ( -0.0240021, -1.09961, -1.29004, -48.25, -48.25 )
  vector.print %x159#0 : vector<5xf16>
  // CHECK-NEXT: ( -48.25 )
  vector.print %x159#1 : vector<f16>
  %x160 = arith.constant dense<3.816999912261963> : vector<f16>
  %x161:2 = "vector.scan"(%x151, %x160) <{inclusive = true, kind = #vector.kind<maxnumf>, reduction_dim = 0 : i64}> : (vector<5xf16>, vector<f16>) -> (vector<5xf16>, vector<f16>)
  // CHECK-NEXT: ( -1.09961, -1.09961, -1.09961, 0.946777, 0.946777 )
  vector.print %x161#0 : vector<5xf16>
  // CHECK-NEXT: ( 0.946777 )
  vector.print %x161#1 : vector<f16>
  %x162 = arith.constant dense<0.9440000057220459> : vector<f16>
  %x163:2 = "vector.scan"(%x151, %x162) <{inclusive = false, kind = #vector.kind<maxnumf>, reduction_dim = 0 : i64}> : (vector<5xf16>, vector<f16>) -> (vector<5xf16>, vector<f16>)
  // CHECK-NEXT: ( 0.943848, 0.943848, 0.943848, 0.943848, 0.946777 )
  vector.print %x163#0 : vector<5xf16>
  // CHECK-NEXT: ( 0.946777 )
  vector.print %x163#1 : vector<f16>
  %x164 = arith.constant dense<[[0.004999999888241291, -7.119999885559082, 77.91400146484375], [-0.38999998569488525, 3.065999984741211, 61.49100112915039]]> : vector<2x3xf16>
  %x165 = arith.constant dense<[9.58899974822998, -88.31099700927734, 64.13500213623047]> : vector<3xf16>
  %x166:2 = "vector.scan"(%x164, %x165) <{inclusive = true, kind = #vector.kind<minnumf>, reduction_dim = 0 : i64}> : (vector<2x3xf16>, vector<3xf16>) -> (vector<2x3xf16>, vector<3xf16>)
  // CHECK-NEXT: ( ( 0.00500107, -7.12109, 77.9375 ), ( -0.389893, -7.12109, 61.5 ) )
  vector.print %x166#0 : vector<2x3xf16>
  // CHECK-NEXT: ( -0.389893, -7.12109, 61.5 )
  vector.print %x166#1 : vector<3xf16>
  %x167 = arith.constant dense<[-0.017999999225139618, -8.515999794006348, -67.47200012207031]> : vector<3xf16>
  %x168:2 = "vector.scan"(%x164, %x167) <{inclusive = false, kind = #vector.kind<minnumf>, reduction_dim = 0 : i64}> : (vector<2x3xf16>, vector<3xf16>) -> (vector<2x3xf16>, vector<3xf16>)
  // CHECK-NEXT: ( ( -0.0180054, -8.51562, -67.5 ), ( -0.0180054, -8.51562, -67.5 ) )
  vector.print %x168#0 : vector<2x3xf16>
  // CHECK-NEXT: ( -0.0180054, -8.51562, -67.5 )
  vector.print %x168#1 : vector<3xf16>
  %x169 = arith.constant dense<[0.984000027179718, 39.470001220703125, 87.9219970703125]> : vector<3xf16>
  %x170:2 = "vector.scan"(%x164, %x169) <{inclusive = true, kind = #vector.kind<maxnumf>, reduction_dim = 0 : i64}> : (vector<2x3xf16>, vector<3xf16>) -> (vector<2x3xf16>, vector<3xf16>)
  // CHECK-NEXT: ( ( 0.00500107, -7.12109, 77.9375 ), ( 0.00500107, 3.06641, 77.9375 ) )
  vector.print %x170#0 : vector<2x3xf16>
  // CHECK-NEXT: ( 0.00500107, 3.06641, 77.9375 )
  vector.print %x170#1 : vector<3xf16>
  %x171 = arith.constant dense<[0.04100000113248825, 40.4119987487793, 0.07199999690055847]> : vector<3xf16>
  %x172:2 = "vector.scan"(%x164, %x171) <{inclusive = false, kind = #vector.kind<maxnumf>, reduction_dim = 0 : i64}> : (vector<2x3xf16>, vector<3xf16>) -> (vector<2x3xf16>, vector<3xf16>)
  // CHECK-NEXT: ( ( 0.0409851, 40.4062, 0.0720215 ), ( 0.0409851, 40.4062, 77.9375 ) )
  vector.print %x172#0 : vector<2x3xf16>
  // CHECK-NEXT: ( 0.0409851, 40.4062, 77.9375 )
  vector.print %x172#1 : vector<3xf16>
  %x173 = arith.constant dense<[5.300000190734863, -0.4490000009536743, 0.2199999988079071]> : vector<3xf16>
  %x174:2 = "vector.scan"(%x164, %x173) <{inclusive = true, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> : (vector<2x3xf16>, vector<3xf16>) -> (vector<2x3xf16>, vector<3xf16>)
  // CHECK-NEXT: ( ( 0.00500107, -7.12109, 77.9375 ), ( -0.389893, -7.12109, 61.5 ) )
  vector.print %x174#0 : vector<2x3xf16>
  // CHECK-NEXT: ( -0.389893, -7.12109, 61.5 )
  vector.print %x174#1 : vector<3xf16>
  %x175 = arith.constant dense<[76.80699920654297, -3.5179998874664307, -0.6759999990463257]> : vector<3xf16>
  %x176:2 = "vector.scan"(%x164, %x175) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> : (vector<2x3xf16>, vector<3xf16>) -> (vector<2x3xf16>, vector<3xf16>)
  // CHECK-NEXT: ( ( 76.8125, -3.51758, -0.675781 ), ( 0.00500107, -7.12109, -0.675781 ) )
  vector.print %x176#0 : vector<2x3xf16>
  // CHECK-NEXT: ( 0.00500107, -7.12109, -0.675781 )
  vector.print %x176#1 : vector<3xf16>
  %x177 = arith.constant dense<[3.9179999828338623, -3.38100004196167]> : vector<2xf16>
  %x178:2 = "vector.scan"(%x164, %x177) <{inclusive = true, kind = #vector.kind<minnumf>, reduction_dim = 1 : i64}> : (vector<2x3xf16>, vector<2xf16>) -> (vector<2x3xf16>, vector<2xf16>)
  // CHECK-NEXT: ( ( 0.00500107, -7.12109, -7.12109 ), ( -0.389893, -0.389893, -0.389893 ) )
  vector.print %x178#0 : vector<2x3xf16>
  // CHECK-NEXT: ( -7.12109, -0.389893 )
  vector.print %x178#1 : vector<2xf16>
  %x179 = arith.constant dense<[0.07599999755620956, 8.607999801635742]> : vector<2xf16>
  %x180:2 = "vector.scan"(%x164, %x179) <{inclusive = false, kind = #vector.kind<minnumf>, reduction_dim = 1 : i64}> : (vector<2x3xf16>, vector<2xf16>) -> (vector<2x3xf16>, vector<2xf16>)
  // CHECK-NEXT: ( ( 0.0759888, 0.00500107, -7.12109 ), ( 8.60938, -0.389893, -0.389893 ) )
  vector.print %x180#0 : vector<2x3xf16>
  // CHECK-NEXT: ( -7.12109, -0.389893 )
  vector.print %x180#1 : vector<2xf16>
  %x181 = arith.constant dense<[8.1850004196167, -3.993000030517578]> : vector<2xf16>
  %x182:2 = "vector.scan"(%x164, %x181) <{inclusive = true, kind = #vector.kind<maxnumf>, reduction_dim = 1 : i64}> : (vector<2x3xf16>, vector<2xf16>) -> (vector<2x3xf16>, vector<2xf16>)
  // CHECK-NEXT: ( ( 0.00500107, 0.00500107, 77.9375 ), ( -0.389893, 3.06641, 61.5 ) )
  vector.print %x182#0 : vector<2x3xf16>
  // CHECK-NEXT: ( 77.9375, 61.5 )
  vector.print %x182#1 : vector<2xf16>
  %x183 = arith.constant dense<[0.02199999988079071, -86.0979995727539]> : vector<2xf16>
  %x184:2 = "vector.scan"(%x164, %x183) <{inclusive = false, kind = #vector.kind<maxnumf>, reduction_dim = 1 : i64}> : (vector<2x3xf16>, vector<2xf16>) -> (vector<2x3xf16>, vector<2xf16>)
  // CHECK-NEXT: ( ( 0.0220032, 0.0220032, 0.0220032 ), ( -86.125, -0.389893, 3.06641 ) )
  vector.print %x184#0 : vector<2x3xf16>
  // CHECK-NEXT: ( 0.0220032, 3.06641 )
  vector.print %x184#1 : vector<2xf16>
  %x185 = arith.constant dense<[-53.46699905395508, 6.290999889373779]> : vector<2xf16>
  %x186:2 = "vector.scan"(%x164, %x185) <{inclusive = true, kind = #vector.kind<minimumf>, reduction_dim = 1 : i64}> : (vector<2x3xf16>, vector<2xf16>) -> (vector<2x3xf16>, vector<2xf16>)
  // CHECK-NEXT: ( ( 0.00500107, -7.12109, -7.12109 ), ( -0.389893, -0.389893, -0.389893 ) )
  vector.print %x186#0 : vector<2x3xf16>
  // CHECK-NEXT: ( -7.12109, -0.389893 )
  vector.print %x186#1 : vector<2xf16>
  %x187 = arith.constant dense<[2.115000009536743, -0.6710000038146973]> : vector<2xf16>
  %x188:2 = "vector.scan"(%x164, %x187) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 1 : i64}> : (vector<2x3xf16>, vector<2xf16>) -> (vector<2x3xf16>, vector<2xf16>)
  // CHECK-NEXT: ( ( 2.11523, 0.00500107, -7.12109 ), ( -0.670898, -0.670898, -0.670898 ) )
  vector.print %x188#0 : vector<2x3xf16>
  // CHECK-NEXT: ( -7.12109, -0.670898 )
  vector.print %x188#1 : vector<2xf16>
  %x189 = arith.constant dense<[[[0.014999999664723873, -0.08100000023841858, -9.821999549865723], [5.546999931335449, 46.77399826049805, 0.6690000295639038]], [[8.187999725341797, -0.07599999755620956, -0.49799999594688416], [-4.798999786376953, 0.41600000858306885, -0.014000000432133675]]]> : vector<2x2x3xf16>
  %x190 = arith.constant dense<[[-0.18400000035762787, -0.6710000038146973, 39.263999938964844], [-4.664999961853027, 0.45399999618530273, 0.503000020980835]]> : vector<2x3xf16>
  %x191:2 = "vector.scan"(%x189, %x190) <{inclusive = true, kind = #vector.kind<maxnumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf16>, vector<2x3xf16>) -> (vector<2x2x3xf16>, vector<2x3xf16>)
  // CHECK-NEXT: ( ( ( 0.0149994, -0.0809937, -9.82031 ), ( 5.54688, 46.7812, 0.668945 ) ), ( ( 8.1875, -0.0759888, -0.498047 ), ( 5.54688, 46.7812, 0.668945 ) ) )
  vector.print %x191#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 8.1875, -0.0759888, -0.498047 ), ( 5.54688, 46.7812, 0.668945 ) )
  vector.print %x191#1 : vector<2x3xf16>
  %x192 = arith.constant dense<[[-73.19599914550781, -75.50700378417969, 0.06199999898672104], [-21.115999221801758, -7.306000232696533, 6.14900016784668]]> : vector<2x3xf16>
  %x193:2 = "vector.scan"(%x189, %x192) <{inclusive = false, kind = #vector.kind<maxnumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf16>, vector<2x3xf16>) -> (vector<2x2x3xf16>, vector<2x3xf16>)
  // CHECK-NEXT: ( ( ( -73.1875, -75.5, 0.0620117 ), ( -21.1094, -7.30469, 6.14844 ) ), ( ( 0.0149994, -0.0809937, 0.0620117 ), ( 5.54688, 46.7812, 6.14844 ) ) )
  vector.print %x193#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 0.0149994, -0.0809937, 0.0620117 ), ( 5.54688, 46.7812, 6.14844 ) )
  vector.print %x193#1 : vector<2x3xf16>
  %x194 = arith.constant dense<[[-0.2840000092983246, -0.07800000160932541, -0.027000000700354576], [89.28199768066406, 0.35600000619888306, 0.02500000037252903]]> : vector<2x3xf16>
  %x195:2 = "vector.scan"(%x189, %x194) <{inclusive = true, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf16>, vector<2x3xf16>) -> (vector<2x2x3xf16>, vector<2x3xf16>)
  // CHECK-NEXT: ( ( ( 0.0149994, -0.0809937, -9.82031 ), ( 5.54688, 46.7812, 0.668945 ) ), ( ( 0.0149994, -0.0809937, -9.82031 ), ( -4.80078, 0.416016, -0.0139999 ) ) )
  vector.print %x195#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 0.0149994, -0.0809937, -9.82031 ), ( -4.80078, 0.416016, -0.0139999 ) )
  vector.print %x195#1 : vector<2x3xf16>
  %x196 = arith.constant dense<[[3.697999954223633, -6.849999904632568, -0.04100000113248825], [-0.4659999907016754, -0.1899999976158142, -0.0949999988079071]]> : vector<2x3xf16>
  %x197:2 = "vector.scan"(%x189, %x196) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf16>, vector<2x3xf16>) -> (vector<2x2x3xf16>, vector<2x3xf16>)
  // CHECK-NEXT: ( ( ( 3.69727, -6.85156, -0.0409851 ), ( -0.466064, -0.189941, -0.0949707 ) ), ( ( 0.0149994, -6.85156, -9.82031 ), ( -0.466064, -0.189941, -0.0949707 ) ) )
  vector.print %x197#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 0.0149994, -6.85156, -9.82031 ), ( -0.466064, -0.189941, -0.0949707 ) )
  vector.print %x197#1 : vector<2x3xf16>
  %x198 = arith.constant dense<[[0.6100000143051147, 0.035999998450279236, 0.21899999678134918], [-74.31099700927734, 1.7630000114440918, -85.16999816894531]]> : vector<2x3xf16>
  %x199:2 = "vector.scan"(%x189, %x198) <{inclusive = true, kind = #vector.kind<maximumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf16>, vector<2x3xf16>) -> (vector<2x2x3xf16>, vector<2x3xf16>)
  // CHECK-NEXT: ( ( ( 0.0149994, -0.0809937, -9.82031 ), ( 5.54688, 46.7812, 0.668945 ) ), ( ( 8.1875, -0.0759888, -0.498047 ), ( 5.54688, 46.7812, 0.668945 ) ) )
  vector.print %x199#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 8.1875, -0.0759888, -0.498047 ), ( 5.54688, 46.7812, 0.668945 ) )
  vector.print %x199#1 : vector<2x3xf16>
  %x200 = arith.constant dense<[[-0.43799999356269836, -0.7160000205039978, -9.85099983215332], [0.013000000268220901, 2.947000026702881, -0.05400000140070915]]> : vector<2x3xf16>
  %x201:2 = "vector.scan"(%x189, %x200) <{inclusive = false, kind = #vector.kind<maximumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xf16>, vector<2x3xf16>) -> (vector<2x2x3xf16>, vector<2x3xf16>)
  // CHECK-NEXT: ( ( ( -0.437988, -0.71582, -9.85156 ), ( 0.0130005, 2.94727, -0.0539856 ) ), ( ( 0.0149994, -0.0809937, -9.82031 ), ( 5.54688, 46.7812, 0.668945 ) ) )
  vector.print %x201#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 0.0149994, -0.0809937, -9.82031 ), ( 5.54688, 46.7812, 0.668945 ) )
  vector.print %x201#1 : vector<2x3xf16>
  %x202 = arith.constant dense<[[74.99500274658203, 0.04500000178813934, 8.883000373840332], [-6.020999908447266, 3.309999942779541, 0.6980000138282776]]> : vector<2x3xf16>
  %x203:2 = "vector.scan"(%x189, %x202) <{inclusive = true, kind = #vector.kind<maxnumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf16>, vector<2x3xf16>) -> (vector<2x2x3xf16>, vector<2x3xf16>)
  // CHECK-NEXT: ( ( ( 0.0149994, -0.0809937, -9.82031 ), ( 5.54688, 46.7812, 0.668945 ) ), ( ( 8.1875, -0.0759888, -0.498047 ), ( 8.1875, 0.416016, -0.0139999 ) ) )
  vector.print %x203#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 5.54688, 46.7812, 0.668945 ), ( 8.1875, 0.416016, -0.0139999 ) )
  vector.print %x203#1 : vector<2x3xf16>
  %x204 = arith.constant dense<[[-0.9829999804496765, 41.82099914550781, -95.85600280761719], [0.04899999871850014, -0.4000000059604645, 0.8840000033378601]]> : vector<2x3xf16>
  %x205:2 = "vector.scan"(%x189, %x204) <{inclusive = false, kind = #vector.kind<maxnumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf16>, vector<2x3xf16>) -> (vector<2x2x3xf16>, vector<2x3xf16>)
  // CHECK-NEXT: ( ( ( -0.98291, 41.8125, -95.875 ), ( 0.0149994, 41.8125, -9.82031 ) ), ( ( 0.0490112, -0.399902, 0.883789 ), ( 8.1875, -0.0759888, 0.883789 ) ) )
  vector.print %x205#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 0.0149994, 41.8125, -9.82031 ), ( 8.1875, -0.0759888, 0.883789 ) )
  vector.print %x205#1 : vector<2x3xf16>
  %x206 = arith.constant dense<[[10.090999603271484, 0.3440000116825104, -0.8140000104904175], [-0.05700000002980232, -0.00800000037997961, 0.4359999895095825]]> : vector<2x3xf16>
  %x207:2 = "vector.scan"(%x189, %x206) <{inclusive = true, kind = #vector.kind<minimumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf16>, vector<2x3xf16>) -> (vector<2x2x3xf16>, vector<2x3xf16>)
  // CHECK-NEXT: ( ( ( 0.0149994, -0.0809937, -9.82031 ), ( 0.0149994, -0.0809937, -9.82031 ) ), ( ( 8.1875, -0.0759888, -0.498047 ), ( -4.80078, -0.0759888, -0.498047 ) ) )
  vector.print %x207#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 0.0149994, -0.0809937, -9.82031 ), ( -4.80078, -0.0759888, -0.498047 ) )
  vector.print %x207#1 : vector<2x3xf16>
  %x208 = arith.constant dense<[[1.843999981880188, 0.05700000002980232, 5.354000091552734], [-7.127999782562256, -0.027000000700354576, 0.07000000029802322]]> : vector<2x3xf16>
  %x209:2 = "vector.scan"(%x189, %x208) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf16>, vector<2x3xf16>) -> (vector<2x2x3xf16>, vector<2x3xf16>)
  // CHECK-NEXT: ( ( ( 1.84375, 0.0570068, 5.35547 ), ( 0.0149994, -0.0809937, -9.82031 ) ), ( ( -7.12891, -0.0269928, 0.0700073 ), ( -7.12891, -0.0759888, -0.498047 ) ) )
  vector.print %x209#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 0.0149994, -0.0809937, -9.82031 ), ( -7.12891, -0.0759888, -0.498047 ) )
  vector.print %x209#1 : vector<2x3xf16>
  %x210 = arith.constant dense<[[3.944999933242798, 8.524999618530273, -0.6449999809265137], [-0.014999999664723873, 4.013000011444092, -0.6129999756813049]]> : vector<2x3xf16>
  %x211:2 = "vector.scan"(%x189, %x210) <{inclusive = true, kind = #vector.kind<maximumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf16>, vector<2x3xf16>) -> (vector<2x2x3xf16>, vector<2x3xf16>)
  // CHECK-NEXT: ( ( ( 0.0149994, -0.0809937, -9.82031 ), ( 5.54688, 46.7812, 0.668945 ) ), ( ( 8.1875, -0.0759888, -0.498047 ), ( 8.1875, 0.416016, -0.0139999 ) ) )
  vector.print %x211#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 5.54688, 46.7812, 0.668945 ), ( 8.1875, 0.416016, -0.0139999 ) )
  vector.print %x211#1 : vector<2x3xf16>
  %x212 = arith.constant dense<[[0.31200000643730164, 6.585000038146973, 9.883000373840332], [18.235000610351562, -0.6069999933242798, -1.1490000486373901]]> : vector<2x3xf16>
  %x213:2 = "vector.scan"(%x189, %x212) <{inclusive = false, kind = #vector.kind<maximumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xf16>, vector<2x3xf16>) -> (vector<2x2x3xf16>, vector<2x3xf16>)
  // CHECK-NEXT: ( ( ( 0.312012, 6.58594, 9.88281 ), ( 0.312012, 6.58594, 9.88281 ) ), ( ( 18.2344, -0.606934, -1.14941 ), ( 18.2344, -0.0759888, -0.498047 ) ) )
  vector.print %x213#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 0.312012, 6.58594, 9.88281 ), ( 18.2344, -0.0759888, -0.498047 ) )
  vector.print %x213#1 : vector<2x3xf16>
  %x214 = arith.constant dense<[[14.814000129699707, -0.10400000214576721], [-77.38099670410156, 4.88100004196167]]> : vector<2x2xf16>
  %x215:2 = "vector.scan"(%x189, %x214) <{inclusive = true, kind = #vector.kind<maxnumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf16>, vector<2x2xf16>) -> (vector<2x2x3xf16>, vector<2x2xf16>)
  // CHECK-NEXT: ( ( ( 0.0149994, 0.0149994, 0.0149994 ), ( 5.54688, 46.7812, 46.7812 ) ), ( ( 8.1875, 8.1875, 8.1875 ), ( -4.80078, 0.416016, 0.416016 ) ) )
  vector.print %x215#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 0.0149994, 46.7812 ), ( 8.1875, 0.416016 ) )
  vector.print %x215#1 : vector<2x2xf16>
  %x216 = arith.constant dense<[[-0.703000009059906, 0.03400000184774399], [-0.8690000176429749, -8.597999572753906]]> : vector<2x2xf16>
  %x217:2 = "vector.scan"(%x189, %x216) <{inclusive = false, kind = #vector.kind<maxnumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf16>, vector<2x2xf16>) -> (vector<2x2x3xf16>, vector<2x2xf16>)
  // CHECK-NEXT: ( ( ( -0.703125, 0.0149994, 0.0149994 ), ( 0.0339966, 5.54688, 46.7812 ) ), ( ( -0.869141, 8.1875, 8.1875 ), ( -8.60156, -4.80078, 0.416016 ) ) )
  vector.print %x217#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 0.0149994, 46.7812 ), ( 8.1875, 0.416016 ) )
  vector.print %x217#1 : vector<2x2xf16>
  %x218 = arith.constant dense<[[0.2669999897480011, -7.617000102996826], [-1.1829999685287476, 0.890999972820282]]> : vector<2x2xf16>
  %x219:2 = "vector.scan"(%x189, %x218) <{inclusive = true, kind = #vector.kind<minimumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf16>, vector<2x2xf16>) -> (vector<2x2x3xf16>, vector<2x2xf16>)
  // CHECK-NEXT: ( ( ( 0.0149994, -0.0809937, -9.82031 ), ( 5.54688, 5.54688, 0.668945 ) ), ( ( 8.1875, -0.0759888, -0.498047 ), ( -4.80078, -4.80078, -4.80078 ) ) )
  vector.print %x219#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( -9.82031, 0.668945 ), ( -0.498047, -4.80078 ) )
  vector.print %x219#1 : vector<2x2xf16>
  %x220 = arith.constant dense<[[-56.44499969482422, 65.91899871826172], [-2.950000047683716, -0.8600000143051147]]> : vector<2x2xf16>
  %x221:2 = "vector.scan"(%x189, %x220) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf16>, vector<2x2xf16>) -> (vector<2x2x3xf16>, vector<2x2xf16>)
  // CHECK-NEXT: ( ( ( -56.4375, -56.4375, -56.4375 ), ( 65.9375, 5.54688, 5.54688 ) ), ( ( -2.94922, -2.94922, -2.94922 ), ( -0.859863, -4.80078, -4.80078 ) ) )
  vector.print %x221#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( -56.4375, 5.54688 ), ( -2.94922, -4.80078 ) )
  vector.print %x221#1 : vector<2x2xf16>
  %x222 = arith.constant dense<[[0.07100000232458115, 4.48199987411499], [0.057999998331069946, 97.15299987792969]]> : vector<2x2xf16>
  %x223:2 = "vector.scan"(%x189, %x222) <{inclusive = true, kind = #vector.kind<maximumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf16>, vector<2x2xf16>) -> (vector<2x2x3xf16>, vector<2x2xf16>)
  // CHECK-NEXT: ( ( ( 0.0149994, 0.0149994, 0.0149994 ), ( 5.54688, 46.7812, 46.7812 ) ), ( ( 8.1875, 8.1875, 8.1875 ), ( -4.80078, 0.416016, 0.416016 ) ) )
  vector.print %x223#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 0.0149994, 46.7812 ), ( 8.1875, 0.416016 ) )
  vector.print %x223#1 : vector<2x2xf16>
  %x224 = arith.constant dense<[[26.291000366210938, 0.04899999871850014], [0.5199999809265137, -49.00899887084961]]> : vector<2x2xf16>
  %x225:2 = "vector.scan"(%x189, %x224) <{inclusive = false, kind = #vector.kind<maximumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xf16>, vector<2x2xf16>) -> (vector<2x2x3xf16>, vector<2x2xf16>)
  // CHECK-NEXT: ( ( ( 26.2969, 26.2969, 26.2969 ), ( 0.0490112, 5.54688, 46.7812 ) ), ( ( 0.52002, 8.1875, 8.1875 ), ( -49, -4.80078, 0.416016 ) ) )
  vector.print %x225#0 : vector<2x2x3xf16>
  // CHECK-NEXT: ( ( 26.2969, 46.7812 ), ( 8.1875, 0.416016 ) )
  vector.print %x225#1 : vector<2x2xf16>
  %x226 = arith.constant dense<[0.054999999701976776, -53.125, 9.73900032043457, -89.78099822998047, -79.03600311279297]> : vector<5xbf16>
  %x227 = arith.constant dense<0.029999999329447746> : vector<bf16>
  %x228:2 = "vector.scan"(%x226, %x227) <{inclusive = true, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> : (vector<5xbf16>, vector<bf16>) -> (vector<5xbf16>, vector<bf16>)
  // CHECK-NEXT: ( 0.0549316, -53, -53, -90, -90 )
  vector.print %x228#0 : vector<5xbf16>
  // CHECK-NEXT: ( -90 )
  vector.print %x228#1 : vector<bf16>
  %x229 = arith.constant dense<-0.01600000075995922> : vector<bf16>
  %x230:2 = "vector.scan"(%x226, %x229) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> : (vector<5xbf16>, vector<bf16>) -> (vector<5xbf16>, vector<bf16>)
  // CHECK-NEXT: ( -0.0159912, -0.0159912, -53, -53, -90 )
  vector.print %x230#0 : vector<5xbf16>
  // CHECK-NEXT: ( -90 )
  vector.print %x230#1 : vector<bf16>
  %x231 = arith.constant dense<0.08500000089406967> : vector<bf16>
  %x232:2 = "vector.scan"(%x226, %x231) <{inclusive = true, kind = #vector.kind<maximumf>, reduction_dim = 0 : i64}> : (vector<5xbf16>, vector<bf16>) -> (vector<5xbf16>, vector<bf16>)
  // CHECK-NEXT: ( 0.0549316, 0.0549316, 9.75, 9.75, 9.75 )
  vector.print %x232#0 : vector<5xbf16>
  // CHECK-NEXT: ( 9.75 )
  vector.print %x232#1 : vector<bf16>
  %x233 = arith.constant dense<-3.1110000610351562> : vector<bf16>
  %x234:2 = "vector.scan"(%x226, %x233) <{inclusive = false, kind = #vector.kind<maximumf>, reduction_dim = 0 : i64}> : (vector<5xbf16>, vector<bf16>) -> (vector<5xbf16>, vector<bf16>)
  // CHECK-NEXT: ( -3.10938, 0.0549316, 0.0549316, 9.75, 9.75 )
  vector.print %x234#0 : vector<5xbf16>
  // CHECK-NEXT: ( 9.75 )
  vector.print %x234#1 : vector<bf16>
  %x235 = arith.constant dense<0.04100000113248825> : vector<bf16>
  %x236:2 = "vector.scan"(%x226, %x235) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<5xbf16>, vector<bf16>) -> (vector<5xbf16>, vector<bf16>)
  // CHECK-NEXT: ( 0.0549316, -53, -43.25, -133, -212 )
  vector.print %x236#0 : vector<5xbf16>
  // CHECK-NEXT: ( -212 )
  vector.print %x236#1 : vector<bf16>
  %x237 = arith.constant dense<-0.17499999701976776> : vector<bf16>
  %x238:2 = "vector.scan"(%x226, %x237) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<5xbf16>, vector<bf16>) -> (vector<5xbf16>, vector<bf16>)
  // CHECK-NEXT: ( -0.174805, -0.120117, -53, -43.25, -133 )
  vector.print %x238#0 : vector<5xbf16>
  // CHECK-NEXT: ( -133 )
  vector.print %x238#1 : vector<bf16>
  %x239 = arith.constant dense<[[0.05000000074505806, -20.583999633789062, 1.0920000076293945], [0.02500000037252903, -31.76799964904785, -96.86299896240234]]> : vector<2x3xbf16>
  %x240 = arith.constant dense<[-0.5299999713897705, 99.33699798583984, 19.10300064086914]> : vector<3xbf16>
  %x241:2 = "vector.scan"(%x239, %x240) <{inclusive = true, kind = #vector.kind<maximumf>, reduction_dim = 0 : i64}> : (vector<2x3xbf16>, vector<3xbf16>) -> (vector<2x3xbf16>, vector<3xbf16>)
  // CHECK-NEXT: ( ( 0.0500488, -20.625, 1.09375 ), ( 0.0500488, -20.625, 1.09375 ) )
  vector.print %x241#0 : vector<2x3xbf16>
  // CHECK-NEXT: ( 0.0500488, -20.625, 1.09375 )
  vector.print %x241#1 : vector<3xbf16>
  %x242 = arith.constant dense<[-0.029999999329447746, 32.67100143432617, 0.9139999747276306]> : vector<3xbf16>
  %x243:2 = "vector.scan"(%x239, %x242) <{inclusive = false, kind = #vector.kind<maximumf>, reduction_dim = 0 : i64}> : (vector<2x3xbf16>, vector<3xbf16>) -> (vector<2x3xbf16>, vector<3xbf16>)
  // CHECK-NEXT: ( ( -0.0300293, 32.75, 0.914062 ), ( 0.0500488, 32.75, 1.09375 ) )
  vector.print %x243#0 : vector<2x3xbf16>
  // CHECK-NEXT: ( 0.0500488, 32.75, 1.09375 )
  vector.print %x243#1 : vector<3xbf16>
  %x244 = arith.constant dense<[8.001999855041504, 0.9829999804496765, 7.550000190734863]> : vector<3xbf16>
  %x245:2 = "vector.scan"(%x239, %x244) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x3xbf16>, vector<3xbf16>) -> (vector<2x3xbf16>, vector<3xbf16>)
  // CHECK-NEXT: ( ( 0.0500488, -20.625, 1.09375 ), ( 0.0751953, -52.5, -96 ) )
  vector.print %x245#0 : vector<2x3xbf16>
  // CHECK-NEXT: ( 0.0751953, -52.5, -96 )
  vector.print %x245#1 : vector<3xbf16>
  %x246 = arith.constant dense<[0.08799999952316284, -0.014999999664723873, -3.816999912261963]> : vector<3xbf16>
  %x247:2 = "vector.scan"(%x239, %x246) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x3xbf16>, vector<3xbf16>) -> (vector<2x3xbf16>, vector<3xbf16>)
  // CHECK-NEXT: ( ( 0.0878906, -0.0150146, -3.8125 ), ( 0.137695, -20.625, -2.71875 ) )
  vector.print %x247#0 : vector<2x3xbf16>
  // CHECK-NEXT: ( 0.137695, -20.625, -2.71875 )
  vector.print %x247#1 : vector<3xbf16>
  %x248 = arith.constant dense<[-0.22499999403953552, -1.3960000276565552, 0.9070000052452087]> : vector<3xbf16>
  %x249:2 = "vector.scan"(%x239, %x248) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x3xbf16>, vector<3xbf16>) -> (vector<2x3xbf16>, vector<3xbf16>)
  // CHECK-NEXT: ( ( 0.0500488, -20.625, 1.09375 ), ( 0.00125122, 656, -106 ) )
  vector.print %x249#0 : vector<2x3xbf16>
  // CHECK-NEXT: ( 0.00125122, 656, -106 )
  vector.print %x249#1 : vector<3xbf16>
  %x250 = arith.constant dense<[0.5419999957084656, 0.05000000074505806, -32.327999114990234]> : vector<3xbf16>
  %x251:2 = "vector.scan"(%x239, %x250) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x3xbf16>, vector<3xbf16>) -> (vector<2x3xbf16>, vector<3xbf16>)
  // CHECK-NEXT: ( ( 0.542969, 0.0500488, -32.25 ), ( 0.0272217, -1.03125, -35.25 ) )
  vector.print %x251#0 : vector<2x3xbf16>
  // CHECK-NEXT: ( 0.0272217, -1.03125, -35.25 )
  vector.print %x251#1 : vector<3xbf16>
  %x252 = arith.constant dense<[0.8050000071525574, 0.15700000524520874]> : vector<2xbf16>
  %x253:2 = "vector.scan"(%x239, %x252) <{inclusive = true, kind = #vector.kind<maximumf>, reduction_dim = 1 : i64}> : (vector<2x3xbf16>, vector<2xbf16>) -> (vector<2x3xbf16>, vector<2xbf16>)
  // CHECK-NEXT: ( ( 0.0500488, 0.0500488, 1.09375 ), ( 0.0250244, 0.0250244, 0.0250244 ) )
  vector.print %x253#0 : vector<2x3xbf16>
  // CHECK-NEXT: ( 1.09375, 0.0250244 )
  vector.print %x253#1 : vector<2xbf16>
  %x254 = arith.constant dense<[3.558000087738037, 8.409000396728516]> : vector<2xbf16>
  %x255:2 = "vector.scan"(%x239, %x254) <{inclusive = false, kind = #vector.kind<maximumf>, reduction_dim = 1 : i64}> : (vector<2x3xbf16>, vector<2xbf16>) -> (vector<2x3xbf16>, vector<2xbf16>)
  // CHECK-NEXT: ( ( 3.5625, 3.5625, 3.5625 ), ( 8.4375, 8.4375, 8.4375 ) )
  vector.print %x255#0 : vector<2x3xbf16>
  // CHECK-NEXT: ( 3.5625, 8.4375 )
  vector.print %x255#1 : vector<2xbf16>
  %x256 = arith.constant dense<[-0.4099999964237213, 0.7889999747276306]> : vector<2xbf16>
  %x257:2 = "vector.scan"(%x239, %x256) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x3xbf16>, vector<2xbf16>) -> (vector<2x3xbf16>, vector<2xbf16>)
  // CHECK-NEXT: ( ( 0.0500488, -20.625, -19.5 ), ( 0.0250244, -31.75, -129 ) )
  vector.print %x257#0 : vector<2x3xbf16>
  // CHECK-NEXT: ( -19.5, -129 )
  vector.print %x257#1 : vector<2xbf16>
  %x258 = arith.constant dense<[0.07000000029802322, 0.0010000000474974513]> : vector<2xbf16>
  %x259:2 = "vector.scan"(%x239, %x258) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x3xbf16>, vector<2xbf16>) -> (vector<2x3xbf16>, vector<2xbf16>)
  // CHECK-NEXT: ( ( 0.0698242, 0.120117, -20.5 ), ( 0.000999451, 0.026001, -31.75 ) )
  vector.print %x259#0 : vector<2x3xbf16>
  // CHECK-NEXT: ( -20.5, -31.75 )
  vector.print %x259#1 : vector<2xbf16>
  %x260 = arith.constant dense<[-55.66400146484375, -0.03799999877810478]> : vector<2xbf16>
  %x261:2 = "vector.scan"(%x239, %x260) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x3xbf16>, vector<2xbf16>) -> (vector<2x3xbf16>, vector<2xbf16>)
  // CHECK-NEXT: ( ( 0.0500488, -1.03125, -1.125 ), ( 0.0250244, -0.792969, 77 ) )
  vector.print %x261#0 : vector<2x3xbf16>
  // CHECK-NEXT: ( -1.125, 77 )
  vector.print %x261#1 : vector<2xbf16>
  %x262 = arith.constant dense<[-0.023000000044703484, 5.604000091552734]> : vector<2xbf16>
  %x263:2 = "vector.scan"(%x239, %x262) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x3xbf16>, vector<2xbf16>) -> (vector<2x3xbf16>, vector<2xbf16>)
  // CHECK-NEXT: ( ( -0.0229492, -0.00115204, 0.0238037 ), ( 5.59375, 0.139648, -4.4375 ) )
  vector.print %x263#0 : vector<2x3xbf16>
  // CHECK-NEXT: ( 0.0238037, -4.4375 )
  vector.print %x263#1 : vector<2xbf16>
  %x264 = arith.constant dense<[[[-54.74800109863281, -2.5980000495910645, -0.10000000149011612], [-8.38599967956543, 0.09200000017881393, -0.06599999964237213]], [[0.3190000057220459, 0.054999999701976776, 48.68299865722656], [-0.8730000257492065, 0.07000000029802322, -50.6609992980957]]]> : vector<2x2x3xbf16>
  %x265 = arith.constant dense<[[3.444999933242798, 0.04399999976158142, 0.02500000037252903], [0.024000000208616257, 0.050999999046325684, -8.366999626159668]]> : vector<2x3xbf16>
  %x266:2 = "vector.scan"(%x264, %x265) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x2x3xbf16>, vector<2x3xbf16>) -> (vector<2x2x3xbf16>, vector<2x3xbf16>)
  // CHECK-NEXT: ( ( ( -54.75, -2.59375, -0.100098 ), ( -8.375, 0.0917969, -0.065918 ) ), ( ( -54.5, -2.53125, 48.75 ), ( -9.25, 0.162109, -50.75 ) ) )
  vector.print %x266#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -54.5, -2.53125, 48.75 ), ( -9.25, 0.162109, -50.75 ) )
  vector.print %x266#1 : vector<2x3xbf16>
  %x267 = arith.constant dense<[[-0.07699999958276749, 0.8659999966621399, -0.020999999716877937], [0.17399999499320984, 4.769999980926514, -0.052000001072883606]]> : vector<2x3xbf16>
  %x268:2 = "vector.scan"(%x264, %x267) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x2x3xbf16>, vector<2x3xbf16>) -> (vector<2x2x3xbf16>, vector<2x3xbf16>)
  // CHECK-NEXT: ( ( ( -0.0771484, 0.867188, -0.0209961 ), ( 0.173828, 4.78125, -0.052002 ) ), ( ( -54.75, -1.72656, -0.121094 ), ( -8.1875, 4.875, -0.118164 ) ) )
  vector.print %x268#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -54.75, -1.72656, -0.121094 ), ( -8.1875, 4.875, -0.118164 ) )
  vector.print %x268#1 : vector<2x3xbf16>
  %x269 = arith.constant dense<[[-0.5260000228881836, -82.7959976196289, 0.0820000022649765], [-35.05799865722656, -0.0949999988079071, -0.0949999988079071]]> : vector<2x3xbf16>
  %x270:2 = "vector.scan"(%x264, %x269) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x2x3xbf16>, vector<2x3xbf16>) -> (vector<2x2x3xbf16>, vector<2x3xbf16>)
  // CHECK-NEXT: ( ( ( -54.75, -2.59375, -0.100098 ), ( -8.375, 0.0917969, -0.065918 ) ), ( ( -17.375, -0.142578, -4.875 ), ( 7.28125, 0.00640869, 3.34375 ) ) )
  vector.print %x270#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -17.375, -0.142578, -4.875 ), ( 7.28125, 0.00640869, 3.34375 ) )
  vector.print %x270#1 : vector<2x3xbf16>
  %x271 = arith.constant dense<[[-0.0820000022649765, -3.686000108718872, -50.792999267578125], [0.07699999958276749, 0.02500000037252903, 0.0820000022649765]]> : vector<2x3xbf16>
  %x272:2 = "vector.scan"(%x264, %x271) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x2x3xbf16>, vector<2x3xbf16>) -> (vector<2x2x3xbf16>, vector<2x3xbf16>)
  // CHECK-NEXT: ( ( ( -0.0820312, -3.6875, -50.75 ), ( 0.0771484, 0.0250244, 0.0820312 ) ), ( ( 4.5, 9.5625, 5.09375 ), ( -0.644531, 0.00230408, -0.00540161 ) ) )
  vector.print %x272#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( 4.5, 9.5625, 5.09375 ), ( -0.644531, 0.00230408, -0.00540161 ) )
  vector.print %x272#1 : vector<2x3xbf16>
  %x273 = arith.constant dense<[[-0.7570000290870667, -0.8690000176429749, 0.24699999392032623], [0.9539999961853027, 0.07100000232458115, -0.061000000685453415]]> : vector<2x3xbf16>
  %x274:2 = "vector.scan"(%x264, %x273) <{inclusive = true, kind = #vector.kind<minnumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xbf16>, vector<2x3xbf16>) -> (vector<2x2x3xbf16>, vector<2x3xbf16>)
  // CHECK-NEXT: ( ( ( -54.75, -2.59375, -0.100098 ), ( -8.375, 0.0917969, -0.065918 ) ), ( ( -54.75, -2.59375, -0.100098 ), ( -8.375, 0.0698242, -50.75 ) ) )
  vector.print %x274#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -54.75, -2.59375, -0.100098 ), ( -8.375, 0.0698242, -50.75 ) )
  vector.print %x274#1 : vector<2x3xbf16>
  %x275 = arith.constant dense<[[-0.05700000002980232, 8.756999969482422, 4.085000038146973], [87.47899627685547, 9.050000190734863, -0.03099999949336052]]> : vector<2x3xbf16>
  %x276:2 = "vector.scan"(%x264, %x275) <{inclusive = false, kind = #vector.kind<minnumf>, reduction_dim = 0 : i64}> : (vector<2x2x3xbf16>, vector<2x3xbf16>) -> (vector<2x2x3xbf16>, vector<2x3xbf16>)
  // CHECK-NEXT: ( ( ( -0.0568848, 8.75, 4.09375 ), ( 87.5, 9.0625, -0.0310059 ) ), ( ( -54.75, -2.59375, -0.100098 ), ( -8.375, 0.0917969, -0.065918 ) ) )
  vector.print %x276#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -54.75, -2.59375, -0.100098 ), ( -8.375, 0.0917969, -0.065918 ) )
  vector.print %x276#1 : vector<2x3xbf16>
  %x277 = arith.constant dense<[[-0.03400000184774399, 6.9079999923706055, 6.129000186920166], [-0.08299999684095383, -9.083000183105469, 1.652999997138977]]> : vector<2x3xbf16>
  %x278:2 = "vector.scan"(%x264, %x277) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x2x3xbf16>, vector<2x3xbf16>) -> (vector<2x2x3xbf16>, vector<2x3xbf16>)
  // CHECK-NEXT: ( ( ( -54.75, -2.59375, -0.100098 ), ( -63, -2.5, -0.166016 ) ), ( ( 0.318359, 0.0549316, 48.75 ), ( -0.554688, 0.125, -2 ) ) )
  vector.print %x278#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -63, -2.5, -0.166016 ), ( -0.554688, 0.125, -2 ) )
  vector.print %x278#1 : vector<2x3xbf16>
  %x279 = arith.constant dense<[[0.824999988079071, -0.04800000041723251, -0.0689999982714653], [0.06800000369548798, 53.41600036621094, -85.01200103759766]]> : vector<2x3xbf16>
  %x280:2 = "vector.scan"(%x264, %x279) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x2x3xbf16>, vector<2x3xbf16>) -> (vector<2x2x3xbf16>, vector<2x3xbf16>)
  // CHECK-NEXT: ( ( ( 0.824219, -0.0480957, -0.0688477 ), ( -54, -2.64062, -0.168945 ) ), ( ( 0.0678711, 53.5, -85 ), ( 0.386719, 53.5, -36.25 ) ) )
  vector.print %x280#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -54, -2.64062, -0.168945 ), ( 0.386719, 53.5, -36.25 ) )
  vector.print %x280#1 : vector<2x3xbf16>
  %x281 = arith.constant dense<[[0.6380000114440918, 0.05000000074505806, -0.08399999886751175], [-0.09700000286102295, -3.6459999084472656, -0.8220000267028809]]> : vector<2x3xbf16>
  %x282:2 = "vector.scan"(%x264, %x281) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x2x3xbf16>, vector<2x3xbf16>) -> (vector<2x2x3xbf16>, vector<2x3xbf16>)
  // CHECK-NEXT: ( ( ( -54.75, -2.59375, -0.100098 ), ( 458, -0.238281, 0.0065918 ) ), ( ( 0.318359, 0.0549316, 48.75 ), ( -0.277344, 0.00382996, -2480 ) ) )
  vector.print %x282#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( 458, -0.238281, 0.0065918 ), ( -0.277344, 0.00382996, -2480 ) )
  vector.print %x282#1 : vector<2x3xbf16>
  %x283 = arith.constant dense<[[-0.08699999749660492, -12.807000160217285, 8.63599967956543], [6.34499979019165, 2.765000104904175, 0.546999990940094]]> : vector<2x3xbf16>
  %x284:2 = "vector.scan"(%x264, %x283) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 1 : i64}> : (vector<2x2x3xbf16>, vector<2x3xbf16>) -> (vector<2x2x3xbf16>, vector<2x3xbf16>)
  // CHECK-NEXT: ( ( ( -0.0869141, -12.8125, 8.625 ), ( 4.75, 33.25, -0.863281 ) ), ( ( 6.34375, 2.76562, 0.546875 ), ( 2.01562, 0.152344, 26.625 ) ) )
  vector.print %x284#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( 4.75, 33.25, -0.863281 ), ( 2.01562, 0.152344, 26.625 ) )
  vector.print %x284#1 : vector<2x3xbf16>
  %x285 = arith.constant dense<[[50.696998596191406, -0.7080000042915344, -92.37300109863281], [0.29499998688697815, -0.949999988079071, 60.06100082397461]]> : vector<2x3xbf16>
  %x286:2 = "vector.scan"(%x264, %x285) <{inclusive = true, kind = #vector.kind<minnumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xbf16>, vector<2x3xbf16>) -> (vector<2x2x3xbf16>, vector<2x3xbf16>)
  // CHECK-NEXT: ( ( ( -54.75, -2.59375, -0.100098 ), ( -54.75, -2.59375, -0.100098 ) ), ( ( 0.318359, 0.0549316, 48.75 ), ( -0.871094, 0.0549316, -50.75 ) ) )
  vector.print %x286#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -54.75, -2.59375, -0.100098 ), ( -0.871094, 0.0549316, -50.75 ) )
  vector.print %x286#1 : vector<2x3xbf16>
  %x287 = arith.constant dense<[[-0.703000009059906, 0.0020000000949949026, -65.12300109863281], [0.6819999814033508, -52.82899856567383, 0.07500000298023224]]> : vector<2x3xbf16>
  %x288:2 = "vector.scan"(%x264, %x287) <{inclusive = false, kind = #vector.kind<minnumf>, reduction_dim = 1 : i64}> : (vector<2x2x3xbf16>, vector<2x3xbf16>) -> (vector<2x2x3xbf16>, vector<2x3xbf16>)
  // CHECK-NEXT: ( ( ( -0.703125, 0.0019989, -65 ), ( -54.75, -2.59375, -65 ) ), ( ( 0.683594, -52.75, 0.0751953 ), ( 0.318359, -52.75, 0.0751953 ) ) )
  vector.print %x288#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -54.75, -2.59375, -65 ), ( 0.318359, -52.75, 0.0751953 ) )
  vector.print %x288#1 : vector<2x3xbf16>
  %x289 = arith.constant dense<[[0.04100000113248825, -0.06199999898672104], [-93.14199829101562, 0.9380000233650208]]> : vector<2x2xbf16>
  %x290:2 = "vector.scan"(%x264, %x289) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 2 : i64}> : (vector<2x2x3xbf16>, vector<2x2xbf16>) -> (vector<2x2x3xbf16>, vector<2x2xbf16>)
  // CHECK-NEXT: ( ( ( -54.75, -57.25, -57.25 ), ( -8.375, -8.3125, -8.375 ) ), ( ( 0.318359, 0.373047, 49 ), ( -0.871094, -0.800781, -51.5 ) ) )
  vector.print %x290#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -57.25, -8.375 ), ( 49, -51.5 ) )
  vector.print %x290#1 : vector<2x2xbf16>
  %x291 = arith.constant dense<[[-0.03999999910593033, 74.63300323486328], [0.03500000014901161, 9.73799991607666]]> : vector<2x2xbf16>
  %x292:2 = "vector.scan"(%x264, %x291) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 2 : i64}> : (vector<2x2x3xbf16>, vector<2x2xbf16>) -> (vector<2x2x3xbf16>, vector<2x2xbf16>)
  // CHECK-NEXT: ( ( ( -0.0400391, -54.75, -57.25 ), ( 74.5, 66, 66 ) ), ( ( 0.0349121, 0.353516, 0.408203 ), ( 9.75, 8.875, 8.9375 ) ) )
  vector.print %x292#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -57.25, 66 ), ( 0.408203, 8.9375 ) )
  vector.print %x292#1 : vector<2x2xbf16>
  %x293 = arith.constant dense<[[0.04100000113248825, -62.474998474121094], [-62.082000732421875, 2.9539999961853027]]> : vector<2x2xbf16>
  %x294:2 = "vector.scan"(%x264, %x293) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 2 : i64}> : (vector<2x2x3xbf16>, vector<2x2xbf16>) -> (vector<2x2x3xbf16>, vector<2x2xbf16>)
  // CHECK-NEXT: ( ( ( -54.75, 142, -14.1875 ), ( -8.375, -0.769531, 0.0507812 ) ), ( ( 0.318359, 0.0174561, 0.851562 ), ( -0.871094, -0.060791, 3.07812 ) ) )
  vector.print %x294#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -14.1875, 0.0507812 ), ( 0.851562, 3.07812 ) )
  vector.print %x294#1 : vector<2x2xbf16>
  %x295 = arith.constant dense<[[-0.0020000000949949026, -30.702999114990234], [0.03799999877810478, 4.416999816894531]]> : vector<2x2xbf16>
  %x296:2 = "vector.scan"(%x264, %x295) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 2 : i64}> : (vector<2x2x3xbf16>, vector<2x2xbf16>) -> (vector<2x2x3xbf16>, vector<2x2xbf16>)
  // CHECK-NEXT: ( ( ( -0.0019989, 0.109375, -0.283203 ), ( -30.75, 258, 23.625 ) ), ( ( 0.0380859, 0.012146, 0.000667572 ), ( 4.40625, -3.84375, -0.267578 ) ) )
  vector.print %x296#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -0.283203, 23.625 ), ( 0.000667572, -0.267578 ) )
  vector.print %x296#1 : vector<2x2xbf16>
  %x297 = arith.constant dense<[[96.2239990234375, 0.20600000023841858], [-4.572999954223633, 72.89800262451172]]> : vector<2x2xbf16>
  %x298:2 = "vector.scan"(%x264, %x297) <{inclusive = true, kind = #vector.kind<minnumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xbf16>, vector<2x2xbf16>) -> (vector<2x2x3xbf16>, vector<2x2xbf16>)
  // CHECK-NEXT: ( ( ( -54.75, -54.75, -54.75 ), ( -8.375, -8.375, -8.375 ) ), ( ( 0.318359, 0.0549316, 0.0549316 ), ( -0.871094, -0.871094, -50.75 ) ) )
  vector.print %x298#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -54.75, -8.375 ), ( 0.0549316, -50.75 ) )
  vector.print %x298#1 : vector<2x2xbf16>
  %x299 = arith.constant dense<[[0.8429999947547913, -8.12399959564209], [16.06999969482422, 7.564000129699707]]> : vector<2x2xbf16>
  %x300:2 = "vector.scan"(%x264, %x299) <{inclusive = false, kind = #vector.kind<minnumf>, reduction_dim = 2 : i64}> : (vector<2x2x3xbf16>, vector<2x2xbf16>) -> (vector<2x2x3xbf16>, vector<2x2xbf16>)
  // CHECK-NEXT: ( ( ( 0.84375, -54.75, -54.75 ), ( -8.125, -8.375, -8.375 ) ), ( ( 16.125, 0.318359, 0.0549316 ), ( 7.5625, -0.871094, -0.871094 ) ) )
  vector.print %x300#0 : vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( -54.75, -8.375 ), ( 0.0549316, -0.871094 ) )
  vector.print %x300#1 : vector<2x2xbf16>
  return
}
