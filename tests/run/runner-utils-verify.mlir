// verifyMemRef* of every element type upstream has but complex: 0 for equal buffers, the
// number of mismatches otherwise (the first 10 printed on stderr as '<actual> != <expected>
// offset = <n>'), -1 with both layouts on stderr when they differ. f32/f64 compare with a
// relative tolerance, f16/bf16 compare bits.
// Expected output (stdout and stderr): mlir-runner-22 with MLIR's runner utils
// (scripts/compare-corpus.sh's pipeline).
// RUN: corolift run %s 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
func.func private @verifyMemRefI8(memref<*xi8>, memref<*xi8>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI16(memref<*xi16>, memref<*xi16>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI64(memref<*xi64>, memref<*xi64>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefInd(memref<*xindex>, memref<*xindex>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefF16(memref<*xf16>, memref<*xf16>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefBF16(memref<*xbf16>, memref<*xbf16>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefF64(memref<*xf64>, memref<*xf64>) -> i64 attributes {llvm.emit_c_interface}

// Two 3x4 buffers of each type: %a[i][j] = 4i + j, %b equal except where noted.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %i8a = memref.alloc() : memref<3x4xi8>
  %i8b = memref.alloc() : memref<3x4xi8>
  %i16a = memref.alloc() : memref<3x4xi16>
  %i16b = memref.alloc() : memref<3x4xi16>
  %i32a = memref.alloc() : memref<3x4xi32>
  %i32b = memref.alloc() : memref<3x4xi32>
  %i64a = memref.alloc() : memref<3x4xi64>
  %i64b = memref.alloc() : memref<3x4xi64>
  %ixa = memref.alloc() : memref<3x4xindex>
  %ixb = memref.alloc() : memref<3x4xindex>
  %f16a = memref.alloc() : memref<3x4xf16>
  %f16b = memref.alloc() : memref<3x4xf16>
  %bfa = memref.alloc() : memref<3x4xbf16>
  %bfb = memref.alloc() : memref<3x4xbf16>
  %f32a = memref.alloc() : memref<3x4xf32>
  %f32b = memref.alloc() : memref<3x4xf32>
  %f64a = memref.alloc() : memref<3x4xf64>
  %f64b = memref.alloc() : memref<3x4xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %r = arith.muli %i, %c4 : index
      %k = arith.addi %r, %j : index
      // Letters 'a'.. for i8 (printed as characters).
      %c97 = arith.constant 97 : index
      %ch = arith.addi %k, %c97 : index
      %v8 = arith.index_cast %ch : index to i8
      memref.store %v8, %i8a[%i, %j] : memref<3x4xi8>
      memref.store %v8, %i8b[%i, %j] : memref<3x4xi8>
      %v16 = arith.index_cast %k : index to i16
      memref.store %v16, %i16a[%i, %j] : memref<3x4xi16>
      memref.store %v16, %i16b[%i, %j] : memref<3x4xi16>
      %v32 = arith.index_cast %k : index to i32
      memref.store %v32, %i32a[%i, %j] : memref<3x4xi32>
      memref.store %v32, %i32b[%i, %j] : memref<3x4xi32>
      %v64 = arith.index_cast %k : index to i64
      memref.store %v64, %i64a[%i, %j] : memref<3x4xi64>
      memref.store %v64, %i64b[%i, %j] : memref<3x4xi64>
      memref.store %k, %ixa[%i, %j] : memref<3x4xindex>
      memref.store %k, %ixb[%i, %j] : memref<3x4xindex>
      %f = arith.sitofp %v32 : i32 to f32
      %ten = arith.constant 10.0 : f32
      %fx = arith.divf %f, %ten : f32
      %h = arith.truncf %fx : f32 to f16
      memref.store %h, %f16a[%i, %j] : memref<3x4xf16>
      memref.store %h, %f16b[%i, %j] : memref<3x4xf16>
      %bf = arith.truncf %fx : f32 to bf16
      memref.store %bf, %bfa[%i, %j] : memref<3x4xbf16>
      memref.store %bf, %bfb[%i, %j] : memref<3x4xbf16>
      memref.store %fx, %f32a[%i, %j] : memref<3x4xf32>
      memref.store %fx, %f32b[%i, %j] : memref<3x4xf32>
      %d = arith.extf %fx : f32 to f64
      memref.store %d, %f64a[%i, %j] : memref<3x4xf64>
      memref.store %d, %f64b[%i, %j] : memref<3x4xf64>
    }
  }
  %i8au = memref.cast %i8a : memref<3x4xi8> to memref<*xi8>
  %i8bu = memref.cast %i8b : memref<3x4xi8> to memref<*xi8>
  %i16au = memref.cast %i16a : memref<3x4xi16> to memref<*xi16>
  %i16bu = memref.cast %i16b : memref<3x4xi16> to memref<*xi16>
  %i32au = memref.cast %i32a : memref<3x4xi32> to memref<*xi32>
  %i32bu = memref.cast %i32b : memref<3x4xi32> to memref<*xi32>
  %i64au = memref.cast %i64a : memref<3x4xi64> to memref<*xi64>
  %i64bu = memref.cast %i64b : memref<3x4xi64> to memref<*xi64>
  %ixau = memref.cast %ixa : memref<3x4xindex> to memref<*xindex>
  %ixbu = memref.cast %ixb : memref<3x4xindex> to memref<*xindex>
  %f16au = memref.cast %f16a : memref<3x4xf16> to memref<*xf16>
  %f16bu = memref.cast %f16b : memref<3x4xf16> to memref<*xf16>
  %bfau = memref.cast %bfa : memref<3x4xbf16> to memref<*xbf16>
  %bfbu = memref.cast %bfb : memref<3x4xbf16> to memref<*xbf16>
  %f32au = memref.cast %f32a : memref<3x4xf32> to memref<*xf32>
  %f32bu = memref.cast %f32b : memref<3x4xf32> to memref<*xf32>
  %f64au = memref.cast %f64a : memref<3x4xf64> to memref<*xf64>
  %f64bu = memref.cast %f64b : memref<3x4xf64> to memref<*xf64>
  // Equal buffers: 0 mismatches each.
  %e0 = call @verifyMemRefI8(%i8au, %i8bu) : (memref<*xi8>, memref<*xi8>) -> i64
  vector.print %e0 : i64
  %e1 = call @verifyMemRefI16(%i16au, %i16bu) : (memref<*xi16>, memref<*xi16>) -> i64
  vector.print %e1 : i64
  %e2 = call @verifyMemRefI32(%i32au, %i32bu) : (memref<*xi32>, memref<*xi32>) -> i64
  vector.print %e2 : i64
  %e3 = call @verifyMemRefI64(%i64au, %i64bu) : (memref<*xi64>, memref<*xi64>) -> i64
  vector.print %e3 : i64
  %e4 = call @verifyMemRefInd(%ixau, %ixbu) : (memref<*xindex>, memref<*xindex>) -> i64
  vector.print %e4 : i64
  %e5 = call @verifyMemRefF16(%f16au, %f16bu) : (memref<*xf16>, memref<*xf16>) -> i64
  vector.print %e5 : i64
  %e6 = call @verifyMemRefBF16(%bfau, %bfbu) : (memref<*xbf16>, memref<*xbf16>) -> i64
  vector.print %e6 : i64
  %e7 = call @verifyMemRefF32(%f32au, %f32bu) : (memref<*xf32>, memref<*xf32>) -> i64
  vector.print %e7 : i64
  %e8 = call @verifyMemRefF64(%f64au, %f64bu) : (memref<*xf64>, memref<*xf64>) -> i64
  vector.print %e8 : i64
  // Mismatches: one or two elements changed in each pair.
  %z8 = arith.constant 90 : i8
  memref.store %z8, %i8b[%c1, %c2] : memref<3x4xi8>
  %m1 = call @verifyMemRefI8(%i8au, %i8bu) : (memref<*xi8>, memref<*xi8>) -> i64
  vector.print %m1 : i64
  %z16 = arith.constant -7 : i16
  memref.store %z16, %i16b[%c0, %c0] : memref<3x4xi16>
  memref.store %z16, %i16b[%c2, %c3] : memref<3x4xi16>
  %m2 = call @verifyMemRefI16(%i16au, %i16bu) : (memref<*xi16>, memref<*xi16>) -> i64
  vector.print %m2 : i64
  %z32 = arith.constant 2147483647 : i32
  memref.store %z32, %i32a[%c2, %c0] : memref<3x4xi32>
  %m3 = call @verifyMemRefI32(%i32au, %i32bu) : (memref<*xi32>, memref<*xi32>) -> i64
  vector.print %m3 : i64
  %z64 = arith.constant -1 : i64
  memref.store %z64, %i64b[%c0, %c3] : memref<3x4xi64>
  %m4 = call @verifyMemRefI64(%i64au, %i64bu) : (memref<*xi64>, memref<*xi64>) -> i64
  vector.print %m4 : i64
  %zx = arith.constant -1 : index
  memref.store %zx, %ixa[%c1, %c1] : memref<3x4xindex>
  %m5 = call @verifyMemRefInd(%ixau, %ixbu) : (memref<*xindex>, memref<*xindex>) -> i64
  vector.print %m5 : i64
  // f16 and bf16 compare bits: -0 differs from 0.
  %nz = arith.constant -0.0 : f16
  memref.store %nz, %f16b[%c0, %c0] : memref<3x4xf16>
  %big = arith.constant 1000.0 : f16
  memref.store %big, %f16b[%c2, %c2] : memref<3x4xf16>
  %m6 = call @verifyMemRefF16(%f16au, %f16bu) : (memref<*xf16>, memref<*xf16>) -> i64
  vector.print %m6 : i64
  %bnz = arith.constant -0.0 : bf16
  memref.store %bnz, %bfb[%c0, %c0] : memref<3x4xbf16>
  %m7 = call @verifyMemRefBF16(%bfau, %bfbu) : (memref<*xbf16>, memref<*xbf16>) -> i64
  vector.print %m7 : i64
  // f32 tolerates a relative error of 1e-6, f64 of 1e-12; NaN and inf never match.
  %near = arith.constant 1.0000001 : f32
  memref.store %near, %f32a[%c2, %c2] : memref<3x4xf32>
  %one = arith.constant 1.0 : f32
  memref.store %one, %f32b[%c2, %c2] : memref<3x4xf32>
  %far = arith.constant 1.00001 : f32
  memref.store %far, %f32a[%c2, %c3] : memref<3x4xf32>
  memref.store %one, %f32b[%c2, %c3] : memref<3x4xf32>
  %nan = arith.constant 0x7FC00000 : f32
  memref.store %nan, %f32a[%c0, %c1] : memref<3x4xf32>
  memref.store %nan, %f32b[%c0, %c1] : memref<3x4xf32>
  %m8 = call @verifyMemRefF32(%f32au, %f32bu) : (memref<*xf32>, memref<*xf32>) -> i64
  vector.print %m8 : i64
  %dn = arith.constant 1.0000000000001 : f64
  %d1 = arith.constant 1.0 : f64
  %dinf = arith.constant 0x7FF0000000000000 : f64
  memref.store %dn, %f64a[%c0, %c0] : memref<3x4xf64>
  memref.store %d1, %f64b[%c0, %c0] : memref<3x4xf64>
  memref.store %dinf, %f64a[%c1, %c0] : memref<3x4xf64>
  memref.store %dinf, %f64b[%c1, %c0] : memref<3x4xf64>
  %m9 = call @verifyMemRefF64(%f64au, %f64bu) : (memref<*xf64>, memref<*xf64>) -> i64
  vector.print %m9 : i64
  // More than 10 mismatches: 11 counted (element 3 already was -1), the first 10 printed.
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %z64, %i64a[%i, %j] : memref<3x4xi64>
    }
  }
  %m10 = call @verifyMemRefI64(%i64au, %i64bu) : (memref<*xi64>, memref<*xi64>) -> i64
  vector.print %m10 : i64
  // Different layouts: -1, both metadata printed.
  %pack = memref.alloc() : memref<4x3xi32>
  %packu = memref.cast %pack : memref<4x3xi32> to memref<*xi32>
  %m11 = call @verifyMemRefI32(%i32au, %packu) : (memref<*xi32>, memref<*xi32>) -> i64
  vector.print %m11 : i64
  memref.dealloc %i8a : memref<3x4xi8>
  memref.dealloc %i8b : memref<3x4xi8>
  memref.dealloc %i16a : memref<3x4xi16>
  memref.dealloc %i16b : memref<3x4xi16>
  memref.dealloc %i32a : memref<3x4xi32>
  memref.dealloc %i32b : memref<3x4xi32>
  memref.dealloc %i64a : memref<3x4xi64>
  memref.dealloc %i64b : memref<3x4xi64>
  memref.dealloc %ixa : memref<3x4xindex>
  memref.dealloc %ixb : memref<3x4xindex>
  memref.dealloc %f16a : memref<3x4xf16>
  memref.dealloc %f16b : memref<3x4xf16>
  memref.dealloc %bfa : memref<3x4xbf16>
  memref.dealloc %bfb : memref<3x4xbf16>
  memref.dealloc %f32a : memref<3x4xf32>
  memref.dealloc %f32b : memref<3x4xf32>
  memref.dealloc %f64a : memref<3x4xf64>
  memref.dealloc %f64b : memref<3x4xf64>
  memref.dealloc %pack : memref<4x3xi32>
  return
}

// CHECK: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 11
// CHECK-NEXT: -1
// ERR: g != Z offset = 6
// ERR-NEXT: 0 != -7 offset = 0
// ERR-NEXT: 11 != -7 offset = 11
// ERR-NEXT: 2147483647 != 8 offset = 8
// ERR-NEXT: 3 != -1 offset = 3
// ERR-NEXT: 18446744073709551615 != 5 offset = 5
// ERR-NEXT: 0 != -0 offset = 0
// ERR-NEXT: 1 != 1000 offset = 10
// ERR-NEXT: 0 != -0 offset = 0
// ERR-NEXT: nan != nan offset = 1
// ERR-NEXT: 1.00001 != 1 offset = 11
// ERR-NEXT: inf != inf offset = 4
// ERR-NEXT: -1 != 0 offset = 0
// ERR-NEXT: -1 != 1 offset = 1
// ERR-NEXT: -1 != 2 offset = 2
// ERR-NEXT: -1 != 4 offset = 4
// ERR-NEXT: -1 != 5 offset = 5
// ERR-NEXT: -1 != 6 offset = 6
// ERR-NEXT: -1 != 7 offset = 7
// ERR-NEXT: -1 != 8 offset = 8
// ERR-NEXT: -1 != 9 offset = 9
// ERR-NEXT: -1 != 10 offset = 10
// ERR-NEXT: base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1]base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1]
