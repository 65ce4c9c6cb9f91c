// The lane-moving vector ops on bf16 lanes (kept as their 16-bit patterns): broadcast,
// extract and insert (static and dynamic), from_elements, shuffle, strided slices,
// shape_cast, transpose, interleave/deinterleave, bitcast to and from i16.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @ops(%s: bf16, %i: index) {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xbf16>
  %0 = vector.broadcast %s : bf16 to vector<9xbf16>
  vector.print %0 : vector<9xbf16>
  %1 = vector.extract %a[1, %i] : bf16 from vector<2x3xbf16>
  vector.print %1 : bf16
  %2 = vector.insert %s, %a[0, 2] : bf16 into vector<2x3xbf16>
  vector.print %2 : vector<2x3xbf16>
  %3 = vector.from_elements %s, %1, %s : vector<3xbf16>
  vector.print %3 : vector<3xbf16>
  %4 = vector.shuffle %a, %a [3, 1, 0] : vector<2x3xbf16>, vector<2x3xbf16>
  vector.print %4 : vector<3x3xbf16>
  %5 = vector.extract_strided_slice %a {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x3xbf16> to vector<2x2xbf16>
  vector.print %5 : vector<2x2xbf16>
  %6 = vector.insert_strided_slice %5, %a {offsets = [0, 0], strides = [1, 1]} : vector<2x2xbf16> into vector<2x3xbf16>
  vector.print %6 : vector<2x3xbf16>
  %7 = vector.shape_cast %a : vector<2x3xbf16> to vector<6xbf16>
  vector.print %7 : vector<6xbf16>
  %8 = vector.transpose %a, [1, 0] : vector<2x3xbf16> to vector<3x2xbf16>
  vector.print %8 : vector<3x2xbf16>
  %12 = vector.bitcast %7 : vector<6xbf16> to vector<6xi16>
  vector.print %12 : vector<6xi16>
  %13 = vector.bitcast %12 : vector<6xi16> to vector<6xbf16>
  vector.print %13 : vector<6xbf16>
  %15 = vector.extract_strided_slice %0 {offsets = [3], sizes = [6], strides = [1]} : vector<9xbf16> to vector<6xbf16>
  %14 = vector.bitcast %7 : vector<6xbf16> to vector<3xf32>
  vector.print %14 : vector<3xf32>
  %9 = vector.interleave %7, %15 : vector<6xbf16> -> vector<12xbf16>
  vector.print %9 : vector<12xbf16>
  %10, %11 = vector.deinterleave %9 : vector<12xbf16> -> vector<6xbf16>
  vector.print %10 : vector<6xbf16>
  vector.print %11 : vector<6xbf16>
  return
}

func.func @main() {
  %s = arith.constant -0.15625 : bf16
  %c2 = arith.constant 2 : index
  call @ops(%s, %c2) : (bf16, index) -> ()
  return
}

// CHECK: ( -0.15625, -0.15625, -0.15625, -0.15625, -0.15625, -0.15625, -0.15625, -0.15625, -0.15625 )
// CHECK-NEXT: 6
// CHECK-NEXT: ( ( 1, 2, -0.15625 ), ( 4, 5, 6 ) )
// CHECK-NEXT: ( -0.15625, 6, -0.15625 )
// CHECK-NEXT: ( ( 4, 5, 6 ), ( 4, 5, 6 ), ( 1, 2, 3 ) )
// CHECK-NEXT: ( ( 2, 3 ), ( 5, 6 ) )
// CHECK-NEXT: ( ( 2, 3, 3 ), ( 5, 6, 6 ) )
// CHECK-NEXT: ( 1, 2, 3, 4, 5, 6 )
// CHECK-NEXT: ( ( 1, 4 ), ( 2, 5 ), ( 3, 6 ) )
// CHECK-NEXT: ( 16256, 16384, 16448, 16512, 16544, 16576 )
// CHECK-NEXT: ( 1, 2, 3, 4, 5, 6 )
// CHECK-NEXT: ( 2.00388, 4.00784, 6.00789 )
// CHECK-NEXT: ( 1, -0.15625, 2, -0.15625, 3, -0.15625, 4, -0.15625, 5, -0.15625, 6, -0.15625 )
// CHECK-NEXT: ( 1, 2, 3, 4, 5, 6 )
// CHECK-NEXT: ( -0.15625, -0.15625, -0.15625, -0.15625, -0.15625, -0.15625 )
