// verifyMemRef on memref.get_global views (whose allocated pointer MLIR sets to 0xdeadbeef:
// the verifier must read the aligned pointer): constant globals against each other, a writable
// global against a heap copy before and after a store.
// Expected output (stdout and stderr): mlir-runner-22 with MLIR's runner utils
// (scripts/compare-corpus.sh's pipeline).
// RUN: corolift run %s 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
memref.global "private" constant @a : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" constant @b : memref<2x3xi32> = dense<[[1, 2, 3], [4, 0, 6]]>
memref.global "private" @x : memref<4xf64> = dense<[0.5, 1.5, 2.5, 3.5]>
func.func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefF64(memref<*xf64>, memref<*xf64>) -> i64 attributes {llvm.emit_c_interface}
func.func @main() {
  %a = memref.get_global @a : memref<2x3xi32>
  %b = memref.get_global @b : memref<2x3xi32>
  %au = memref.cast %a : memref<2x3xi32> to memref<*xi32>
  %bu = memref.cast %b : memref<2x3xi32> to memref<*xi32>
  %e0 = call @verifyMemRefI32(%au, %au) : (memref<*xi32>, memref<*xi32>) -> i64
  vector.print %e0 : i64
  %e1 = call @verifyMemRefI32(%au, %bu) : (memref<*xi32>, memref<*xi32>) -> i64
  vector.print %e1 : i64
  // A writable global against a heap copy of it, then with one element changed.
  %x = memref.get_global @x : memref<4xf64>
  %y = memref.alloc() : memref<4xf64>
  memref.copy %x, %y : memref<4xf64> to memref<4xf64>
  %xu = memref.cast %x : memref<4xf64> to memref<*xf64>
  %yu = memref.cast %y : memref<4xf64> to memref<*xf64>
  %e2 = call @verifyMemRefF64(%xu, %yu) : (memref<*xf64>, memref<*xf64>) -> i64
  vector.print %e2 : i64
  %c3 = arith.constant 3 : index
  %v = arith.constant -3.5 : f64
  memref.store %v, %x[%c3] : memref<4xf64>
  %e3 = call @verifyMemRefF64(%xu, %yu) : (memref<*xf64>, memref<*xf64>) -> i64
  vector.print %e3 : i64
  memref.dealloc %y : memref<4xf64>
  return
}

// CHECK: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// ERR: 5 != 0 offset = 4
// ERR-NEXT: -3.5 != 3.5 offset = 3
