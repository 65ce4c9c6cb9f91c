// vector.reduction inside vector.mask: masked-off lanes take no part (LLVM's predicated
// reductions, which -convert-vector-to-llvm emits for them): add, mul, and, or, xor, signed and
// unsigned min/max on i32 and i8, and add, mul, minimumf, maximumf, minnumf, maxnumf on f32 and
// f64, with and without an accumulator, on lengths 5, 8 and 17.
// Expected output: mlir-runner-22 (lower-vector-mask, convert-vector-to-scf, convert-scf-to-cf,
// convert-vector-to-llvm, finalize-memref-to-llvm, convert-func-to-llvm pipeline).
// RUN: corolift run %s | FileCheck %s --match-full-lines

func.func @main() {
  %v = arith.constant dense<[1.5, -2.0, 3.0, 4.0, -5.0]> : vector<5xf32>
  %m = arith.constant dense<[true, false, true, true, false]> : vector<5xi1>
  %a = vector.mask %m { vector.reduction <add>, %v : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %a : f32
  %b = vector.mask %m { vector.reduction <mul>, %v : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %b : f32
  %c = vector.mask %m { vector.reduction <minimumf>, %v : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %c : f32
  %d = vector.mask %m { vector.reduction <maximumf>, %v : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %d : f32
  %e = vector.mask %m { vector.reduction <minnumf>, %v : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %e : f32
  %f = vector.mask %m { vector.reduction <maxnumf>, %v : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %f : f32
  %acc = arith.constant 10.0 : f32
  %g = vector.mask %m { vector.reduction <add>, %v, %acc : vector<5xf32> into f32 } : vector<5xi1> -> f32
  vector.print %g : f32

  %w = arith.constant dense<[7, -3, 12, 5, -9, 2, 100, -1]> : vector<8xi32>
  %mw = arith.constant dense<[true, true, false, true, false, true, false, true]> : vector<8xi1>
  %i0 = vector.mask %mw { vector.reduction <add>, %w : vector<8xi32> into i32 } : vector<8xi1> -> i32
  vector.print %i0 : i32
  %i1 = vector.mask %mw { vector.reduction <mul>, %w : vector<8xi32> into i32 } : vector<8xi1> -> i32
  vector.print %i1 : i32
  %i2 = vector.mask %mw { vector.reduction <and>, %w : vector<8xi32> into i32 } : vector<8xi1> -> i32
  vector.print %i2 : i32
  %i3 = vector.mask %mw { vector.reduction <or>, %w : vector<8xi32> into i32 } : vector<8xi1> -> i32
  vector.print %i3 : i32
  %i4 = vector.mask %mw { vector.reduction <xor>, %w : vector<8xi32> into i32 } : vector<8xi1> -> i32
  vector.print %i4 : i32
  %i5 = vector.mask %mw { vector.reduction <minsi>, %w : vector<8xi32> into i32 } : vector<8xi1> -> i32
  vector.print %i5 : i32
  %i6 = vector.mask %mw { vector.reduction <maxsi>, %w : vector<8xi32> into i32 } : vector<8xi1> -> i32
  vector.print %i6 : i32
  %i7 = vector.mask %mw { vector.reduction <minui>, %w : vector<8xi32> into i32 } : vector<8xi1> -> i32
  vector.print %i7 : i32
  %i8 = vector.mask %mw { vector.reduction <maxui>, %w : vector<8xi32> into i32 } : vector<8xi1> -> i32
  vector.print %i8 : i32

  %x = arith.constant dense<[1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15, -16, 17]> : vector<17xi8>
  %mx = arith.constant dense<[false, true, true, false, true, false, true, true, false, false, true, false, true, true, false, true, false]> : vector<17xi1>
  %x0 = vector.mask %mx { vector.reduction <add>, %x : vector<17xi8> into i8 } : vector<17xi1> -> i8
  vector.print %x0 : i8
  %x1 = vector.mask %mx { vector.reduction <minsi>, %x : vector<17xi8> into i8 } : vector<17xi1> -> i8
  vector.print %x1 : i8
  %x2 = vector.mask %mx { vector.reduction <maxui>, %x : vector<17xi8> into i8 } : vector<17xi1> -> i8
  vector.print %x2 : i8

  %y = arith.constant dense<[2.5, 0.5, -4.0, 8.0, 1.0, 3.0, -0.5, 6.0]> : vector<8xf64>
  %y0 = vector.mask %mw { vector.reduction <add>, %y : vector<8xf64> into f64 } : vector<8xi1> -> f64
  vector.print %y0 : f64
  %y1 = vector.mask %mw { vector.reduction <maximumf>, %y : vector<8xf64> into f64 } : vector<8xi1> -> f64
  vector.print %y1 : f64
  return
}

// CHECK:      8.5
// CHECK-NEXT: 18
// CHECK-NEXT: 1.5
// CHECK-NEXT: 4
// CHECK-NEXT: 1.5
// CHECK-NEXT: 4
// CHECK-NEXT: 18.5
// CHECK-NEXT: 10
// CHECK-NEXT: 210
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 2
// CHECK-NEXT: -3
// CHECK-NEXT: 7
// CHECK-NEXT: 2
// CHECK-NEXT: -1
// CHECK-NEXT: -1
// CHECK-NEXT: -16
// CHECK-NEXT: -2
// CHECK-NEXT: 20
// CHECK-NEXT: 8
