// printMemref* of the float element types: f16, bf16 (printed as C++ prints the float they
// convert to), f32 through the unranked and every fixed-rank form (printMemref0dF32 ..
// printMemref4dF32), f64 unranked and printMemref1dF64; NaN of both signs, infinities, -0,
// subnormals.
// Expected output: mlir-runner-22 with MLIR's runner utils (scripts/compare-corpus.sh's
// pipeline); addresses vary and are matched by a regex.
// RUN: corolift run %s | FileCheck %s
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemref0dF32(memref<f32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dF32(memref<?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref3dF32(memref<?x?x?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref4dF32(memref<?x?x?x?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dF64(memref<?xf64>) attributes {llvm.emit_c_interface}

// Fills %m (n elements) with (i - 3) / 7 in f32.
func.func @fill_f32(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %seven = arith.constant 7.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %d = arith.subi %i, %c3 : index
    %di = arith.index_cast %d : index to i32
    %df = arith.sitofp %di : i32 to f32
    %q = arith.divf %df, %seven : f32
    memref.store %q, %m[%i] : memref<?xf32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c24 = arith.constant 24 : index
  // Special values in f16, bf16, f32, f64.
  %h = memref.alloc() : memref<6xf16>
  %h0 = arith.constant 0x7E00 : f16
  %h1 = arith.constant 0xFC00 : f16
  %h2 = arith.constant -0.0 : f16
  %h3 = arith.constant 6.0e-8 : f16
  %h4 = arith.constant 65504.0 : f16
  %h5 = arith.constant 0.1 : f16
  memref.store %h0, %h[%c0] : memref<6xf16>
  memref.store %h1, %h[%c1] : memref<6xf16>
  memref.store %h2, %h[%c2] : memref<6xf16>
  memref.store %h3, %h[%c3] : memref<6xf16>
  memref.store %h4, %h[%c4] : memref<6xf16>
  memref.store %h5, %h[%c5] : memref<6xf16>
  %hu = memref.cast %h : memref<6xf16> to memref<*xf16>
  call @printMemrefF16(%hu) : (memref<*xf16>) -> ()
  %b = memref.alloc() : memref<2x3xbf16>
  %b0 = arith.constant 0xFFC0 : bf16
  %b1 = arith.constant 0x7F80 : bf16
  %b2 = arith.constant 3.0e38 : bf16
  %b3 = arith.constant 1.0e-40 : bf16
  %b4 = arith.constant 0.1 : bf16
  %b5 = arith.constant -1.0 : bf16
  memref.store %b0, %b[%c0, %c0] : memref<2x3xbf16>
  memref.store %b1, %b[%c0, %c1] : memref<2x3xbf16>
  memref.store %b2, %b[%c0, %c2] : memref<2x3xbf16>
  memref.store %b3, %b[%c1, %c0] : memref<2x3xbf16>
  memref.store %b4, %b[%c1, %c1] : memref<2x3xbf16>
  memref.store %b5, %b[%c1, %c2] : memref<2x3xbf16>
  %bu = memref.cast %b : memref<2x3xbf16> to memref<*xbf16>
  call @printMemrefBF16(%bu) : (memref<*xbf16>) -> ()
  %d = memref.alloc() : memref<5xf64>
  %d0 = arith.constant 0x7FF8000000000000 : f64
  %d1 = arith.constant -1.0e300 : f64
  %d2 = arith.constant 4.9e-324 : f64
  %d3 = arith.constant 123456.789 : f64
  %d4 = arith.constant 0.0001 : f64
  memref.store %d0, %d[%c0] : memref<5xf64>
  memref.store %d1, %d[%c1] : memref<5xf64>
  memref.store %d2, %d[%c2] : memref<5xf64>
  memref.store %d3, %d[%c3] : memref<5xf64>
  memref.store %d4, %d[%c4] : memref<5xf64>
  %du = memref.cast %d : memref<5xf64> to memref<*xf64>
  call @printMemrefF64(%du) : (memref<*xf64>) -> ()
  %dd = memref.cast %d : memref<5xf64> to memref<?xf64>
  call @printMemref1dF64(%dd) : (memref<?xf64>) -> ()
  // f32 of ranks 0 to 4, through the unranked and the fixed-rank functions.
  %flat = memref.alloc() : memref<24xf32>
  %fd = memref.cast %flat : memref<24xf32> to memref<?xf32>
  call @fill_f32(%fd, %c24) : (memref<?xf32>, index) -> ()
  %s = memref.alloca() : memref<f32>
  %v = memref.load %flat[%c5] : memref<24xf32>
  memref.store %v, %s[] : memref<f32>
  call @printMemref0dF32(%s) : (memref<f32>) -> ()
  %su = memref.cast %s : memref<f32> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  %v1d = memref.alloc(%c6) : memref<?xf32>
  call @fill_f32(%v1d, %c6) : (memref<?xf32>, index) -> ()
  call @printMemref1dF32(%v1d) : (memref<?xf32>) -> ()
  memref.dealloc %v1d : memref<?xf32>
  %m2 = memref.alloc() : memref<4x6xf32>
  %m3 = memref.alloc() : memref<2x3x4xf32>
  %m4 = memref.alloc() : memref<2x2x3x2xf32>
  scf.for %i = %c0 to %c24 step %c1 {
    %x = memref.load %flat[%i] : memref<24xf32>
    %r = arith.divui %i, %c6 : index
    %c = arith.remui %i, %c6 : index
    memref.store %x, %m2[%r, %c] : memref<4x6xf32>
    %a = arith.divui %i, %c4 : index
    %a0 = arith.divui %a, %c3 : index
    %a1 = arith.remui %a, %c3 : index
    %a2 = arith.remui %i, %c4 : index
    memref.store %x, %m3[%a0, %a1, %a2] : memref<2x3x4xf32>
    %e = arith.divui %i, %c2 : index
    %e3 = arith.remui %i, %c2 : index
    %e2 = arith.remui %e, %c3 : index
    %ee = arith.divui %e, %c3 : index
    %e1 = arith.remui %ee, %c2 : index
    %e0 = arith.divui %ee, %c2 : index
    memref.store %x, %m4[%e0, %e1, %e2, %e3] : memref<2x2x3x2xf32>
  }
  %m2d = memref.cast %m2 : memref<4x6xf32> to memref<?x?xf32>
  call @printMemref2dF32(%m2d) : (memref<?x?xf32>) -> ()
  %m3d = memref.cast %m3 : memref<2x3x4xf32> to memref<?x?x?xf32>
  call @printMemref3dF32(%m3d) : (memref<?x?x?xf32>) -> ()
  %m4d = memref.cast %m4 : memref<2x2x3x2xf32> to memref<?x?x?x?xf32>
  call @printMemref4dF32(%m4d) : (memref<?x?x?x?xf32>) -> ()
  %m4u = memref.cast %m4 : memref<2x2x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%m4u) : (memref<*xf32>) -> ()
  memref.dealloc %h : memref<6xf16>
  memref.dealloc %b : memref<2x3xbf16>
  memref.dealloc %d : memref<5xf64>
  memref.dealloc %flat : memref<24xf32>
  memref.dealloc %m2 : memref<4x6xf32>
  memref.dealloc %m3 : memref<2x3x4xf32>
  memref.dealloc %m4 : memref<2x2x3x2xf32>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [nan,  -inf,  -0,  5.96046e-08,  65504,  0.0999756]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}-nan,   inf,   3.00406e+38],
// CHECK-NEXT:  [9.18355e-41,   0.100098,   -1]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [nan,  -1e+300,  4.94066e-324,  123457,  0.0001]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [nan,  -1e+300,  4.94066e-324,  123457,  0.0001]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [0.285714]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [0.285714]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [-0.428571,  -0.285714,  -0.142857,  0,  0.142857,  0.285714]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}-0.428571,   -0.285714,   -0.142857,   0,   0.142857,   0.285714],
// CHECK-NEXT:  [0.428571,   0.571429,   0.714286,   0.857143,   1,   1.14286],
// CHECK-NEXT:  [1.28571,   1.42857,   1.57143,   1.71429,   1.85714,   2],
// CHECK-NEXT:  [2.14286,   2.28571,   2.42857,   2.57143,   2.71429,   2.85714]]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
// CHECK-NEXT: {{\[\[}}[-0.428571,    -0.285714,    -0.142857,    0],
// CHECK-NEXT:   [0.142857,    0.285714,    0.428571,    0.571429],
// CHECK-NEXT:   [0.714286,    0.857143,    1,    1.14286]],
// CHECK-NEXT:  {{\[\[}}1.28571,    1.42857,    1.57143,    1.71429],
// CHECK-NEXT:   [1.85714,    2,    2.14286,    2.28571],
// CHECK-NEXT:   [2.42857,    2.57143,    2.71429,    2.85714]]]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 4 offset = 0 sizes = [2, 2, 3, 2] strides = [12, 6, 2, 1] data =
// CHECK-NEXT: {{\[\[}}{{\[\[}}-0.428571,     -0.285714],
// CHECK-NEXT:    [-0.142857,     0],
// CHECK-NEXT:    [0.142857,     0.285714]],
// CHECK-NEXT:   {{\[\[}}0.428571,     0.571429],
// CHECK-NEXT:    [0.714286,     0.857143],
// CHECK-NEXT:    [1,     1.14286]]],
// CHECK-NEXT:  {{\[\[}}[1.28571,     1.42857],
// CHECK-NEXT:    [1.57143,     1.71429],
// CHECK-NEXT:    [1.85714,     2]],
// CHECK-NEXT:   {{\[\[}}2.14286,     2.28571],
// CHECK-NEXT:    [2.42857,     2.57143],
// CHECK-NEXT:    [2.71429,     2.85714]]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 4 offset = 0 sizes = [2, 2, 3, 2] strides = [12, 6, 2, 1] data =
// CHECK-NEXT: {{\[\[}}{{\[\[}}-0.428571,     -0.285714],
// CHECK-NEXT:    [-0.142857,     0],
// CHECK-NEXT:    [0.142857,     0.285714]],
// CHECK-NEXT:   {{\[\[}}0.428571,     0.571429],
// CHECK-NEXT:    [0.714286,     0.857143],
// CHECK-NEXT:    [1,     1.14286]]],
// CHECK-NEXT:  {{\[\[}}[1.28571,     1.42857],
// CHECK-NEXT:    [1.57143,     1.71429],
// CHECK-NEXT:    [1.85714,     2]],
// CHECK-NEXT:   {{\[\[}}2.14286,     2.28571],
// CHECK-NEXT:    [2.42857,     2.57143],
// CHECK-NEXT:    [2.71429,     2.85714]]]]
