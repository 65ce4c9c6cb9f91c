// mlirAlloc / mlirAlignedAlloc / mlirFree / mlirAlignedFree, nanoTime, rtclock, printFlops (on
// stderr) and printMemrefShape* of each element type upstream has.
// Expected output: mlir-runner-22 with MLIR's runner utils (scripts/compare-corpus.sh's
// pipeline); addresses vary and are matched by a regex.
// RUN: corolift run %s 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// ERR: 2.500000 GFLOPS
// Pointers returned by the allocation wrappers are passed as index.
func.func private @mlirAlloc(index) -> index
func.func private @mlirAlignedAlloc(index, index) -> index
func.func private @mlirFree(index)
func.func private @mlirAlignedFree(index)
func.func private @nanoTime() -> i64 attributes {llvm.emit_c_interface}
func.func private @rtclock() -> f64
func.func private @printFlops(f64)
func.func private @printMemrefShapeI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeInd(memref<*xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF64(memref<*xf64>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c4096 = arith.constant 4096 : index
  %c1000 = arith.constant 1000 : index
  // aligned_alloc(64, 4096) is 64-byte aligned; malloc(1000) is not null.
  %p = call @mlirAlignedAlloc(%c64, %c4096) : (index, index) -> index
  %rem = arith.remui %p, %c64 : index
  vector.print %rem : index
  call @mlirAlignedFree(%p) : (index) -> ()
  %q = call @mlirAlloc(%c1000) : (index) -> index
  %nonnull = arith.cmpi ne, %q, %c0 : index
  vector.print %nonnull : i1
  call @mlirFree(%q) : (index) -> ()
  // Clocks move forward; the epoch is long past (rtclock > 1e9 s, nanoTime > 1e18 ns).
  %t0 = call @nanoTime() : () -> i64
  %t1 = call @nanoTime() : () -> i64
  %fwd = arith.cmpi sge, %t1, %t0 : i64
  vector.print %fwd : i1
  %e18 = arith.constant 1000000000000000000 : i64
  %late = arith.cmpi sgt, %t0, %e18 : i64
  vector.print %late : i1
  %s = call @rtclock() : () -> f64
  %e9 = arith.constant 1.0e9 : f64
  %slate = arith.cmpf ogt, %s, %e9 : f64
  vector.print %slate : i1
  // printFlops writes "%lf GFLOPS" to stderr.
  %flops = arith.constant 2.5e9 : f64
  call @printFlops(%flops) : (f64) -> ()
  // Shapes only (metadata, no data), for each element type upstream has.
  %a = memref.alloc() : memref<2x3xi8>
  %au = memref.cast %a : memref<2x3xi8> to memref<*xi8>
  call @printMemrefShapeI8(%au) : (memref<*xi8>) -> ()
  %b = memref.alloc() : memref<4x1x2xi32>
  %bu = memref.cast %b : memref<4x1x2xi32> to memref<*xi32>
  call @printMemrefShapeI32(%bu) : (memref<*xi32>) -> ()
  %c = memref.alloca() : memref<i64>
  %cu = memref.cast %c : memref<i64> to memref<*xi64>
  call @printMemrefShapeI64(%cu) : (memref<*xi64>) -> ()
  %d = memref.alloc() : memref<7xindex>
  %du = memref.cast %d : memref<7xindex> to memref<*xindex>
  call @printMemrefShapeInd(%du) : (memref<*xindex>) -> ()
  %e = memref.alloc() : memref<5x6xf32>
  %eu = memref.cast %e : memref<5x6xf32> to memref<*xf32>
  call @printMemrefShapeF32(%eu) : (memref<*xf32>) -> ()
  %f = memref.alloc() : memref<1x2x3x4xf64>
  %fu = memref.cast %f : memref<1x2x3x4xf64> to memref<*xf64>
  call @printMemrefShapeF64(%fu) : (memref<*xf64>) -> ()
  memref.dealloc %a : memref<2x3xi8>
  memref.dealloc %b : memref<4x1x2xi32>
  memref.dealloc %d : memref<7xindex>
  memref.dealloc %e : memref<5x6xf32>
  memref.dealloc %f : memref<1x2x3x4xf64>
  return
}

// CHECK: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [4, 1, 2] strides = [2, 2, 1]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = []
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [7] strides = [1]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [5, 6] strides = [6, 1]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 4 offset = 0 sizes = [1, 2, 3, 4] strides = [24, 12, 4, 1]
