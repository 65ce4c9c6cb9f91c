// vector.step, vector.constant_mask and vector.create_mask: 1-D, 2-D and 3-D masks, rows
// longer than one 128-bit register, create_mask sizes only known at run time (function
// arguments) that are negative (empty mask), zero, inside the vector and past its end
// (clamped: full), masks used by arith.select.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s --match-full-lines
func.func @steps() {
  %0 = vector.step : vector<5xindex>
  vector.print %0 : vector<5xindex>
  %1 = vector.step : vector<1xindex>
  vector.print %1 : vector<1xindex>
  %2 = vector.step : vector<18xindex>
  vector.print %2 : vector<18xindex>
  return
}

func.func @constant_masks() {
  %0 = vector.constant_mask [3] : vector<5xi1>
  vector.print %0 : vector<5xi1>
  %1 = vector.constant_mask [0] : vector<4xi1>
  vector.print %1 : vector<4xi1>
  %2 = vector.constant_mask [2, 3] : vector<3x4xi1>
  vector.print %2 : vector<3x4xi1>
  %3 = vector.constant_mask [1, 2, 1] : vector<2x3x2xi1>
  vector.print %3 : vector<2x3x2xi1>
  %4 = vector.constant_mask [17] : vector<20xi1>
  vector.print %4 : vector<20xi1>
  %5 = vector.constant_mask [2, 2] : vector<2x2xi1>
  vector.print %5 : vector<2x2xi1>
  return
}

func.func @create_masks(%a: index, %b: index) {
  %0 = vector.create_mask %a : vector<5xi1>
  vector.print %0 : vector<5xi1>
  %1 = vector.create_mask %a : vector<20xi1>
  vector.print %1 : vector<20xi1>
  %2 = vector.create_mask %b, %a : vector<3x4xi1>
  vector.print %2 : vector<3x4xi1>
  %c2 = arith.constant 2 : index
  %3 = vector.create_mask %c2, %b, %a : vector<2x3x2xi1>
  vector.print %3 : vector<2x3x2xi1>
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : vector<5xf32>
  %y = arith.constant dense<0.0> : vector<5xf32>
  %4 = arith.select %0, %x, %y : vector<5xi1>, vector<5xf32>
  vector.print %4 : vector<5xf32>
  return
}

func.func @main() {
  call @steps() : () -> ()
  call @constant_masks() : () -> ()
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c17 = arith.constant 17 : index
  %c100 = arith.constant 100 : index
  call @create_masks(%c3, %c2) : (index, index) -> ()
  call @create_masks(%m1, %c1) : (index, index) -> ()
  call @create_masks(%c0, %c3) : (index, index) -> ()
  call @create_masks(%c17, %m1) : (index, index) -> ()
  call @create_masks(%c100, %c100) : (index, index) -> ()
  return
}

// CHECK: ( 0, 1, 2, 3, 4 )
// CHECK-NEXT: ( 0 )
// CHECK-NEXT: ( 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17 )
// CHECK-NEXT: ( 1, 1, 1, 0, 0 )
// CHECK-NEXT: ( 0, 0, 0, 0 )
// CHECK-NEXT: ( ( 1, 1, 1, 0 ), ( 1, 1, 1, 0 ), ( 0, 0, 0, 0 ) )
// CHECK-NEXT: ( ( ( 1, 0 ), ( 1, 0 ), ( 0, 0 ) ), ( ( 0, 0 ), ( 0, 0 ), ( 0, 0 ) ) )
// CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0 )
// CHECK-NEXT: ( ( 1, 1 ), ( 1, 1 ) )
// CHECK-NEXT: ( 1, 1, 1, 0, 0 )
// CHECK-NEXT: ( 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( ( 1, 1, 1, 0 ), ( 1, 1, 1, 0 ), ( 0, 0, 0, 0 ) )
// CHECK-NEXT: ( ( ( 1, 1 ), ( 1, 1 ), ( 0, 0 ) ), ( ( 1, 1 ), ( 1, 1 ), ( 0, 0 ) ) )
// CHECK-NEXT: ( 1, 2, 3, 0, 0 )
// CHECK-NEXT: ( 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( ( 0, 0, 0, 0 ), ( 0, 0, 0, 0 ), ( 0, 0, 0, 0 ) )
// CHECK-NEXT: ( ( ( 0, 0 ), ( 0, 0 ), ( 0, 0 ) ), ( ( 0, 0 ), ( 0, 0 ), ( 0, 0 ) ) )
// CHECK-NEXT: ( 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( ( 0, 0, 0, 0 ), ( 0, 0, 0, 0 ), ( 0, 0, 0, 0 ) )
// CHECK-NEXT: ( ( ( 0, 0 ), ( 0, 0 ), ( 0, 0 ) ), ( ( 0, 0 ), ( 0, 0 ), ( 0, 0 ) ) )
// CHECK-NEXT: ( 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 1, 1, 1, 1, 1 )
// CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0 )
// CHECK-NEXT: ( ( 0, 0, 0, 0 ), ( 0, 0, 0, 0 ), ( 0, 0, 0, 0 ) )
// CHECK-NEXT: ( ( ( 0, 0 ), ( 0, 0 ), ( 0, 0 ) ), ( ( 0, 0 ), ( 0, 0 ), ( 0, 0 ) ) )
// CHECK-NEXT: ( 1, 2, 3, 4, 5 )
// CHECK-NEXT: ( 1, 1, 1, 1, 1 )
// CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 )
// CHECK-NEXT: ( ( 1, 1, 1, 1 ), ( 1, 1, 1, 1 ), ( 1, 1, 1, 1 ) )
// CHECK-NEXT: ( ( ( 1, 1 ), ( 1, 1 ), ( 1, 1 ) ), ( ( 1, 1 ), ( 1, 1 ), ( 1, 1 ) ) )
// CHECK-NEXT: ( 1, 2, 3, 4, 5 )
