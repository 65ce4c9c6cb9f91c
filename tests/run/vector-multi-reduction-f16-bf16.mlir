// vector.multi_reduction of float kinds on 2-D and 3-D f16 and bf16 vectors.
// Expected output: mlir-runner-22 on `mlir-opt-22 --lower-vector-multi-reduction -test-lower-to-llvm`
// of this file (the op is written in generic form).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %x1 = arith.constant dense<[[-7.630000114440918, 0.0860000029206276, 8.053999900817871, -0.052000001072883606, 1.309000015258789], [-83.76499938964844, 53.527000427246094, -88.93900299072266, -1.3240000009536743, -88.96199798583984], [0.057999998331069946, 0.004999999888241291, 0.5230000019073486, -0.017000000923871994, -0.04600000008940697]]> : vector<3x5xf16>
  %x2 = arith.constant dense<[0.8379999995231628, 0.6800000071525574, 0.0729999989271164, -0.027000000700354576, 6.919000148773193]> : vector<5xf16>
  %x3 = "vector.multi_reduction"(%x1, %x2) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0>}> : (vector<3x5xf16>, vector<5xf16>) -> vector<5xf16>
  // CHECK: ( 31.0312, 0.0156555, -27.3438, 3.15905e-05, 37.0312 )
  vector.print %x3 : vector<5xf16>
  %x4 = arith.constant dense<[0.0949999988079071, -0.6600000262260437, 0.08100000023841858, -0.7210000157356262, -0.9049999713897705]> : vector<5xf16>
  %x5 = "vector.multi_reduction"(%x1, %x4) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0>}> : (vector<3x5xf16>, vector<5xf16>) -> vector<5xf16>
  // CHECK-NEXT: ( -83.75, -0.660156, -88.9375, -1.32422, -88.9375 )
  vector.print %x5 : vector<5xf16>
  %x6 = arith.constant dense<[-1.062999963760376, 1.7580000162124634, 0.8199999928474426, 0.0020000000949949026, -2.132999897003174]> : vector<5xf16>
  %x7 = "vector.multi_reduction"(%x1, %x6) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0>}> : (vector<3x5xf16>, vector<5xf16>) -> vector<5xf16>
  // CHECK-NEXT: ( 0.0580139, 53.5312, 8.05469, 0.00200081, 1.30859 )
  vector.print %x7 : vector<5xf16>
  %x8 = arith.constant dense<[-0.0860000029206276, 0.08399999886751175, 0.010999999940395355]> : vector<3xf16>
  %x9 = "vector.multi_reduction"(%x1, %x8) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 1>}> : (vector<3x5xf16>, vector<3xf16>) -> vector<3xf16>
  // CHECK-NEXT: ( -0.0309296, inf, 0 )
  vector.print %x9 : vector<3xf16>
  %x10 = arith.constant dense<[-28.062000274658203, 6.459000110626221, -2.0840001106262207]> : vector<3xf16>
  %x11 = "vector.multi_reduction"(%x1, %x10) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 1>}> : (vector<3x5xf16>, vector<3xf16>) -> vector<3xf16>
  // CHECK-NEXT: ( -28.0625, -88.9375, -2.08398 )
  vector.print %x11 : vector<3xf16>
  %x12 = arith.constant dense<[0.6359999775886536, 8.277999877929688, -4.2210001945495605]> : vector<3xf16>
  %x13 = "vector.multi_reduction"(%x1, %x12) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 1>}> : (vector<3x5xf16>, vector<3xf16>) -> vector<3xf16>
  // CHECK-NEXT: ( 8.05469, 53.5312, 0.522949 )
  vector.print %x13 : vector<3xf16>
  %x14 = arith.constant 0.5839999914169312 : f16
  %x15 = "vector.multi_reduction"(%x1, %x14) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xf16>, f16) -> f16
  // CHECK-NEXT: inf
  vector.print %x15 : f16
  %x16 = arith.constant -0.061000000685453415 : f16
  %x17 = "vector.multi_reduction"(%x1, %x16) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xf16>, f16) -> f16
  // CHECK-NEXT: -88.9375
  vector.print %x17 : f16
  %x18 = arith.constant 0.23199999332427979 : f16
  %x19 = "vector.multi_reduction"(%x1, %x18) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xf16>, f16) -> f16
  // CHECK-NEXT: 53.5312
  vector.print %x19 : f16
  %x20 = arith.constant dense<[[[5.117000102996826, -64.04399871826172, 6.534999847412109, 5.767000198364258], [-0.5230000019073486, 2.5360000133514404, -95.63200378417969, -0.4440000057220459], [13.467000007629395, 7.239999771118164, -9.741999626159668, -2.177000045776367]], [[0.07599999755620956, 0.11599999666213989, 0.17800000309944153, 5.625999927520752], [-0.03999999910593033, -2.058000087738037, -0.9210000038146973, 73.44499969482422], [-0.8529999852180481, -0.017000000923871994, 26.297000885009766, -76.68499755859375]]]> : vector<2x3x4xf16>
  %x21 = arith.constant dense<[[-0.05400000140070915, -0.41999998688697815, -0.8629999756813049, -0.781000018119812], [-0.14399999380111694, -0.06700000166893005, -0.2639999985694885, -0.04500000178813934], [-4.294000148773193, 65.58599853515625, 0.08699999749660492, 3.242000102996826]]> : vector<3x4xf16>
  %x22 = "vector.multi_reduction"(%x20, %x21) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xf16>, vector<3x4xf16>) -> vector<3x4xf16>
  // CHECK-NEXT: ( ( -0.0539856, -64.0625, -0.862793, -0.780762 ), ( -0.522949, -2.05859, -95.625, -0.444092 ), ( -4.29297, -0.0169983, -9.74219, -76.6875 ) )
  vector.print %x22 : vector<3x4xf16>
  %x23 = arith.constant dense<[[-2.0230000019073486, -6.98799991607666, 0.675000011920929, 0.15399999916553497], [79.51100158691406, 7.395999908447266, 0.47699999809265137, 6.855999946594238], [-7.510000228881836, 6.0279998779296875, -0.04500000178813934, 0.5519999861717224]]> : vector<3x4xf16>
  %x24 = "vector.multi_reduction"(%x20, %x23) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xf16>, vector<3x4xf16>) -> vector<3x4xf16>
  // CHECK-NEXT: ( ( 5.11719, 0.116028, 6.53516, 5.76562 ), ( 79.5, 7.39453, 0.477051, 73.4375 ), ( 13.4688, 7.23828, 26.2969, 0.551758 ) )
  vector.print %x24 : vector<3x4xf16>
  %x25 = arith.constant dense<[[0.44999998807907104, 0.38199999928474426, -0.07699999958276749, -8.418999671936035], [-0.09600000083446503, 68.4229965209961, -58.983001708984375, 1.6130000352859497], [0.07599999755620956, 9.175000190734863, 0.8019999861717224, -5.214000225067139]]> : vector<3x4xf16>
  %x26 = "vector.multi_reduction"(%x20, %x25) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xf16>, vector<3x4xf16>) -> vector<3x4xf16>
  // CHECK-NEXT: ( ( 0.0759888, -64.0625, -0.0770264, -8.42188 ), ( -0.522949, -2.05859, -95.625, -0.444092 ), ( -0.853027, -0.0169983, -9.74219, -76.6875 ) )
  vector.print %x26 : vector<3x4xf16>
  %x27 = arith.constant dense<[[0.06199999898672104, -18.913000106811523, -8.440999984741211, 26.393999099731445], [0.7239999771118164, -0.05700000002980232, -7.243000030517578, -53.60599899291992]]> : vector<2x4xf16>
  %x28 = "vector.multi_reduction"(%x20, %x27) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xf16>, vector<2x4xf16>) -> vector<2x4xf16>
  // CHECK-NEXT: ( ( -0.522949, -64.0625, -95.625, -2.17773 ), ( -0.853027, -2.05859, -7.24219, -76.6875 ) )
  vector.print %x28 : vector<2x4xf16>
  %x29 = arith.constant dense<[[-7.4770002365112305, 0.05900000035762787, 0.42899999022483826, -7.953000068664551], [-0.052000001072883606, 59.073001861572266, -0.004999999888241291, 6.107999801635742]]> : vector<2x4xf16>
  %x30 = "vector.multi_reduction"(%x20, %x29) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xf16>, vector<2x4xf16>) -> vector<2x4xf16>
  // CHECK-NEXT: ( ( 13.4688, 7.23828, 6.53516, 5.76562 ), ( 0.0759888, 59.0625, 26.2969, 73.4375 ) )
  vector.print %x30 : vector<2x4xf16>
  %x31 = arith.constant dense<[[0.07599999755620956, 0.625, -52.770999908447266, -0.4300000071525574], [0.8600000143051147, 1.2489999532699585, -0.41100001335144043, -0.07000000029802322]]> : vector<2x4xf16>
  %x32 = "vector.multi_reduction"(%x20, %x31) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xf16>, vector<2x4xf16>) -> vector<2x4xf16>
  // CHECK-NEXT: ( ( -0.522949, -64.0625, -95.625, -2.17773 ), ( -0.853027, -2.05859, -0.920898, -76.6875 ) )
  vector.print %x32 : vector<2x4xf16>
  %x33 = arith.constant dense<[[6.539000034332275, -0.09000000357627869, 0.796999990940094], [-37.95000076293945, -0.017000000923871994, -1.8109999895095825]]> : vector<2x3xf16>
  %x34 = "vector.multi_reduction"(%x20, %x33) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xf16>, vector<2x3xf16>) -> vector<2x3xf16>
  // CHECK-NEXT: ( ( -64.0625, -95.625, -9.74219 ), ( -37.9375, -2.05859, -76.6875 ) )
  vector.print %x34 : vector<2x3xf16>
  %x35 = arith.constant dense<[[7.775000095367432, 4.033999919891357, -0.02199999988079071], [0.08799999952316284, -0.026000000536441803, 69.58599853515625]]> : vector<2x3xf16>
  %x36 = "vector.multi_reduction"(%x20, %x35) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xf16>, vector<2x3xf16>) -> vector<2x3xf16>
  // CHECK-NEXT: ( ( 7.77344, 4.03516, 13.4688 ), ( 5.625, 73.4375, 69.5625 ) )
  vector.print %x36 : vector<2x3xf16>
  %x37 = arith.constant dense<[[1.2139999866485596, -72.06900024414062, -95.0739974975586], [0.8619999885559082, 0.020999999716877937, 0.3479999899864197]]> : vector<2x3xf16>
  %x38 = "vector.multi_reduction"(%x20, %x37) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xf16>, vector<2x3xf16>) -> vector<2x3xf16>
  // CHECK-NEXT: ( ( -64.0625, -95.625, -95.0625 ), ( 0.0759888, -2.05859, -76.6875 ) )
  vector.print %x38 : vector<2x3xf16>
  %x39 = arith.constant dense<[6.539000034332275, -92.07099914550781, 9.005000114440918, 0.7480000257492065]> : vector<4xf16>
  %x40 = "vector.multi_reduction"(%x20, %x39) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xf16>, vector<4xf16>) -> vector<4xf16>
  // CHECK-NEXT: ( -0.853027, -92.0625, -95.625, -76.6875 )
  vector.print %x40 : vector<4xf16>
  %x41 = arith.constant dense<[-0.8960000276565552, -9.60099983215332, -0.08100000023841858, -0.27799999713897705]> : vector<4xf16>
  %x42 = "vector.multi_reduction"(%x20, %x41) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xf16>, vector<4xf16>) -> vector<4xf16>
  // CHECK-NEXT: ( 13.4688, 7.23828, 26.2969, 73.4375 )
  vector.print %x42 : vector<4xf16>
  %x43 = arith.constant dense<[-0.39100000262260437, -0.061000000685453415, 0.07199999690055847, -7.326000213623047]> : vector<4xf16>
  %x44 = "vector.multi_reduction"(%x20, %x43) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xf16>, vector<4xf16>) -> vector<4xf16>
  // CHECK-NEXT: ( -0.853027, -64.0625, -95.625, -76.6875 )
  vector.print %x44 : vector<4xf16>
  %x45 = arith.constant dense<[2.055999994277954, 0.9399999976158142, -37.040000915527344]> : vector<3xf16>
  %x46 = "vector.multi_reduction"(%x20, %x45) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xf16>, vector<3xf16>) -> vector<3xf16>
  // CHECK-NEXT: ( -64.0625, -95.625, -76.6875 )
  vector.print %x46 : vector<3xf16>
  %x47 = arith.constant dense<[0.0729999989271164, -71.12100219726562, 6.520999908447266]> : vector<3xf16>
  %x48 = "vector.multi_reduction"(%x20, %x47) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xf16>, vector<3xf16>) -> vector<3xf16>
  // CHECK-NEXT: ( 6.53516, 73.4375, 26.2969 )
  vector.print %x48 : vector<3xf16>
  %x49 = arith.constant dense<[0.9900000095367432, 55.263999938964844, -0.640999972820282]> : vector<3xf16>
  %x50 = "vector.multi_reduction"(%x20, %x49) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xf16>, vector<3xf16>) -> vector<3xf16>
  // CHECK-NEXT: ( -64.0625, -95.625, -76.6875 )
  vector.print %x50 : vector<3xf16>
  %x51 = arith.constant dense<[0.906000018119812, -1.3339999914169312]> : vector<2xf16>
  %x52 = "vector.multi_reduction"(%x20, %x51) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xf16>, vector<2xf16>) -> vector<2xf16>
  // CHECK-NEXT: ( -95.625, -76.6875 )
  vector.print %x52 : vector<2xf16>
  %x53 = arith.constant dense<[0.39100000262260437, 3.819000005722046]> : vector<2xf16>
  %x54 = "vector.multi_reduction"(%x20, %x53) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xf16>, vector<2xf16>) -> vector<2xf16>
  // CHECK-NEXT: ( 13.4688, 73.4375 )
  vector.print %x54 : vector<2xf16>
  %x55 = arith.constant dense<[0.007000000216066837, -62.361000061035156]> : vector<2xf16>
  %x56 = "vector.multi_reduction"(%x20, %x55) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xf16>, vector<2xf16>) -> vector<2xf16>
  // CHECK-NEXT: ( -95.625, -76.6875 )
  vector.print %x56 : vector<2xf16>
  %x57 = arith.constant -0.050999999046325684 : f16
  %x58 = "vector.multi_reduction"(%x20, %x57) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xf16>, f16) -> f16
  // CHECK-NEXT: -95.625
  vector.print %x58 : f16
  %x59 = arith.constant 0.03200000151991844 : f16
  %x60 = "vector.multi_reduction"(%x20, %x59) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xf16>, f16) -> f16
  // CHECK-NEXT: 73.4375
  vector.print %x60 : f16
  %x61 = arith.constant -20.551000595092773 : f16
  %x62 = "vector.multi_reduction"(%x20, %x61) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xf16>, f16) -> f16
  // CHECK-NEXT: -95.625
  vector.print %x62 : f16
  %x63 = arith.constant dense<[[-8.548999786376953, -0.9190000295639038, -5.920000076293945, -8.579000473022461, 0.019999999552965164], [5.9730000495910645, -0.06700000166893005, 63.361000061035156, 0.8349999785423279, -0.04100000113248825], [2.441999912261963, 0.035999998450279236, 0.7900000214576721, 0.04899999871850014, 0.017999999225139618]]> : vector<3x5xbf16>
  %x64 = arith.constant dense<[-72.87699890136719, 0.3089999854564667, 0.4449999928474426, 0.4650000035762787, -0.5669999718666077]> : vector<5xbf16>
  %x65 = "vector.multi_reduction"(%x63, %x64) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0>}> : (vector<3x5xbf16>, vector<5xbf16>) -> vector<5xbf16>
  // CHECK-NEXT: ( 5.96875, 0.308594, 63.25, 0.835938, 0.0200195 )
  vector.print %x65 : vector<5xbf16>
  %x66 = arith.constant dense<[1.6790000200271606, 1.9450000524520874, -4.984000205993652, 0.4350000023841858, -64.70500183105469]> : vector<5xbf16>
  %x67 = "vector.multi_reduction"(%x63, %x66) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0>}> : (vector<3x5xbf16>, vector<5xbf16>) -> vector<5xbf16>
  // CHECK-NEXT: ( -8.5625, -0.917969, -5.90625, -8.5625, -64.5 )
  vector.print %x67 : vector<5xbf16>
  %x68 = arith.constant dense<[0.6029999852180481, 0.03099999949336052, 1.0149999856948853, -6.97599983215332, -0.35600000619888306]> : vector<5xbf16>
  %x69 = "vector.multi_reduction"(%x63, %x68) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0>}> : (vector<3x5xbf16>, vector<5xbf16>) -> vector<5xbf16>
  // CHECK-NEXT: ( 5.96875, 0.0358887, 63.25, 0.835938, 0.0200195 )
  vector.print %x69 : vector<5xbf16>
  %x70 = arith.constant dense<[-87.47000122070312, 0.007000000216066837, -25.867000579833984]> : vector<3xbf16>
  %x71 = "vector.multi_reduction"(%x63, %x70) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 1>}> : (vector<3x5xbf16>, vector<3xbf16>) -> vector<3xbf16>
  // CHECK-NEXT: ( 0.0200195, 63.25, 2.4375 )
  vector.print %x71 : vector<3xbf16>
  %x72 = arith.constant dense<[-73.34200286865234, -0.44699999690055847, 8.074999809265137]> : vector<3xbf16>
  %x73 = "vector.multi_reduction"(%x63, %x72) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1>}> : (vector<3x5xbf16>, vector<3xbf16>) -> vector<3xbf16>
  // CHECK-NEXT: ( -73.5, -0.447266, 0.0179443 )
  vector.print %x73 : vector<3xbf16>
  %x74 = arith.constant dense<[86.86000061035156, -0.035999998450279236, 5.0289998054504395]> : vector<3xbf16>
  %x75 = "vector.multi_reduction"(%x63, %x74) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 1>}> : (vector<3x5xbf16>, vector<3xbf16>) -> vector<3xbf16>
  // CHECK-NEXT: ( 87, 63.25, 5.03125 )
  vector.print %x75 : vector<3xbf16>
  %x76 = arith.constant 0.996999979019165 : bf16
  %x77 = "vector.multi_reduction"(%x63, %x76) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xbf16>, bf16) -> bf16
  // CHECK-NEXT: 63.25
  vector.print %x77 : bf16
  %x78 = arith.constant -0.8349999785423279 : bf16
  %x79 = "vector.multi_reduction"(%x63, %x78) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xbf16>, bf16) -> bf16
  // CHECK-NEXT: -8.5625
  vector.print %x79 : bf16
  %x80 = arith.constant 96.60700225830078 : bf16
  %x81 = "vector.multi_reduction"(%x63, %x80) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0, 1>}> : (vector<3x5xbf16>, bf16) -> bf16
  // CHECK-NEXT: 96.5
  vector.print %x81 : bf16
  %x82 = arith.constant dense<[[[0.014000000432133675, 0.621999979019165, 0.6129999756813049, 0.07800000160932541], [-3.0380001068115234, -0.38199999928474426, 0.8289999961853027, 0.10899999737739563], [92.8759994506836, 0.6650000214576721, 0.9200000166893005, -0.024000000208616257]], [[-2.5139999389648438, -0.6510000228881836, 6.767000198364258, -58.19499969482422], [89.94300079345703, 36.88800048828125, -5.99399995803833, 4.11299991607666], [-1.909000039100647, -0.03400000184774399, 0.9409999847412109, -0.23800000548362732]]]> : vector<2x3x4xbf16>
  %x83 = arith.constant dense<[[5.968999862670898, -0.0949999988079071, -0.9390000104904175, 39.92300033569336], [87.8759994506836, 30.601999282836914, 0.3709999918937683, 5.824999809265137], [0.5979999899864197, 7.747000217437744, 49.0369987487793, -2.4030001163482666]]> : vector<3x4xbf16>
  %x84 = "vector.multi_reduction"(%x82, %x83) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xbf16>, vector<3x4xbf16>) -> vector<3x4xbf16>
  // CHECK-NEXT: ( ( -2.51562, -0.652344, -0.9375, -58.25 ), ( -3.03125, -0.382812, -6, 0.108887 ), ( -1.90625, -0.0339355, 0.921875, -2.40625 ) )
  vector.print %x84 : vector<3x4xbf16>
  %x85 = arith.constant dense<[[-6.09499979019165, -74.80699920654297, -0.34200000762939453, -66.16899871826172], [0.9679999947547913, -0.9819999933242798, -1.9579999446868896, 96.74299621582031], [0.024000000208616257, -3.7809998989105225, -26.27400016784668, -0.8059999942779541]]> : vector<3x4xbf16>
  %x86 = "vector.multi_reduction"(%x82, %x85) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xbf16>, vector<3x4xbf16>) -> vector<3x4xbf16>
  // CHECK-NEXT: ( ( 0.0139771, 0.621094, 6.78125, 0.078125 ), ( 90, 37, 0.828125, 96.5 ), ( 93, 0.664062, 0.941406, -0.0240479 ) )
  vector.print %x86 : vector<3x4xbf16>
  %x87 = arith.constant dense<[[0.0729999989271164, -0.6389999985694885, 0.08299999684095383, -0.05400000140070915], [-2.187999963760376, 3.8919999599456787, -86.73100280761719, 0.1340000033378601], [-0.5180000066757202, -27.0, -0.6779999732971191, -71.55999755859375]]> : vector<3x4xbf16>
  %x88 = "vector.multi_reduction"(%x82, %x87) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<2x3x4xbf16>, vector<3x4xbf16>) -> vector<3x4xbf16>
  // CHECK-NEXT: ( ( -2.42188, -0.671875, 7.46875, -58.25 ), ( 85, 40.5, -91.5, 4.375 ), ( 90.5, -26.375, 1.1875, -71.5 ) )
  vector.print %x88 : vector<3x4xbf16>
  %x89 = arith.constant dense<[[-89.4749984741211, 0.09300000220537186, -18.43199920654297, -38.99800109863281], [0.20200000703334808, -0.2879999876022339, -0.0729999989271164, -0.6309999823570251]]> : vector<2x4xbf16>
  %x90 = "vector.multi_reduction"(%x82, %x89) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xbf16>, vector<2x4xbf16>) -> vector<2x4xbf16>
  // CHECK-NEXT: ( ( -89.5, -0.382812, -18.375, -39 ), ( -2.51562, -0.652344, -6, -58.25 ) )
  vector.print %x90 : vector<2x4xbf16>
  %x91 = arith.constant dense<[[-7.817999839782715, -0.041999999433755875, 0.07500000298023224, 5.928999900817871], [-0.04800000041723251, -0.8149999976158142, 0.8700000047683716, -0.7229999899864197]]> : vector<2x4xbf16>
  %x92 = "vector.multi_reduction"(%x82, %x91) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xbf16>, vector<2x4xbf16>) -> vector<2x4xbf16>
  // CHECK-NEXT: ( ( 93, 0.664062, 0.921875, 5.9375 ), ( 90, 37, 6.78125, 4.125 ) )
  vector.print %x92 : vector<2x4xbf16>
  %x93 = arith.constant dense<[[3.6110000610351562, 54.51599884033203, -5.683000087738037, -63.13399887084961], [0.5370000004768372, 23.892000198364258, -0.05999999865889549, -0.5730000138282776]]> : vector<2x4xbf16>
  %x94 = "vector.multi_reduction"(%x82, %x93) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<2x3x4xbf16>, vector<2x4xbf16>) -> vector<2x4xbf16>
  // CHECK-NEXT: ( ( 93.5, 55.25, -3.32812, -63.25 ), ( 86, 60.25, 1.65625, -54.75 ) )
  vector.print %x94 : vector<2x4xbf16>
  %x95 = arith.constant dense<[[0.18000000715255737, -34.582000732421875, 0.03999999910593033], [8.654999732971191, -6.610000133514404, 92.00800323486328]]> : vector<2x3xbf16>
  %x96 = "vector.multi_reduction"(%x82, %x95) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xbf16>, vector<2x3xbf16>) -> vector<2x3xbf16>
  // CHECK-NEXT: ( ( 0.0139771, -34.5, -0.0240479 ), ( -58.25, -6.625, -1.90625 ) )
  vector.print %x96 : vector<2x3xbf16>
  %x97 = arith.constant dense<[[-0.061000000685453415, -58.66400146484375, 5.211999893188477], [-6.539000034332275, -9.493000030517578, -0.21899999678134918]]> : vector<2x3xbf16>
  %x98 = "vector.multi_reduction"(%x82, %x97) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xbf16>, vector<2x3xbf16>) -> vector<2x3xbf16>
  // CHECK-NEXT: ( ( 0.621094, 0.828125, 93 ), ( 6.78125, 90, 0.941406 ) )
  vector.print %x98 : vector<2x3xbf16>
  %x99 = arith.constant dense<[[-35.12900161743164, 7.25, 2.6110000610351562], [-0.04399999976158142, -92.4489974975586, -0.07000000029802322]]> : vector<2x3xbf16>
  %x100 = "vector.multi_reduction"(%x82, %x99) <{kind = #vector.kind<add>, reduction_dims = array<i64: 2>}> : (vector<2x3x4xbf16>, vector<2x3xbf16>) -> vector<2x3xbf16>
  // CHECK-NEXT: ( ( -34.25, 4.78125, 97 ), ( -54.75, 32.5, -1.3125 ) )
  vector.print %x100 : vector<2x3xbf16>
  %x101 = arith.constant dense<[0.05000000074505806, -0.3479999899864197, -0.32899999618530273, -5.802000045776367]> : vector<4xbf16>
  %x102 = "vector.multi_reduction"(%x82, %x101) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xbf16>, vector<4xbf16>) -> vector<4xbf16>
  // CHECK-NEXT: ( -3.03125, -0.652344, -6, -58.25 )
  vector.print %x102 : vector<4xbf16>
  %x103 = arith.constant dense<[-18.695999145507812, -0.08500000089406967, -6.230000019073486, -0.039000000804662704]> : vector<4xbf16>
  %x104 = "vector.multi_reduction"(%x82, %x103) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xbf16>, vector<4xbf16>) -> vector<4xbf16>
  // CHECK-NEXT: ( 93, 37, 6.78125, 4.125 )
  vector.print %x104 : vector<4xbf16>
  %x105 = arith.constant dense<[-0.024000000208616257, -40.3390007019043, -0.012000000104308128, -94.41200256347656]> : vector<4xbf16>
  %x106 = "vector.multi_reduction"(%x82, %x105) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<2x3x4xbf16>, vector<4xbf16>) -> vector<4xbf16>
  // CHECK-NEXT: ( 176, -3.28125, 4.0625, -149 )
  vector.print %x106 : vector<4xbf16>
  %x107 = arith.constant dense<[64.43900299072266, -5.303999900817871, -74.552001953125]> : vector<3xbf16>
  %x108 = "vector.multi_reduction"(%x82, %x107) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xbf16>, vector<3xbf16>) -> vector<3xbf16>
  // CHECK-NEXT: ( -58.25, -6, -74.5 )
  vector.print %x108 : vector<3xbf16>
  %x109 = arith.constant dense<[-0.041999999433755875, 0.9789999723434448, -0.5720000267028809]> : vector<3xbf16>
  %x110 = "vector.multi_reduction"(%x82, %x109) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xbf16>, vector<3xbf16>) -> vector<3xbf16>
  // CHECK-NEXT: ( 6.78125, 90, 93 )
  vector.print %x110 : vector<3xbf16>
  %x111 = arith.constant dense<[74.28299713134766, 99.5770034790039, -2.2720000743865967]> : vector<3xbf16>
  %x112 = "vector.multi_reduction"(%x82, %x111) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 2>}> : (vector<2x3x4xbf16>, vector<3xbf16>) -> vector<3xbf16>
  // CHECK-NEXT: ( 21.25, 222, 91 )
  vector.print %x112 : vector<3xbf16>
  %x113 = arith.constant dense<[3.7360000610351562, 0.24899999797344208]> : vector<2xbf16>
  %x114 = "vector.multi_reduction"(%x82, %x113) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xbf16>, vector<2xbf16>) -> vector<2xbf16>
  // CHECK-NEXT: ( -3.03125, -58.25 )
  vector.print %x114 : vector<2xbf16>
  %x115 = arith.constant dense<[0.7680000066757202, -0.04399999976158142]> : vector<2xbf16>
  %x116 = "vector.multi_reduction"(%x82, %x115) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xbf16>, vector<2xbf16>) -> vector<2xbf16>
  // CHECK-NEXT: ( 93, 90 )
  vector.print %x116 : vector<2xbf16>
  %x117 = arith.constant dense<[-0.05999999865889549, -6.802999973297119]> : vector<2xbf16>
  %x118 = "vector.multi_reduction"(%x82, %x117) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1, 2>}> : (vector<2x3x4xbf16>, vector<2xbf16>) -> vector<2xbf16>
  // CHECK-NEXT: ( 93.5, 62.25 )
  vector.print %x118 : vector<2xbf16>
  %x119 = arith.constant -0.00800000037997961 : bf16
  %x120 = "vector.multi_reduction"(%x82, %x119) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xbf16>, bf16) -> bf16
  // CHECK-NEXT: -58.25
  vector.print %x120 : bf16
  %x121 = arith.constant 1.7740000486373901 : bf16
  %x122 = "vector.multi_reduction"(%x82, %x121) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xbf16>, bf16) -> bf16
  // CHECK-NEXT: 93
  vector.print %x122 : bf16
  %x123 = arith.constant -3.430999994277954 : bf16
  %x124 = "vector.multi_reduction"(%x82, %x123) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1, 2>}> : (vector<2x3x4xbf16>, bf16) -> bf16
  // CHECK-NEXT: 160
  vector.print %x124 : bf16
  return
}
