// printMemref* of the integer element types (i8 printed as characters, as ostream << int8_t
// does; index as uint64_t): unranked (printMemrefI8/I16/I32/I64/Ind) and fixed-rank
// (printMemref1dI8/I32/I64/Ind) forms, ranks 0 to 4.
// Expected output: mlir-runner-22 with MLIR's runner utils (scripts/compare-corpus.sh's
// pipeline); addresses vary and are matched by a regex.
// RUN: corolift run %s | FileCheck %s
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(memref<*xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI8(memref<?xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI32(memref<?xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI64(memref<?xi64, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dInd(memref<?xindex>) attributes {llvm.emit_c_interface}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c24 = arith.constant 24 : index
  // 24 letters A..X in a 2x3x4 buffer of i8 (printed as characters, like ostream << char).
  %b = memref.alloc() : memref<2x3x4xi8>
  %flat = memref.alloc() : memref<24xi8>
  scf.for %i = %c0 to %c24 step %c1 {
    %ii = arith.index_cast %i : index to i8
    %a = arith.constant 65 : i8
    %ch = arith.addi %ii, %a : i8
    memref.store %ch, %flat[%i] : memref<24xi8>
  }
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %r = arith.muli %i, %c3 : index
        %r2 = arith.addi %r, %j : index
        %r3 = arith.muli %r2, %c4 : index
        %r4 = arith.addi %r3, %k : index
        %v = memref.load %flat[%r4] : memref<24xi8>
        memref.store %v, %b[%i, %j, %k] : memref<2x3x4xi8>
      }
    }
  }
  %bu = memref.cast %b : memref<2x3x4xi8> to memref<*xi8>
  call @printMemrefI8(%bu) : (memref<*xi8>) -> ()
  %fd = memref.cast %flat : memref<24xi8> to memref<?xi8>
  call @printMemref1dI8(%fd) : (memref<?xi8>) -> ()
  // i16: rank 0 and a rank-4 buffer.
  %s0 = memref.alloca() : memref<i16>
  %neg = arith.constant -32768 : i16
  memref.store %neg, %s0[] : memref<i16>
  %s0u = memref.cast %s0 : memref<i16> to memref<*xi16>
  call @printMemrefI16(%s0u) : (memref<*xi16>) -> ()
  %s4 = memref.alloc() : memref<2x1x2x3xi16>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %k = %c0 to %c2 step %c1 {
      scf.for %l = %c0 to %c3 step %c1 {
        %x = arith.muli %i, %c24 : index
        %y = arith.muli %k, %c3 : index
        %z = arith.addi %x, %y : index
        %w = arith.subi %z, %l : index
        %wv = arith.index_cast %w : index to i16
        memref.store %wv, %s4[%i, %c0, %k, %l] : memref<2x1x2x3xi16>
      }
    }
  }
  %s4u = memref.cast %s4 : memref<2x1x2x3xi16> to memref<*xi16>
  call @printMemrefI16(%s4u) : (memref<*xi16>) -> ()
  // i32: a 3x4 matrix.
  %m = memref.alloc() : memref<3x4xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %x = arith.muli %i, %c4 : index
      %y = arith.addi %x, %j : index
      %v = arith.index_cast %y : index to i32
      %big = arith.constant 100000 : i32
      %vv = arith.muli %v, %big : i32
      memref.store %vv, %m[%i, %j] : memref<3x4xi32>
    }
  }
  %mu = memref.cast %m : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%mu) : (memref<*xi32>) -> ()
  // i64: extremes, also through the fixed-rank form (its descriptor type is strided).
  %l = memref.alloc() : memref<5xi64>
  %min = arith.constant -9223372036854775808 : i64
  %max = arith.constant 9223372036854775807 : i64
  %m1 = arith.constant -1 : i64
  %z0 = arith.constant 0 : i64
  %t = arith.constant 1000000000000 : i64
  memref.store %min, %l[%c0] : memref<5xi64>
  memref.store %max, %l[%c1] : memref<5xi64>
  memref.store %m1, %l[%c2] : memref<5xi64>
  memref.store %z0, %l[%c3] : memref<5xi64>
  memref.store %t, %l[%c4] : memref<5xi64>
  %lu = memref.cast %l : memref<5xi64> to memref<*xi64>
  call @printMemrefI64(%lu) : (memref<*xi64>) -> ()
  %ld = memref.cast %l : memref<5xi64> to memref<?xi64, strided<[?], offset: ?>>
  call @printMemref1dI64(%ld) : (memref<?xi64, strided<[?], offset: ?>>) -> ()
  // index: printed as uint64_t, so -1 is 18446744073709551615.
  %ix = memref.alloc() : memref<3xindex>
  %cm1 = arith.constant -1 : index
  memref.store %cm1, %ix[%c0] : memref<3xindex>
  memref.store %c4, %ix[%c1] : memref<3xindex>
  memref.store %c24, %ix[%c2] : memref<3xindex>
  %ixu = memref.cast %ix : memref<3xindex> to memref<*xindex>
  call @printMemrefInd(%ixu) : (memref<*xindex>) -> ()
  %ixd = memref.cast %ix : memref<3xindex> to memref<?xindex>
  call @printMemref1dInd(%ixd) : (memref<?xindex>) -> ()
  %one = memref.alloc() : memref<1xi32>
  %seven = arith.constant 7 : i32
  memref.store %seven, %one[%c0] : memref<1xi32>
  %oned = memref.cast %one : memref<1xi32> to memref<?xi32>
  call @printMemref1dI32(%oned) : (memref<?xi32>) -> ()
  memref.dealloc %b : memref<2x3x4xi8>
  memref.dealloc %flat : memref<24xi8>
  memref.dealloc %s4 : memref<2x1x2x3xi16>
  memref.dealloc %m : memref<3x4xi32>
  memref.dealloc %l : memref<5xi64>
  memref.dealloc %ix : memref<3xindex>
  memref.dealloc %one : memref<1xi32>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
// CHECK-NEXT: {{\[\[}}[A,    B,    C,    D],
// CHECK-NEXT:   [E,    F,    G,    H],
// CHECK-NEXT:   [I,    J,    K,    L]],
// CHECK-NEXT:  {{\[\[}}M,    N,    O,    P],
// CHECK-NEXT:   [Q,    R,    S,    T],
// CHECK-NEXT:   [U,    V,    W,    X]]]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [24] strides = [1] data =
// CHECK-NEXT: [A,  B,  C,  D,  E,  F,  G,  H,  I,  J,  K,  L,  M,  N,  O,  P,  Q,  R,  S,  T,  U,  V,  W,  X]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [-32768]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 4 offset = 0 sizes = [2, 1, 2, 3] strides = [6, 6, 3, 1] data =
// CHECK-NEXT: {{\[\[}}{{\[\[}}0,     -1,     -2],
// CHECK-NEXT:    [3,     2,     1]]],
// CHECK-NEXT:  {{\[\[}}[24,     23,     22],
// CHECK-NEXT:    [27,     26,     25]]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0,   100000,   200000,   300000],
// CHECK-NEXT:  [400000,   500000,   600000,   700000],
// CHECK-NEXT:  [800000,   900000,   1000000,   1100000]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [-9223372036854775808,  9223372036854775807,  -1,  0,  1000000000000]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [-9223372036854775808,  9223372036854775807,  -1,  0,  1000000000000]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [18446744073709551615,  4,  24]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [18446744073709551615,  4,  24]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT: [7]
