// A loop in an llvm.func: the compute and dispatch functions are still func.func ops appended
// to the module, and the loop's run-time bound and buffer are captures.
// Expected output: the whole output of `mlir-opt-22 -async-parallel-for=async-dispatch=false` on this file, one CHECK line per line.
// Checks the construction independently of our folding: mlir-opt-22's driver with no pattern
// enabled folds our output, which must then be exactly mlir-opt-22's output for the pass
// (written before corolift's greedy driver folded; the byte-identical tests of the same
// inputs check our folding too).
// REQUIRES: mlir-opt-22
// RUN: corolift opt %s --async-parallel-for=async-dispatch=false \
// RUN:   | mlir-opt-22 --canonicalize="top-down=false enable-patterns=none" | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   llvm.func @zero_fill(%arg0: i64) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : i64 to index
// CHECK-NEXT:     %alloc = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.ceildivsi %0, %c32 : index
// CHECK-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// CHECK-NEXT:       %4 = arith.minsi %0, %3 : index
// CHECK-NEXT:       %5 = arith.ceildivsi %0, %4 : index
// CHECK-NEXT:       %6 = arith.subi %5, %c1 : index
// CHECK-NEXT:       %7 = async.create_group %6 : !async.group
// CHECK-NEXT:       scf.for %arg1 = %c1 to %5 step %c1 {
// CHECK-NEXT:         %token = async.execute {
// CHECK-NEXT:           func.call @parallel_compute_fn(%arg1, %4, %0, %c0, %0, %c1, %alloc) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:           async.yield
// CHECK-NEXT:         }
// CHECK-NEXT:         %8 = async.add_to_group %token, %7 : !async.token
// CHECK-NEXT:       }
// CHECK-NEXT:       func.call @parallel_compute_fn(%c0, %4, %0, %c0, %0, %c1, %alloc) : (index, index, index, index, index, index, memref<?xf32>) -> ()
// CHECK-NEXT:       async.await_all %7
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// CHECK-NEXT:       memref.store %cst, %arg6[%arg7] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT: {{.}}

llvm.func @zero_fill(%n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = arith.index_cast %n : i64 to index
  %a = memref.alloc(%m) : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%m) step (%c1) {
    memref.store %zero, %a[%i] : memref<?xf32>
  }
  memref.dealloc %a : memref<?xf32>
  llvm.return
}
