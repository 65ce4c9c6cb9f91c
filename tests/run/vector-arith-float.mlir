// Float arith and math ops on vectors: f32 and f64, 1-D, n-D and 0-D, NaN and signed zeros
// through minimumf/maxnumf, comparisons as i1 masks, conversions, and f16/bf16 lanes
// (computed in f32 and rounded back like scalars). No lane makes a new NaN (x86_64 and aarch64
// give it different signs); NaN operands pass through. Expected output from mlir-runner-22.
// RUN: corolift run %s | FileCheck %s

func.func @main() {
  %a = arith.constant dense<[1.5, -2.25, 5.0, 1.0e10, -0.0, 3.0, 7.5]> : vector<7xf32>
  %b = arith.constant dense<[0.5, 4.0, -0.0, 3.0, 2.0, 0x7FC00000, -1.0]> : vector<7xf32>
  %add = arith.addf %a, %b : vector<7xf32>
  vector.print %add : vector<7xf32>
  %sub = arith.subf %a, %b : vector<7xf32>
  vector.print %sub : vector<7xf32>
  %mul = arith.mulf %a, %b fastmath<fast> : vector<7xf32>
  vector.print %mul : vector<7xf32>
  %div = arith.divf %a, %b : vector<7xf32>
  vector.print %div : vector<7xf32>
  %r = arith.constant dense<[0.7, 1.3, -2.0, 3.0, 4.5, 1.0, 2.0]> : vector<7xf32>
  %rem = arith.remf %a, %r : vector<7xf32>
  vector.print %rem : vector<7xf32>
  %min = arith.minimumf %a, %b : vector<7xf32>
  vector.print %min : vector<7xf32>
  %max = arith.maxnumf %a, %b : vector<7xf32>
  vector.print %max : vector<7xf32>
  %neg = arith.negf %a : vector<7xf32>
  vector.print %neg : vector<7xf32>
  %olt = arith.cmpf olt, %a, %b : vector<7xf32>
  vector.print %olt : vector<7xi1>
  %une = arith.cmpf une, %a, %b : vector<7xf32>
  vector.print %une : vector<7xi1>
  %sel = arith.select %olt, %a, %b : vector<7xi1>, vector<7xf32>
  vector.print %sel : vector<7xf32>

  // f64 in a 3x2 vector (one f64x2 part per row).
  %c = arith.constant dense<[[2.0, 9.0], [0.25, 1.0e-3], [100.0, 4.0]]> : vector<3x2xf64>
  %sq = math.sqrt %c : vector<3x2xf64>
  vector.print %sq : vector<3x2xf64>
  %ab = math.absf %c : vector<3x2xf64>
  %fma = math.fma %c, %ab, %c : vector<3x2xf64>
  vector.print %fma : vector<3x2xf64>
  %ex = math.exp %c : vector<3x2xf64>
  vector.print %ex : vector<3x2xf64>
  %fl = math.floor %sq : vector<3x2xf64>
  vector.print %fl : vector<3x2xf64>
  %ce = math.ceil %sq : vector<3x2xf64>
  vector.print %ce : vector<3x2xf64>
  %tr = arith.truncf %c : vector<3x2xf64> to vector<3x2xf32>
  vector.print %tr : vector<3x2xf32>
  %bk = arith.extf %tr : vector<3x2xf32> to vector<3x2xf64>
  vector.print %bk : vector<3x2xf64>

  // 0-D.
  %z = arith.constant dense<2.0> : vector<f32>
  %z2 = arith.mulf %z, %z : vector<f32>
  %z3 = math.log %z2 : vector<f32>
  vector.print %z3 : vector<f32>

  // Conversions.
  %fi = arith.constant dense<[1.5, -2.7, 100.9, -0.0]> : vector<4xf32>
  %i = arith.fptosi %fi : vector<4xf32> to vector<4xi32>
  vector.print %i : vector<4xi32>
  %u = arith.constant dense<[0, 1, 4294967295, 7]> : vector<4xi32>
  %uf = arith.uitofp %u : vector<4xi32> to vector<4xf64>
  vector.print %uf : vector<4xf64>
  %sf = arith.sitofp %u : vector<4xi32> to vector<4xf32>
  vector.print %sf : vector<4xf32>
  %bits = arith.bitcast %sf : vector<4xf32> to vector<4xi32>
  vector.print %bits : vector<4xi32>

  // f16 and bf16 lanes (rounded to their format after each op).
  %h = arith.constant dense<[1.0, 0.1, 65504.0, -3.5, 1.0e-3, 2.0, 3.0, 4.0, 5.0]> : vector<9xf16>
  %h2 = arith.addf %h, %h : vector<9xf16>
  vector.print %h2 : vector<9xf16>
  %h3 = arith.mulf %h, %h : vector<9xf16>
  vector.print %h3 : vector<9xf16>
  %hb = arith.constant dense<[1.0, 0.1, 3.0e38, -3.5]> : vector<4xbf16>
  %hb2 = arith.addf %hb, %hb : vector<4xbf16>
  vector.print %hb2 : vector<4xbf16>
  %hx = arith.extf %hb2 : vector<4xbf16> to vector<4xf32>
  vector.print %hx : vector<4xf32>
  return
}

