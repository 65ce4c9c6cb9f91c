// RUN: corolift opt %s | FileCheck %s
// RUN: corolift opt %s | corolift opt | FileCheck %s
// RUN: corolift opt %s --mlir-print-op-generic | corolift opt | FileCheck %s

// Every float binary op and negf, with fastmath flags (printed without spaces, `none` elided).
func.func @float_ops(%x: f32, %y: f32, %d: f64, %h: vector<[4]xf16>) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y : f32
  %2 = arith.mulf %x, %y : f32
  %3 = arith.divf %x, %y : f32
  %4 = arith.remf %x, %y : f32
  %5 = arith.minimumf %x, %y : f32
  %6 = arith.maximumf %x, %y : f32
  %7 = arith.minnumf %x, %y : f32
  %8 = arith.maxnumf %x, %y : f32
  %9 = arith.negf %x : f32
  %10 = arith.addf %d, %d fastmath<fast> : f64
  %11 = arith.mulf %x, %y fastmath<ninf,nnan> : f32
  %12 = arith.subf %x, %y fastmath<none> : f32
  %13 = arith.divf %x, %y fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %14 = arith.negf %h fastmath<contract> {tag} : vector<[4]xf16>
  %15 = arith.maxnumf %h, %h : vector<[4]xf16>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @float_ops(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: vector<[4]xf16>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %4 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: %8 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.negf %arg0 : f32
// CHECK-NEXT: %10 = arith.addf %arg2, %arg2 fastmath<fast> : f64
// CHECK-NEXT: %11 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %12 = arith.subf %arg0, %arg1 : f32
// CHECK-NEXT: %13 = arith.divf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %14 = arith.negf %arg3 fastmath<contract> {tag} : vector<[4]xf16>
// CHECK-NEXT: %15 = arith.maxnumf %arg3, %arg3 : vector<[4]xf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
