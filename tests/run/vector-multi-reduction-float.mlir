// vector.multi_reduction (float kinds, three per case, all kinds covered) over every non-empty
// set of reduced dimensions of 1-D to 3-D f32 and f64 vectors; float sums in the lowering's
// order (acc first, then the reduced elements in row-major order).
// Expected output: mlir-runner-22 on `mlir-opt-22 --lower-vector-multi-reduction -test-lower-to-llvm`
// of this file (the op is written in generic form).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %x1 = arith.constant dense<[-48.9109992980957, 0.5899999737739563, 4797.97119140625, -94.1989974975586, 5.519000053405762]> : vector<5xf32>
  %x2 = arith.constant 0.029999999329447746 : f32
  %x3 = "vector.multi_reduction"(%x1, %x2) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<5xf32>, f32) -> f32
  // CHECK: 2.15945e+06
  vector.print %x3 : f32
  %x4 = arith.constant -0.07699999958276749 : f32
  %x5 = "vector.multi_reduction"(%x1, %x4) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0>}> : (vector<5xf32>, f32) -> f32
  // CHECK-NEXT: -94.199
  vector.print %x5 : f32
  %x6 = arith.constant 7.36899995803833 : f32
  %x7 = "vector.multi_reduction"(%x1, %x6) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0>}> : (vector<5xf32>, f32) -> f32
  // CHECK-NEXT: 4797.97
  vector.print %x7 : f32
  %x8 = arith.constant dense<[[0.875, -50.13399887084961, -566.5399780273438, -0.6359999775886536, 5314.5087890625], [0.052000001072883606, -0.007000000216066837, -11.032999992370605, -0.10000000149011612, -9893.7373046875], [-5690.376953125, 0.07400000095367432, -0.37299999594688416, 0.00800000037997961, 251.4600067138672]]> : vector<3x5xf32>
  %x9 = arith.constant dense<[0.08799999952316284, -606.2420043945312, -4.02400016784668, -0.17000000178813934, -0.04699999839067459]> : vector<5xf32>
  %x10 = "vector.multi_reduction"(%x8, %x9) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0>}> : (vector<3x5xf32>, vector<5xf32>) -> vector<5xf32>
  // CHECK-NEXT: ( -5690.38, -606.242, -566.54, -0.636, -9893.74 )
  vector.print %x10 : vector<5xf32>
  %x11 = arith.constant dense<[-0.3970000147819519, 17.22800064086914, 35.58700180053711, -0.8679999709129333, 0.6370000243186951]> : vector<5xf32>
  %x12 = "vector.multi_reduction"(%x8, %x11) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0>}> : (vector<3x5xf32>, vector<5xf32>) -> vector<5xf32>
  // CHECK-NEXT: ( 0.875, 17.228, 35.587, 0.008, 5314.51 )
  vector.print %x12 : vector<5xf32>
  %x13 = arith.constant dense<[3.927999973297119, -0.004000000189989805, -647.760009765625, 0.949999988079071, 0.008999999612569809]> : vector<5xf32>
  %x14 = "vector.multi_reduction"(%x8, %x13) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0>}> : (vector<3x5xf32>, vector<5xf32>) -> vector<5xf32>
  // CHECK-NEXT: ( -5690.38, -50.134, -647.76, -0.636, -9893.74 )
  vector.print %x14 : vector<5xf32>
  %x15 = arith.constant dense<[0.6899999976158142, 0.0010000000474974513, -2.6760001182556152]> : vector<3xf32>
  %x16 = "vector.multi_reduction"(%x8, %x15) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 1>}> : (vector<3x5xf32>, vector<3xf32>) -> vector<3xf32>
  // CHECK-NEXT: ( -566.54, -9893.74, -5690.38 )
  vector.print %x16 : vector<3xf32>
  %x17 = arith.constant dense<[68.24700164794922, -9.0649995803833, 0.02500000037252903]> : vector<3xf32>
  %x18 = "vector.multi_reduction"(%x8, %x17) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 1>}> : (vector<3x5xf32>, vector<3xf32>) -> vector<3xf32>
  // CHECK-NEXT: ( 5314.51, 0.052, 251.46 )
  vector.print %x18 : vector<3xf32>
  %x19 = arith.constant dense<[-0.07599999755620956, 0.0860000029206276, -3.111999988555908]> : vector<3xf32>
  %x20 = "vector.multi_reduction"(%x8, %x19) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1>}> : (vector<3x5xf32>, vector<3xf32>) -> vector<3xf32>
  // CHECK-NEXT: ( -566.54, -9893.74, -5690.38 )
  vector.print %x20 : vector<3xf32>
  %x21 = arith.constant 0.7850000262260437 : f32
  %x22 = "vector.multi_reduction"(%x8, %x21) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xf32>, f32) -> f32
  // CHECK-NEXT: -9893.74
  vector.print %x22 : f32
  %x23 = arith.constant 0.5509999990463257 : f32
  %x24 = "vector.multi_reduction"(%x8, %x23) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xf32>, f32) -> f32
  // CHECK-NEXT: 5314.51
  vector.print %x24 : f32
  %x25 = arith.constant 0.0020000000949949026 : f32
  %x26 = "vector.multi_reduction"(%x8, %x25) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xf32>, f32) -> f32
  // CHECK-NEXT: -9893.74
  vector.print %x26 : f32
  %x27 = arith.constant dense<[[[5944.5341796875, -4082.72412109375, 8.916000366210938, -0.006000000052154064], [22.166000366210938, -0.03200000151991844, 90.28800201416016, 0.3720000088214874], [-0.6449999809265137, 0.003000000026077032, 378.3489990234375, -6.769000053405762]], [[-0.00800000037997961, 6.705999851226807, -9.36299991607666, 187.9199981689453], [-4995.8232421875, -156.48500061035156, 0.009999999776482582, -934.5579833984375], [-3.315999984741211, -0.07400000095367432, 128.09500122070312, 0.026000000536441803]]]> : vector<2x3x4xf32>
  %x28 = arith.constant dense<[[-1723.552001953125, -0.013000000268220901, -0.08799999952316284, -4.104000091552734], [8.4399995803833, 70.45099639892578, -9.291999816894531, 3.7769999504089355], [-0.041999999433755875, -0.05999999865889549, -0.07699999958276749, 9767.75390625]]> : vector<3x4xf32>
  %x29 = "vector.multi_reduction"(%x27, %x28) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xf32>, vector<3x4xf32>) -> vector<3x4xf32>
  // CHECK-NEXT: ( ( 5944.53, 6.706, 8.916, 187.92 ), ( 22.166, 70.451, 90.288, 3.777 ), ( -0.042, 0.003, 378.349, 9767.75 ) )
  vector.print %x29 : vector<3x4xf32>
  %x30 = arith.constant dense<[[0.02500000037252903, 7.355999946594238, -0.0820000022649765, 0.029999999329447746], [73.47699737548828, -0.8740000128746033, 5497.9619140625, 174.968994140625], [0.004999999888241291, 0.11900000274181366, -438.2959899902344, -4.703000068664551]]> : vector<3x4xf32>
  %x31 = "vector.multi_reduction"(%x27, %x30) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xf32>, vector<3x4xf32>) -> vector<3x4xf32>
  // CHECK-NEXT: ( ( -0.008, -4082.72, -9.363, -0.006 ), ( -4995.82, -156.485, 0.01, -934.558 ), ( -3.316, -0.074, -438.296, -6.769 ) )
  vector.print %x31 : vector<3x4xf32>
  %x32 = arith.constant dense<[[431.97100830078125, 0.29899999499320984, 70.36399841308594, 0.9399999976158142], [-0.3479999899864197, -0.07400000095367432, 6.98199987411499, 595.2520141601562], [-0.4519999921321869, 0.47600001096725464, -1830.6199951171875, -6550.5400390625]]> : vector<3x4xf32>
  %x33 = "vector.multi_reduction"(%x27, %x32) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xf32>, vector<3x4xf32>) -> vector<3x4xf32>
  // CHECK-NEXT: ( ( 5944.53, 6.706, 70.364, 187.92 ), ( 22.166, -0.032, 90.288, 595.252 ), ( -0.452, 0.476, 378.349, 0.026 ) )
  vector.print %x33 : vector<3x4xf32>
  %x34 = arith.constant dense<[[3766.739013671875, 0.9129999876022339, -71.62799835205078, -0.05999999865889549], [0.875, -4.3429999351501465, 0.004000000189989805, -166.73300170898438]]> : vector<2x4xf32>
  %x35 = "vector.multi_reduction"(%x27, %x34) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
  // CHECK-NEXT: ( ( 5944.53, 0.913, 378.349, 0.372 ), ( 0.875, 6.706, 128.095, 187.92 ) )
  vector.print %x35 : vector<2x4xf32>
  %x36 = arith.constant dense<[[56.07400131225586, 3.2909998893737793, -3.947000026702881, 54.941001892089844], [-458.5880126953125, -0.006000000052154064, -11.78600025177002, -638.5150146484375]]> : vector<2x4xf32>
  %x37 = "vector.multi_reduction"(%x27, %x36) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
  // CHECK-NEXT: ( ( -0.645, -4082.72, -3.947, -6.769 ), ( -4995.82, -156.485, -11.786, -934.558 ) )
  vector.print %x37 : vector<2x4xf32>
  %x38 = arith.constant dense<[[3719.14501953125, 436.92498779296875, 9.595000267028809, -0.08900000154972076], [-0.07800000160932541, -0.003000000026077032, -92.86799621582031, -2.9779999256134033]]> : vector<2x4xf32>
  %x39 = "vector.multi_reduction"(%x27, %x38) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
  // CHECK-NEXT: ( ( 5944.53, 436.925, 378.349, 0.372 ), ( -0.008, 6.706, 128.095, 187.92 ) )
  vector.print %x39 : vector<2x4xf32>
  %x40 = arith.constant dense<[[223.58799743652344, -59.12699890136719, 806.364990234375], [-0.003000000026077032, 0.7120000123977661, -7698.51123046875]]> : vector<2x3xf32>
  %x41 = "vector.multi_reduction"(%x27, %x40) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xf32>, vector<2x3xf32>) -> vector<2x3xf32>
  // CHECK-NEXT: ( ( 5944.53, 90.288, 806.365 ), ( 187.92, 0.712, 128.095 ) )
  vector.print %x41 : vector<2x3xf32>
  %x42 = arith.constant dense<[[944.8610229492188, 0.0010000000474974513, -0.8100000023841858], [2.5299999713897705, -41.36199951171875, 0.6370000243186951]]> : vector<2x3xf32>
  %x43 = "vector.multi_reduction"(%x27, %x42) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xf32>, vector<2x3xf32>) -> vector<2x3xf32>
  // CHECK-NEXT: ( ( -4082.72, -0.032, -6.769 ), ( -9.363, -4995.82, -3.316 ) )
  vector.print %x43 : vector<2x3xf32>
  %x44 = arith.constant dense<[[-1.815000057220459, 28.458999633789062, -0.06499999761581421], [0.01899999938905239, -4.593999862670898, 0.09399999678134918]]> : vector<2x3xf32>
  %x45 = "vector.multi_reduction"(%x27, %x44) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xf32>, vector<2x3xf32>) -> vector<2x3xf32>
  // CHECK-NEXT: ( ( 5944.53, 90.288, 378.349 ), ( 187.92, 0.01, 128.095 ) )
  vector.print %x45 : vector<2x3xf32>
  %x46 = arith.constant dense<[-81.83399963378906, 7869.33984375, -0.0020000000949949026, 0.13199999928474426]> : vector<4xf32>
  %x47 = "vector.multi_reduction"(%x27, %x46) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xf32>, vector<4xf32>) -> vector<4xf32>
  // CHECK-NEXT: ( 5944.53, 7869.34, 378.349, 187.92 )
  vector.print %x47 : vector<4xf32>
  %x48 = arith.constant dense<[7.885000228881836, 0.2590000033378601, -24.829999923706055, 9.534000396728516]> : vector<4xf32>
  %x49 = "vector.multi_reduction"(%x27, %x48) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xf32>, vector<4xf32>) -> vector<4xf32>
  // CHECK-NEXT: ( -4995.82, -4082.72, -24.83, -934.558 )
  vector.print %x49 : vector<4xf32>
  %x50 = arith.constant dense<[-4.170000076293945, -240.43899536132812, 8274.9453125, 18.790000915527344]> : vector<4xf32>
  %x51 = "vector.multi_reduction"(%x27, %x50) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xf32>, vector<4xf32>) -> vector<4xf32>
  // CHECK-NEXT: ( 5944.53, 6.706, 8274.95, 187.92 )
  vector.print %x51 : vector<4xf32>
  %x52 = arith.constant dense<[961.9609985351562, -4.979000091552734, -0.004000000189989805]> : vector<3xf32>
  %x53 = "vector.multi_reduction"(%x27, %x52) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xf32>, vector<3xf32>) -> vector<3xf32>
  // CHECK-NEXT: ( 5944.53, 90.288, 378.349 )
  vector.print %x53 : vector<3xf32>
  %x54 = arith.constant dense<[-0.01600000075995922, -0.7129999995231628, -0.00800000037997961]> : vector<3xf32>
  %x55 = "vector.multi_reduction"(%x27, %x54) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xf32>, vector<3xf32>) -> vector<3xf32>
  // CHECK-NEXT: ( -4082.72, -4995.82, -6.769 )
  vector.print %x55 : vector<3xf32>
  %x56 = arith.constant dense<[92.16600036621094, -0.04100000113248825, -7271.19482421875]> : vector<3xf32>
  %x57 = "vector.multi_reduction"(%x27, %x56) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xf32>, vector<3xf32>) -> vector<3xf32>
  // CHECK-NEXT: ( 5944.53, 90.288, 378.349 )
  vector.print %x57 : vector<3xf32>
  %x58 = arith.constant dense<[-9.736000061035156, 12.062999725341797]> : vector<2xf32>
  %x59 = "vector.multi_reduction"(%x27, %x58) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xf32>, vector<2xf32>) -> vector<2xf32>
  // CHECK-NEXT: ( 5944.53, 187.92 )
  vector.print %x59 : vector<2xf32>
  %x60 = arith.constant dense<[0.08699999749660492, -9264.7412109375]> : vector<2xf32>
  %x61 = "vector.multi_reduction"(%x27, %x60) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xf32>, vector<2xf32>) -> vector<2xf32>
  // CHECK-NEXT: ( -4082.72, -9264.74 )
  vector.print %x61 : vector<2xf32>
  %x62 = arith.constant dense<[-4.645999908447266, 0.04399999976158142]> : vector<2xf32>
  %x63 = "vector.multi_reduction"(%x27, %x62) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xf32>, vector<2xf32>) -> vector<2xf32>
  // CHECK-NEXT: ( 5944.53, 187.92 )
  vector.print %x63 : vector<2xf32>
  %x64 = arith.constant -0.414000004529953 : f32
  %x65 = "vector.multi_reduction"(%x27, %x64) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xf32>, f32) -> f32
  // CHECK-NEXT: 5944.53
  vector.print %x65 : f32
  %x66 = arith.constant 98.49700164794922 : f32
  %x67 = "vector.multi_reduction"(%x27, %x66) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xf32>, f32) -> f32
  // CHECK-NEXT: -4995.82
  vector.print %x67 : f32
  %x68 = arith.constant 28.975000381469727 : f32
  %x69 = "vector.multi_reduction"(%x27, %x68) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xf32>, f32) -> f32
  // CHECK-NEXT: 5944.53
  vector.print %x69 : f32
  %x70 = arith.constant dense<[[76.13200378417969, -0.009999999776482582, -0.03999999910593033], [41.60499954223633, -40.63600158691406, -94.677001953125], [-0.27799999713897705, 625.2760009765625, -0.09300000220537186], [0.10599999874830246, 833.14599609375, 91.18499755859375], [-0.0010000000474974513, -1445.3690185546875, 37.803001403808594], [297.72900390625, 8234.3056640625, -0.4860000014305115], [703.802978515625, 0.07999999821186066, 6.599999904632568], [-0.004000000189989805, 0.004000000189989805, 1.6419999599456787], [561.4580078125, -0.7149999737739563, 3.9049999713897705], [9.458000183105469, -69.29399871826172, 8.281000137329102], [-0.008999999612569809, -0.04699999839067459, 0.006000000052154064], [884.3319702148438, 0.4449999928474426, 0.009999999776482582], [-26.618000030517578, 0.007000000216066837, 0.023000000044703484], [9044.900390625, 789.6929931640625, 0.41200000047683716], [-7.005000114440918, -62.94300079345703, -6776.40185546875], [-57.37200164794922, -78.35700225830078, 4.910999774932861], [-0.8849999904632568, -76.3290023803711, 7.568999767303467]]> : vector<17x3xf32>
  %x71 = arith.constant dense<[-0.09799999743700027, -0.004000000189989805, -2.1110000610351562]> : vector<3xf32>
  %x72 = "vector.multi_reduction"(%x70, %x71) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0>}> : (vector<17x3xf32>, vector<3xf32>) -> vector<3xf32>
  // CHECK-NEXT: ( -57.372, -1445.37, -6776.4 )
  vector.print %x72 : vector<3xf32>
  %x73 = arith.constant dense<[0.8769999742507935, 0.8299999833106995, 0.039000000804662704]> : vector<3xf32>
  %x74 = "vector.multi_reduction"(%x70, %x73) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0>}> : (vector<17x3xf32>, vector<3xf32>) -> vector<3xf32>
  // CHECK-NEXT: ( 9044.9, 8234.31, 91.185 )
  vector.print %x74 : vector<3xf32>
  %x75 = arith.constant dense<[0.014000000432133675, 11.687999725341797, 9.97700023651123]> : vector<3xf32>
  %x76 = "vector.multi_reduction"(%x70, %x75) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<17x3xf32>, vector<3xf32>) -> vector<3xf32>
  // CHECK-NEXT: ( 11527.4, 8720.94, -6699.37 )
  vector.print %x76 : vector<3xf32>
  %x77 = arith.constant dense<[-0.04699999839067459, -52.874000549316406, 5011.57177734375, 95.02100372314453, -5311.59423828125, -0.09300000220537186, -6.414000034332275, -962.6170043945312, -0.8299999833106995, -928.1079711914062, -7504.1669921875, -9.300000190734863, 7.539000034332275, 9.265999794006348, 0.006000000052154064, 0.0010000000474974513, -8.927000045776367]> : vector<17xf32>
  %x78 = "vector.multi_reduction"(%x70, %x77) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1>}> : (vector<17x3xf32>, vector<17xf32>) -> vector<17xf32>
  // CHECK-NEXT: ( -0.047, -94.677, -0.278, 0.106, -5311.59, -0.486, -6.414, -962.617, -0.83, -928.108, -7504.17, -9.3, -26.618, 0.412, -6776.4, -78.357, -76.329 )
  vector.print %x78 : vector<17xf32>
  %x79 = arith.constant dense<[0.08900000154972076, 3.621999979019165, 0.05000000074505806, 0.008999999612569809, -17.108999252319336, -0.07199999690055847, -24.826000213623047, -5299.623046875, 0.8610000014305115, -302.6570129394531, -2.437000036239624, 662.2009887695312, -408.17498779296875, -133.21099853515625, -2755.631103515625, 0.0020000000949949026, -57.02399826049805]> : vector<17xf32>
  %x80 = "vector.multi_reduction"(%x70, %x79) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 1>}> : (vector<17x3xf32>, vector<17xf32>) -> vector<17xf32>
  // CHECK-NEXT: ( 76.132, 41.605, 625.276, 833.146, 37.803, 8234.31, 703.803, 1.642, 561.458, 9.458, 0.006, 884.332, 0.023, 9044.9, -7.005, 4.911, 7.569 )
  vector.print %x80 : vector<17xf32>
  %x81 = arith.constant dense<[-0.020999999716877937, -0.008999999612569809, -0.05999999865889549, -0.0, 3.2249999046325684, -0.9990000128746033, -3.989000082015991, 84.34300231933594, -0.0689999982714653, -0.006000000052154064, -681.9180297851562, 0.7379999756813049, 7606.85693359375, 0.009999999776482582, -0.004000000189989805, 0.05000000074505806, -529.6640014648438]> : vector<17xf32>
  %x82 = "vector.multi_reduction"(%x70, %x81) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<17x3xf32>, vector<17xf32>) -> vector<17xf32>
  // CHECK-NEXT: ( 76.061, -93.717, 624.845, 924.437, -1404.34, 8530.55, 706.494, 85.985, 564.579, -51.561, -681.968, 885.525, 7580.27, 9835.02, -6846.35, -130.768, -599.309 )
  vector.print %x82 : vector<17xf32>
  %x83 = arith.constant 7.927000045776367 : f32
  %x84 = "vector.multi_reduction"(%x70, %x83) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 1>}> : (vector<17x3xf32>, f32) -> f32
  // CHECK-NEXT: -6776.4
  vector.print %x84 : f32
  %x85 = arith.constant 0.8489999771118164 : f32
  %x86 = "vector.multi_reduction"(%x70, %x85) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0, 1>}> : (vector<17x3xf32>, f32) -> f32
  // CHECK-NEXT: 9044.9
  vector.print %x86 : f32
  %x87 = arith.constant -0.36800000071525574 : f32
  %x88 = "vector.multi_reduction"(%x70, %x87) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<17x3xf32>, f32) -> f32
  // CHECK-NEXT: 13526.9
  vector.print %x88 : f32
  %x89 = arith.constant dense<[[0.004000000189989805, -86.68299865722656, 8908.0869140625, 0.006000000052154064, -0.4180000126361847, -520.1019897460938, -0.09300000220537186, -950.1389770507812, 0.03099999949336052], [-19.785999298095703, -271.4939880371094, -0.6309999823570251, -0.4339999854564667, 987.239990234375, -6.732999801635742, -0.06499999761581421, 0.08799999952316284, 217.36199951171875]]> : vector<2x9xf32>
  %x90 = arith.constant dense<[950.8629760742188, -0.0010000000474974513, 5.585000038146973, -6.605000019073486, 0.0010000000474974513, 378.79901123046875, 0.8790000081062317, -857.56298828125, -176.79600524902344]> : vector<9xf32>
  %x91 = "vector.multi_reduction"(%x89, %x90) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0>}> : (vector<2x9xf32>, vector<9xf32>) -> vector<9xf32>
  // CHECK-NEXT: ( 950.863, -0.001, 8908.09, 0.006, 987.24, 378.799, 0.879, 0.088, 217.362 )
  vector.print %x91 : vector<9xf32>
  %x92 = arith.constant dense<[-8.925000190734863, 0.028999999165534973, -2.053999900817871, -0.008999999612569809, -1850.56103515625, 0.2809999883174896, 0.008999999612569809, -0.06400000303983688, 28.111000061035156]> : vector<9xf32>
  %x93 = "vector.multi_reduction"(%x89, %x92) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<2x9xf32>, vector<9xf32>) -> vector<9xf32>
  // CHECK-NEXT: ( -28.707, -358.148, 8905.4, -0.437, -863.739, -526.554, -0.149, -950.115, 245.504 )
  vector.print %x93 : vector<9xf32>
  %x94 = arith.constant dense<[0.006000000052154064, 0.008999999612569809, -7840.39208984375, 97.03299713134766, 0.019999999552965164, 4602.8359375, -96.51799774169922, -28.476999282836914, 1.4279999732971191]> : vector<9xf32>
  %x95 = "vector.multi_reduction"(%x89, %x94) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<2x9xf32>, vector<9xf32>) -> vector<9xf32>
  // CHECK-NEXT: ( -0.000474864, 211.805, 4.40709e+07, -0.252674, -8.25333, 1.61184e+07, -0.583451, 2381.03, 9.62218 )
  vector.print %x95 : vector<9xf32>
  %x96 = arith.constant dense<[0.44600000977516174, 0.04500000178813934]> : vector<2xf32>
  %x97 = "vector.multi_reduction"(%x89, %x96) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 1>}> : (vector<2x9xf32>, vector<2xf32>) -> vector<2xf32>
  // CHECK-NEXT: ( 8908.09, 987.24 )
  vector.print %x97 : vector<2xf32>
  %x98 = arith.constant dense<[-3847.781005859375, 7.829999923706055]> : vector<2xf32>
  %x99 = "vector.multi_reduction"(%x89, %x98) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<2x9xf32>, vector<2xf32>) -> vector<2xf32>
  // CHECK-NEXT: ( 3502.91, 913.377 )
  vector.print %x99 : vector<2xf32>
  %x100 = arith.constant dense<[0.010999999940395355, -0.03799999877810478]> : vector<2xf32>
  %x101 = "vector.multi_reduction"(%x89, %x100) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 1>}> : (vector<2x9xf32>, vector<2xf32>) -> vector<2xf32>
  // CHECK-NEXT: ( -121.4, -461989 )
  vector.print %x101 : vector<2xf32>
  %x102 = arith.constant 0.006000000052154064 : f32
  %x103 = "vector.multi_reduction"(%x89, %x102) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x9xf32>, f32) -> f32
  // CHECK-NEXT: 8908.09
  vector.print %x103 : f32
  %x104 = arith.constant 0.6389999985694885 : f32
  %x105 = "vector.multi_reduction"(%x89, %x104) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<2x9xf32>, f32) -> f32
  // CHECK-NEXT: 8256.88
  vector.print %x105 : f32
  %x106 = arith.constant -0.7350000143051147 : f32
  %x107 = "vector.multi_reduction"(%x89, %x106) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1>}> : (vector<2x9xf32>, f32) -> f32
  // CHECK-NEXT: 9.86193e+10
  vector.print %x107 : f32
  %x108 = arith.constant dense<[-83.60300738869641, 0.03943479520726905, -1426.997785602564, 33.25976616946822, -0.8771153316995461]> : vector<5xf64>
  %x109 = arith.constant -502.4469189639225 : f64
  %x110 = "vector.multi_reduction"(%x108, %x109) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<5xf64>, f64) -> f64
  // CHECK-NEXT: -1980.63
  vector.print %x110 : f64
  %x111 = arith.constant -600.2921194407176 : f64
  %x112 = "vector.multi_reduction"(%x108, %x111) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<5xf64>, f64) -> f64
  // CHECK-NEXT: 8.23879e+07
  vector.print %x112 : f64
  %x113 = arith.constant 0.7653193529510895 : f64
  %x114 = "vector.multi_reduction"(%x108, %x113) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0>}> : (vector<5xf64>, f64) -> f64
  // CHECK-NEXT: -1427
  vector.print %x114 : f64
  %x115 = arith.constant dense<[[-0.008562495347771351, -3721.410426517666, 5385.240101230764, 0.00792179961292579, 880.6380146699951], [0.014945785743473428, -7.130569693922895, 310.91713579506063, 0.00456040368187383, -144.8093761847189], [0.00624152016718013, 1.2386162773139064, -0.8681422426336312, -0.07253397217006684, 3.5179317479154126]]> : vector<3x5xf64>
  %x116 = arith.constant dense<[-0.9319285442900145, 52.757550387024295, -94.42142542083222, -0.008987388615379621, 0.06529478185944018]> : vector<5xf64>
  %x117 = "vector.multi_reduction"(%x115, %x116) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<3x5xf64>, vector<5xf64>) -> vector<5xf64>
  // CHECK-NEXT: ( 7.44376e-07, 1.73402e+06, 1.3725e+08, 2.35506e-08, -29292.7 )
  vector.print %x117 : vector<5xf64>
  %x118 = arith.constant dense<[7.195963003958468, -96.67528535262177, -14.219353906328713, -0.5976299147252435, -0.9751081740365155]> : vector<5xf64>
  %x119 = "vector.multi_reduction"(%x115, %x118) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0>}> : (vector<3x5xf64>, vector<5xf64>) -> vector<5xf64>
  // CHECK-NEXT: ( -0.0085625, -3721.41, -14.2194, -0.59763, -144.809 )
  vector.print %x119 : vector<5xf64>
  %x120 = arith.constant dense<[23.841948549334745, 0.04536663142284252, -0.004636801998270708, -65.76091553186198, -711.9339339999078]> : vector<5xf64>
  %x121 = "vector.multi_reduction"(%x115, %x120) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0>}> : (vector<3x5xf64>, vector<5xf64>) -> vector<5xf64>
  // CHECK-NEXT: ( 23.8419, 1.23862, 5385.24, 0.0079218, 880.638 )
  vector.print %x121 : vector<5xf64>
  %x122 = arith.constant dense<[8770.751421832942, -1410.8547392185321, -0.36585030785456274]> : vector<3xf64>
  %x123 = "vector.multi_reduction"(%x115, %x122) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 1>}> : (vector<3x5xf64>, vector<3xf64>) -> vector<3xf64>
  // CHECK-NEXT: ( 1.04996e+10, -30872.4, -0.000626542 )
  vector.print %x123 : vector<3xf64>
  %x124 = arith.constant dense<[-0.007800575202365434, -6.569465333011046, 0.005350018839237422]> : vector<3xf64>
  %x125 = "vector.multi_reduction"(%x115, %x124) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 1>}> : (vector<3x5xf64>, vector<3xf64>) -> vector<3xf64>
  // CHECK-NEXT: ( -3721.41, -144.809, -0.868142 )
  vector.print %x125 : vector<3xf64>
  %x126 = arith.constant dense<[0.006520230283303796, 1.9203101100943698, -0.007462421236297659]> : vector<3xf64>
  %x127 = "vector.multi_reduction"(%x115, %x126) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 1>}> : (vector<3x5xf64>, vector<3xf64>) -> vector<3xf64>
  // CHECK-NEXT: ( 5385.24, 310.917, 3.51793 )
  vector.print %x127 : vector<3xf64>
  %x128 = arith.constant -1610.8543149384614 : f64
  %x129 = "vector.multi_reduction"(%x115, %x128) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xf64>, f64) -> f64
  // CHECK-NEXT: -7.22645e+07
  vector.print %x129 : f64
  %x130 = arith.constant -0.005848853889404242 : f64
  %x131 = "vector.multi_reduction"(%x115, %x130) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xf64>, f64) -> f64
  // CHECK-NEXT: -3721.41
  vector.print %x131 : f64
  %x132 = arith.constant -0.009342587603781862 : f64
  %x133 = "vector.multi_reduction"(%x115, %x132) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xf64>, f64) -> f64
  // CHECK-NEXT: 5385.24
  vector.print %x133 : f64
  %x134 = arith.constant dense<[[[-52.8350405663337, 763.5783903939541, -0.7162001407713015, -0.044591054586012716], [-0.039354693051528146, -28.60215192352744, 5704.885608190031, -0.2964582173699004], [0.06284628358844009, 680.4198311033484, -8758.686986840636, -1.9828524665275982]], [[-0.0714347677950874, -0.0019773984229968233, -0.008124615077740543, -8.02559856271615], [-437.1043458553898, 0.05929444103991506, -3518.7902335598496, -59.70779265285464], [24.620676176407375, -6020.362619096735, -979.8357471296441, 21.06642065447084]]]> : vector<2x3x4xf64>
  %x135 = arith.constant dense<[[-63.052086810376615, -9.555649859123784, -945.9013698959176, 0.027182867867302285], [-4.7794915055409115, 381.22092782116937, 9.647747693600426, 1587.6175349784448], [114.92840454244302, 0.0007343700746633775, -1666.4902325276132, -95.96847939571487]]> : vector<3x4xf64>
  %x136 = "vector.multi_reduction"(%x134, %x135) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xf64>, vector<3x4xf64>) -> vector<3x4xf64>
  // CHECK-NEXT: ( ( -63.0521, -9.55565, -945.901, -8.0256 ), ( -437.104, -28.6022, -3518.79, -59.7078 ), ( 0.0628463, -6020.36, -8758.69, -95.9685 ) )
  vector.print %x136 : vector<3x4xf64>
  %x137 = arith.constant dense<[[444.16445594839035, -0.42720945063609994, -0.008254621658662404, 0.22136838108891577], [5192.253580834509, -173.79010756623003, -0.0045080188022254795, -531.1859984392968], [0.005067869586993909, 923.6869656579361, 0.7943045996338438, 602.3639863469392]]> : vector<3x4xf64>
  %x138 = "vector.multi_reduction"(%x134, %x137) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xf64>, vector<3x4xf64>) -> vector<3x4xf64>
  // CHECK-NEXT: ( ( 444.164, 763.578, -0.00812462, 0.221368 ), ( 5192.25, 0.0592944, 5704.89, -0.296458 ), ( 24.6207, 923.687, 0.794305, 602.364 ) )
  vector.print %x138 : vector<3x4xf64>
  %x139 = arith.constant dense<[[211.4700766053932, -58.25091975467323, -81.61225483398027, -0.005218287208384471], [879.1648482651859, 9.381342083656799, -219.66614756018288, 0.0501602704124055], [79.907313297961, 227.05962242795442, -3.515664173825892, 3775.7365240577888]]> : vector<3x4xf64>
  %x140 = "vector.multi_reduction"(%x134, %x139) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xf64>, vector<3x4xf64>) -> vector<3x4xf64>
  // CHECK-NEXT: ( ( -52.835, -58.2509, -81.6123, -8.0256 ), ( -437.104, -28.6022, -3518.79, -59.7078 ), ( 0.0628463, -6020.36, -8758.69, -1.98285 ) )
  vector.print %x140 : vector<3x4xf64>
  %x141 = arith.constant dense<[[37.666184775920854, -0.5019731240455971, -0.005745834068379243, 0.5947983006784754], [2443.4776720311133, -0.08466512615560372, 5.329755721306402, 0.031174589786959885]]> : vector<2x4xf64>
  %x142 = "vector.multi_reduction"(%x134, %x141) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xf64>, vector<2x4xf64>) -> vector<2x4xf64>
  // CHECK-NEXT: ( ( -52.835, -28.6022, -8758.69, -1.98285 ), ( -437.104, -6020.36, -3518.79, -59.7078 ) )
  vector.print %x142 : vector<2x4xf64>
  %x143 = arith.constant dense<[[13.178523818357002, 2798.6176131046923, 45.60705931040587, -5.3847491107295875], [0.5753942722414385, -0.03953531918186817, -0.8311507313643636, -0.6255316820470223]]> : vector<2x4xf64>
  %x144 = "vector.multi_reduction"(%x134, %x143) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xf64>, vector<2x4xf64>) -> vector<2x4xf64>
  // CHECK-NEXT: ( ( 13.1785, 2798.62, 5704.89, -0.0445911 ), ( 24.6207, 0.0592944, -0.00812462, 21.0664 ) )
  vector.print %x144 : vector<2x4xf64>
  %x145 = arith.constant dense<[[-0.007016588879287791, 0.12515050999842403, 12.675275182541789, -6.194337259820648], [-79.53732364422292, 3804.508198819261, -847.5840231568797, -7.245842541063709]]> : vector<2x4xf64>
  %x146 = "vector.multi_reduction"(%x134, %x145) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xf64>, vector<2x4xf64>) -> vector<2x4xf64>
  // CHECK-NEXT: ( ( -52.835, -28.6022, -8758.69, -6.19434 ), ( -437.104, -6020.36, -3518.79, -59.7078 ) )
  vector.print %x146 : vector<2x4xf64>
  %x147 = arith.constant dense<[[91.4420322668396, -0.6212776027569531, 2.9036266184046156], [0.07868930056214479, 68.14385920438293, 6.798203304528661]]> : vector<2x3xf64>
  %x148 = "vector.multi_reduction"(%x134, %x147) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xf64>, vector<2x3xf64>) -> vector<2x3xf64>
  // CHECK-NEXT: ( ( -52.835, -28.6022, -8758.69 ), ( -8.0256, -3518.79, -6020.36 ) )
  vector.print %x148 : vector<2x3xf64>
  %x149 = arith.constant dense<[[-0.006129451293892387, -0.07767977104659401, -0.6960870717809637], [52.08325550690445, 51.61341941527047, -354.48567842888923]]> : vector<2x3xf64>
  %x150 = "vector.multi_reduction"(%x134, %x149) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xf64>, vector<2x3xf64>) -> vector<2x3xf64>
  // CHECK-NEXT: ( ( 763.578, 5704.89, 680.42 ), ( 52.0833, 51.6134, 24.6207 ) )
  vector.print %x150 : vector<2x3xf64>
  %x151 = arith.constant dense<[[6074.28583249972, 787.3152930152689, 91.38022300661612], [738.473444656967, -7933.5405878220745, 0.006283993879624821]]> : vector<2x3xf64>
  %x152 = "vector.multi_reduction"(%x134, %x151) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xf64>, vector<2x3xf64>) -> vector<2x3xf64>
  // CHECK-NEXT: ( ( -52.835, -28.6022, -8758.69 ), ( -8.0256, -7933.54, -6020.36 ) )
  vector.print %x152 : vector<2x3xf64>
  %x153 = arith.constant dense<[-0.058716362231707134, -0.6542553237278188, 975.740026577286, -8324.371688685573]> : vector<4xf64>
  %x154 = "vector.multi_reduction"(%x134, %x153) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xf64>, vector<4xf64>) -> vector<4xf64>
  // CHECK-NEXT: ( -437.104, -6020.36, -8758.69, -8324.37 )
  vector.print %x154 : vector<4xf64>
  %x155 = arith.constant dense<[8.82843934647235, -2.4963614336222917, 0.00960713097409689, -0.7345105307739415]> : vector<4xf64>
  %x156 = "vector.multi_reduction"(%x134, %x155) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xf64>, vector<4xf64>) -> vector<4xf64>
  // CHECK-NEXT: ( 24.6207, 763.578, 5704.89, 21.0664 )
  vector.print %x156 : vector<4xf64>
  %x157 = arith.constant dense<[-8.979612871014675e-05, 0.8900578877691339, -0.0001862597823451817, 424.7010692347264]> : vector<4xf64>
  %x158 = "vector.multi_reduction"(%x134, %x157) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xf64>, vector<4xf64>) -> vector<4xf64>
  // CHECK-NEXT: ( -437.104, -6020.36, -8758.69, -59.7078 )
  vector.print %x158 : vector<4xf64>
  %x159 = arith.constant dense<[-0.0076630528554995575, 9.981172137579218, 4746.321021828013]> : vector<3xf64>
  %x160 = "vector.multi_reduction"(%x134, %x159) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xf64>, vector<3xf64>) -> vector<3xf64>
  // CHECK-NEXT: ( -52.835, -3518.79, -8758.69 )
  vector.print %x160 : vector<3xf64>
  %x161 = arith.constant dense<[-0.23581304935187286, 0.8114632442408973, 393.73106906007325]> : vector<3xf64>
  %x162 = "vector.multi_reduction"(%x134, %x161) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xf64>, vector<3xf64>) -> vector<3xf64>
  // CHECK-NEXT: ( 763.578, 5704.89, 680.42 )
  vector.print %x162 : vector<3xf64>
  %x163 = arith.constant dense<[-8227.899584817787, -0.004080606042131429, 0.886144904017651]> : vector<3xf64>
  %x164 = "vector.multi_reduction"(%x134, %x163) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xf64>, vector<3xf64>) -> vector<3xf64>
  // CHECK-NEXT: ( -8227.9, -3518.79, -8758.69 )
  vector.print %x164 : vector<3xf64>
  %x165 = arith.constant dense<[0.0003848764944659422, -0.005593178954607281]> : vector<2xf64>
  %x166 = "vector.multi_reduction"(%x134, %x165) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xf64>, vector<2xf64>) -> vector<2xf64>
  // CHECK-NEXT: ( -8758.69, -6020.36 )
  vector.print %x166 : vector<2xf64>
  %x167 = arith.constant dense<[-0.045788084467953995, -853.2486685241134]> : vector<2xf64>
  %x168 = "vector.multi_reduction"(%x134, %x167) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xf64>, vector<2xf64>) -> vector<2xf64>
  // CHECK-NEXT: ( 5704.89, 24.6207 )
  vector.print %x168 : vector<2xf64>
  %x169 = arith.constant dense<[0.9349382683041687, -4.488582264711649]> : vector<2xf64>
  %x170 = "vector.multi_reduction"(%x134, %x169) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xf64>, vector<2xf64>) -> vector<2xf64>
  // CHECK-NEXT: ( -8758.69, -6020.36 )
  vector.print %x170 : vector<2xf64>
  %x171 = arith.constant 0.00827194130992588 : f64
  %x172 = "vector.multi_reduction"(%x134, %x171) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xf64>, f64) -> f64
  // CHECK-NEXT: -8758.69
  vector.print %x172 : f64
  %x173 = arith.constant 7.109690894769452 : f64
  %x174 = "vector.multi_reduction"(%x134, %x173) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xf64>, f64) -> f64
  // CHECK-NEXT: 5704.89
  vector.print %x174 : f64
  %x175 = arith.constant -0.08163600645591769 : f64
  %x176 = "vector.multi_reduction"(%x134, %x175) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xf64>, f64) -> f64
  // CHECK-NEXT: -8758.69
  vector.print %x176 : f64
  %x177 = arith.constant dense<[[-0.7419671146455402, -0.009897531298104008, -7183.780765377921], [-9671.842601702347, 0.12466000703321245, 7.363014000172646], [-0.008937465999794938, -0.06123242531075706, -1147.1427958909342], [0.38417891939703797, 0.1966907375269198, 3741.3094148569194], [-95.50037227124652, -0.021456827564728487, 3.389482899811558], [1870.7752138100964, 290.2671041816103, 174.27791708785924], [-0.09523613539094983, 4465.247752257495, 7484.156761117036], [-1353.0340916878658, -9.701874405287164, 5124.922419574125], [-0.7035650118741719, -6185.191508809522, 9441.762279976147], [-0.5666056961777719, -6.1870765282355205, -0.006032597477117152], [-0.9952258219345425, -753.3287887384248, 0.051608163800336906], [-0.008521861182535964, -9.281702950983794, 7.706548295852221], [0.029633814123991156, 656.5813942825083, 0.1978225925283943], [-0.006368656103974125, 0.008403596932415396, -93.77999452594355], [0.06247758631262062, -0.0046660283012160695, 3077.1959383699564], [0.5503715755731065, -0.0412431232358208, 115.15812710020734], [-0.7780333741628829, -201.1451814325329, -0.2626043572062673]]> : vector<17x3xf64>
  %x178 = arith.constant dense<[0.9513285132798277, 9.31707305770994, 0.09300461794237923]> : vector<3xf64>
  %x179 = "vector.multi_reduction"(%x177, %x178) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0>}> : (vector<17x3xf64>, vector<3xf64>) -> vector<3xf64>
  // CHECK-NEXT: ( 1870.78, 4465.25, 9441.76 )
  vector.print %x179 : vector<3xf64>
  %x180 = arith.constant dense<[-0.047387680385227164, -97.47387359820452, -7.328030878674607]> : vector<3xf64>
  %x181 = "vector.multi_reduction"(%x177, %x180) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0>}> : (vector<17x3xf64>, vector<3xf64>) -> vector<3xf64>
  // CHECK-NEXT: ( -9671.84, -6185.19, -7183.78 )
  vector.print %x181 : vector<3xf64>
  %x182 = arith.constant dense<[3.3005727389095396, -0.009837179479716015, -5773.552742771338]> : vector<3xf64>
  %x183 = "vector.multi_reduction"(%x177, %x182) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0>}> : (vector<17x3xf64>, vector<3xf64>) -> vector<3xf64>
  // CHECK-NEXT: ( 1870.78, 4465.25, 9441.76 )
  vector.print %x183 : vector<3xf64>
  %x184 = arith.constant dense<[0.0008326094093967341, -52.79410959348869, -0.8878809987844261, -52.29568028704752, -229.02290695720205, 0.5530397448152002, -40.45112663569734, -7.949170968699903, 0.008495847270812986, 0.13742489412524805, 0.426357456789878, 89.93082402725369, -3.964550070946029, 0.018175017732219103, -845.2361875077538, -8.895877490012369, 0.005748146205048311]> : vector<17xf64>
  %x185 = "vector.multi_reduction"(%x177, %x184) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 1>}> : (vector<17x3xf64>, vector<17xf64>) -> vector<17xf64>
  // CHECK-NEXT: ( 0.000832609, 7.36301, -0.00893747, 3741.31, 3.38948, 1870.78, 7484.16, 5124.92, 9441.76, 0.137425, 0.426357, 89.9308, 656.581, 0.018175, 3077.2, 115.158, 0.00574815 )
  vector.print %x185 : vector<17xf64>
  %x186 = arith.constant dense<[-8.0307886116933, -40.15790847327545, -25.380374745026813, -7.239899567335451, -0.8736788556831503, 0.0013183633334495814, 0.013365692576676615, -0.008803500720551742, -0.0076624565806832304, -0.025165569830645176, -0.4733958718905906, -0.03209108436567343, 0.04823153335506625, -0.49731834487361315, 0.002514475770641291, -6.675846184967355, -5085.672631559961]> : vector<17xf64>
  %x187 = "vector.multi_reduction"(%x177, %x186) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1>}> : (vector<17x3xf64>, vector<17xf64>) -> vector<17xf64>
  // CHECK-NEXT: ( -7183.78, -9671.84, -1147.14, -7.2399, -95.5004, 0.00131836, -0.0952361, -1353.03, -6185.19, -6.18708, -753.329, -9.2817, 0.0296338, -93.78, -0.00466603, -6.67585, -5085.67 )
  vector.print %x187 : vector<17xf64>
  %x188 = arith.constant dense<[0.18403452450812852, 8.303329929304477, -6461.372734028614, 0.013125380951095656, -289.8501670179001, -0.009807058802858966, 0.003874765310295072, -1.1245911210477688, 2991.8497860085536, 0.0017771033065622222, -0.0017480315683602067, 22.26472562955488, 15.409875246169102, 89.80425103923646, 0.004115502545839691, 368.096852178859, -0.00914930059509953]> : vector<17xf64>
  %x189 = "vector.multi_reduction"(%x177, %x188) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 1>}> : (vector<17x3xf64>, vector<17xf64>) -> vector<17xf64>
  // CHECK-NEXT: ( 0.184035, 8.30333, -0.00893747, 3741.31, 3.38948, 1870.78, 7484.16, 5124.92, 9441.76, 0.0017771, 0.0516082, 22.2647, 656.581, 89.8043, 3077.2, 368.097, -0.0091493 )
  vector.print %x189 : vector<17xf64>
  %x190 = arith.constant -79.41430354351687 : f64
  %x191 = "vector.multi_reduction"(%x177, %x190) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<17x3xf64>, f64) -> f64
  // CHECK-NEXT: 9441.76
  vector.print %x191 : f64
  %x192 = arith.constant 49.02238983019069 : f64
  %x193 = "vector.multi_reduction"(%x177, %x192) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 1>}> : (vector<17x3xf64>, f64) -> f64
  // CHECK-NEXT: -9671.84
  vector.print %x193 : f64
  %x194 = arith.constant 44.17299306256211 : f64
  %x195 = "vector.multi_reduction"(%x177, %x194) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0, 1>}> : (vector<17x3xf64>, f64) -> f64
  // CHECK-NEXT: 9441.76
  vector.print %x195 : f64
  %x196 = arith.constant dense<[[0.009128601348864727, 687.2614066803011, -0.0018972623714060743, -0.4826965115453308, -0.4018893986717005, -3544.0834588180614, 803.9333596533222, -2.38303614326995, -567.1934046834722], [-0.3707459129873867, -58.95064106938514, -0.0069958142410611645, 0.0027979931868914168, 2.4323240694650194, -210.62995232927162, -0.07223846477998833, -6.6040364373929705, -10.569556153796334]]> : vector<2x9xf64>
  %x197 = arith.constant dense<[-31.190198790835733, -0.007098839665375163, 0.1263744755649867, 7.222969756909636, 0.011060324668575407, -663.7913522182623, 56.85592629211009, -3729.8568645712817, -78.43496025192944]> : vector<9xf64>
  %x198 = "vector.multi_reduction"(%x196, %x197) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0>}> : (vector<2x9xf64>, vector<9xf64>) -> vector<9xf64>
  // CHECK-NEXT: ( -31.1902, -58.9506, -0.00699581, -0.482697, -0.401889, -3544.08, -0.0722385, -3729.86, -567.193 )
  vector.print %x198 : vector<9xf64>
  %x199 = arith.constant dense<[-0.14918992880627102, 7793.7162691732965, -0.026624282756753326, 281.2619222144641, -7670.535789477782, -7789.535919366619, -0.007940923441836768, -430.8657222339609, 1649.50537366227]> : vector<9xf64>
  %x200 = "vector.multi_reduction"(%x196, %x199) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0>}> : (vector<2x9xf64>, vector<9xf64>) -> vector<9xf64>
  // CHECK-NEXT: ( 0.0091286, 7793.72, -0.00189726, 281.262, 2.43232, -210.63, 803.933, -2.38304, 1649.51 )
  vector.print %x200 : vector<9xf64>
  %x201 = arith.constant dense<[0.0055286301630917455, -23.174518090166085, -330.6221407057672, -4786.474540852199, 7.155832101302158, -0.0037614090644683905, 0.433720325486912, 9.97823564256396, -8.745677759323263]> : vector<9xf64>
  %x202 = "vector.multi_reduction"(%x196, %x201) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<2x9xf64>, vector<9xf64>) -> vector<9xf64>
  // CHECK-NEXT: ( -0.356089, 605.136, -330.631, -4786.95, 9.18627, -3754.72, 804.295, 0.991163, -586.509 )
  vector.print %x202 : vector<9xf64>
  %x203 = arith.constant dense<[-0.8621876063921463, 0.008868246688620953]> : vector<2xf64>
  %x204 = "vector.multi_reduction"(%x196, %x203) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1>}> : (vector<2x9xf64>, vector<2xf64>) -> vector<2xf64>
  // CHECK-NEXT: ( -3544.08, -210.63 )
  vector.print %x204 : vector<2xf64>
  %x205 = arith.constant dense<[4744.585140994657, -18.676815771790544]> : vector<2xf64>
  %x206 = "vector.multi_reduction"(%x196, %x205) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 1>}> : (vector<2x9xf64>, vector<2xf64>) -> vector<2xf64>
  // CHECK-NEXT: ( 4744.59, 2.43232 )
  vector.print %x206 : vector<2xf64>
  %x207 = arith.constant dense<[-1.677042831225759, -0.015656685789108928]> : vector<2xf64>
  %x208 = "vector.multi_reduction"(%x196, %x207) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<2x9xf64>, vector<2xf64>) -> vector<2xf64>
  // CHECK-NEXT: ( -2625.02, -284.785 )
  vector.print %x208 : vector<2xf64>
  %x209 = arith.constant 8.22889848050339 : f64
  %x210 = "vector.multi_reduction"(%x196, %x209) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x9xf64>, f64) -> f64
  // CHECK-NEXT: -3544.08
  vector.print %x210 : f64
  %x211 = arith.constant -784.2887091393553 : f64
  %x212 = "vector.multi_reduction"(%x196, %x211) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x9xf64>, f64) -> f64
  // CHECK-NEXT: 803.933
  vector.print %x212 : f64
  %x213 = arith.constant -35.34094254199343 : f64
  %x214 = "vector.multi_reduction"(%x196, %x213) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<2x9xf64>, f64) -> f64
  // CHECK-NEXT: -2943.45
  vector.print %x214 : f64
  return
}
