// vector.contract (kind add) on f32 and f64: matmul in all eight transposition layouts, matvec
// in four, dot product, batched matmul, reduction-first (k, m) form, full 2-D reduction, two
// reduction dimensions, and a unit reduction dimension; float sums in the order of upstream's
// default (dot) lowering.
// Expected output: mlir-runner-22 on `mlir-opt-22 -test-lower-to-llvm` of this file (the op is
// written in generic form).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %x1 = arith.constant dense<[[-17.166000366210938]]> : vector<1x1xf32>
  %x2 = arith.constant dense<[[0.9210000038146973]]> : vector<1x1xf32>
  %x3 = arith.constant dense<[[-0.6510000228881836]]> : vector<1x1xf32>
  %x4 = "vector.contract"(%x1, %x2, %x3) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf32>, vector<1x1xf32>, vector<1x1xf32>) -> vector<1x1xf32>
  // CHECK: ( ( -16.4609 ) )
  vector.print %x4 : vector<1x1xf32>
  %x5 = arith.constant dense<[[408.44000244140625]]> : vector<1x1xf32>
  %x6 = arith.constant dense<[[-443.4469909667969]]> : vector<1x1xf32>
  %x7 = arith.constant dense<[[-0.004999999888241291]]> : vector<1x1xf32>
  %x8 = "vector.contract"(%x5, %x6, %x7) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf32>, vector<1x1xf32>, vector<1x1xf32>) -> vector<1x1xf32>
  // CHECK-NEXT: ( ( -181121 ) )
  vector.print %x8 : vector<1x1xf32>
  %x9 = arith.constant dense<[[4927.90380859375]]> : vector<1x1xf32>
  %x10 = arith.constant dense<[[0.718999981880188]]> : vector<1x1xf32>
  %x11 = arith.constant dense<[[-3651.298095703125]]> : vector<1x1xf32>
  %x12 = "vector.contract"(%x9, %x10, %x11) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf32>, vector<1x1xf32>, vector<1x1xf32>) -> vector<1x1xf32>
  // CHECK-NEXT: ( ( -108.135 ) )
  vector.print %x12 : vector<1x1xf32>
  %x13 = arith.constant dense<[[3688.695068359375]]> : vector<1x1xf32>
  %x14 = arith.constant dense<[[-196.8179931640625]]> : vector<1x1xf32>
  %x15 = arith.constant dense<[[-87.56099700927734]]> : vector<1x1xf32>
  %x16 = "vector.contract"(%x13, %x14, %x15) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf32>, vector<1x1xf32>, vector<1x1xf32>) -> vector<1x1xf32>
  // CHECK-NEXT: ( ( -726089 ) )
  vector.print %x16 : vector<1x1xf32>
  %x17 = arith.constant dense<[[5832.4931640625]]> : vector<1x1xf32>
  %x18 = arith.constant dense<[[-0.07000000029802322]]> : vector<1x1xf32>
  %x19 = arith.constant dense<[[65.71399688720703]]> : vector<1x1xf32>
  %x20 = "vector.contract"(%x17, %x18, %x19) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf32>, vector<1x1xf32>, vector<1x1xf32>) -> vector<1x1xf32>
  // CHECK-NEXT: ( ( -342.561 ) )
  vector.print %x20 : vector<1x1xf32>
  %x21 = arith.constant dense<[[9103.7568359375]]> : vector<1x1xf32>
  %x22 = arith.constant dense<[[-0.03400000184774399]]> : vector<1x1xf32>
  %x23 = arith.constant dense<[[0.00800000037997961]]> : vector<1x1xf32>
  %x24 = "vector.contract"(%x21, %x22, %x23) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf32>, vector<1x1xf32>, vector<1x1xf32>) -> vector<1x1xf32>
  // CHECK-NEXT: ( ( -309.52 ) )
  vector.print %x24 : vector<1x1xf32>
  %x25 = arith.constant dense<[[-861.6430053710938]]> : vector<1x1xf32>
  %x26 = arith.constant dense<[[-8.36299991607666]]> : vector<1x1xf32>
  %x27 = arith.constant dense<[[-518.031005859375]]> : vector<1x1xf32>
  %x28 = "vector.contract"(%x25, %x26, %x27) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf32>, vector<1x1xf32>, vector<1x1xf32>) -> vector<1x1xf32>
  // CHECK-NEXT: ( ( 6687.89 ) )
  vector.print %x28 : vector<1x1xf32>
  %x29 = arith.constant dense<[[-71.67900085449219]]> : vector<1x1xf32>
  %x30 = arith.constant dense<[[-1826.51904296875]]> : vector<1x1xf32>
  %x31 = arith.constant dense<[[83.99500274658203]]> : vector<1x1xf32>
  %x32 = "vector.contract"(%x29, %x30, %x31) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf32>, vector<1x1xf32>, vector<1x1xf32>) -> vector<1x1xf32>
  // CHECK-NEXT: ( ( 131007 ) )
  vector.print %x32 : vector<1x1xf32>
  %x33 = arith.constant dense<[[-0.0010000000474974513]]> : vector<1x1xf32>
  %x34 = arith.constant dense<[-89.66600036621094]> : vector<1xf32>
  %x35 = arith.constant dense<[4777.7431640625]> : vector<1xf32>
  %x36 = "vector.contract"(%x33, %x34, %x35) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
  // CHECK-NEXT: ( 4777.83 )
  vector.print %x36 : vector<1xf32>
  %x37 = arith.constant dense<[[0.008999999612569809]]> : vector<1x1xf32>
  %x38 = arith.constant dense<[0.1599999964237213]> : vector<1xf32>
  %x39 = arith.constant dense<[0.007000000216066837]> : vector<1xf32>
  %x40 = "vector.contract"(%x37, %x38, %x39) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
  // CHECK-NEXT: ( 0.00844 )
  vector.print %x40 : vector<1xf32>
  %x41 = arith.constant dense<[-0.07699999958276749]> : vector<1xf32>
  %x42 = arith.constant dense<[[0.09099999815225601]]> : vector<1x1xf32>
  %x43 = arith.constant dense<[91.4729995727539]> : vector<1xf32>
  %x44 = "vector.contract"(%x41, %x42, %x43) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1xf32>, vector<1x1xf32>, vector<1xf32>) -> vector<1xf32>
  // CHECK-NEXT: ( 91.466 )
  vector.print %x44 : vector<1xf32>
  %x45 = arith.constant dense<[-0.004999999888241291]> : vector<1xf32>
  %x46 = arith.constant dense<[[-4490.30615234375]]> : vector<1x1xf32>
  %x47 = arith.constant dense<[207.79299926757812]> : vector<1xf32>
  %x48 = "vector.contract"(%x45, %x46, %x47) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1xf32>, vector<1x1xf32>, vector<1xf32>) -> vector<1xf32>
  // CHECK-NEXT: ( 230.245 )
  vector.print %x48 : vector<1xf32>
  %x49 = arith.constant dense<[6.626999855041504]> : vector<1xf32>
  %x50 = arith.constant dense<[-0.05000000074505806]> : vector<1xf32>
  %x51 = arith.constant 0.8330000042915344 : f32
  %x52 = "vector.contract"(%x49, %x50, %x51) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1xf32>, vector<1xf32>, f32) -> f32
  // CHECK-NEXT: 0.50165
  vector.print %x52 : f32
  %x53 = arith.constant dense<[[[-0.6589999794960022]], [[0.00800000037997961]]]> : vector<2x1x1xf32>
  %x54 = arith.constant dense<[[[56.47999954223633]], [[-0.9800000190734863]]]> : vector<2x1x1xf32>
  %x55 = arith.constant dense<[[[9810.6689453125]], [[-0.0010000000474974513]]]> : vector<2x1x1xf32>
  %x56 = "vector.contract"(%x53, %x54, %x55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x1x1xf32>, vector<2x1x1xf32>, vector<2x1x1xf32>) -> vector<2x1x1xf32>
  // CHECK-NEXT: ( ( ( 9773.45 ) ), ( ( -0.00884 ) ) )
  vector.print %x56 : vector<2x1x1xf32>
  %x57 = arith.constant dense<[[-0.052000001072883606]]> : vector<1x1xf32>
  %x58 = arith.constant dense<[0.004999999888241291]> : vector<1xf32>
  %x59 = arith.constant dense<[-0.48399999737739563]> : vector<1xf32>
  %x60 = "vector.contract"(%x57, %x58, %x59) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<parallel>], kind = #vector.kind<add>}> : (vector<1x1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
  // CHECK-NEXT: ( -0.48426 )
  vector.print %x60 : vector<1xf32>
  %x61 = arith.constant dense<[[973.5809936523438]]> : vector<1x1xf32>
  %x62 = arith.constant dense<[[-9.586999893188477]]> : vector<1x1xf32>
  %x63 = arith.constant 5.050000190734863 : f32
  %x64 = "vector.contract"(%x61, %x62, %x63) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf32>, vector<1x1xf32>, f32) -> f32
  // CHECK-NEXT: -9328.67
  vector.print %x64 : f32
  %x65 = arith.constant dense<[[[-0.01899999938905239], [902.8690185546875]]]> : vector<1x2x1xf32>
  %x66 = arith.constant dense<[[[63.29100036621094]], [[-0.061000000685453415]]]> : vector<2x1x1xf32>
  %x67 = arith.constant dense<[[0.921999990940094]]> : vector<1x1xf32>
  %x68 = "vector.contract"(%x65, %x66, %x67) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x2x1xf32>, vector<2x1x1xf32>, vector<1x1xf32>) -> vector<1x1xf32>
  // CHECK-NEXT: ( ( -55.3555 ) )
  vector.print %x68 : vector<1x1xf32>
  %x69 = arith.constant dense<[[-779.1840209960938]]> : vector<1x1xf32>
  %x70 = arith.constant dense<[[-0.09000000357627869]]> : vector<1x1xf32>
  %x71 = arith.constant dense<[[-38.97600173950195]]> : vector<1x1xf32>
  %x72 = "vector.contract"(%x69, %x70, %x71) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf32>, vector<1x1xf32>, vector<1x1xf32>) -> vector<1x1xf32>
  // CHECK-NEXT: ( ( 31.1506 ) )
  vector.print %x72 : vector<1x1xf32>
  %x73 = arith.constant dense<[[0.621999979019165, -0.007000000216066837, -8.144000053405762, -3763.297119140625, 0.3149999976158142, -0.39500001072883606, -82.96900177001953, 958.5969848632812, 0.006000000052154064], [0.15199999511241913, -4095.23291015625, 775.4019775390625, -21.445999145507812, -5.551000118255615, 0.31299999356269836, -8.45199966430664, 5.034999847412109, -0.003000000026077032]]> : vector<2x9xf32>
  %x74 = arith.constant dense<[[-6224.01123046875, 0.19599999487400055, 156.031005859375], [-15.46399974822998, -3425.072998046875, -66.177001953125], [-53.779998779296875, -0.2639999985694885, -5778.73876953125], [-2.890000104904175, -81.31500244140625, 0.0], [0.08799999952316284, 106.94100189208984, -0.009999999776482582], [7.11299991607666, 0.007000000216066837, -0.9440000057220459], [-0.4729999899864197, 0.007000000216066837, -3.253000020980835], [-0.578000009059906, -0.8029999732971191, 398.5899963378906], [-0.00800000037997961, 812.1690063476562, -59.18899917602539]]> : vector<9x3xf32>
  %x75 = arith.constant dense<[[-8026.248046875, 6747.9580078125, -0.0010000000474974513], [5185.591796875, 0.0729999989271164, 0.007000000216066837]]> : vector<2x3xf32>
  %x76 = "vector.contract"(%x73, %x74, %x75) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x9xf32>, vector<9x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
  // CHECK-NEXT: ( ( -1101.17, 312055, 429517 ), ( 25931.9, 1.40274e+07, -4.20778e+06 ) )
  vector.print %x76 : vector<2x3xf32>
  %x77 = arith.constant dense<[[-7545.2158203125, 0.004999999888241291, -0.006000000052154064, -47.53200149536133, -0.3050000071525574, 16.2549991607666, -1.8890000581741333, 0.0010000000474974513, -0.8379999995231628], [661.14697265625, 0.003000000026077032, -4303.4189453125, -0.7649999856948853, 0.00800000037997961, 0.08500000089406967, -4333.81201171875, -0.004999999888241291, 0.004000000189989805]]> : vector<2x9xf32>
  %x78 = arith.constant dense<[[0.3700000047683716, -2.688999891281128, 0.0010000000474974513, 1440.6180419921875, -4123.701171875, -1.2489999532699585, 5.619999885559082, 52.0260009765625, 0.032999999821186066], [-0.06700000166893005, 87.16300201416016, 6.063000202178955, 0.9129999876022339, -8.682999610900879, -0.06599999964237213, -698.14501953125, -0.014999999664723873, 0.08100000023841858], [5.006999969482422, -7429.88623046875, -0.0010000000474974513, -61.79600143432617, 0.003000000026077032, -0.014999999664723873, -8.267999649047852, -24.35700035095215, -0.0860000029206276]]> : vector<3x9xf32>
  %x79 = arith.constant dense<[[-0.8539999723434448, 0.8140000104904175, -3.572999954223633], [0.04899999871850014, -0.2329999953508377, 0.843999981880188]]> : vector<2x3xf32>
  %x80 = "vector.contract"(%x77, %x78, %x79) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x9xf32>, vector<3x9xf32>, vector<2x3xf32>) -> vector<2x3xf32>
  // CHECK-NEXT: ( ( -70041.2, 1783.65, -34866.9 ), ( -25251.1, 2.99949e+06, 39172.6 ) )
  vector.print %x80 : vector<2x3xf32>
  %x81 = arith.constant dense<[[26.457000732421875, -7.918000221252441], [5098.0068359375, 251.1280059814453], [-4851.0, -0.05700000002980232], [-2613.054931640625, -127.6709976196289], [0.8899999856948853, -0.19099999964237213], [-593.2449951171875, -0.9760000109672546], [1377.8330078125, -0.003000000026077032], [-15.935999870300293, 2.2009999752044678], [-394.8380126953125, 8815.041015625]]> : vector<9x2xf32>
  %x82 = arith.constant dense<[[-1701.9189453125, -0.057999998331069946, 0.4740000069141388], [885.68798828125, 0.05299999937415123, -2405.26806640625], [3.178999900817871, 0.4429999887943268, -7499.0751953125], [-3.1630001068115234, 6.2789998054504395, -0.007000000216066837], [5.360000133514404, 0.03700000047683716, -0.27900001406669617], [7432.11279296875, -5216.75, 8.597999572753906], [-6529.1181640625, -0.0010000000474974513, 7.4629998207092285], [-37.04499816894531, -0.0010000000474974513, -0.0560000017285347], [-0.0689999982714653, -0.09300000220537186, -0.004000000189989805]]> : vector<9x3xf32>
  %x83 = arith.constant dense<[[-0.00800000037997961, 0.6970000267028809, -480.093994140625], [0.29499998688697815, -47.345001220703125, -93.22899627685547]]> : vector<2x3xf32>
  %x84 = "vector.contract"(%x81, %x82, %x83) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9x2xf32>, vector<9x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
  // CHECK-NEXT: ( ( -8.94142e+06, 3.07656e+06, 2.41207e+07 ), ( 228376, 3436.49, -603743 ) )
  vector.print %x84 : vector<2x3xf32>
  %x85 = arith.constant dense<[[-937.7689819335938, -43.01300048828125], [83.6520004272461, -888.8499755859375], [0.23199999332427979, 9.027999877929688], [26.847000122070312, -0.003000000026077032], [-1.0709999799728394, 5173.208984375], [-2.6619999408721924, -0.09799999743700027], [5914.48388671875, 0.03700000047683716], [0.07000000029802322, 0.0020000000949949026], [-0.008999999612569809, 8.770999908447266]]> : vector<9x2xf32>
  %x86 = arith.constant dense<[[485.9779968261719, 0.029999999329447746, 61.76100158691406, 0.004000000189989805, -4635.98876953125, -78.75900268554688, -0.007000000216066837, -0.03799999877810478, -398.9410095214844], [-33.861000061035156, -0.0010000000474974513, -9.937999725341797, -7.922999858856201, 0.07400000095367432, 0.47200000286102295, -8856.1572265625, -8.13700008392334, -63.8849983215332], [85.81999969482422, 734.0399780273438, 3321.846923828125, 9140.7744140625, -355.5559997558594, 0.007000000216066837, 8554.390625, 35.6879997253418, -4100.31591796875]]> : vector<3x9xf32>
  %x87 = arith.constant dense<[[5.88700008392334, 0.006000000052154064, 6.014999866485596], [0.2919999957084656, 5.956999778747559, -473.18798828125]]> : vector<2x3xf32>
  %x88 = "vector.contract"(%x85, %x86, %x87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9x2xf32>, vector<3x9xf32>, vector<2x3xf32>) -> vector<2x3xf32>
  // CHECK-NEXT: ( ( -450575, -5.23481e+07, 5.08223e+07 ), ( -2.40068e+07, 868.354, -2.50167e+06 ) )
  vector.print %x88 : vector<2x3xf32>
  %x89 = arith.constant dense<[[0.013000000268220901, -190.41700744628906, 0.05400000140070915, 0.0729999989271164, -5369.22998046875, -0.057999998331069946, 8748.87109375, -80.20800018310547, 0.05000000074505806], [-5.835999965667725, -2.694999933242798, 2.3529999256134033, 0.09200000017881393, -0.0989999994635582, 0.00800000037997961, 4240.759765625, -1430.843017578125, -908.364013671875]]> : vector<2x9xf32>
  %x90 = arith.constant dense<[[4.28000020980835, -9695.3193359375, 82.75399780273438], [-3523.40087890625, -35.73099899291992, 3321.662109375], [0.09700000286102295, 0.1720000058412552, -365.9410095214844], [0.06499999761581421, -11.491000175476074, -7.788000106811523], [0.00800000037997961, 0.14900000393390656, -110.30500030517578], [-98.54299926757812, -0.007000000216066837, 3.1459999084472656], [-8.01200008392334, -0.05900000035762787, -963.791015625], [-3.4570000171661377, -5.579999923706055, 3.996000051498413], [0.421999990940094, -0.6119999885559082, -0.07900000363588333]]> : vector<9x3xf32>
  %x91 = arith.constant dense<[[-5.013999938964844, -0.004999999888241291], [161.14300537109375, -0.09799999743700027], [-21.832000732421875, 6.083000183105469]]> : vector<3x2xf32>
  %x92 = "vector.contract"(%x89, %x90, %x91) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x9xf32>, vector<9x3xf32>, vector<3x2xf32>) -> vector<3x2xf32>
  // CHECK-NEXT: ( ( 601055, -19943.8 ), ( 5969.4, 64967.2 ), ( -8.47269e+06, -4.10313e+06 ) )
  vector.print %x92 : vector<3x2xf32>
  %x93 = arith.constant dense<[[0.49799999594688416, -57.55099868774414, -0.008999999612569809, 0.004000000189989805, -0.028999999165534973, -0.5450000166893005, -65.00499725341797, 8591.7783203125, 23.725000381469727], [8.46500015258789, 0.004000000189989805, 3074.43896484375, -1.7009999752044678, 8.243000030517578, 77.16699981689453, -0.008999999612569809, 0.0020000000949949026, 0.531000018119812]]> : vector<2x9xf32>
  %x94 = arith.constant dense<[[-2344.2958984375, -0.007000000216066837, -0.6259999871253967, 0.6700000166893005, 0.08299999684095383, -3193.056884765625, -0.02199999988079071, -8.255999565124512, -4137.69921875], [250.06900024414062, -170.64700317382812, 0.013000000268220901, 8.199999809265137, -0.07100000232458115, 0.26499998569488525, 537.9949951171875, 49.516998291015625, 0.09300000220537186], [-0.925000011920929, 926.97900390625, -7988.958984375, 0.17299999296665192, -57.757999420166016, 0.006000000052154064, -0.6859999895095825, 1970.1280517578125, 0.8550000190734863]]> : vector<3x9xf32>
  %x95 = arith.constant dense<[[-1175.8060302734375, -505.5469970703125], [0.02199999988079071, 8367.103515625], [0.006000000052154064, 1058.5179443359375]]> : vector<3x2xf32>
  %x96 = "vector.contract"(%x93, %x94, %x95) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x9xf32>, vector<3x9xf32>, vector<3x2xf32>) -> vector<3x2xf32>
  // CHECK-NEXT: ( ( -169702, -270871 ), ( 400414, 10524.4 ), ( 1.68737e+07, -2.4561e+07 ) )
  vector.print %x96 : vector<3x2xf32>
  %x97 = arith.constant dense<[[-6134.14599609375, 28.336000442504883], [1.6319999694824219, -4.5229997634887695], [0.06400000303983688, -0.10100000351667404], [-357.552001953125, -4698.94189453125], [0.008999999612569809, -510.60400390625], [-2.246000051498413, -981.833984375], [-6767.56396484375, -328.02801513671875], [0.029999999329447746, -0.0], [0.0020000000949949026, 275.5480041503906]]> : vector<9x2xf32>
  %x98 = arith.constant dense<[[0.02199999988079071, -396.3210144042969, -0.09399999678134918], [-0.0, -1428.85400390625, -0.0020000000949949026], [-306.1029968261719, 2277.89111328125, 0.050999999046325684], [28.82900047302246, -0.45399999618530273, -42.849998474121094], [62.834999084472656, -0.004999999888241291, 620.3779907226562], [0.004000000189989805, -553.7849731445312, -7348.6181640625], [-9.265000343322754, -3704.592041015625, 0.0020000000949949026], [-26.530000686645508, -0.03999999910593033, 8292.826171875], [46.867000579833984, -98.27899932861328, -8.09000015258789]]> : vector<9x3xf32>
  %x99 = arith.constant dense<[[9265.6494140625, 954.7349853515625], [-43.974998474121094, 870.8820190429688], [6.480000019073486, 16.07900047302246]]> : vector<3x2xf32>
  %x100 = "vector.contract"(%x97, %x98, %x99) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9x2xf32>, vector<9x3xf32>, vector<3x2xf32>) -> vector<3x2xf32>
  // CHECK-NEXT: ( ( 61504.6, -150614 ), ( 2.75013e+07, 1.72986e+06 ), ( 32650, 7.09749e+06 ) )
  vector.print %x100 : vector<3x2xf32>
  %x101 = arith.constant dense<[[-68.96700286865234, 0.0010000000474974513], [-0.008999999612569809, 29.711999893188477], [-0.7760000228881836, -0.0820000022649765], [-0.05999999865889549, -0.026000000536441803], [-0.014999999664723873, -0.008999999612569809], [9.76099967956543, 1.6490000486373901], [365.7909851074219, 0.003000000026077032], [-0.01600000075995922, 62.18899917602539], [-18.2549991607666, 0.023000000044703484]]> : vector<9x2xf32>
  %x102 = arith.constant dense<[[-9408.3359375, -0.004999999888241291, 63.40700149536133, -0.06400000303983688, 1489.27099609375, -0.023000000044703484, 969.0440063476562, -4644.80517578125, 3291.781982421875], [-0.04800000041723251, -0.02800000086426735, -710.6669921875, -38.7760009765625, -0.00800000037997961, 8.015000343322754, 100.71199798583984, 8.73799991607666, 0.17299999296665192], [40.61800003051758, -0.052000001072883606, 0.9079999923706055, -0.6669999957084656, -19.708999633789062, -32.145999908447266, 0.5490000247955322, -0.03200000151991844, -2846.89404296875]]> : vector<3x9xf32>
  %x103 = arith.constant dense<[[9507.8486328125, -2.5769999027252197], [-19.06599998474121, 786.4459838867188], [-0.09200000017881393, 0.14100000262260437]]> : vector<3x2xf32>
  %x104 = "vector.contract"(%x101, %x102, %x103) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9x2xf32>, vector<3x9xf32>, vector<3x2xf32>) -> vector<3x2xf32>
  // CHECK-NEXT: ( ( 952751, -288808 ), ( 37452.5, 1401.83 ), ( 49055.3, -121.719 ) )
  vector.print %x104 : vector<3x2xf32>
  %x105 = arith.constant dense<[[-3.117000102996826, -0.03500000014901161, 9222.5986328125, -0.004999999888241291, 0.08900000154972076, 0.07199999690055847, 0.007000000216066837, -3.7179999351501465, 893.2579956054688], [-0.07400000095367432, -71.18800354003906, -0.9549999833106995, -0.03099999949336052, 1.562999963760376, -815.0499877929688, 4667.84521484375, -0.8420000076293945, -2989.659912109375]]> : vector<2x9xf32>
  %x106 = arith.constant dense<[-0.05700000002980232, 0.04100000113248825, -9.307999610900879, 0.06300000101327896, -893.3369750976562, 0.0010000000474974513, 0.054999999701976776, 4.002999782562256, 80.3479995727539]> : vector<9xf32>
  %x107 = arith.constant dense<[-0.28999999165534973, -0.008999999612569809]> : vector<2xf32>
  %x108 = "vector.contract"(%x105, %x106, %x107) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x9xf32>, vector<9xf32>, vector<2xf32>) -> vector<2xf32>
  // CHECK-NEXT: ( -14167, -241351 )
  vector.print %x108 : vector<2xf32>
  %x109 = arith.constant dense<[[0.19900000095367432, -0.0949999988079071], [-350.843994140625, 0.02199999988079071], [0.026000000536441803, -8761.7763671875], [5.690999984741211, -0.09000000357627869], [-0.004999999888241291, 0.003000000026077032], [-71.447998046875, -0.003000000026077032], [-0.03400000184774399, 47.60100173950195], [0.008999999612569809, 90.75800323486328], [0.07000000029802322, 5429.1162109375]]> : vector<9x2xf32>
  %x110 = arith.constant dense<[-8669.65625, 0.004999999888241291, 0.6129999756813049, -3494.916015625, 0.7490000128746033, 5.0320000648498535, 1198.0439453125, -618.7650146484375, -574.416015625]> : vector<9xf32>
  %x111 = arith.constant dense<[-7.288000106811523, -0.8709999918937683]> : vector<2xf32>
  %x112 = "vector.contract"(%x109, %x110, %x111) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9x2xf32>, vector<9xf32>, vector<2xf32>) -> vector<2xf32>
  // CHECK-NEXT: ( -22069.9, -3.12193e+06 )
  vector.print %x112 : vector<2xf32>
  %x113 = arith.constant dense<[-1.8890000581741333, 388.114990234375, 0.003000000026077032, 0.0430000014603138, 36.018001556396484, -0.41600000858306885, -884.6019897460938, -684.0380249023438, -96.31199645996094]> : vector<9xf32>
  %x114 = arith.constant dense<[[-6.822000026702881, 0.07100000232458115, 6009.47412109375, -0.296999990940094, -0.004000000189989805, 488.98699951171875, -0.9369999766349792, -478.3810119628906, -3.9769999980926514], [0.004000000189989805, -506.94500732421875, 0.006000000052154064, 15.437999725341797, 67.96600341796875, 0.3059999942779541, -1.7359999418258667, -0.004999999888241291, 7.48199987411499]]> : vector<2x9xf32>
  %x115 = arith.constant dense<[-0.0, -0.00800000037997961]> : vector<2xf32>
  %x116 = "vector.contract"(%x113, %x114, %x115) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9xf32>, vector<2x9xf32>, vector<2xf32>) -> vector<2xf32>
  // CHECK-NEXT: ( 328298, -193486 )
  vector.print %x116 : vector<2xf32>
  %x117 = arith.constant dense<[9.079000473022461, 0.09000000357627869, -386.81201171875, 0.00800000037997961, -7.956999778747559, 0.04500000178813934, 5.019000053405762, -0.3700000047683716, -0.29499998688697815]> : vector<9xf32>
  %x118 = arith.constant dense<[[2.928999900817871, 4054.30908203125], [7204.544921875, -2.312000036239624], [-4029.554931640625, -0.05000000074505806], [-55.5989990234375, 0.11599999666213989], [-0.07100000232458115, 0.008999999612569809], [-0.003000000026077032, -697.5139770507812], [-41.42499923706055, 36.52299880981445], [0.027000000700354576, -0.023000000044703484], [3556.673095703125, -2175.345947265625]]> : vector<9x2xf32>
  %x119 = arith.constant dense<[-0.7770000100135803, 1059.9429931640625]> : vector<2xf32>
  %x120 = "vector.contract"(%x117, %x118, %x119) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9xf32>, vector<9x2xf32>, vector<2xf32>) -> vector<2xf32>
  // CHECK-NEXT: ( 1.5581e+06, 38681.7 )
  vector.print %x120 : vector<2xf32>
  %x121 = arith.constant dense<[0.7839999794960022, 8.399999618530273, 0.054999999701976776, -0.04699999839067459, 0.00800000037997961, -0.057999998331069946, 3010.85302734375, 57.858001708984375, -0.0020000000949949026]> : vector<9xf32>
  %x122 = arith.constant dense<[-4.564000129699707, 0.05299999937415123, 7.0229997634887695, -5.88100004196167, -5611.06787109375, 65.34400177001953, -6.968999862670898, -0.6050000190734863, -80.29000091552734]> : vector<9xf32>
  %x123 = arith.constant -0.08799999952316284 : f32
  %x124 = "vector.contract"(%x121, %x122, %x123) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9xf32>, vector<9xf32>, f32) -> f32
  // CHECK-NEXT: -21068.7
  vector.print %x124 : f32
  %x125 = arith.constant dense<[[[-301.01800537109375, 0.07000000029802322, 788.3759765625, 73.53700256347656, 0.07999999821186066, -927.5070190429688, -22.0310001373291, -4315.98388671875, -7044.13623046875], [-36.80500030517578, -1290.2330322265625, -0.09700000286102295, 3701.56005859375, 7.4679999351501465, 0.5490000247955322, 6.566999912261963, -0.5460000038146973, 0.7139999866485596]], [[-0.08299999684095383, 1969.373046875, 32.62799835205078, 0.675000011920929, 4018.18994140625, -596.4660034179688, -1.2630000114440918, 0.003000000026077032, -0.004000000189989805], [0.0020000000949949026, -0.00800000037997961, -0.008999999612569809, 0.17499999701976776, -0.328000009059906, -865.1749877929688, 0.008999999612569809, -0.00800000037997961, -0.1770000010728836]]]> : vector<2x2x9xf32>
  %x126 = arith.constant dense<[[[-8.196000099182129, -4.697999954223633, 0.9449999928474426], [95.22100067138672, -0.48100000619888306, 0.003000000026077032], [-0.1379999965429306, -4.695000171661377, 0.008999999612569809], [2574.300048828125, 0.828000009059906, -0.007000000216066837], [0.7409999966621399, -1.2050000429153442, -681.6640014648438], [-0.05400000140070915, -48.042999267578125, 89.73500061035156], [0.18000000715255737, 75.0, -1.347000002861023], [-0.3449999988079071, -0.0430000014603138, 81.35299682617188], [-0.23199999332427979, 40.82699966430664, 6190.4921875]], [[-0.10400000214576721, -0.020999999716877937, -0.8629999756813049], [0.007000000216066837, -3324.06494140625, -0.05999999865889549], [6.223999977111816, 22.339000701904297, 0.009999999776482582], [4461.7880859375, 0.04899999871850014, -0.0], [0.0, 974.6339721679688, 6.374000072479248], [0.8209999799728394, -118.49800109863281, -6812.68701171875], [0.02800000086426735, 6635.7021484375, -0.0020000000949949026], [1.6799999475479126, -925.25, -14.637999534606934], [4.521999835968018, -0.004000000189989805, -525.0980224609375]]]> : vector<2x9x3xf32>
  %x127 = arith.constant dense<[[[-7.2230000495910645, 526.5499877929688, 0.4309999942779541], [1630.7979736328125, 50.46799850463867, -0.8880000114440918]], [[244.19700622558594, -0.004000000189989805, -0.07800000160932541], [0.06499999761581421, -0.008999999612569809, 8.03600025177002]]]> : vector<2x2x3xf32>
  %x128 = "vector.contract"(%x125, %x126, %x127) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x9xf32>, vector<2x9x3xf32>, vector<2x2x3xf32>) -> vector<2x2x3xf32>
  // CHECK-NEXT: ( ( ( 194834, -246197, -4.40413e+07 ), ( 9.40801e+06, 4395.65, -740.106 ) ), ( ( 2983.03, -2.56703e+06, 4.08903e+06 ), ( 69.6994, 102295, 5.89427e+06 ) ) )
  vector.print %x128 : vector<2x2x3xf32>
  %x129 = arith.constant dense<[[0.006000000052154064, 6.076000213623047], [5.9070000648498535, -0.4169999957084656], [-0.00800000037997961, -58.6879997253418], [-0.00800000037997961, 0.008999999612569809], [-6.488999843597412, -2.36299991607666], [0.5260000228881836, 0.007000000216066837], [8.369999885559082, 329.4330139160156], [664.6309814453125, 17.479999542236328], [2291.462890625, 0.027000000700354576]]> : vector<9x2xf32>
  %x130 = arith.constant dense<[0.041999999433755875, 7.7779998779296875, -0.0, 41.71799850463867, -579.1019897460938, -0.0, -7273.86083984375, -0.5580000281333923, 246.17999267578125]> : vector<9xf32>
  %x131 = arith.constant dense<[0.3190000057220459, -93.05799865722656]> : vector<2xf32>
  %x132 = "vector.contract"(%x129, %x130, %x131) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<parallel>], kind = #vector.kind<add>}> : (vector<9x2xf32>, vector<9xf32>, vector<2xf32>) -> vector<2xf32>
  // CHECK-NEXT: ( 506663, -2.39498e+06 )
  vector.print %x132 : vector<2xf32>
  %x133 = arith.constant dense<[[-0.0, 6.5, -0.04100000113248825, -66.6709976196289, -6542.18798828125, 0.006000000052154064, -9691.90234375, 28.062999725341797, 0.014999999664723873], [-0.007000000216066837, -0.00800000037997961, 4039.85009765625, -4492.4248046875, 2.5450000762939453, -83.61299896240234, -5103.240234375, -0.03799999877810478, 6.320000171661377]]> : vector<2x9xf32>
  %x134 = arith.constant dense<[[6.413000106811523, 5.368000030517578, -139.8939971923828, -61.9370002746582, 83.1780014038086, 5667.625, -94.49700164794922, -2240.281982421875, 749.530029296875], [4.515999794006348, -0.006000000052154064, -62.20600128173828, 0.11100000143051147, 57.834999084472656, 58.439998626708984, -6.068999767303467, -5124.31396484375, -6621.794921875]]> : vector<2x9xf32>
  %x135 = arith.constant -0.13600000739097595 : f32
  %x136 = "vector.contract"(%x133, %x134, %x135) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x9xf32>, vector<2x9xf32>, f32) -> f32
  // CHECK-NEXT: 45811.4
  vector.print %x136 : f32
  %x137 = arith.constant dense<[[[5.177000045776367, -3.122999906539917, 0.0, 0.0020000000949949026, -0.04899999871850014, -50.132999420166016, -0.0010000000474974513, 0.9430000185966492, -160.0850067138672], [9322.6806640625, 0.08100000023841858, 0.004999999888241291, -69.26300048828125, 6.0920000076293945, -7416.47900390625, 91.28099822998047, 30.19099998474121, -0.0]], [[0.7689999938011169, 7258.798828125, 3401.424072265625, -164.2429962158203, 18.854000091552734, -646.14599609375, -69.47000122070312, -4361.5078125, -653.2750244140625], [4.538000106811523, -2411.075927734375, -0.007000000216066837, 0.00800000037997961, 0.061000000685453415, -0.006000000052154064, 5.525000095367432, 4581.880859375, -2.5969998836517334]]]> : vector<2x2x9xf32>
  %x138 = arith.constant dense<[[[-0.02800000086426735, 0.3970000147819519, -2803.10791015625], [-4745.2431640625, -0.003000000026077032, 3294.638916015625], [0.3050000071525574, -111.9800033569336, 0.9210000038146973], [0.06800000369548798, -0.035999998450279236, 0.006000000052154064], [-684.4180297851562, 0.7850000262260437, -0.05299999937415123], [88.54000091552734, -0.8690000176429749, 0.026000000536441803], [-28.01099967956543, 9792.876953125, 0.024000000208616257], [317.9360046386719, -2.3959999084472656, -30.368000030517578], [3972.962890625, -0.01600000075995922, 0.0020000000949949026]], [[-502.572998046875, 0.5130000114440918, -0.003000000026077032], [0.00800000037997961, -5.89900016784668, 0.004999999888241291], [42.47200012207031, -0.4659999907016754, 0.5139999985694885], [-7058.43603515625, -0.5109999775886536, -0.0020000000949949026], [-0.009999999776482582, 0.414000004529953, 71.85600280761719], [-9.569000244140625, 99.0469970703125, 0.039000000804662704], [202.7010040283203, 1656.498046875, 553.8060302734375], [-88.02100372314453, -615.7849731445312, 218.9550018310547], [-7902.123046875, 0.004000000189989805, 0.003000000026077032]]]> : vector<2x9x3xf32>
  %x139 = arith.constant dense<[[-3782.10400390625, -0.03099999949336052, 2134.56298828125], [-7.011000156402588, -8504.751953125, 24.625]]> : vector<2x3xf32>
  %x140 = "vector.contract"(%x137, %x138, %x139) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x9xf32>, vector<2x9x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
  // CHECK-NEXT: ( ( -4.73871e+06, -597108, 34586.6 ), ( -3.8878e+07, -3.85676e+06, 2.50548e+07 ) )
  vector.print %x140 : vector<2x3xf32>
  %x141 = arith.constant dense<[[2.4539999961853027], [-6.061999797821045]]> : vector<2x1xf32>
  %x142 = arith.constant dense<[[399.1830139160156, -0.003000000026077032, -321.87200927734375]]> : vector<1x3xf32>
  %x143 = arith.constant dense<[[2506.967041015625, 43.34400177001953, 0.013000000268220901], [45.935001373291016, 0.0020000000949949026, 0.0949999988079071]]> : vector<2x3xf32>
  %x144 = "vector.contract"(%x141, %x142, %x143) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x1xf32>, vector<1x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
  // CHECK-NEXT: ( ( 3486.56, 43.3366, -789.861 ), ( -2373.91, 0.020186, 1951.28 ) )
  vector.print %x144 : vector<2x3xf32>
  %x145 = arith.constant dense<[[-0.006477118271254765]]> : vector<1x1xf64>
  %x146 = arith.constant dense<[[266.8741208808243]]> : vector<1x1xf64>
  %x147 = arith.constant dense<[[-0.010779057548534698]]> : vector<1x1xf64>
  %x148 = "vector.contract"(%x145, %x146, %x147) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf64>, vector<1x1xf64>, vector<1x1xf64>) -> vector<1x1xf64>
  // CHECK-NEXT: ( ( -1.73935 ) )
  vector.print %x148 : vector<1x1xf64>
  %x149 = arith.constant dense<[[53.604825874970686]]> : vector<1x1xf64>
  %x150 = arith.constant dense<[[-0.007444895587661573]]> : vector<1x1xf64>
  %x151 = arith.constant dense<[[727.7829913614993]]> : vector<1x1xf64>
  %x152 = "vector.contract"(%x149, %x150, %x151) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf64>, vector<1x1xf64>, vector<1x1xf64>) -> vector<1x1xf64>
  // CHECK-NEXT: ( ( 727.384 ) )
  vector.print %x152 : vector<1x1xf64>
  %x153 = arith.constant dense<[[0.09704721988195082]]> : vector<1x1xf64>
  %x154 = arith.constant dense<[[0.6444645163795859]]> : vector<1x1xf64>
  %x155 = arith.constant dense<[[7847.520653991189]]> : vector<1x1xf64>
  %x156 = "vector.contract"(%x153, %x154, %x155) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf64>, vector<1x1xf64>, vector<1x1xf64>) -> vector<1x1xf64>
  // CHECK-NEXT: ( ( 7847.58 ) )
  vector.print %x156 : vector<1x1xf64>
  %x157 = arith.constant dense<[[-0.002714615411802257]]> : vector<1x1xf64>
  %x158 = arith.constant dense<[[-429.82942403952507]]> : vector<1x1xf64>
  %x159 = arith.constant dense<[[-0.2122779000444308]]> : vector<1x1xf64>
  %x160 = "vector.contract"(%x157, %x158, %x159) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf64>, vector<1x1xf64>, vector<1x1xf64>) -> vector<1x1xf64>
  // CHECK-NEXT: ( ( 0.954544 ) )
  vector.print %x160 : vector<1x1xf64>
  %x161 = arith.constant dense<[[-7.485680260835292]]> : vector<1x1xf64>
  %x162 = arith.constant dense<[[-0.8876434047576007]]> : vector<1x1xf64>
  %x163 = arith.constant dense<[[0.03428777612020313]]> : vector<1x1xf64>
  %x164 = "vector.contract"(%x161, %x162, %x163) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf64>, vector<1x1xf64>, vector<1x1xf64>) -> vector<1x1xf64>
  // CHECK-NEXT: ( ( 6.6789 ) )
  vector.print %x164 : vector<1x1xf64>
  %x165 = arith.constant dense<[[-0.001408828439689298]]> : vector<1x1xf64>
  %x166 = arith.constant dense<[[-6.0162407853290905]]> : vector<1x1xf64>
  %x167 = arith.constant dense<[[-0.9191496884086423]]> : vector<1x1xf64>
  %x168 = "vector.contract"(%x165, %x166, %x167) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf64>, vector<1x1xf64>, vector<1x1xf64>) -> vector<1x1xf64>
  // CHECK-NEXT: ( ( -0.910674 ) )
  vector.print %x168 : vector<1x1xf64>
  %x169 = arith.constant dense<[[332.1934556130055]]> : vector<1x1xf64>
  %x170 = arith.constant dense<[[-67.27735234369587]]> : vector<1x1xf64>
  %x171 = arith.constant dense<[[71.49334965164815]]> : vector<1x1xf64>
  %x172 = "vector.contract"(%x169, %x170, %x171) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf64>, vector<1x1xf64>, vector<1x1xf64>) -> vector<1x1xf64>
  // CHECK-NEXT: ( ( -22277.6 ) )
  vector.print %x172 : vector<1x1xf64>
  %x173 = arith.constant dense<[[-521.6271771210226]]> : vector<1x1xf64>
  %x174 = arith.constant dense<[[-6794.579262409515]]> : vector<1x1xf64>
  %x175 = arith.constant dense<[[-0.06731656828496349]]> : vector<1x1xf64>
  %x176 = "vector.contract"(%x173, %x174, %x175) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf64>, vector<1x1xf64>, vector<1x1xf64>) -> vector<1x1xf64>
  // CHECK-NEXT: ( ( 3.54424e+06 ) )
  vector.print %x176 : vector<1x1xf64>
  %x177 = arith.constant dense<[[4.933853181986287]]> : vector<1x1xf64>
  %x178 = arith.constant dense<[-8331.169496558761]> : vector<1xf64>
  %x179 = arith.constant dense<[711.7403063085517]> : vector<1xf64>
  %x180 = "vector.contract"(%x177, %x178, %x179) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf64>, vector<1xf64>, vector<1xf64>) -> vector<1xf64>
  // CHECK-NEXT: ( -40393 )
  vector.print %x180 : vector<1xf64>
  %x181 = arith.constant dense<[[0.08378792380009495]]> : vector<1x1xf64>
  %x182 = arith.constant dense<[-1425.6159943428015]> : vector<1xf64>
  %x183 = arith.constant dense<[-63.74286791521144]> : vector<1xf64>
  %x184 = "vector.contract"(%x181, %x182, %x183) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf64>, vector<1xf64>, vector<1xf64>) -> vector<1xf64>
  // CHECK-NEXT: ( -183.192 )
  vector.print %x184 : vector<1xf64>
  %x185 = arith.constant dense<[-402.37605381159125]> : vector<1xf64>
  %x186 = arith.constant dense<[[0.0037840604207238825]]> : vector<1x1xf64>
  %x187 = arith.constant dense<[-0.0973156734291889]> : vector<1xf64>
  %x188 = "vector.contract"(%x185, %x186, %x187) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1xf64>, vector<1x1xf64>, vector<1xf64>) -> vector<1xf64>
  // CHECK-NEXT: ( -1.61993 )
  vector.print %x188 : vector<1xf64>
  %x189 = arith.constant dense<[-68.2289734460736]> : vector<1xf64>
  %x190 = arith.constant dense<[[4468.692207932308]]> : vector<1x1xf64>
  %x191 = arith.constant dense<[-0.0753213511328904]> : vector<1xf64>
  %x192 = "vector.contract"(%x189, %x190, %x191) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1xf64>, vector<1x1xf64>, vector<1xf64>) -> vector<1xf64>
  // CHECK-NEXT: ( -304894 )
  vector.print %x192 : vector<1xf64>
  %x193 = arith.constant dense<[34.317925334337595]> : vector<1xf64>
  %x194 = arith.constant dense<[-0.005255357171430377]> : vector<1xf64>
  %x195 = arith.constant -5069.061544914865 : f64
  %x196 = "vector.contract"(%x193, %x194, %x195) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1xf64>, vector<1xf64>, f64) -> f64
  // CHECK-NEXT: -5069.24
  vector.print %x196 : f64
  %x197 = arith.constant dense<[[[43.80405432138312]], [[-871.6600977698083]]]> : vector<2x1x1xf64>
  %x198 = arith.constant dense<[[[-0.0037055730738297797]], [[-0.07527971907761716]]]> : vector<2x1x1xf64>
  %x199 = arith.constant dense<[[[0.005556561404676237]], [[-0.05611024877596815]]]> : vector<2x1x1xf64>
  %x200 = "vector.contract"(%x197, %x198, %x199) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x1x1xf64>, vector<2x1x1xf64>, vector<2x1x1xf64>) -> vector<2x1x1xf64>
  // CHECK-NEXT: ( ( ( -0.156763 ) ), ( ( 65.5622 ) ) )
  vector.print %x200 : vector<2x1x1xf64>
  %x201 = arith.constant dense<[[0.04238778317585934]]> : vector<1x1xf64>
  %x202 = arith.constant dense<[7199.248697042104]> : vector<1xf64>
  %x203 = arith.constant dense<[-609.5231691427476]> : vector<1xf64>
  %x204 = "vector.contract"(%x201, %x202, %x203) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<parallel>], kind = #vector.kind<add>}> : (vector<1x1xf64>, vector<1xf64>, vector<1xf64>) -> vector<1xf64>
  // CHECK-NEXT: ( -304.363 )
  vector.print %x204 : vector<1xf64>
  %x205 = arith.constant dense<[[1.3713820326457826]]> : vector<1x1xf64>
  %x206 = arith.constant dense<[[0.5922970806081687]]> : vector<1x1xf64>
  %x207 = arith.constant 0.08126998496198823 : f64
  %x208 = "vector.contract"(%x205, %x206, %x207) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf64>, vector<1x1xf64>, f64) -> f64
  // CHECK-NEXT: 0.893536
  vector.print %x208 : f64
  %x209 = arith.constant dense<[[[-0.5619401510123967], [-763.1775541735071]]]> : vector<1x2x1xf64>
  %x210 = arith.constant dense<[[[-1.3615157147108814]], [[0.0061796390842745776]]]> : vector<2x1x1xf64>
  %x211 = arith.constant dense<[[0.03992854274311186]]> : vector<1x1xf64>
  %x212 = "vector.contract"(%x209, %x210, %x211) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x2x1xf64>, vector<2x1x1xf64>, vector<1x1xf64>) -> vector<1x1xf64>
  // CHECK-NEXT: ( ( -3.91114 ) )
  vector.print %x212 : vector<1x1xf64>
  %x213 = arith.constant dense<[[0.004032398085271382]]> : vector<1x1xf64>
  %x214 = arith.constant dense<[[-0.0011248723107806957]]> : vector<1x1xf64>
  %x215 = arith.constant dense<[[48.15836009262986]]> : vector<1x1xf64>
  %x216 = "vector.contract"(%x213, %x214, %x215) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<1x1xf64>, vector<1x1xf64>, vector<1x1xf64>) -> vector<1x1xf64>
  // CHECK-NEXT: ( ( 48.1584 ) )
  vector.print %x216 : vector<1x1xf64>
  %x217 = arith.constant dense<[[-4139.029681124982, 0.8372211428539007, 379.9159485790562, -7185.033934012035, 0.905111501277921, -13.456408893610483, 1.7443258310184828, -75.89644246859292, 0.6770813482466702], [-1.3261049933560498, 6.919596223131235, 0.009209717412649029, -0.0022157442346999435, 22.481811249939064, 0.002220052031424289, 72.25313630855923, -0.029664378794095315, 7.054350943709428]]> : vector<2x9xf64>
  %x218 = arith.constant dense<[[-178.5403409572557, 1.70469330280957, 56.841499990360056], [-0.006459317584784037, -0.007572666477362726, 465.1804007784277], [3.4240729222820376, 0.0068435892353943826, -397.88098367436555], [-938.2405588218683, -196.94502404335233, 0.8120290362034022], [90.97623625036147, 54.58298243394284, -14.61154643564322], [0.0792607565658426, 0.010388809152267099, -6064.143622857668], [-0.04644317556223248, 712.145809910733, -312.55073929676655], [0.08817585955381035, 0.008508296347513891, -0.4944926984967273], [-0.07887738165609288, 663.2104870596555, -0.0202856903474935]]> : vector<9x3xf64>
  %x219 = arith.constant dense<[[-0.8153250425401588, 4070.5652346937236, 0.3246972460591091], [-0.22317661789629106, 0.43329850939666437, 3679.842685412258]]> : vector<2x3xf64>
  %x220 = "vector.contract"(%x217, %x218, %x219) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x9xf64>, vector<9x3xf64>, vector<2x3xf64>) -> vector<2x3xf64>
  // CHECK-NEXT: ( ( 7.48165e+06, 1.41381e+06, -310794 ), ( 2280, 57359, -16105.2 ) )
  vector.print %x220 : vector<2x3xf64>
  %x221 = arith.constant dense<[[0.02742434698051166, -59.433161657159104, -0.0014844735387642683, -0.960406329236883, 8451.297873304069, 0.007324535392065279, -6480.7163581048435, 3823.4330913602175, -34.325369339778014], [-0.009940558687568855, -9.124216355494339, -0.006164636180049914, 0.00487418787124162, 0.0037785286545356624, -0.006509150181594965, -52.916854665376455, 2.93124817478972, 587.2051443572545]]> : vector<2x9xf64>
  %x222 = arith.constant dense<[[0.002521859830454782, -86.92115175394835, -0.052579557375930876, 7.642373154252002, 0.008454140739225765, -535.8927986343194, 0.8882814418026026, 90.96762653369666, -61.946887688457664], [0.06091053343564976, 0.029022952393890456, 478.5709259823117, -5115.100737640885, 89.72119894746766, 0.7241346413086491, -8560.929349771523, 0.008152615979235913, 1651.41348468939], [-0.009156639137526313, 0.0021541744602383605, 0.45748779750312396, 8914.557441687883, 0.0008539566889071915, 6188.0651121620085, -0.00426752867865229, 58.068772719597405, -0.05586318352474291]]> : vector<3x9xf64>
  %x223 = arith.constant dense<[[0.5325426775096034, 0.009829047151762112, 0.58684179516921], [6064.228576870787, 0.006192591660234832, 0.09062807988152742]]> : vector<2x3xf64>
  %x224 = "vector.contract"(%x221, %x222, %x223) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x9xf64>, vector<3x9xf64>, vector<2x3xf64>) -> vector<2x3xf64>
  // CHECK-NEXT: ( ( 349405, 5.61875e+07, 213543 ), ( -29295, 1.42271e+06, 140.877 ) )
  vector.print %x224 : vector<2x3xf64>
  %x225 = arith.constant dense<[[5.551989269960373, -0.009235924115157538], [818.6570203273646, -0.03847771678447545], [0.2833056314221345, -4530.230783812425], [-0.5850453763426631, -0.29109903612696786], [-0.05506028952209166, -138.62417963135164], [0.0003901886224210838, 0.04422906190367626], [67.40859358837592, -2.595702850830417], [-29.890057908122802, -17.26852714181144], [-7942.305829931271, -0.006350716891582631]]> : vector<9x2xf64>
  %x226 = arith.constant dense<[[642.6559081125849, 295.4593558286316, 0.007466475556896561], [0.39707937821773664, 0.003338898575061422, 18.232965009614354], [17.84883975209086, -0.09913713241918408, -6.004228975493893], [665.7581547982054, -713.873391120448, -403.39985792957765], [0.06979128563518787, -9521.784592108033, 2.716192733050915], [-0.06214286453730469, 0.007667403228092762, -0.0800759409882496], [0.3047402814805251, 0.07311789267918645, -0.02035024585944181], [-0.07611007547016675, 74.32319941632963, 6653.425039636436], [-0.004294180853465024, -6.363858607507593, 4.360881311753506]]> : vector<9x3xf64>
  %x227 = arith.constant dense<[[-8328.07477173043, 106.32152234057624, -60.70288381655888], [-0.08851368717436126, 925.7282256475903, 0.04348045247358259]]> : vector<2x3xf64>
  %x228 = "vector.contract"(%x225, %x226, %x227) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9x2xf64>, vector<9x3xf64>, vector<2x3xf64>) -> vector<2x3xf64>
  // CHECK-NEXT: ( ( -4762.51, 51018.4, -218408 ), ( -81068.4, 1.32025e+06, -87954 ) )
  vector.print %x228 : vector<2x3xf64>
  %x229 = arith.constant dense<[[-25.628786102841914, 848.5327646265157], [-5.466898924484376e-06, 2.4469603040800014], [20.04416415897572, -105.08368552012048], [-7187.847029570203, 320.57485768551584], [0.630515908982487, 680.7887366512317], [-17.97419045799531, -0.7974345536454439], [8325.044623963713, 0.605979435539328], [0.10304958251485341, 16.693777536142363], [-0.25290998095309014, 82.23136561557816]]> : vector<9x2xf64>
  %x230 = arith.constant dense<[[-673.9000545685989, 9829.154985402862, -0.5924060514633873, 813.1452673918158, 3.6407818401417957, -0.001992487288145275, 0.014602452974438518, 721.5330639663351, -0.01663950721144909], [-0.9931182184945337, -116.90344283698528, -0.00301838857096123, 6.211340522316926, -0.5145513931120034, -0.0062397652780945044, -6533.919678998947, 58.30870432742057, 0.01568101288223365], [-0.0027197163470901865, 170.20913920099966, 1.8366007646650817, 695.9733812513473, -0.13801042111198103, 0.8842890946878521, 345.92384639188833, -0.06889965975577782, 617.1331548419209]]> : vector<3x9xf64>
  %x231 = arith.constant dense<[[0.629481723839219, -2683.5962879757867, 9.305912985277942], [1270.9863766414253, 5156.3463914253725, -0.026582423416045265]]> : vector<2x3xf64>
  %x232 = "vector.contract"(%x229, %x230, %x231) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9x2xf64>, vector<3x9xf64>, vector<2x3xf64>) -> vector<2x3xf64>
  // CHECK-NEXT: ( ( -5.82731e+06, -5.44425e+07, -2.12284e+06 ), ( -271245, 2684.08, 274194 ) )
  vector.print %x232 : vector<2x3xf64>
  %x233 = arith.constant dense<[[-4.654161174003413, -0.004980648177122605, -0.7317386982060747, -4.683866460638468, -1.592111060145558, 0.4325871564933492, 6960.4627311569775, 0.018158012807183654, 9.11461344400366], [-7.978105275250121, -0.004449054216526105, 0.26118166930370856, 878.1883889813513, -660.2168562777631, -4672.355063891236, 89.97234280141247, -774.8429837055089, 0.005071527216347902]]> : vector<2x9xf64>
  %x234 = arith.constant dense<[[40.294874032618885, -0.8930219030731721, 27.84148505106472], [18.261211278407117, -0.1520031292469659, 0.002943003705102392], [-0.42867850076392267, -0.2301877337822713, -9377.066446388937], [-0.31346807144663646, -7784.744249076872, -39.56192783642685], [0.0607801500041778, -2.904424624072124, -36.848571898495486], [0.2664739084160843, 1.2850631380275535, -0.004621412518730408], [4.326187561929884, -4313.600721673749, 9.238119596572503], [-60.683456172219685, -8340.408085501731, -0.00567092980069551], [3.729585806881821, 45.21055078261871, 2.4299060145797458]]> : vector<9x3xf64>
  %x235 = arith.constant dense<[[-0.003670439313837517, 0.0032717743105934896], [-61.21399703157757, 0.06520866172372744], [0.007495081101863021, 0.311879263605936]]> : vector<3x2xf64>
  %x236 = "vector.contract"(%x233, %x234, %x235) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x9xf64>, vector<9x3xf64>, vector<3x2xf64>) -> vector<3x2xf64>
  // CHECK-NEXT: ( ( 29959.3, 45527.3 ), ( -2.9988e+07, -766149 ), ( 71299.7, -12228.5 ) )
  vector.print %x236 : vector<3x2xf64>
  %x237 = arith.constant dense<[[-0.5753764630459985, 0.006011223672026611, -0.0009477579717810159, 0.004572293874315765, 9.000409116724839, 50.78804010219955, -0.005504399120336201, -4553.6945271841005, -0.007837872376424032], [-0.008298522458206045, 0.026905804464446927, 711.6219649292012, 0.3030027447619177, 28.15986646242916, -0.002971624805562543, 9543.023102498868, -59.790017256423276, 0.007646047319504632]]> : vector<2x9xf64>
  %x238 = arith.constant dense<[[-25.328449405131014, -0.03902202585697981, 1307.22453452361, -6.217038793847665, 0.01994259782306127, 65.0690600228744, -0.7967983519495587, -7048.15452186538, 0.02115591360601099], [-4573.389690397449, 7.463474423152547, 6.763882926487595, 0.007631362370740758, -1648.5990657538684, -5601.57549027384, -0.04870491414374341, -0.37136393553782243, -0.009223062129581053], [0.006014342470842804, 0.006319932108041652, -473.49479756346204, 195.12213708699798, 8.60583196905278, -0.009986576424686157, -5.032136770553704, 0.004889635505517766, 5.385828104505002]]> : vector<3x9xf64>
  %x239 = arith.constant dense<[[-32.82599190064111, -117.6712405967586], [6.122295755116916, 4.874980831182949], [570.3855952915437, -0.08640451424497544]]> : vector<3x2xf64>
  %x240 = "vector.contract"(%x237, %x238, %x239) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x9xf64>, vector<3x9xf64>, vector<3x2xf64>) -> vector<3x2xf64>
  // CHECK-NEXT: ( ( 3.20984e+07, 1.34394e+06 ), ( -295002, -41993.9 ), ( 626.391, -384670 ) )
  vector.print %x240 : vector<3x2xf64>
  %x241 = arith.constant dense<[[572.3898212464173, -6.5553566773710825], [0.538420146817975, 4791.226380805496], [0.9857845958748852, 0.006646635900979183], [9.549212298563303, 0.005588210865025587], [-180.55672570862959, -6.836592327708162], [-1.7817057239175993, 0.29551345477210966], [0.7594229814703306, 0.008632006920086343], [-10.253804471895789, 0.0024229834028443964], [-1.4626903129108326, -0.07030520890481898]]> : vector<9x2xf64>
  %x242 = arith.constant dense<[[-0.046231153720243556, -112.97694596913898, -0.27803874910815196], [-217.08732413724795, 0.033851647482261264, -7.366593253901832], [0.015013668100723377, -6.8363995232715125, 0.5192250582836673], [-57.889463278820116, -0.0013317175685704009, -0.006649495866639587], [530.361927571706, -0.03329161032758972, -2.4922972118670583], [-4.390140103316906, 0.9808709917453611, -0.028012920846886558], [1374.130933583142, -0.0021697361671989546, -8.430674953695952], [0.04107270362568347, 7.979065205503759, 0.008094630387004632], [0.9610379611153039, 589.7927387570951, -1260.3099012746654]]> : vector<9x3xf64>
  %x243 = arith.constant dense<[[910.7690418174899, -2.8813800716056903], [0.8071182608600769, -14.4816852975433], [-1.0675798835662653, 77.01797682273246]]> : vector<3x2xf64>
  %x244 = "vector.contract"(%x241, %x242, %x243) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9x2xf64>, vector<9x3xf64>, vector<3x2xf64>) -> vector<3x2xf64>
  // CHECK-NEXT: ( ( -94496.2, -1.04373e+06 ), ( -65613, 847.339 ), ( 2123.28, -35110.6 ) )
  vector.print %x244 : vector<3x2xf64>
  %x245 = arith.constant dense<[[0.08239075746485905, -312.34594369198686], [-0.0075586046470202594, 7077.352692892191], [0.04199069123936188, -389.01064050380165], [-0.0006033700775816597, 0.05573157681160408], [0.32882587780354466, -0.658637687030976], [-61.88791475463964, 0.00476696341280878], [-581.4408064676333, 4793.947190134009], [5.549938034841695, -970.5111424823818], [-1.226221758869197, 68.1441141947563]]> : vector<9x2xf64>
  %x246 = arith.constant dense<[[-76.54980921458652, 0.04560774815875941, 18.172757336667633, 0.968676636294739, 36.26733255814274, -28.314012109030216, -975.1643189005364, 0.0021740698347300414, 294.438556498493], [-6126.528307746695, 18.502459211123078, -0.5354798382674959, 8467.368085986127, -6390.769668502739, 0.044473745211375794, 612.7722447844233, 0.02307050673909641, -0.5807461497548749], [6805.644515967139, 50.941577029769604, 0.19000875023361252, -7.408200212740477, -7.923851873393584, 38.00650585270142, 9529.549483095938, 6938.780944720975, -627.9029998745011]]> : vector<3x9xf64>
  %x247 = arith.constant dense<[[-0.008996663010626483, 0.02810437804731507], [61.64846587425836, 0.782030547690918], [-879.155620190946, 454.3425851919667]]> : vector<3x2xf64>
  %x248 = "vector.contract"(%x245, %x246, %x247) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9x2xf64>, vector<3x9xf64>, vector<3x2xf64>) -> vector<3x2xf64>
  // CHECK-NEXT: ( ( 568398, -4.63768e+06 ), ( -358843, 4.98697e+06 ), ( -5.50426e+06, 3.71424e+07 ) )
  vector.print %x248 : vector<3x2xf64>
  %x249 = arith.constant dense<[[-0.6343889187566492, -0.0076335682875592935, 0.09882569290510008, -0.8535500573001409, -0.4805884312024846, 240.5420385928414, 6.580557627736048, -4983.432242158443, -584.9012046294825], [-72.73512295504419, -13.751155120242542, 0.04428942669419214, -4.803030061702749, 0.06393732444296818, 4797.598805611063, -627.6311133558969, -0.003936000844178289, -4146.614781759255]]> : vector<2x9xf64>
  %x250 = arith.constant dense<[-0.06711084931129722, 0.05577897478015275, 0.48606700106067224, 0.8103370153512146, 0.9644321765581765, 4.998408663814784, -0.003953924426665416, 0.7053529768449385, -1001.1389799903569]> : vector<9xf64>
  %x251 = arith.constant dense<[-0.04772266083898653, 261.1336593650491]> : vector<2xf64>
  %x252 = "vector.contract"(%x249, %x250, %x251) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x9xf64>, vector<9xf64>, vector<2xf64>) -> vector<2xf64>
  // CHECK-NEXT: ( 583254, 4.17558e+06 )
  vector.print %x252 : vector<2xf64>
  %x253 = arith.constant dense<[[-8025.263983722166, -0.00330146162376721], [-797.1799929637797, -34.20612425107428], [-4.278269011514122, 0.004681543687369354], [52.818537946792745, -0.061721382259078354], [-38.14148388455729, 7.114638890476252], [0.004795934872804985, 0.05829097872975342], [-18.686636458160642, 0.23255381363976624], [-64.28906984055604, -0.05565285654676895], [3.881433914785828, -0.04670148640629038]]> : vector<9x2xf64>
  %x254 = arith.constant dense<[0.0022597941392774935, 0.009780509452062476, -399.58927900453347, -2969.0803194002747, -742.8497687047808, 0.06417490626192006, -15.970520372061635, 4.25750109743448, -8.160696028267967]> : vector<9xf64>
  %x255 = arith.constant dense<[-0.0686082293042276, -0.005609469456948051]> : vector<2xf64>
  %x256 = "vector.contract"(%x253, %x254, %x255) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9x2xf64>, vector<9xf64>, vector<2xf64>) -> vector<2xf64>
  // CHECK-NEXT: ( -126812, -5107.63 )
  vector.print %x256 : vector<2xf64>
  %x257 = arith.constant dense<[2289.6945682232194, -52.28856736475802, 92.55243502404767, 0.521242142040008, -0.0222296907248293, -40.43708736781974, 3874.7196433884355, -689.2825737780516, 0.3557985694428816]> : vector<9xf64>
  %x258 = arith.constant dense<[[-9612.487036699558, 8720.92259077797, -0.06807978972899797, 62.43148100838576, -432.31751868710865, -0.08248079483685355, 0.46495672887096173, -8.524585007641166, 0.004409238512008118], [-97.840561161029, 544.861291825417, -7066.528153021183, -6.573401377564241, -6871.022317461028, 0.039811374341589725, 5659.200148824237, -824.6719398474347, -0.8675981202757277]]> : vector<2x9xf64>
  %x259 = arith.constant dense<[-1132.8353466929286, 3945.701138863924]> : vector<2xf64>
  %x260 = "vector.contract"(%x257, %x258, %x259) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9xf64>, vector<2x9xf64>, vector<2xf64>) -> vector<2xf64>
  // CHECK-NEXT: ( -2.24591e+07, 2.15938e+07 )
  vector.print %x260 : vector<2xf64>
  %x261 = arith.constant dense<[2.5021318260518566, 35.737532788551185, 37.68489762135763, -193.3435700343269, -8.51584311589903, -9407.15283463449, -0.003946987238100364, 0.0006280133169641089, 0.5130116034724665]> : vector<9xf64>
  %x262 = arith.constant dense<[[-0.09969566256155027, -5694.821352004092], [344.70209670280536, 0.8043629788999447], [0.16089957504862928, 0.05963969990483562], [-10.21188110821214, -0.4038585252988427], [0.29165559874253444, 90.36646147281357], [-0.014489073098122175, 0.10663212651117471], [-0.04040305579588648, 6447.125769981337], [-0.08195226705100563, 0.24935814960800395], [-0.0018700082508524552, 2070.5990277511146]]> : vector<9x2xf64>
  %x263 = arith.constant dense<[-6396.951449122723, -2098.914844368016]> : vector<2xf64>
  %x264 = "vector.contract"(%x261, %x262, %x263) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9xf64>, vector<9x2xf64>, vector<2xf64>) -> vector<2xf64>
  // CHECK-NEXT: ( 8035.88, -16974.9 )
  vector.print %x264 : vector<2xf64>
  %x265 = arith.constant dense<[-0.002133270268020513, -7041.571520265417, -2.8986698484652718, 7069.598016109442, -0.03831948578939655, 61.366748892946134, -46.74543478882143, -0.008054840724079892, -91.6189905036617]> : vector<9xf64>
  %x266 = arith.constant dense<[-0.021283743777116504, -51.33579712974801, 0.00561732892603743, 6215.610922387405, 0.04555461348711085, -495.5429910623763, 3.8538422425672403, -0.20298661351677505, 0.008368564763876802]> : vector<9xf64>
  %x267 = arith.constant 7068.572615577995 : f64
  %x268 = "vector.contract"(%x265, %x266, %x267) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<9xf64>, vector<9xf64>, f64) -> f64
  // CHECK-NEXT: 4.42798e+07
  vector.print %x268 : f64
  %x269 = arith.constant dense<[[[1140.9107643922932, 3.2937013518848524, 0.0009485291723965284, 0.17466821996167536, 235.84853130715788, -42.422274424972684, 569.3067753600247, 3282.5323516918447, -966.0642188615313], [-0.005523135407961479, -8106.686771444142, 1.5475527373532372, -6582.618419541044, -0.0397307634485919, 0.7361816555248633, 0.39923481143361017, -25.418031816844255, 0.19181220468099802]], [[0.41679681479914654, 0.8253344765003447, -750.6269646651134, -7195.992248409378, 2.3668845282181272, 0.9097701509231881, 81.70041633779006, -9899.282594033693, 0.009220573224763193], [-719.6673746232696, 0.0401581185609053, 0.24901957855623502, 280.1890658388493, -82.16445055063457, 437.8698985383296, 38.65215534307404, 57.45416163750423, 6.104511319949113]]]> : vector<2x2x9xf64>
  %x270 = arith.constant dense<[[[2.893108822056507, -0.0018281386082029828, -0.00683179970238375], [529.970451524942, 76.11294331093752, 700.4996903378507], [209.74150368155352, -8.877849926481174, 7.707704847411378], [0.056783873381744, -659.0798740816932, 3359.0252129873365], [-52.35132955470709, 0.8524259681262469, -0.0511316027201032], [-0.00996005178522441, -0.9000787381940378, -0.520541834019193], [0.07108781687162746, -0.0013310503301502785, 0.18723549657617244], [0.19889503413136178, -0.9528579370502057, 0.02297813319116773], [-64.40512155871028, -0.008214990478348907, -0.024509387372062808]], [[0.42732135172744545, -391.5245790189892, 0.05146737220589142], [81.43242004740372, -6606.974121910765, 0.008668574826164099], [1916.975197006574, 0.06324445177688387, 0.006183523267744732], [17.223354912544075, -9.202307385228558, -0.350711607019941], [0.0018793910111294587, 3364.5497271651893, 7.13544159167566], [-0.0027024879610648943, -0.002994056466343289, -0.0007173725692536381], [64.59138111196626, 0.7277515564732517, 0.006335130950405914], [-0.22984996308783567, 0.06192556014424742, 8179.049897173502], [-0.00998577932014585, 3974.668598626834, 3639.745625707338]]]> : vector<2x9x3xf64>
  %x271 = arith.constant dense<[[[-85.07093947174592, -0.003412105958605902, -826.9997858949654], [0.00012178310161389483, 0.40579498438554684, 281.80640880386187]], [[0.0396556663792484, -0.009074187056329824, 0.062146071477586155], [25.0894863090652, -0.09392971209942813, 35.205497749248835]]]> : vector<2x2x3xf64>
  %x272 = "vector.contract"(%x269, %x270, %x271) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x9xf64>, vector<2x9x3xf64>, vector<2x2x3xf64>) -> vector<2x2x3xf64>
  // CHECK-NEXT: ( ( ( 55527.8, -2747.91, 2274.89 ), ( -4.29637e+06, 3.72146e+06, -2.77896e+07 ) ), ( ( -1.55525e+06, 68002.7, -8.09642e+07 ), ( 7505.98, 26771.1, 491453 ) ) )
  vector.print %x272 : vector<2x2x3xf64>
  %x273 = arith.constant dense<[[0.009815496168754538, -0.03397675367316171], [3919.510114293605, 60.94778122826785], [1.506416959365664, -3935.834841613557], [-794.654401075205, 7.077307812032707], [916.2210515880294, 3836.547934427221], [8.158764779279704, 0.004918856443753672], [0.022033944415064233, -0.02862814095406603], [-77.90457998810125, 463.2577376581219], [-9.912927599024712, 0.004422099923959322]]> : vector<9x2xf64>
  %x274 = arith.constant dense<[8113.255896635485, -213.4470585105479, 0.6054864956874617, -8.748644882600683, -0.001543310620651428, -8.409642151431619, -0.004716565656590806, -0.6373192167072801, 179.6254600156759]> : vector<9xf64>
  %x275 = arith.constant dense<[-93.94682711253533, -0.000391037676380408]> : vector<2xf64>
  %x276 = "vector.contract"(%x273, %x274, %x275) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<parallel>], kind = #vector.kind<add>}> : (vector<9x2xf64>, vector<9xf64>, vector<2xf64>) -> vector<2xf64>
  // CHECK-NEXT: ( -831470, -16030.2 )
  vector.print %x276 : vector<2xf64>
  %x277 = arith.constant dense<[[0.0057505318277452575, 0.05197123570517684, 0.556248378884669, -0.00419148524044348, 0.7357630456363617, -0.06970481422905317, 0.5272404794145207, -589.2937072728301, -7.06122881867824], [-55.46891281725988, -7.236800551714944, -4.5376571572365805, 0.0028987582725860882, 15.01658304196356, -13.357626095229946, -5098.04528165432, 0.43543484617842854, 0.914172750148244]]> : vector<2x9xf64>
  %x278 = arith.constant dense<[[-0.6590137577411042, 4388.323443624447, -6204.542085838911, -6427.754985891976, 545.6886394884215, -0.8464533837764692, -6.422116458157106, -0.009572792197646686, -0.07326341537586074], [-151.36062459834477, -0.36014490701665913, 7.913627790254423, -0.05087363721803857, 7241.546052743166, -33.229941221777494, 166.74436835496385, 0.006537268591971213, -5.8147869738312075]]> : vector<2x9xf64>
  %x279 = arith.constant -92.1779618814047 : f64
  %x280 = "vector.contract"(%x277, %x278, %x279) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x9xf64>, vector<2x9xf64>, f64) -> f64
  // CHECK-NEXT: -735410
  vector.print %x280 : f64
  %x281 = arith.constant dense<[[[3953.373600250252, -291.8082405222759, 6.891302790638205, 9.141170259234919, -9121.992742319624, 0.2337501573171361, -42.55707320695841, -4.687931627587478, -0.6870479647680443], [-0.9251296262281197, 5.946070935093033, 0.006280309650829818, -0.5942676940600182, 0.8745071053731825, 6570.503821785747, 0.00010710156842970609, -0.009303561598775458, -0.9670030028116317]], [[1501.3084226940675, 690.3715186740889, -7.984274551462029, 0.007543873981479097, -94.63280126948075, -3217.8741994094453, 1040.6183368476318, 69.9118578190921, 1.3643911723820779], [0.02910729137592656, 9681.111217590395, -2298.4394993715027, -0.7917606435877793, 150.19149026132882, -555.0772386281346, 170.5809206172697, -7009.467842969326, -44.697681606395314]]]> : vector<2x2x9xf64>
  %x282 = arith.constant dense<[[[-0.0007008352638384862, 9046.722086594047, 0.09907999019080505], [0.0037596247258275153, 485.47024003817495, 5.918943114769515], [-0.00902873940828319, -669.8287261521041, 0.05309319106103441], [0.029073633942185474, 9.657590229567138, 0.07239212129712158], [-787.757215161051, 3639.923959573841, -2976.324062281852], [80.31506188867357, 0.0044004266639075485, -7.243966843183946], [-1.1863297924962724, -3.115191248626541, -14.782023310234349], [-0.6424320942677975, -8352.211348940391, -0.933817156312297], [-6.011322539077748, 992.4317711368307, 0.009339711925519112]], [[-7.013993687445154, -0.8003898677849108, -8699.976136237616], [-5726.425690660942, 344.44915299069766, -0.0425978675350672], [0.02831915814109298, -425.1407408115504, 9.355204540368863], [-0.003895783583723147, 0.05400828581435979, 0.0710224768161306], [17.67814259558007, 0.0013507906025686145, -70.70185261809472], [0.05963524059290748, -3.8817451364368827, 43.08914757802089], [0.006307257331608358, -5430.669291356778, 55.5315455991457], [6865.591196686855, -651.239436851625, 56.24413299113795], [131.65851388832615, -8.885351421579275, 60.73697573834882]]]> : vector<2x9x3xf64>
  %x283 = arith.constant dense<[[-2045.4768202936257, 0.0032216411828264913, -9.331032300433835], [-53.68121448277159, -0.023725037850275067, 0.05883100410841076]]> : vector<2x3xf64>
  %x284 = "vector.contract"(%x281, %x282, %x283) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x9xf64>, vector<2x9x3xf64>, vector<2x3xf64>) -> vector<2x3xf64>
  // CHECK-NEXT: ( ( 7.15012e+06, 2.43068e+06, 2.74403e+07 ), ( -1.03751e+08, 2.0945e+07, -150433 ) )
  vector.print %x284 : vector<2x3xf64>
  %x285 = arith.constant dense<[[-82.84546289170373], [-0.8330977779157778]]> : vector<2x1xf64>
  %x286 = arith.constant dense<[[-6.488532076269209, -0.8399260323233788, -2.534579635523768]]> : vector<1x3xf64>
  %x287 = arith.constant dense<[[-9076.794727801416, 846.1884605222947, 0.8403176486785917], [0.006201123189625393, 0.7307132289251472, 294.5756904541106]]> : vector<2x3xf64>
  %x288 = "vector.contract"(%x285, %x286, %x287) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x1xf64>, vector<1x3xf64>, vector<2x3xf64>) -> vector<2x3xf64>
  // CHECK-NEXT: ( ( -8539.25, 915.773, 210.819 ), ( 5.41178, 1.43045, 296.687 ) )
  vector.print %x288 : vector<2x3xf64>
  return
}