// CHECK:      ( 2, 1.75, 5, 1e+10, 2, nan, 6.5 )
// CHECK-NEXT: ( 1, -6.25, 5, 1e+10, -2, nan, 8.5 )
// CHECK-NEXT: ( 0.75, -9, -0, 3e+10, -0, nan, -7.5 )
// CHECK-NEXT: ( 3, -0.5625, -inf, 3.33333e+09, -0, nan, -7.5 )
// CHECK-NEXT: ( 0.1, -0.95, 1, 1, -0, 0, 1.5 )
// CHECK-NEXT: ( 0.5, -2.25, -0, 3, -0, nan, -1 )
// CHECK-NEXT: ( 1.5, 4, 5, 1e+10, 2, 3, 7.5 )
// CHECK-NEXT: ( -1.5, 2.25, -5, -1e+10, 0, -3, -7.5 )
// CHECK-NEXT: ( 0, 1, 0, 0, 1, 0, 0 )
// CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 1 )
// CHECK-NEXT: ( 0.5, -2.25, -0, 3, -0, nan, -1 )
// CHECK-NEXT: ( ( 1.41421, 3 ), ( 0.5, 0.0316228 ), ( 10, 2 ) )
// CHECK-NEXT: ( ( 6, 90 ), ( 0.3125, 0.001001 ), ( 10100, 20 ) )
// CHECK-NEXT: ( ( 7.38906, 8103.08 ), ( 1.28403, 1.001 ), ( 2.68812e+43, 54.5982 ) )
// CHECK-NEXT: ( ( 1, 3 ), ( 0, 0 ), ( 10, 2 ) )
// CHECK-NEXT: ( ( 2, 3 ), ( 1, 1 ), ( 10, 2 ) )
// CHECK-NEXT: ( ( 2, 9 ), ( 0.25, 0.001 ), ( 100, 4 ) )
// CHECK-NEXT: ( ( 2, 9 ), ( 0.25, 0.001 ), ( 100, 4 ) )
// CHECK-NEXT: ( 1.38629 )
// CHECK-NEXT: ( 1, -2, 100, 0 )
// CHECK-NEXT: ( 0, 1, 4.29497e+09, 7 )
// CHECK-NEXT: ( 0, 1, -1, 7 )
// CHECK-NEXT: ( 0, 1065353216, -1082130432, 1088421888 )
// CHECK-NEXT: ( 2, 0.199951, inf, -7, 0.00200081, 4, 6, 8, 10 )
// CHECK-NEXT: ( 1, 0.00999451, inf, 12.25, 1.01328e-06, 4, 9, 16, 25 )
// CHECK-NEXT: ( 2, 0.200195, inf, -7 )
// CHECK-NEXT: ( 2, 0.200195, inf, -7 )
