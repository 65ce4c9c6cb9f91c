// memref.load and memref.store of every element type (i1, i8, i16, i32, i64, index, f16,
// bf16, f32, f64) in rank 0, 1 and 2 memrefs, with and without `nontemporal` and
// `alignment`: each value goes through memory next to its neighbours (which must stay
// intact) and is printed back.
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh); by hand the
// values stored: true (1), -128, 127, -32768, 2147483647, -9223372036854775808, 42, 65504 (the
// largest f16), -2.5 (bf16), 0.1 (f32 prints 0.1), 1e+300.
// RUN: corolift run %s | FileCheck %s --match-full-lines
// CHECK:      0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -128
// CHECK-NEXT: 127
// CHECK-NEXT: -32768
// CHECK-NEXT: 2147483647
// CHECK-NEXT: 0
// CHECK-NEXT: -9223372036854775808
// CHECK-NEXT: 42
// CHECK-NEXT: 0
// CHECK-NEXT: 65504
// CHECK-NEXT: 0
// CHECK-NEXT: -2.5
// CHECK-NEXT: 0.1
// CHECK-NEXT: 1e+300
// CHECK-NOT:  {{.}}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %b = memref.alloc() : memref<3xi1>
  %t = arith.constant true
  %f = arith.constant false
  memref.store %f, %b[%c0] : memref<3xi1>
  memref.store %t, %b[%c1] {nontemporal = true} : memref<3xi1>
  memref.store %f, %b[%c2] : memref<3xi1>
  %b0 = memref.load %b[%c0] : memref<3xi1>
  %b1 = memref.load %b[%c1] {nontemporal = true} : memref<3xi1>
  %b2 = memref.load %b[%c2] : memref<3xi1>
  vector.print %b0 : i1
  vector.print %b1 : i1
  vector.print %b2 : i1
  %i8m = memref.alloc() : memref<2x2xi8>
  %x8 = arith.constant -128 : i8
  %y8 = arith.constant 127 : i8
  memref.store %x8, %i8m[%c0, %c1] : memref<2x2xi8>
  memref.store %y8, %i8m[%c1, %c0] {alignment = 1 : i64} : memref<2x2xi8>
  %r8a = memref.load %i8m[%c0, %c1] : memref<2x2xi8>
  %r8b = memref.load %i8m[%c1, %c0] {alignment = 1 : i64} : memref<2x2xi8>
  vector.print %r8a : i8
  vector.print %r8b : i8
  %i16m = memref.alloc() : memref<i16>
  %x16 = arith.constant -32768 : i16
  memref.store %x16, %i16m[] : memref<i16>
  %r16 = memref.load %i16m[] : memref<i16>
  vector.print %r16 : i16
  %i32m = memref.alloc() : memref<2xi32>
  %x32 = arith.constant 2147483647 : i32
  %z32 = arith.constant 0 : i32
  memref.store %z32, %i32m[%c0] : memref<2xi32>
  memref.store %x32, %i32m[%c1] {nontemporal = true, alignment = 4 : i64} : memref<2xi32>
  %r32 = memref.load %i32m[%c1] : memref<2xi32>
  %r32z = memref.load %i32m[%c0] : memref<2xi32>
  vector.print %r32 : i32
  vector.print %r32z : i32
  %i64m = memref.alloc() : memref<1x1xi64>
  %x64 = arith.constant -9223372036854775808 : i64
  memref.store %x64, %i64m[%c0, %c0] : memref<1x1xi64>
  %r64 = memref.load %i64m[%c0, %c0] : memref<1x1xi64>
  vector.print %r64 : i64
  %im = memref.alloc() : memref<2xindex>
  %xi = arith.constant 42 : index
  memref.store %xi, %im[%c1] : memref<2xindex>
  %ri = memref.load %im[%c1] : memref<2xindex>
  vector.print %ri : index
  %hm = memref.alloc() : memref<3xf16>
  %xh = arith.constant 65504.0 : f16
  %zh = arith.constant 0.0 : f16
  memref.store %zh, %hm[%c0] : memref<3xf16>
  memref.store %xh, %hm[%c1] : memref<3xf16>
  memref.store %zh, %hm[%c2] : memref<3xf16>
  %rh = memref.load %hm[%c1] : memref<3xf16>
  %rh0 = memref.load %hm[%c0] : memref<3xf16>
  %rh2 = memref.load %hm[%c2] : memref<3xf16>
  vector.print %rh0 : f16
  vector.print %rh : f16
  vector.print %rh2 : f16
  %bm = memref.alloc() : memref<2xbf16>
  %xb = arith.constant -2.5 : bf16
  memref.store %xb, %bm[%c1] : memref<2xbf16>
  %rb = memref.load %bm[%c1] : memref<2xbf16>
  vector.print %rb : bf16
  %fm = memref.alloc() : memref<f32>
  %xf = arith.constant 0.1 : f32
  memref.store %xf, %fm[] {nontemporal = true} : memref<f32>
  %rf = memref.load %fm[] : memref<f32>
  vector.print %rf : f32
  %dm = memref.alloc() : memref<2x1xf64>
  %xd = arith.constant 1.0e300 : f64
  memref.store %xd, %dm[%c1, %c0] : memref<2x1xf64>
  %rd = memref.load %dm[%c1, %c0] : memref<2x1xf64>
  vector.print %rd : f64
  memref.dealloc %b : memref<3xi1>
  memref.dealloc %i8m : memref<2x2xi8>
  memref.dealloc %i16m : memref<i16>
  memref.dealloc %i32m : memref<2xi32>
  memref.dealloc %i64m : memref<1x1xi64>
  memref.dealloc %im : memref<2xindex>
  memref.dealloc %hm : memref<3xf16>
  memref.dealloc %bm : memref<2xbf16>
  memref.dealloc %fm : memref<f32>
  memref.dealloc %dm : memref<2x1xf64>
  return
}
