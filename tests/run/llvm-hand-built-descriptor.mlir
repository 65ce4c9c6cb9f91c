// A memref descriptor built by hand with llvm ops (as upstream's runtime-verification tests
// do) over the second half of a buffer, then used as a memref: a 2x3 view with strides
// [3, 1] starting 6 elements in.
// Expected output: mlir-runner-22 (scripts/compare-corpus.sh runs this program through it);
// by hand: element (i, j) of the view is buffer[6 + 3 i + j] = 6 + 3 i + j.
// RUN: corolift run %s | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %buf = memref.alloc() : memref<12xi32>
  scf.for %i = %c0 to %c12 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %buf[%i] : memref<12xi32>
  }
  %ptr = memref.extract_aligned_pointer_as_index %buf : memref<12xi32> -> index
  %ptr_i64 = arith.index_cast %ptr : index to i64
  %p = llvm.inttoptr %ptr_i64 : i64 to !llvm.ptr
  %off = llvm.mlir.constant(6 : index) : i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %three = llvm.mlir.constant(3 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %u = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d0 = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d1 = llvm.insertvalue %p, %d0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d2 = llvm.insertvalue %off, %d1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d3 = llvm.insertvalue %two, %d2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d4 = llvm.insertvalue %three, %d3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d5 = llvm.insertvalue %three, %d4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d6 = llvm.insertvalue %one, %d5[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %m = builtin.unrealized_conversion_cast %d6 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xi32, strided<[3, 1], offset: 6>>
  %a = memref.load %m[%c0, %c0] : memref<2x3xi32, strided<[3, 1], offset: 6>>
  %c2 = arith.constant 2 : index
  %b = memref.load %m[%c1, %c2] : memref<2x3xi32, strided<[3, 1], offset: 6>>
  // CHECK: 6
  // CHECK-NEXT: 11
  vector.print %a : i32
  vector.print %b : i32
  memref.dealloc %buf : memref<12xi32>
  return
}
