// float classification: isnan/isinf/isfinite/isnormal over a memref of special values; NaN-aware min/max
// Written as a user would, independently of corolift. Expected output: mlir-runner-22 on this
// file (after mlir-opt-22 with the upstream async-to-LLVM pipeline of scripts/compare-corpus.sh).
// RUN: corolift run %s | FileCheck %s

// CHECK:      nan
// CHECK-NEXT: 0
// CHECK-NEXT: -inf
// CHECK-NEXT: 1
// CHECK-NEXT: 1.5
// CHECK-NEXT: 2
// CHECK-NEXT: -0
// CHECK-NEXT: 3
// CHECK-NEXT: 4.94066e-324
// CHECK-NEXT: 4
// CHECK-NEXT: 1.79769e+308
// CHECK-NEXT: 2
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: 2.22507e-308
// CHECK-NEXT: 2
// CHECK-NEXT: nan
// CHECK-NEXT: 1.5
// CHECK-NEXT: -0
// CHECK-NEXT: 1
// CHECK-NOT:  {{.}}
func.func @classify(%x: f64) -> i32 {
  %nan = math.isnan %x : f64
  %ax = math.absf %x : f64
  %infc = arith.constant 0x7FF0000000000000 : f64
  %inf = arith.cmpf oeq, %ax, %infc : f64
  %fin = math.isfinite %x : f64
  %minn = arith.constant 2.2250738585072014E-308 : f64
  %big = arith.cmpf oge, %ax, %minn : f64
  %nrm = arith.andi %fin, %big : i1
  %zero = arith.constant 0.0 : f64
  %isz = arith.cmpf oeq, %x, %zero : f64
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %a = arith.select %isz, %c3, %c4 : i32
  %b = arith.select %nrm, %c2, %a : i32
  %c = arith.select %inf, %c1, %b : i32
  %d = arith.select %nan, %c0, %c : i32
  return %d : i32
}

func.func @main() {
  %buf = memref.alloc() : memref<8xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %v0 = arith.constant 0x7FF8000000000000 : f64
  %v1 = arith.constant 0xFFF0000000000000 : f64
  %v2 = arith.constant 1.5 : f64
  %v3 = arith.constant -0.0 : f64
  %v4 = arith.constant 4.9406564584124654E-324 : f64
  %v5 = arith.constant 1.7976931348623157E+308 : f64
  %v6 = arith.constant 0x7FF0000000000000 : f64
  %v7 = arith.constant 2.2250738585072014E-308 : f64
  memref.store %v0, %buf[%c0] : memref<8xf64>
  memref.store %v1, %buf[%c1] : memref<8xf64>
  memref.store %v2, %buf[%c2] : memref<8xf64>
  memref.store %v3, %buf[%c3] : memref<8xf64>
  memref.store %v4, %buf[%c4] : memref<8xf64>
  memref.store %v5, %buf[%c5] : memref<8xf64>
  memref.store %v6, %buf[%c6] : memref<8xf64>
  memref.store %v7, %buf[%c7] : memref<8xf64>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %buf[%i] : memref<8xf64>
    %k = func.call @classify(%x) : (f64) -> i32
    vector.print %x : f64
    vector.print %k : i32
  }
  %mx = arith.maximumf %v0, %v2 : f64
  %mn = arith.maxnumf %v0, %v2 : f64
  %c0f = arith.constant 0.0 : f64
  %z1 = arith.minimumf %v3, %c0f : f64
  vector.print %mx : f64
  vector.print %mn : f64
  vector.print %z1 : f64
  %fin = math.isfinite %v5 : f64
  vector.print %fin : i1
  memref.dealloc %buf : memref<8xf64>
  return
}
