// stdSortI64 / stdSortF64 / stdSortF32 (libstdc++'s std::sort): sorted values, and where the
// zeros of both signs end up (they compare equal, so that is the algorithm's choice).
// Expected output: mlir-runner-22 with MLIR's runner utils (scripts/compare-corpus.sh's
// pipeline); addresses vary and are matched by a regex.
// RUN: corolift run %s | FileCheck %s
func.func private @stdSortI64(index, memref<?xi64>) attributes {llvm.emit_c_interface}
func.func private @stdSortF64(index, memref<?xf64>) attributes {llvm.emit_c_interface}
func.func private @stdSortF32(index, memref<?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c40 = arith.constant 40 : index
  %c37 = arith.constant 37 : index
  %c11 = arith.constant 11 : index
  // 40 values (37 * i mod 40) - 20 of i64: more than 16, so the quicksort runs.
  %a = memref.alloc(%c40) : memref<?xi64>
  scf.for %i = %c0 to %c40 step %c1 {
    %p = arith.muli %i, %c37 : index
    %r = arith.remui %p, %c40 : index
    %s = arith.subi %r, %c11 : index
    %v = arith.index_cast %s : index to i64
    memref.store %v, %a[%i] : memref<?xi64>
  }
  call @stdSortI64(%c40, %a) : (index, memref<?xi64>) -> ()
  %au = memref.cast %a : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%au) : (memref<*xi64>) -> ()
  memref.dealloc %a : memref<?xi64>
  // f64 and f32 with zeros of both signs (equal for `<`, so their order is libstdc++'s).
  %d = memref.alloc(%c40) : memref<?xf64>
  %f = memref.alloc(%c40) : memref<?xf32>
  scf.for %i = %c0 to %c40 step %c1 {
    %p = arith.muli %i, %c37 : index
    %r = arith.remui %p, %c5 : index
    %ri = arith.index_cast %r : index to i64
    %x = arith.sitofp %ri : i64 to f64
    %neg = arith.remui %i, %c3 : index
    %isneg = arith.cmpi eq, %neg, %c0 : index
    %nx = arith.negf %x : f64
    %y = arith.select %isneg, %nx, %x : f64
    memref.store %y, %d[%i] : memref<?xf64>
    %yf = arith.truncf %y : f64 to f32
    memref.store %yf, %f[%i] : memref<?xf32>
  }
  call @stdSortF64(%c40, %d) : (index, memref<?xf64>) -> ()
  %du = memref.cast %d : memref<?xf64> to memref<*xf64>
  call @printMemrefF64(%du) : (memref<*xf64>) -> ()
  call @stdSortF32(%c40, %f) : (index, memref<?xf32>) -> ()
  %fu = memref.cast %f : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%fu) : (memref<*xf32>) -> ()
  memref.dealloc %d : memref<?xf64>
  memref.dealloc %f : memref<?xf32>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [40] strides = [1] data =
// CHECK-NEXT: [-11,  -10,  -9,  -8,  -7,  -6,  -5,  -4,  -3,  -2,  -1,  0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11,  12,  13,  14,  15,  16,  17,  18,  19,  20,  21,  22,  23,  24,  25,  26,  27,  28]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [40] strides = [1] data =
// CHECK-NEXT: [-4,  -4,  -3,  -3,  -3,  -2,  -2,  -2,  -1,  -1,  -1,  0,  0,  -0,  0,  -0,  -0,  0,  0,  1,  1,  1,  1,  1,  2,  2,  2,  2,  2,  3,  3,  3,  3,  3,  4,  4,  4,  4,  4,  4]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [40] strides = [1] data =
// CHECK-NEXT: [-4,  -4,  -3,  -3,  -3,  -2,  -2,  -2,  -1,  -1,  -1,  0,  0,  -0,  0,  -0,  -0,  0,  0,  1,  1,  1,  1,  1,  2,  2,  2,  2,  2,  3,  3,  3,  3,  3,  4,  4,  4,  4,  4,  4]
