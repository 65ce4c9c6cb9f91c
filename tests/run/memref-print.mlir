// memref alloc/alloca/load/store/dealloc, globals, casts to unranked and printMemref of
// 0-D, 1-D and 2-D buffers (C interface), memref.dim, linalg.fill.
// RUN: corolift run %s | FileCheck %s
memref.global "private" constant @table : memref<2x3xf32> = dense<[[0.5, 1.5, 2.5], [3.5, 4.5, 5.5]]>
memref.global "private" @counter : memref<i64> = dense<41>
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %s = memref.alloca() : memref<f32>
  %q = arith.constant 0.25 : f32
  memref.store %q, %s[] : memref<f32>
  %su = memref.cast %s : memref<f32> to memref<*xf32>
  // CHECK: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [0.25]
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  %v = memref.alloc(%c4) : memref<?xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%v : memref<?xf32>)
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  memref.store %one, %v[%c0] : memref<?xf32>
  memref.store %two, %v[%c1] : memref<?xf32>
  %vu = memref.cast %v : memref<?xf32> to memref<*xf32>
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [1,  2,  0,  0]
  call @printMemrefF32(%vu) : (memref<*xf32>) -> ()
  %d = memref.dim %v, %c0 : memref<?xf32>
  // CHECK-NEXT: 4
  vector.print %d : index
  memref.dealloc %v : memref<?xf32>
  %t = memref.get_global @table : memref<2x3xf32>
  %tu = memref.cast %t : memref<2x3xf32> to memref<*xf32>
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}0.5,   1.5,   2.5],
  // CHECK-NEXT:  [3.5,   4.5,   5.5]]
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  %x = memref.load %t[%c1, %c2] : memref<2x3xf32>
  // CHECK-NEXT: 5.5
  vector.print %x : f32
  %g = memref.get_global @counter : memref<i64>
  %old = memref.load %g[] : memref<i64>
  %inc = arith.constant 1 : i64
  %new = arith.addi %old, %inc : i64
  memref.store %new, %g[] : memref<i64>
  %gu = memref.cast %g : memref<i64> to memref<*xi64>
  // CHECK-NEXT: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [42]
  call @printMemrefI64(%gu) : (memref<*xi64>) -> ()
  %m = memref.alloc() {alignment = 64 : i64} : memref<3x4xi64>
  %r = memref.cast %m : memref<3x4xi64> to memref<?x?xi64>
  %rows = memref.dim %r, %c0 : memref<?x?xi64>
  %cols = memref.dim %r, %c1 : memref<?x?xi64>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %ten = arith.constant 10 : i64
      %a = arith.muli %ii, %ten : i64
      %b = arith.addi %a, %jj : i64
      memref.store %b, %r[%i, %j] : memref<?x?xi64>
    }
  }
  %mu = memref.cast %m : memref<3x4xi64> to memref<*xi64>
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   1,   2,   3],
  // CHECK-NEXT:  [10,   11,   12,   13],
  // CHECK-NEXT:  [20,   21,   22,   23]]
  call @printMemrefI64(%mu) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<3x4xi64>
  return
}
