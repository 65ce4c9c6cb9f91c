// vector.contract (kind add) on f16 and bf16 in the forms of vector-contract-float.mlir.
// Expected output: mlir-runner-22 on `mlir-opt-22 -test-lower-to-llvm` of this file (the op is
// written in generic form).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @main() {
  %x1 = arith.constant dense<[[3.7109999656677246, 0.06599999964237213, 0.00800000037997961, 0.039000000804662704], [-0.5770000219345093, 7.5279998779296875, 5.7210001945495605, -75.51200103759766]]> : vector<2x4xf16>
  %x2 = arith.constant dense<[[-1.7719999551773071, 0.37599998712539673, -0.06300000101327896], [6.5920000076293945, -0.08100000023841858, -0.06199999898672104], [0.7950000166893005, -0.35100001096725464, -0.652999997138977], [0.09600000083446503, 8.949999809265137, -0.34700000286102295]]> : vector<4x3xf16>
  %x3 = arith.constant dense<[[-0.4779999852180481, 73.19599914550781, -0.07699999958276749], [-50.09600067138672, -0.2680000066757202, -6.247000217437744]]> : vector<2x3xf16>
  %x4 = "vector.contract"(%x1, %x2, %x3) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xf16>, vector<4x3xf16>, vector<2x3xf16>) -> vector<2x3xf16>
  // CHECK: ( ( -6.60938, 74.9375, -0.333496 ), ( -2.125, -679.5, 15.7656 ) )
  vector.print %x4 : vector<2x3xf16>
  %x5 = arith.constant dense<[[-0.01899999938905239, 1.8630000352859497, 0.0010000000474974513, -0.4129999876022339], [-0.9419999718666077, 0.014000000432133675, -0.14100000262260437, 0.00800000037997961]]> : vector<2x4xf16>
  %x6 = arith.constant dense<[[-0.07900000363588333, 18.24799919128418, 0.3019999861717224, -7.511000156402588], [1.1829999685287476, 0.06599999964237213, 4.6620001792907715, 0.0820000022649765], [5.085000038146973, -1.2549999952316284, -49.518001556396484, -84.10399627685547]]> : vector<3x4xf16>
  %x7 = arith.constant dense<[[-2.8350000381469727, 0.21699999272823334, -0.03500000014901161], [8.468000411987305, -17.18000030517578, -35.805999755859375]]> : vector<2x3xf16>
  %x8 = "vector.contract"(%x5, %x6, %x7) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xf16>, vector<3x4xf16>, vector<2x3xf16>) -> vector<2x3xf16>
  // CHECK-NEXT: ( ( 34.25, 0.28833, 32.25 ), ( 8.69531, -18.9531, -34.3125 ) )
  vector.print %x8 : vector<2x3xf16>
  %x9 = arith.constant dense<[[-78.19200134277344, 0.04600000008940697], [-0.18000000715255737, 2.8559999465942383], [-1.3240000009536743, -0.07100000232458115], [9.843000411987305, 1.6239999532699585]]> : vector<4x2xf16>
  %x10 = arith.constant dense<[[2.8519999980926514, 5.033999919891357, 7.875999927520752], [0.6069999933242798, 33.32099914550781, -0.06400000303983688], [7.750999927520752, -49.584999084472656, -31.76099967956543], [2.3239998817443848, -0.16099999845027924, -1.4769999980926514]]> : vector<4x3xf16>
  %x11 = arith.constant dense<[[0.07100000232458115, 91.10700225830078, 0.050999999046325684], [18.667999267578125, 8.588000297546387, -1.3860000371932983]]> : vector<2x3xf16>
  %x12 = "vector.contract"(%x9, %x10, %x11) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xf16>, vector<4x3xf16>, vector<2x3xf16>) -> vector<2x3xf16>
  // CHECK-NEXT: ( ( -210.375, -244.375, -588 ), ( 23.7656, 107.188, -1.35059 ) )
  vector.print %x12 : vector<2x3xf16>
  %x13 = arith.constant dense<[[7.6539998054504395, -0.04399999976158142], [-9.432999610900879, 0.07400000095367432], [-18.542999267578125, 0.023000000044703484], [6.289999961853027, -0.8939999938011169]]> : vector<4x2xf16>
  %x14 = arith.constant dense<[[2.3580000400543213, 0.03799999877810478, -6.464000225067139, -0.6990000009536743], [0.006000000052154064, 79.34700012207031, -0.06499999761581421, 0.5360000133514404], [-0.050999999046325684, -41.172000885009766, 0.15600000321865082, 0.013000000268220901]]> : vector<3x4xf16>
  %x15 = arith.constant dense<[[72.84700012207031, -5.491000175476074, -0.7760000228881836], [0.24199999868869781, 0.781000018119812, 0.08399999886751175]]> : vector<2x3xf16>
  %x16 = "vector.contract"(%x13, %x14, %x15) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xf16>, vector<3x4xf16>, vector<2x3xf16>) -> vector<2x3xf16>
  // CHECK-NEXT: ( ( 206, -749.5, 384.25 ), ( 0.617188, 6.17188, -2.96875 ) )
  vector.print %x16 : vector<2x3xf16>
  %x17 = arith.constant dense<[[7.289999961853027, 0.5220000147819519, -0.028999999165534973, 2.75600004196167], [0.08399999886751175, 9.206000328063965, -9.697999954223633, 0.7609999775886536]]> : vector<2x4xf16>
  %x18 = arith.constant dense<[[0.20900000631809235, 87.322998046875, -78.29100036621094], [-0.6830000281333923, -0.0560000017285347, -81.88700103759766], [-7.718999862670898, -9.12600040435791, -45.709999084472656], [0.06499999761581421, -25.92300033569336, -0.9860000014305115]]> : vector<4x3xf16>
  %x19 = arith.constant dense<[[-55.1150016784668, -0.05999999865889549], [7.815000057220459, 3.884999990463257], [0.09099999815225601, -9.020999908447266]]> : vector<3x2xf16>
  %x20 = "vector.contract"(%x17, %x18, %x19) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xf16>, vector<4x3xf16>, vector<3x2xf16>) -> vector<3x2xf16>
  // CHECK-NEXT: ( ( -53.5625, 68.5625 ), ( 573.5, 79.4375 ), ( -615, -326.5 ) )
  vector.print %x20 : vector<3x2xf16>
  %x21 = arith.constant dense<[[0.08699999749660492, -0.09600000083446503, 54.858001708984375, -0.0820000022649765], [-97.59200286865234, -1.3769999742507935, 0.06400000303983688, -0.9879999756813049]]> : vector<2x4xf16>
  %x22 = arith.constant dense<[[9.819999694824219, 65.15499877929688, 0.8429999947547913, -2.621000051498413], [0.06499999761581421, -61.22700119018555, -28.788000106811523, 3.1410000324249268], [2.0269999504089355, -6.21999979019165, -5.224999904632568, 14.902000427246094]]> : vector<3x4xf16>
  %x23 = arith.constant dense<[[0.04100000113248825, 0.8349999785423279], [0.9279999732971191, -69.78900146484375], [98.94999694824219, 0.07400000095367432]]> : vector<3x2xf16>
  %x24 = "vector.contract"(%x21, %x22, %x23) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xf16>, vector<3x4xf16>, vector<3x2xf16>) -> vector<3x2xf16>
  // CHECK-NEXT: ( ( 41.0625, -1044 ), ( -1571, 3.25 ), ( -188.25, -204.25 ) )
  vector.print %x24 : vector<3x2xf16>
  %x25 = arith.constant dense<[[-38.16299819946289, -9.89900016784668], [75.88999938964844, 0.17399999499320984], [-0.5350000262260437, -8.616999626159668], [0.14900000393390656, -0.24699999392032623]]> : vector<4x2xf16>
  %x26 = arith.constant dense<[[6.73799991607666, -0.7900000214576721, 0.0860000029206276], [-7.390999794006348, -1.6710000038146973, -0.8669999837875366], [0.05900000035762787, -0.7990000247955322, -61.37300109863281], [-7.2769999504089355, 0.08100000023841858, 0.37299999594688416]]> : vector<4x3xf16>
  %x27 = arith.constant dense<[[-0.028999999165534973, 14.317000389099121], [0.08399999886751175, 0.09600000083446503], [-0.9620000123977661, 0.5860000252723694]]> : vector<3x2xf16>
  %x28 = "vector.contract"(%x25, %x26, %x27) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xf16>, vector<4x3xf16>, vector<3x2xf16>) -> vector<3x2xf16>
  // CHECK-NEXT: ( ( -819, -52.375 ), ( -96.125, 14.4844 ), ( -37.1875, 528.5 ) )
  vector.print %x28 : vector<3x2xf16>
  %x29 = arith.constant dense<[[0.06300000101327896, 9.581999778747559], [-0.0430000014603138, 0.04399999976158142], [-0.29899999499320984, 73.71700286865234], [0.9509999752044678, 0.9760000109672546]]> : vector<4x2xf16>
  %x30 = arith.constant dense<[[0.8880000114440918, 69.02200317382812, 0.052000001072883606, -99.0469970703125], [0.05700000002980232, 6.1529998779296875, 3.7920000553131104, -9.13700008392334], [0.014000000432133675, 84.19000244140625, -0.026000000536441803, 0.0430000014603138]]> : vector<3x4xf16>
  %x31 = arith.constant dense<[[16.3799991607666, 0.03200000151991844], [-0.7350000143051147, -2.3959999084472656], [0.05000000074505806, -0.07100000232458115]]> : vector<3x2xf16>
  %x32 = "vector.contract"(%x29, %x30, %x31) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xf16>, vector<3x4xf16>, vector<3x2xf16>) -> vector<3x2xf16>
  // CHECK-NEXT: ( ( -80.8125, -81.25 ), ( -10.8281, 268.75 ), ( -3.51953, 1.89453 ) )
  vector.print %x32 : vector<3x2xf16>
  %x33 = arith.constant dense<[[-0.08299999684095383, -5.7789998054504395, 4.939000129699707, -2.0139999389648438], [32.5260009765625, 0.921999990940094, 0.4779999852180481, -0.0020000000949949026]]> : vector<2x4xf16>
  %x34 = arith.constant dense<[0.09000000357627869, 89.94999694824219, -7.119999885559082, -2.750999927520752]> : vector<4xf16>
  %x35 = arith.constant dense<[-2.8369998931884766, -0.054999999701976776]> : vector<2xf16>
  %x36 = "vector.contract"(%x33, %x34, %x35) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xf16>, vector<4xf16>, vector<2xf16>) -> vector<2xf16>
  // CHECK-NEXT: ( -552, 82.4375 )
  vector.print %x36 : vector<2xf16>
  %x37 = arith.constant dense<[[-5.124000072479248, 3.5869998931884766], [-0.9739999771118164, 0.024000000208616257], [-4.085000038146973, 0.06199999898672104], [0.01899999938905239, 6.8979997634887695]]> : vector<4x2xf16>
  %x38 = arith.constant dense<[-0.49900001287460327, -90.75299835205078, -0.5239999890327454, 2.3550000190734863]> : vector<4xf16>
  %x39 = arith.constant dense<[-5.7829999923706055, 3.1089999675750732]> : vector<2xf16>
  %x40 = "vector.contract"(%x37, %x38, %x39) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xf16>, vector<4xf16>, vector<2xf16>) -> vector<2xf16>
  // CHECK-NEXT: ( 87.375, 15.3594 )
  vector.print %x40 : vector<2xf16>
  %x41 = arith.constant dense<[0.7630000114440918, -0.0430000014603138, -3.309999942779541, -3.4590001106262207]> : vector<4xf16>
  %x42 = arith.constant dense<[[-0.0820000022649765, 99.77100372314453, 12.95199966430664, -3.240000009536743], [49.672000885009766, 12.395999908447266, 0.08699999749660492, -0.01899999938905239]]> : vector<2x4xf16>
  %x43 = arith.constant dense<[-0.7300000190734863, -66.7760009765625]> : vector<2xf16>
  %x44 = "vector.contract"(%x41, %x42, %x43) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xf16>, vector<2x4xf16>, vector<2xf16>) -> vector<2xf16>
  // CHECK-NEXT: ( -36.7188, -29.5938 )
  vector.print %x44 : vector<2xf16>
  %x45 = arith.constant dense<[-31.45400047302246, 6.997000217437744, 68.63899993896484, 89.71399688720703]> : vector<4xf16>
  %x46 = arith.constant dense<[[-79.4749984741211, 0.0860000029206276], [-0.09799999743700027, 0.871999979019165], [0.05299999937415123, 11.722000122070312], [-38.702999114990234, 0.38199999928474426]]> : vector<4x2xf16>
  %x47 = arith.constant dense<[0.041999999433755875, -0.06400000303983688]> : vector<2xf16>
  %x48 = "vector.contract"(%x45, %x46, %x47) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xf16>, vector<4x2xf16>, vector<2xf16>) -> vector<2xf16>
  // CHECK-NEXT: ( -966, 842 )
  vector.print %x48 : vector<2xf16>
  %x49 = arith.constant dense<[-0.0820000022649765, -0.054999999701976776, -56.47999954223633, 93.27100372314453]> : vector<4xf16>
  %x50 = arith.constant dense<[-0.024000000208616257, -7.558000087738037, 90.80799865722656, 0.4690000116825104]> : vector<4xf16>
  %x51 = arith.constant -2.367000102996826 : f16
  %x52 = "vector.contract"(%x49, %x50, %x51) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xf16>, vector<4xf16>, f16) -> f16
  // CHECK-NEXT: -5084
  vector.print %x52 : f16
  %x53 = arith.constant dense<[[[0.0020000000949949026, -9.215999603271484, 76.25800323486328, 0.0560000017285347], [-8.663000106811523, 0.0689999982714653, -0.041999999433755875, 5.583000183105469]], [[-0.061000000685453415, 0.32100000977516174, -0.03700000047683716, 3.390000104904175], [-0.7179999947547913, 0.03700000047683716, -0.0949999988079071, 25.565000534057617]]]> : vector<2x2x4xf16>
  %x54 = arith.constant dense<[[[-0.061000000685453415, 0.22300000488758087, 0.07699999958276749], [6.26800012588501, 0.3630000054836273, -0.01600000075995922], [-9.529000282287598, -0.23499999940395355, -0.9340000152587891], [-0.3580000102519989, -32.8380012512207, 0.07900000363588333]], [[-0.7689999938011169, 1.5549999475479126, 0.014999999664723873], [0.08799999952316284, 4.817999839782715, 7.454999923706055], [0.09600000083446503, 3.380000114440918, 0.9020000100135803], [0.2549999952316284, -25.82699966430664, -0.008999999612569809]]]> : vector<2x4x3xf16>
  %x55 = arith.constant dense<[[[4.4079999923706055, 0.5910000205039978, 0.0860000029206276], [-0.08500000089406967, 0.04600000008940697, 0.04699999839067459]], [[19.148000717163086, 2.872999906539917, 92.40899658203125], [-0.32600000500679016, 9.949999809265137, 0.010999999940395355]]]> : vector<2x2x3xf16>
  %x56 = "vector.contract"(%x53, %x54, %x55) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x4xf16>, vector<2x4x3xf16>, vector<2x2x3xf16>) -> vector<2x2x3xf16>
  // CHECK-NEXT: ( ( ( -780.5, -22.5156, -71.0625 ), ( -0.72168, -185.25, -0.141479 ) ), ( ( 20.0781, -83.375, 94.75 ), ( 6.73828, -651.5, -0.039917 ) ) )
  vector.print %x56 : vector<2x2x3xf16>
  %x57 = arith.constant dense<[[28.731000900268555, 0.7870000004768372], [0.5860000252723694, 0.06800000369548798], [7.315999984741211, 6.110000133514404], [59.16999816894531, 0.7540000081062317]]> : vector<4x2xf16>
  %x58 = arith.constant dense<[0.0860000029206276, 0.8899999856948853, -3.4509999752044678, -10.201000213623047]> : vector<4xf16>
  %x59 = arith.constant dense<[-24.534000396728516, -0.6290000081062317]> : vector<2xf16>
  %x60 = "vector.contract"(%x57, %x58, %x59) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<parallel>], kind = #vector.kind<add>}> : (vector<4x2xf16>, vector<4xf16>, vector<2xf16>) -> vector<2xf16>
  // CHECK-NEXT: ( -650.5, -29.2656 )
  vector.print %x60 : vector<2xf16>
  %x61 = arith.constant dense<[[24.02199935913086, -7.070000171661377, 0.527999997138977, 0.6980000138282776], [-88.31999969482422, -3.200000047683716, 0.09000000357627869, 0.9350000023841858]]> : vector<2x4xf16>
  %x62 = arith.constant dense<[[-91.88200378417969, 47.87300109863281, 9.791000366210938, 0.03999999910593033], [0.07199999690055847, -0.004000000189989805, -0.006000000052154064, 0.7689999938011169]]> : vector<2x4xf16>
  %x63 = arith.constant 0.29100000858306885 : f16
  %x64 = "vector.contract"(%x61, %x62, %x63) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xf16>, vector<2x4xf16>, f16) -> f16
  // CHECK-NEXT: -2544
  vector.print %x64 : f16
  %x65 = arith.constant dense<[[[-0.8529999852180481, -60.62099838256836, -0.9319999814033508, -74.36199951171875], [-6.65500020980835, 7.72599983215332, 96.39600372314453, 0.06700000166893005]], [[-0.09700000286102295, 0.6380000114440918, 2.9649999141693115, 0.08799999952316284], [-3.765000104904175, -0.028999999165534973, 59.74100112915039, -43.698001861572266]]]> : vector<2x2x4xf16>
  %x66 = arith.constant dense<[[[-3.953000068664551, -0.12099999934434891, 1.2009999752044678], [2.5490000247955322, 6.53000020980835, -0.1809999942779541], [3.6050000190734863, -76.58699798583984, 7.296999931335449], [-77.70899963378906, 0.9940000176429749, 0.5389999747276306]], [[97.39900207519531, -44.9119987487793, -3.0250000953674316], [-2.9110000133514404, 0.35100001096725464, 40.7599983215332], [80.85700225830078, -5.427000045776367, 20.642000198364258], [-80.69300079345703, 1.9859999418258667, -29.017000198364258]]]> : vector<2x4x3xf16>
  %x67 = arith.constant dense<[[-33.52899932861328, -1.246000051498413, 8.550000190734863], [3.6710000038146973, -0.09399999678134918, -0.41100001335144043]]> : vector<2x3xf16>
  %x68 = "vector.contract"(%x65, %x66, %x67) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x4xf16>, vector<2x4x3xf16>, vector<2x3xf16>) -> vector<2x3xf16>
  // CHECK-NEXT: ( ( 12712, -621.5, 2294 ), ( 8000, -464.75, 2532 ) )
  vector.print %x68 : vector<2x3xf16>
  %x69 = arith.constant dense<[[-0.503000020980835], [7.0970001220703125]]> : vector<2x1xf16>
  %x70 = arith.constant dense<[[0.023000000044703484, -0.019999999552965164, 1.5119999647140503]]> : vector<1x3xf16>
  %x71 = arith.constant dense<[[-0.019999999552965164, -0.06800000369548798, -4.695000171661377], [-4.22599983215332, -0.05299999937415123, 0.4580000042915344]]> : vector<2x3xf16>
  %x72 = "vector.contract"(%x69, %x70, %x71) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x1xf16>, vector<1x3xf16>, vector<2x3xf16>) -> vector<2x3xf16>
  // CHECK-NEXT: ( ( -0.0315552, -0.0579224, -5.45703 ), ( -4.0625, -0.194946, 11.1875 ) )
  vector.print %x72 : vector<2x3xf16>
  %x73 = arith.constant dense<[[-7.9679999351501465, -0.05000000074505806, -0.7480000257492065, 0.013000000268220901], [31.29400062561035, 0.7910000085830688, 78.80699920654297, -0.057999998331069946]]> : vector<2x4xbf16>
  %x74 = arith.constant dense<[[0.35899999737739563, 6.2779998779296875, -0.05700000002980232], [59.803001403808594, 0.039000000804662704, -6.426000118255615], [0.020999999716877937, 0.9649999737739563, -5.043000221252441], [0.013000000268220901, 2.2890000343322754, -2.8589999675750732]]> : vector<4x3xbf16>
  %x75 = arith.constant dense<[[8.890000343322754, -4.2230000495910645, -0.9800000190734863], [0.04600000008940697, 0.38600000739097595, -0.5230000019073486]]> : vector<2x3xbf16>
  %x76 = "vector.contract"(%x73, %x74, %x75) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xbf16>, vector<4x3xbf16>, vector<2x3xbf16>) -> vector<2x3xbf16>
  // CHECK-NEXT: ( ( 3, -55, 3.51562 ), ( 60.25, 272, -404 ) )
  vector.print %x76 : vector<2x3xbf16>
  %x77 = arith.constant dense<[[0.824999988079071, 44.04399871826172, 37.96200180053711, -1.0490000247955322], [0.5139999985694885, 1.86899995803833, -0.017999999225139618, 0.3019999861717224]]> : vector<2x4xbf16>
  %x78 = arith.constant dense<[[0.2759999930858612, 0.6129999756813049, 2.5139999389648438, -0.7179999947547913], [-0.04800000041723251, -0.04399999976158142, 0.03799999877810478, -0.03500000014901161], [-0.014999999664723873, 64.947998046875, 0.08100000023841858, -6.135000228881836]]> : vector<3x4xbf16>
  %x79 = arith.constant dense<[[9.5600004196167, -0.22200000286102295, 0.04100000113248825], [80.78399658203125, 74.00700378417969, -7.690000057220459]]> : vector<2x3xbf16>
  %x80 = "vector.contract"(%x77, %x78, %x79) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xbf16>, vector<3x4xbf16>, vector<2x3xbf16>) -> vector<2x3xbf16>
  // CHECK-NEXT: ( ( 134, -0.714844, 2864 ), ( 82, 74, 112 ) )
  vector.print %x80 : vector<2x3xbf16>
  %x81 = arith.constant dense<[[-0.054999999701976776, -0.024000000208616257], [0.26499998569488525, -0.08399999886751175], [6.75, -0.08500000089406967], [-39.095001220703125, -0.0010000000474974513]]> : vector<4x2xbf16>
  %x82 = arith.constant dense<[[0.9649999737739563, -0.09399999678134918, 0.07599999755620956], [-0.09000000357627869, -0.8040000200271606, -0.34299999475479126], [0.09600000083446503, 78.27400207519531, 9.336999893188477], [-0.06400000303983688, -9.845999717712402, -5.216000080108643]]> : vector<4x3xbf16>
  %x83 = arith.constant dense<[[-0.2680000066757202, -8.8149995803833, 0.010999999940395355], [0.5249999761581421, 7.949999809265137, 91.86299896240234]]> : vector<2x3xbf16>
  %x84 = "vector.contract"(%x81, %x82, %x83) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xbf16>, vector<4x3xbf16>, vector<2x3xbf16>) -> vector<2x3xbf16>
  // CHECK-NEXT: ( ( 2.79688, 904, 266 ), ( 0.5, 1.34375, 91 ) )
  vector.print %x84 : vector<2x3xbf16>
  %x85 = arith.constant dense<[[-0.6359999775886536, -0.8199999928474426], [6.761000156402588, -6.0289998054504395], [-0.012000000104308128, -0.017000000923871994], [-50.132999420166016, -0.4129999876022339]]> : vector<4x2xbf16>
  %x86 = arith.constant dense<[[-0.3930000066757202, 0.30399999022483826, -50.76499938964844, -95.1500015258789], [-0.05000000074505806, -57.5620002746582, 9.642999649047852, 96.6240005493164], [0.9670000076293945, 4.451000213623047, -0.01899999938905239, -2.694999933242798]]> : vector<3x4xbf16>
  %x87 = arith.constant dense<[[2.3469998836517334, -5.453000068664551, 2.2960000038146973], [-47.62200164794922, -9.442999839782715, 0.05400000140070915]]> : vector<2x3xbf16>
  %x88 = "vector.contract"(%x85, %x86, %x87) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xbf16>, vector<3x4xbf16>, vector<2x3xbf16>) -> vector<2x3xbf16>
  // CHECK-NEXT: ( ( 4768, -5248, 166 ), ( -9, 296, -26.375 ) )
  vector.print %x88 : vector<2x3xbf16>
  %x89 = arith.constant dense<[[0.0689999982714653, -6.5289998054504395, 0.04699999839067459, 24.334999084472656], [-3.943000078201294, 53.457000732421875, 0.47200000286102295, 53.354000091552734]]> : vector<2x4xbf16>
  %x90 = arith.constant dense<[[-98.59200286865234, 46.10599899291992, -0.09600000083446503], [-0.0689999982714653, -9.777999877929688, 0.22200000286102295], [0.7170000076293945, 97.12699890136719, -7.750999927520752], [-4.948999881744385, 8.890000343322754, 0.019999999552965164]]> : vector<4x3xbf16>
  %x91 = arith.constant dense<[[8.788999557495117, 3.4119999408721924], [-0.06499999761581421, 0.6110000014305115], [7.3460001945495605, 0.24899999797344208]]> : vector<3x2xbf16>
  %x92 = "vector.contract"(%x89, %x90, %x91) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xbf16>, vector<4x3xbf16>, vector<3x2xbf16>) -> vector<3x2xbf16>
  // CHECK-NEXT: ( ( -118, 125.5 ), ( 288, -183 ), ( 6, 9.9375 ) )
  vector.print %x92 : vector<3x2xbf16>
  %x93 = arith.constant dense<[[-5.513999938964844, -9.215999603271484, -1.7879999876022339, -0.5220000147819519], [-81.59600067138672, -3.1530001163482666, 0.09799999743700027, 4.820000171661377]]> : vector<2x4xbf16>
  %x94 = arith.constant dense<[[4.938000202178955, 98.38300323486328, -0.03999999910593033, 76.74099731445312], [0.03700000047683716, 0.052000001072883606, 3.619999885559082, -0.029999999329447746], [8.189000129699707, -0.06700000166893005, 44.90399932861328, -99.5]]> : vector<3x4xbf16>
  %x95 = arith.constant dense<[[0.029999999329447746, 3.8380000591278076], [-0.13199999928474426, -0.06800000369548798], [0.12700000405311584, 90.11900329589844]]> : vector<3x2xbf16>
  %x96 = "vector.contract"(%x93, %x94, %x95) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xbf16>, vector<3x4xbf16>, vector<3x2xbf16>) -> vector<3x2xbf16>
  // CHECK-NEXT: ( ( -972, -340 ), ( -7.28125, -3.03125 ), ( -73, -1056 ) )
  vector.print %x96 : vector<3x2xbf16>
  %x97 = arith.constant dense<[[-36.25600051879883, -0.04100000113248825], [80.8949966430664, -0.004000000189989805], [0.0020000000949949026, -4.043000221252441], [-15.23799991607666, -16.134000778198242]]> : vector<4x2xbf16>
  %x98 = arith.constant dense<[[5.8470001220703125, 0.824999988079071, 0.421999990940094], [0.03400000184774399, 0.5080000162124634, 0.9520000219345093], [0.4740000069141388, 0.6639999747276306, 0.008999999612569809], [-0.09700000286102295, 6.460999965667725, 0.057999998331069946]]> : vector<4x3xbf16>
  %x99 = arith.constant dense<[[0.7929999828338623, -0.004000000189989805], [-0.4650000035762787, -2.131999969482422], [86.75900268554688, -7.521999835968018]]> : vector<3x2xbf16>
  %x100 = "vector.contract"(%x97, %x98, %x99) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xbf16>, vector<4x3xbf16>, vector<3x2xbf16>) -> vector<3x2xbf16>
  // CHECK-NEXT: ( ( -207, -0.589844 ), ( -87.5, -109 ), ( 148, -8.5 ) )
  vector.print %x100 : vector<3x2xbf16>
  %x101 = arith.constant dense<[[-3.1689999103546143, 8.331000328063965], [-0.5870000123977661, -5.385000228881836], [-5.644000053405762, 0.08299999684095383], [65.5739974975586, 0.009999999776482582]]> : vector<4x2xbf16>
  %x102 = arith.constant dense<[[-0.09600000083446503, -4.488999843597412, -12.687999725341797, -5.880000114440918], [-0.5090000033378601, 0.2370000034570694, 3.197999954223633, 40.479000091552734], [-0.6269999742507935, 8.595000267028809, 8.892000198364258, 0.041999999433755875]]> : vector<3x4xbf16>
  %x103 = arith.constant dense<[[0.5630000233650208, 18.875999450683594], [57.09299850463867, 0.5139999985694885], [0.5, 8.444000244140625]]> : vector<3x2xbf16>
  %x104 = "vector.contract"(%x101, %x102, %x103) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xbf16>, vector<3x4xbf16>, vector<3x2xbf16>) -> vector<3x2xbf16>
  // CHECK-NEXT: ( ( -308, 41.5 ), ( 2704, -4.3125 ), ( -50, -42.25 ) )
  vector.print %x104 : vector<3x2xbf16>
  %x105 = arith.constant dense<[[67.875, -6.834000110626221, -0.08399999886751175, 0.08399999886751175], [-5.201000213623047, -0.08699999749660492, -0.5699999928474426, 0.07199999690055847]]> : vector<2x4xbf16>
  %x106 = arith.constant dense<[-80.50800323486328, -0.44600000977516174, -0.6679999828338623, 0.49399998784065247]> : vector<4xbf16>
  %x107 = arith.constant dense<[0.2639999985694885, -5.276000022888184]> : vector<2xbf16>
  %x108 = "vector.contract"(%x105, %x106, %x107) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xbf16>, vector<4xbf16>, vector<2xbf16>) -> vector<2xbf16>
  // CHECK-NEXT: ( -5472, 412 )
  vector.print %x108 : vector<2xbf16>
  %x109 = arith.constant dense<[[0.07800000160932541, -0.25099998712539673], [0.04500000178813934, 0.057999998331069946], [0.09700000286102295, -0.08299999684095383], [32.573001861572266, 0.0010000000474974513]]> : vector<4x2xbf16>
  %x110 = arith.constant dense<[-73.53099822998047, 0.0729999989271164, 1.6169999837875366, 0.01899999938905239]> : vector<4xbf16>
  %x111 = arith.constant dense<[-1.4800000190734863, 3.677000045776367]> : vector<2xbf16>
  %x112 = "vector.contract"(%x109, %x110, %x111) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x2xbf16>, vector<4xbf16>, vector<2xbf16>) -> vector<2xbf16>
  // CHECK-NEXT: ( -6.4375, 22 )
  vector.print %x112 : vector<2xbf16>
  %x113 = arith.constant dense<[-53.0880012512207, -0.6439999938011169, -0.6330000162124634, 11.998000144958496]> : vector<4xbf16>
  %x114 = arith.constant dense<[[-45.67100143432617, 0.014000000432133675, -96.58399963378906, -0.7829999923706055], [0.9319999814033508, 0.014000000432133675, -0.0949999988079071, 0.1850000023841858]]> : vector<2x4xbf16>
  %x115 = arith.constant dense<[94.96900177001953, 0.05999999865889549]> : vector<2xbf16>
  %x116 = "vector.contract"(%x113, %x114, %x115) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xbf16>, vector<2x4xbf16>, vector<2xbf16>) -> vector<2xbf16>
  // CHECK-NEXT: ( 2576, -47.25 )
  vector.print %x116 : vector<2xbf16>
  %x117 = arith.constant dense<[-0.039000000804662704, -46.18600082397461, -88.77300262451172, 0.00800000037997961]> : vector<4xbf16>
  %x118 = arith.constant dense<[[3.132999897003174, -6.685999870300293], [-4.421999931335449, -0.28700000047683716], [-3.4609999656677246, 0.004000000189989805], [0.7770000100135803, 8.119000434875488]]> : vector<4x2xbf16>
  %x119 = arith.constant dense<[0.0989999994635582, -0.07199999690055847]> : vector<2xbf16>
  %x120 = "vector.contract"(%x117, %x118, %x119) <{indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xbf16>, vector<4x2xbf16>, vector<2xbf16>) -> vector<2xbf16>
  // CHECK-NEXT: ( 512, 13.125 )
  vector.print %x120 : vector<2xbf16>
  %x121 = arith.constant dense<[-6.611999988555908, 0.26899999380111694, 0.010999999940395355, -0.2590000033378601]> : vector<4xbf16>
  %x122 = arith.constant dense<[-3.2139999866485596, 7.230999946594238, -78.58399963378906, -37.722999572753906]> : vector<4xbf16>
  %x123 = arith.constant -0.03400000184774399 : bf16
  %x124 = "vector.contract"(%x121, %x122, %x123) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xbf16>, vector<4xbf16>, bf16) -> bf16
  // CHECK-NEXT: 32.25
  vector.print %x124 : bf16
  %x125 = arith.constant dense<[[[-49.150001525878906, 0.004999999888241291, 1.003000020980835, -0.699999988079071], [51.167999267578125, -5.354000091552734, 4.5289998054504395, 0.0989999994635582]], [[0.08799999952316284, -0.6230000257492065, -0.3700000047683716, -0.9860000014305115], [-8.793999671936035, 0.5220000147819519, -0.04800000041723251, -0.05000000074505806]]]> : vector<2x2x4xbf16>
  %x126 = arith.constant dense<[[[-0.5419999957084656, -0.14499999582767487, -62.766998291015625], [-0.07400000095367432, 0.8479999899864197, -0.3149999976158142], [81.16400146484375, -23.395999908447266, -0.1850000023841858], [-0.07800000160932541, 5.373000144958496, 0.5519999861717224]], [[0.9390000104904175, 41.66299819946289, -0.08399999886751175], [0.9750000238418579, -8.458999633789062, 97.33499908447266], [0.32199999690055847, -70.35600280761719, -0.06800000369548798], [-0.08900000154972076, 8.227999687194824, -0.859000027179718]]]> : vector<2x4x3xbf16>
  %x127 = arith.constant dense<[[[-2.1080000400543213, 0.9179999828338623, 9.055999755859375], [0.7609999775886536, 32.73400115966797, 8.854999542236328]], [[-24.160999298095703, 0.0989999994635582, 93.24500274658203], [2.880000114440918, 0.027000000700354576, 86.33399963378906]]]> : vector<2x2x3xbf16>
  %x128 = "vector.contract"(%x125, %x126, %x127) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x4xbf16>, vector<2x4x3xbf16>, vector<2x2x3xbf16>) -> vector<2x2x3xbf16>
  // CHECK-NEXT: ( ( ( 106, -19.125, 3104 ), ( 340, -85, -3200 ) ), ( ( -24.625, 27, 33.25 ), ( -4.875, -368, 138 ) ) )
  vector.print %x128 : vector<2x2x3xbf16>
  %x129 = arith.constant dense<[[-0.054999999701976776, 0.49900001287460327], [-8.788999557495117, -0.0729999989271164], [-0.003000000026077032, 1.628999948501587], [83.42400360107422, 0.7749999761581421]]> : vector<4x2xbf16>
  %x130 = arith.constant dense<[0.007000000216066837, 0.004999999888241291, 84.40899658203125, -77.25800323486328]> : vector<4xbf16>
  %x131 = arith.constant dense<[0.3230000138282776, -0.01899999938905239]> : vector<2xbf16>
  %x132 = "vector.contract"(%x129, %x130, %x131) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<parallel>], kind = #vector.kind<add>}> : (vector<4x2xbf16>, vector<4xbf16>, vector<2xbf16>) -> vector<2xbf16>
  // CHECK-NEXT: ( -6464, 78 )
  vector.print %x132 : vector<2xbf16>
  %x133 = arith.constant dense<[[58.29199981689453, -0.013000000268220901, -18.836999893188477, 5.164999961853027], [-7.002999782562256, 5.500999927520752, -0.8180000185966492, -3.6619999408721924]]> : vector<2x4xbf16>
  %x134 = arith.constant dense<[[-0.8080000281333923, 0.0010000000474974513, -0.06700000166893005, -0.04699999839067459], [-0.03400000184774399, 53.79800033569336, 0.08299999684095383, 30.558000564575195]]> : vector<2x4xbf16>
  %x135 = arith.constant -0.08900000154972076 : bf16
  %x136 = "vector.contract"(%x133, %x134, %x135) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = [#vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xbf16>, vector<2x4xbf16>, bf16) -> bf16
  // CHECK-NEXT: 138
  vector.print %x136 : bf16
  %x137 = arith.constant dense<[[[-0.07400000095367432, 0.32100000977516174, -1.5950000286102295, 0.02199999988079071], [0.07000000029802322, 0.02800000086426735, 0.06499999761581421, -0.8330000042915344]], [[0.08299999684095383, 4.881999969482422, 0.4320000112056732, 2.7149999141693115], [0.014000000432133675, 0.07000000029802322, 0.210999995470047, 0.012000000104308128]]]> : vector<2x2x4xbf16>
  %x138 = arith.constant dense<[[[-43.722999572753906, 0.007000000216066837, 0.0689999982714653], [79.68000030517578, 8.067999839782715, 0.8130000233650208], [0.07199999690055847, -0.492000013589859, 5.936999797821045], [0.052000001072883606, -0.035999998450279236, -7.4039998054504395]], [[-28.75, 0.08799999952316284, -0.05299999937415123], [-0.6610000133514404, -0.03200000151991844, 0.03999999910593033], [0.0989999994635582, 0.5830000042915344, 22.624000549316406], [-0.08100000023841858, -1.4769999980926514, 66.56300354003906]]]> : vector<2x4x3xbf16>
  %x139 = arith.constant dense<[[0.8790000081062317, -0.04699999839067459, -0.08100000023841858], [1.4450000524520874, -0.6890000104904175, -7.004000186920166]]> : vector<2x3xbf16>
  %x140 = "vector.contract"(%x137, %x138, %x139) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x4xbf16>, vector<2x4x3xbf16>, vector<2x3xbf16>) -> vector<2x3xbf16>
  // CHECK-NEXT: ( ( 27.625, 4.5625, -63.25 ), ( 386, 38.25, -15.0625 ) )
  vector.print %x140 : vector<2x3xbf16>
  %x141 = arith.constant dense<[[0.07500000298023224], [1.5640000104904175]]> : vector<2x1xbf16>
  %x142 = arith.constant dense<[[3.9210000038146973, 51.35100173950195, -3.4719998836517334]]> : vector<1x3xbf16>
  %x143 = arith.constant dense<[[-0.49300000071525574, -0.03999999910593033, 3.240000009536743], [-7.873000144958496, -0.07400000095367432, 0.492000013589859]]> : vector<2x3xbf16>
  %x144 = "vector.contract"(%x141, %x142, %x143) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x1xbf16>, vector<1x3xbf16>, vector<2x3xbf16>) -> vector<2x3xbf16>
  // CHECK-NEXT: ( ( -0.197266, 3.8125, 2.96875 ), ( -1.75, 80, -4.90625 ) )
  vector.print %x144 : vector<2x3xbf16>
  return
}
