// vector.from_elements (1-D, n-D, 0-D; scalars from function arguments) and
// vector.to_elements (every lane back as a scalar), for i1, i8, i16, i32, i64, index, f16,
// f32, f64.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @build(%f: f32, %g: f32, %d: f64, %h: f16, %b: i8, %t: i1, %s: i16, %l: i64, %x: index, %w: i32) {
  %0 = vector.from_elements %f, %g, %f, %g, %g : vector<5xf32>
  vector.print %0 : vector<5xf32>
  %1 = vector.from_elements %d, %d, %d, %d, %d, %d : vector<2x3xf64>
  vector.print %1 : vector<2x3xf64>
  %2 = vector.from_elements %h : vector<f16>
  vector.print %2 : vector<f16>
  %3 = vector.from_elements %b, %b, %b, %b, %b, %b, %b, %b, %b, %b, %b, %b, %b, %b, %b, %b, %b, %b : vector<18xi8>
  vector.print %3 : vector<18xi8>
  %4 = vector.from_elements %t, %t, %t : vector<3xi1>
  vector.print %4 : vector<3xi1>
  %5 = vector.from_elements %s, %s, %s, %s : vector<2x1x2xi16>
  vector.print %5 : vector<2x1x2xi16>
  %6 = vector.from_elements %l, %l, %l : vector<3xi64>
  vector.print %6 : vector<3xi64>
  %7 = vector.from_elements %x, %x : vector<2xindex>
  vector.print %7 : vector<2xindex>
  %8 = vector.from_elements %w, %w, %w, %w, %w, %w, %w : vector<7xi32>
  vector.print %8 : vector<7xi32>
  return
}

func.func @split() {
  %a = arith.constant dense<[1.5, 2.5, 3.5]> : vector<3xf32>
  %0:3 = vector.to_elements %a : vector<3xf32>
  vector.print %0#0 : f32
  vector.print %0#1 : f32
  vector.print %0#2 : f32
  %b = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi16>
  %1:4 = vector.to_elements %b : vector<2x2xi16>
  vector.print %1#0 : i16
  vector.print %1#3 : i16
  %c = arith.constant dense<9.0> : vector<f64>
  %2 = vector.to_elements %c : vector<f64>
  vector.print %2 : f64
  %d = arith.constant dense<[true, false, true]> : vector<3xi1>
  %3:3 = vector.to_elements %d : vector<3xi1>
  vector.print %3#1 : i1
  vector.print %3#2 : i1
  %e = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : vector<18xi8>
  %4:18 = vector.to_elements %e : vector<18xi8>
  vector.print %4#16 : i8
  %5 = vector.from_elements %4#17, %4#0, %4#9, %4#3 : vector<2x2xi8>
  vector.print %5 : vector<2x2xi8>
  return
}

func.func @main() {
  %f = arith.constant 1.25 : f32
  %g = arith.constant -4.0 : f32
  %d = arith.constant 2.0e10 : f64
  %h = arith.constant 0.75 : f16
  %b = arith.constant 127 : i8
  %t = arith.constant true
  %s = arith.constant -32768 : i16
  %l = arith.constant -9 : i64
  %x = arith.constant -1 : index
  %w = arith.constant 65536 : i32
  call @build(%f, %g, %d, %h, %b, %t, %s, %l, %x, %w) : (f32, f32, f64, f16, i8, i1, i16, i64, index, i32) -> ()
  call @split() : () -> ()
  return
}

// CHECK: ( 1.25, -4, 1.25, -4, -4 )
// CHECK-NEXT: ( ( 2e+10, 2e+10, 2e+10 ), ( 2e+10, 2e+10, 2e+10 ) )
// CHECK-NEXT: ( 0.75 )
// CHECK-NEXT: ( 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127 )
// CHECK-NEXT: ( 1, 1, 1 )
// CHECK-NEXT: ( ( ( -32768, -32768 ) ), ( ( -32768, -32768 ) ) )
// CHECK-NEXT: ( -9, -9, -9 )
// CHECK-NEXT: ( 18446744073709551615, 18446744073709551615 )
// CHECK-NEXT: ( 65536, 65536, 65536, 65536, 65536, 65536, 65536 )
// CHECK-NEXT: 1.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 3.5
// CHECK-NEXT: 1
// CHECK-NEXT: 4
// CHECK-NEXT: 9
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 16
// CHECK-NEXT: ( ( 17, 0 ), ( 9, 3 ) )
