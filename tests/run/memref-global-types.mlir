// memref.global of every element type with dense, splat, 0-D and hex initial values,
// public/private/nested visibility, constant or not, and alignment, read through
// memref.get_global and printed; an uninitialized one is written, then read through a second
// get_global (reading it before the write would be undefined: LLVM folds it).
// Expected output: mlir-runner-22 (the pipeline of scripts/compare-corpus.sh); by hand the
// initial values written below.
// RUN: corolift run %s | FileCheck %s --match-full-lines
// CHECK:      1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -128
// CHECK-NEXT: 127
// CHECK-NEXT: -2
// CHECK-NEXT: 300
// CHECK-NEXT: -32768
// CHECK-NEXT: 7
// CHECK-NEXT: -9000000000
// CHECK-NEXT: 5
// CHECK-NEXT: 18446744073709551615
// CHECK-NEXT: 1.5
// CHECK-NEXT: -65504
// CHECK-NEXT: 6.10352e-05
// CHECK-NEXT: 3.14062
// CHECK-NEXT: -0.5
// CHECK-NEXT: 1e+10
// CHECK-NEXT: -3.25
// CHECK-NEXT: 0.1
// CHECK-NEXT: 2.71828
// CHECK-NEXT: -1e-300
// CHECK-NEXT: 9
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 2.5
// CHECK-NOT:  {{.}}
memref.global "private" constant @g_i1 : memref<4xi1> = dense<[true, false, false, true]>
memref.global "private" constant @g_i8 : memref<3xi8> = dense<[-128, 0, 127]>
memref.global "private" @g_i16 : memref<2x2xi16> = dense<[[1, -2], [300, -32768]]>
memref.global constant @g_i32 : memref<3xi32> = dense<7> {alignment = 64 : i64}
memref.global "private" constant @g_i64 : memref<i64> = dense<-9000000000>
memref.global "private" constant @g_idx : memref<2xindex> = dense<[5, -1]>
memref.global "private" constant @g_f16 : memref<3xf16> = dense<[1.5, -65504.0, 6.1035156E-5]>
memref.global "private" constant @g_bf16 : memref<2xbf16> = dense<[3.140625, -0.5]>
memref.global "private" constant @g_f32 : memref<2x2xf32> = dense<[[0.5, 1.0e10], [-3.25, 0.1]]>
memref.global "nested" constant @g_f64 : memref<2xf64> = dense<[2.718281828459045, -1.0e-300]>
memref.global "private" @g_zero : memref<3xi32> = uninitialized
memref.global "private" constant @g_hex : memref<2xi32> = dense<"0x0100000002000000">
memref.global "private" constant @g_splat_f : memref<2x3xf32> = dense<2.5> {alignment = 32 : i64}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.get_global @g_i1 : memref<4xi1>
  %a0 = memref.load %a[%c0] : memref<4xi1>
  %a1 = memref.load %a[%c1] : memref<4xi1>
  %a3 = memref.load %a[%c3] : memref<4xi1>
  vector.print %a0 : i1
  vector.print %a1 : i1
  vector.print %a3 : i1
  %b = memref.get_global @g_i8 : memref<3xi8>
  %b0 = memref.load %b[%c0] : memref<3xi8>
  %b2 = memref.load %b[%c2] : memref<3xi8>
  vector.print %b0 : i8
  vector.print %b2 : i8
  %c = memref.get_global @g_i16 : memref<2x2xi16>
  %c01 = memref.load %c[%c0, %c1] : memref<2x2xi16>
  %c10 = memref.load %c[%c1, %c0] : memref<2x2xi16>
  %c11 = memref.load %c[%c1, %c1] : memref<2x2xi16>
  vector.print %c01 : i16
  vector.print %c10 : i16
  vector.print %c11 : i16
  %d = memref.get_global @g_i32 : memref<3xi32>
  %d2 = memref.load %d[%c2] : memref<3xi32>
  vector.print %d2 : i32
  %e = memref.get_global @g_i64 : memref<i64>
  %e0 = memref.load %e[] : memref<i64>
  vector.print %e0 : i64
  %f = memref.get_global @g_idx : memref<2xindex>
  %f1 = memref.load %f[%c1] : memref<2xindex>
  %f0 = memref.load %f[%c0] : memref<2xindex>
  vector.print %f0 : index
  vector.print %f1 : index
  %g = memref.get_global @g_f16 : memref<3xf16>
  %g0 = memref.load %g[%c0] : memref<3xf16>
  %g1 = memref.load %g[%c1] : memref<3xf16>
  %g2 = memref.load %g[%c2] : memref<3xf16>
  vector.print %g0 : f16
  vector.print %g1 : f16
  vector.print %g2 : f16
  %h = memref.get_global @g_bf16 : memref<2xbf16>
  %h0 = memref.load %h[%c0] : memref<2xbf16>
  %h1 = memref.load %h[%c1] : memref<2xbf16>
  vector.print %h0 : bf16
  vector.print %h1 : bf16
  %i = memref.get_global @g_f32 : memref<2x2xf32>
  %i01 = memref.load %i[%c0, %c1] : memref<2x2xf32>
  %i10 = memref.load %i[%c1, %c0] : memref<2x2xf32>
  %i11 = memref.load %i[%c1, %c1] : memref<2x2xf32>
  vector.print %i01 : f32
  vector.print %i10 : f32
  vector.print %i11 : f32
  %j = memref.get_global @g_f64 : memref<2xf64>
  %j0 = memref.load %j[%c0] : memref<2xf64>
  %j1 = memref.load %j[%c1] : memref<2xf64>
  vector.print %j0 : f64
  vector.print %j1 : f64
  %k = memref.get_global @g_zero : memref<3xi32>
  %nine = arith.constant 9 : i32
  memref.store %nine, %k[%c1] : memref<3xi32>
  %k2 = memref.get_global @g_zero : memref<3xi32>
  %k21 = memref.load %k2[%c1] : memref<3xi32>
  vector.print %k21 : i32
  %l = memref.get_global @g_hex : memref<2xi32>
  %l0 = memref.load %l[%c0] : memref<2xi32>
  %l1 = memref.load %l[%c1] : memref<2xi32>
  vector.print %l0 : i32
  vector.print %l1 : i32
  %m = memref.get_global @g_splat_f : memref<2x3xf32>
  %m12 = memref.load %m[%c1, %c2] : memref<2x3xf32>
  vector.print %m12 : f32
  return
}
