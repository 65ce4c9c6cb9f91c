// A 1-D loop with dynamic bounds: a constant used by the body is cloned into the compute
// function, the memref and the scale factor are captured.
// Expected output: the whole output of `mlir-opt-22 -async-parallel-for` on this file, one CHECK line per line.
// Checks the construction independently of our folding: mlir-opt-22's driver with no pattern
// enabled folds our output, which must then be exactly mlir-opt-22's output for the pass
// (written before corolift's greedy driver folded; the byte-identical tests of the same
// inputs check our folding too).
// REQUIRES: mlir-opt-22
// RUN: corolift opt %s --async-parallel-for \
// RUN:   | mlir-opt-22 --canonicalize="top-down=false enable-patterns=none" | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   func.func @scale(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>, %arg4: f32) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %0 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT:     %1 = arith.ceildivsi %0, %arg2 : index
// CHECK-NEXT:     %2 = arith.cmpi eq, %1, %c0 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = arith.ceildivsi %1, %c32 : index
// CHECK-NEXT:       %4 = arith.maxsi %3, %c1000 : index
// CHECK-NEXT:       %5 = arith.minsi %1, %4 : index
// CHECK-NEXT:       %6 = arith.ceildivsi %1, %5 : index
// CHECK-NEXT:       %7 = arith.cmpi eq, %6, %c1 : index
// CHECK-NEXT:       scf.if %7 {
// CHECK-NEXT:         func.call @parallel_compute_fn(%c0, %5, %1, %arg0, %arg1, %arg2, %arg3, %arg4) : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %8 = arith.subi %6, %c1 : index
// CHECK-NEXT:         %9 = async.create_group %8 : !async.group
// CHECK-NEXT:         func.call @async_dispatch_fn(%9, %c0, %6, %5, %1, %arg0, %arg1, %arg2, %arg3, %arg4) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// CHECK-NEXT:         async.await_all %9
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>, %arg7: f32) {
// CHECK-NEXT:     %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// CHECK-NEXT:       %7 = arith.muli %arg8, %arg5 : index
// CHECK-NEXT:       %8 = arith.addi %arg3, %7 : index
// CHECK-NEXT:       %9 = memref.load %arg6[%8] : memref<?xf32>
// CHECK-NEXT:       %10 = arith.mulf %9, %arg7 : f32
// CHECK-NEXT:       %11 = arith.addf %10, %cst : f32
// CHECK-NEXT:       memref.store %11, %arg6[%8] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>, %arg9: f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg10 = %arg1, %arg11 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg10, %arg11 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg10: index, %arg11: index):
// CHECK-NEXT:       %1 = arith.subi %arg11, %arg10 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg10, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg11, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg10, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT: {{.}}

func.func @scale(%lb: index, %ub: index, %step: index, %a: memref<?xf32>, %s: f32) {
  %bias = arith.constant 0.5 : f32
  scf.parallel (%i) = (%lb) to (%ub) step (%step) {
    %v = memref.load %a[%i] : memref<?xf32>
    %w = arith.mulf %v, %s : f32
    %x = arith.addf %w, %bias : f32
    memref.store %x, %a[%i] : memref<?xf32>
  }
  return
}
