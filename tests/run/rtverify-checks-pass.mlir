// A program compiled with generate-runtime-verification whose accesses are all in bounds:
// every check passes and the output is the program's own.
// Expected output: mlir-runner-22 on `mlir-opt-22 %s --generate-runtime-verification
// --lower-affine` lowered as usual (-lower-affine only loads the scf dialect, which
// mlir-opt-22 needs to build the subview check); the sums are also easy to check by hand.
// COMPARE-SKIP: the checks come from the RUN line's generate-runtime-verification, which compare-corpus.sh does not run
// RUN: corolift opt %s --generate-runtime-verification | corolift run - | FileCheck %s

// Sum of the elements of a 2-D view, through loads the checks guard.
func.func @sum(%m: memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %rows = memref.dim %m, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %cols = memref.dim %m, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %s = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> (i64) {
    %r = scf.for %j = %c0 to %cols step %c1 iter_args(%a = %acc) -> (i64) {
      %v = memref.load %m[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
      %n = arith.addi %a, %v : i64
      scf.yield %n : i64
    }
    scf.yield %r : i64
  }
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  // a[i][j] = 10 * i + j on a 4x6 buffer.
  %a = memref.alloc(%c4, %c6) : memref<?x?xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %i64 = arith.index_cast %i : index to i64
      %j64 = arith.index_cast %j : index to i64
      %ten = arith.constant 10 : i64
      %t = arith.muli %i64, %ten : i64
      %v = arith.addi %t, %j64 : i64
      memref.store %v, %a[%i, %j] : memref<?x?xi64>
    }
  }
  %all = memref.cast %a : memref<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  // 6 * (0 + 10 + 20 + 30) + 4 * (0 + 1 + ... + 5) = 360 + 60 = 420
  // CHECK: 420
  %s0 = call @sum(%all) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64
  vector.print %s0 : i64

  // Rows 1..2, columns 1, 3, 5: 11 + 13 + 15 + 21 + 23 + 25 = 108
  // CHECK-NEXT: 108
  %w = memref.subview %a[1, 1] [2, 3] [1, 2] : memref<?x?xi64> to memref<2x3xi64, strided<[?, 2], offset: ?>>
  %wd = memref.cast %w : memref<2x3xi64, strided<[?, 2], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %s1 = call @sum(%wd) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64
  vector.print %s1 : i64

  // An empty window starting right after the last row is in bounds.
  // CHECK-NEXT: 0
  %e = memref.subview %a[4, 0] [0, 6] [1, 1] : memref<?x?xi64> to memref<0x6xi64, strided<[?, 1], offset: ?>>
  %ed = memref.cast %e : memref<0x6xi64, strided<[?, 1], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %s2 = call @sum(%ed) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64
  vector.print %s2 : i64

  // Casts whose static sizes, offset and strides hold at run time.
  %st = memref.cast %a : memref<?x?xi64> to memref<4x6xi64>
  %u = memref.cast %a : memref<?x?xi64> to memref<*xi64>
  %back = memref.cast %u : memref<*xi64> to memref<4x?xi64>
  %x = memref.load %back[%c1, %c4] : memref<4x?xi64>
  // CHECK-NEXT: 14
  vector.print %x : i64

  // A copy between buffers of equal (dynamic) sizes, then atomic adds into the copy.
  %b = memref.alloc(%c4, %c6) : memref<?x?xi64>
  memref.copy %a, %b : memref<?x?xi64> to memref<?x?xi64>
  %five = arith.constant 5 : i64
  %old = memref.atomic_rmw addi %five, %b[%c1, %c4] : (i64, memref<?x?xi64>) -> i64
  %new = memref.load %b[%c1, %c4] : memref<?x?xi64>
  // CHECK-NEXT: 14
  // CHECK-NEXT: 19
  vector.print %old : i64
  vector.print %new : i64

  // The rank of the unranked view and a dim within it.
  %r = memref.rank %u : memref<*xi64>
  %d = memref.dim %u, %c1 : memref<*xi64>
  // CHECK-NEXT: 2
  // CHECK-NEXT: 6
  vector.print %r : index
  vector.print %d : index
  // CHECK-NOT: ERROR
  memref.dealloc %a : memref<?x?xi64>
  memref.dealloc %b : memref<?x?xi64>
  return
}
