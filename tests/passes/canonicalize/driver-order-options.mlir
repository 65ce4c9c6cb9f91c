// RUN: corolift opt %s --pass-pipeline='builtin.module(canonicalize{top-down=false})' | FileCheck %s --check-prefix=BOTTOMUP
// RUN: corolift opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=1})' | FileCheck %s --check-prefix=ONEITER
// RUN: corolift opt %s --pass-pipeline='builtin.module(canonicalize{max-num-rewrites=3})' | FileCheck %s --check-prefix=THREE

// The greedy driver's visiting order, observable through the options that stop it early or
// seed it bottom-up: on mlir-opt-22's -async-parallel-for{async-dispatch=true num-workers=4}
// output for our own two scf.parallel loops, each option gives exactly mlir-opt-22's IR.
// Expected outputs: mlir-opt-22 with the same pass pipeline on this file (LLVM 22).

// BOTTOMUP-LABEL: func.func @scale(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) {
// BOTTOMUP-NEXT:     %c32 = arith.constant 32 : index
// BOTTOMUP-NEXT:     %c1 = arith.constant 1 : index
// BOTTOMUP-NEXT:     %c0 = arith.constant 0 : index
// BOTTOMUP-NEXT:     %c2 = arith.constant 2 : index
// BOTTOMUP-NEXT:     %c1000 = arith.constant 1000 : index
// BOTTOMUP-NEXT:     %0 = arith.ceildivsi %arg1, %c2 : index
// BOTTOMUP-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// BOTTOMUP-NEXT:     scf.if %1 {
// BOTTOMUP-NEXT:     } else {
// BOTTOMUP-NEXT:       %2 = arith.ceildivsi %0, %c32 : index
// BOTTOMUP-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// BOTTOMUP-NEXT:       %4 = arith.minsi %0, %3 : index
// BOTTOMUP-NEXT:       %5 = arith.ceildivsi %0, %4 : index
// BOTTOMUP-NEXT:       %6 = arith.cmpi eq, %5, %c1 : index
// BOTTOMUP-NEXT:       scf.if %6 {
// BOTTOMUP-NEXT:         func.call @parallel_compute_fn_0(%c0, %4, %0, %c0, %arg1, %c2, %arg0, %arg2) : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// BOTTOMUP-NEXT:       } else {
// BOTTOMUP-NEXT:         %7 = arith.subi %5, %c1 : index
// BOTTOMUP-NEXT:         %8 = async.create_group %7 : !async.group
// BOTTOMUP-NEXT:         func.call @async_dispatch_fn_1(%8, %c0, %5, %4, %0, %c0, %arg1, %c2, %arg0, %arg2) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// BOTTOMUP-NEXT:         async.await_all %8
// BOTTOMUP-NEXT:       }
// BOTTOMUP-NEXT:     }
// BOTTOMUP-NEXT:     return
// BOTTOMUP-NEXT:   }
// BOTTOMUP-LABEL: func.func @grid(%arg0: memref<?x8xi32>, %arg1: index) {
// BOTTOMUP-NEXT:     %c32 = arith.constant 32 : index
// BOTTOMUP-NEXT:     %c0 = arith.constant 0 : index
// BOTTOMUP-NEXT:     %c1 = arith.constant 1 : index
// BOTTOMUP-NEXT:     %c8 = arith.constant 8 : index
// BOTTOMUP-NEXT:     %c1000 = arith.constant 1000 : index
// BOTTOMUP-NEXT:     %0 = arith.muli %arg1, %c8 : index
// BOTTOMUP-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// BOTTOMUP-NEXT:     scf.if %1 {
// BOTTOMUP-NEXT:     } else {
// BOTTOMUP-NEXT:       %2 = arith.ceildivsi %0, %c32 : index
// BOTTOMUP-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// BOTTOMUP-NEXT:       %4 = arith.minsi %0, %3 : index
// BOTTOMUP-NEXT:       %5 = arith.ceildivsi %0, %4 : index
// BOTTOMUP-NEXT:       %6 = arith.cmpi sge, %4, %c8 : index
// BOTTOMUP-NEXT:       scf.if %6 {
// BOTTOMUP-NEXT:         %7 = arith.ceildivsi %4, %c8 : index
// BOTTOMUP-NEXT:         %8 = arith.muli %7, %c8 : index
// BOTTOMUP-NEXT:         %9 = arith.cmpi eq, %5, %c1 : index
// BOTTOMUP-NEXT:         scf.if %9 {
// BOTTOMUP-NEXT:           func.call @parallel_compute_fn_with_aligned_loops(%c0, %8, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// BOTTOMUP-NEXT:         } else {
// BOTTOMUP-NEXT:           %10 = arith.subi %5, %c1 : index
// BOTTOMUP-NEXT:           %11 = async.create_group %10 : !async.group
// BOTTOMUP-NEXT:           func.call @async_dispatch_fn(%11, %c0, %5, %8, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// BOTTOMUP-NEXT:           async.await_all %11
// BOTTOMUP-NEXT:         }
// BOTTOMUP-NEXT:       } else {
// BOTTOMUP-NEXT:         %7 = arith.cmpi eq, %5, %c1 : index
// BOTTOMUP-NEXT:         scf.if %7 {
// BOTTOMUP-NEXT:           func.call @parallel_compute_fn(%c0, %4, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// BOTTOMUP-NEXT:         } else {
// BOTTOMUP-NEXT:           %8 = arith.subi %5, %c1 : index
// BOTTOMUP-NEXT:           %9 = async.create_group %8 : !async.group
// BOTTOMUP-NEXT:           func.call @async_dispatch_fn_0(%9, %c0, %5, %4, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// BOTTOMUP-NEXT:           async.await_all %9
// BOTTOMUP-NEXT:         }
// BOTTOMUP-NEXT:       }
// BOTTOMUP-NEXT:     }
// BOTTOMUP-NEXT:     return
// BOTTOMUP-NEXT:   }
// BOTTOMUP-LABEL: func.func private @parallel_compute_fn_with_aligned_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x8xi32>) {
// BOTTOMUP-NEXT:     %c3_i32 = arith.constant 3 : i32
// BOTTOMUP-NEXT:     %c0 = arith.constant 0 : index
// BOTTOMUP-NEXT:     %c1 = arith.constant 1 : index
// BOTTOMUP-NEXT:     %c8 = arith.constant 8 : index
// BOTTOMUP-NEXT:     %0 = arith.muli %arg2, %c8 : index
// BOTTOMUP-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// BOTTOMUP-NEXT:     %2 = arith.addi %1, %arg1 : index
// BOTTOMUP-NEXT:     %3 = arith.minsi %2, %0 : index
// BOTTOMUP-NEXT:     %4 = arith.subi %3, %c1 : index
// BOTTOMUP-NEXT:     %5 = arith.divsi %1, %c8 : index
// BOTTOMUP-NEXT:     %6 = arith.remsi %5, %arg2 : index
// BOTTOMUP-NEXT:     %7 = arith.divsi %4, %c8 : index
// BOTTOMUP-NEXT:     %8 = arith.remsi %7, %arg2 : index
// BOTTOMUP-NEXT:     %9 = arith.addi %8, %c1 : index
// BOTTOMUP-NEXT:     scf.for %arg11 = %6 to %9 step %c1 {
// BOTTOMUP-NEXT:       scf.for %arg12 = %c0 to %c8 step %c1 {
// BOTTOMUP-NEXT:         %10 = arith.index_cast %arg12 : index to i32
// BOTTOMUP-NEXT:         %11 = arith.muli %10, %c3_i32 : i32
// BOTTOMUP-NEXT:         memref.store %11, %arg10[%arg11, %arg12] : memref<?x8xi32>
// BOTTOMUP-NEXT:       }
// BOTTOMUP-NEXT:     }
// BOTTOMUP-NEXT:     return
// BOTTOMUP-NEXT:   }
// BOTTOMUP-LABEL: func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x8xi32>) {
// BOTTOMUP-NEXT:     %c1 = arith.constant 1 : index
// BOTTOMUP-NEXT:     %c2 = arith.constant 2 : index
// BOTTOMUP-NEXT:     %0 = scf.while (%arg13 = %arg2) : (index) -> index {
// BOTTOMUP-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// BOTTOMUP-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// BOTTOMUP-NEXT:       scf.condition(%2) %arg13 : index
// BOTTOMUP-NEXT:     } do {
// BOTTOMUP-NEXT:     ^bb0(%arg13: index):
// BOTTOMUP-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// BOTTOMUP-NEXT:       %2 = arith.divsi %1, %c2 : index
// BOTTOMUP-NEXT:       %3 = arith.addi %arg1, %2 : index
// BOTTOMUP-NEXT:       %token = async.execute {
// BOTTOMUP-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg13, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// BOTTOMUP-NEXT:         async.yield
// BOTTOMUP-NEXT:       }
// BOTTOMUP-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// BOTTOMUP-NEXT:       scf.yield %3 : index
// BOTTOMUP-NEXT:     }
// BOTTOMUP-NEXT:     call @parallel_compute_fn_with_aligned_loops(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// BOTTOMUP-NEXT:     return
// BOTTOMUP-NEXT:   }
// BOTTOMUP-LABEL: func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x8xi32>) {
// BOTTOMUP-NEXT:     %c3_i32 = arith.constant 3 : i32
// BOTTOMUP-NEXT:     %c0 = arith.constant 0 : index
// BOTTOMUP-NEXT:     %c1 = arith.constant 1 : index
// BOTTOMUP-NEXT:     %c8 = arith.constant 8 : index
// BOTTOMUP-NEXT:     %0 = arith.muli %arg2, %c8 : index
// BOTTOMUP-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// BOTTOMUP-NEXT:     %2 = arith.addi %1, %arg1 : index
// BOTTOMUP-NEXT:     %3 = arith.minsi %2, %0 : index
// BOTTOMUP-NEXT:     %4 = arith.subi %3, %c1 : index
// BOTTOMUP-NEXT:     %5 = arith.remsi %1, %c8 : index
// BOTTOMUP-NEXT:     %6 = arith.divsi %1, %c8 : index
// BOTTOMUP-NEXT:     %7 = arith.remsi %6, %arg2 : index
// BOTTOMUP-NEXT:     %8 = arith.remsi %4, %c8 : index
// BOTTOMUP-NEXT:     %9 = arith.divsi %4, %c8 : index
// BOTTOMUP-NEXT:     %10 = arith.remsi %9, %arg2 : index
// BOTTOMUP-NEXT:     %11 = arith.addi %10, %c1 : index
// BOTTOMUP-NEXT:     %12 = arith.addi %8, %c1 : index
// BOTTOMUP-NEXT:     scf.for %arg11 = %7 to %11 step %c1 {
// BOTTOMUP-NEXT:       %13 = arith.cmpi eq, %arg11, %7 : index
// BOTTOMUP-NEXT:       %14 = arith.cmpi eq, %arg11, %10 : index
// BOTTOMUP-NEXT:       %15 = arith.select %13, %5, %c0 : index
// BOTTOMUP-NEXT:       %16 = arith.select %14, %12, %c8 : index
// BOTTOMUP-NEXT:       scf.for %arg12 = %15 to %16 step %c1 {
// BOTTOMUP-NEXT:         %17 = arith.index_cast %arg12 : index to i32
// BOTTOMUP-NEXT:         %18 = arith.muli %17, %c3_i32 : i32
// BOTTOMUP-NEXT:         memref.store %18, %arg10[%arg11, %arg12] : memref<?x8xi32>
// BOTTOMUP-NEXT:       }
// BOTTOMUP-NEXT:     }
// BOTTOMUP-NEXT:     return
// BOTTOMUP-NEXT:   }
// BOTTOMUP-LABEL: func.func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x8xi32>) {
// BOTTOMUP-NEXT:     %c1 = arith.constant 1 : index
// BOTTOMUP-NEXT:     %c2 = arith.constant 2 : index
// BOTTOMUP-NEXT:     %0 = scf.while (%arg13 = %arg2) : (index) -> index {
// BOTTOMUP-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// BOTTOMUP-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// BOTTOMUP-NEXT:       scf.condition(%2) %arg13 : index
// BOTTOMUP-NEXT:     } do {
// BOTTOMUP-NEXT:     ^bb0(%arg13: index):
// BOTTOMUP-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// BOTTOMUP-NEXT:       %2 = arith.divsi %1, %c2 : index
// BOTTOMUP-NEXT:       %3 = arith.addi %arg1, %2 : index
// BOTTOMUP-NEXT:       %token = async.execute {
// BOTTOMUP-NEXT:         func.call @async_dispatch_fn_0(%arg0, %3, %arg13, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// BOTTOMUP-NEXT:         async.yield
// BOTTOMUP-NEXT:       }
// BOTTOMUP-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// BOTTOMUP-NEXT:       scf.yield %3 : index
// BOTTOMUP-NEXT:     }
// BOTTOMUP-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// BOTTOMUP-NEXT:     return
// BOTTOMUP-NEXT:   }
// BOTTOMUP-LABEL: func.func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>, %arg7: f32) {
// BOTTOMUP-NEXT:     %c1 = arith.constant 1 : index
// BOTTOMUP-NEXT:     %c2 = arith.constant 2 : index
// BOTTOMUP-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// BOTTOMUP-NEXT:     %1 = arith.addi %0, %arg1 : index
// BOTTOMUP-NEXT:     %2 = arith.minsi %1, %arg2 : index
// BOTTOMUP-NEXT:     %3 = arith.subi %2, %c1 : index
// BOTTOMUP-NEXT:     %4 = arith.remsi %0, %arg2 : index
// BOTTOMUP-NEXT:     %5 = arith.remsi %3, %arg2 : index
// BOTTOMUP-NEXT:     %6 = arith.addi %5, %c1 : index
// BOTTOMUP-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// BOTTOMUP-NEXT:       %7 = arith.muli %arg8, %c2 : index
// BOTTOMUP-NEXT:       %8 = memref.load %arg6[%7] : memref<?xf32>
// BOTTOMUP-NEXT:       %9 = arith.mulf %8, %arg7 : f32
// BOTTOMUP-NEXT:       memref.store %9, %arg6[%7] : memref<?xf32>
// BOTTOMUP-NEXT:     }
// BOTTOMUP-NEXT:     return
// BOTTOMUP-NEXT:   }
// BOTTOMUP-LABEL: func.func private @async_dispatch_fn_1(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>, %arg9: f32) {
// BOTTOMUP-NEXT:     %c1 = arith.constant 1 : index
// BOTTOMUP-NEXT:     %c2 = arith.constant 2 : index
// BOTTOMUP-NEXT:     %0 = scf.while (%arg10 = %arg2) : (index) -> index {
// BOTTOMUP-NEXT:       %1 = arith.subi %arg10, %arg1 : index
// BOTTOMUP-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// BOTTOMUP-NEXT:       scf.condition(%2) %arg10 : index
// BOTTOMUP-NEXT:     } do {
// BOTTOMUP-NEXT:     ^bb0(%arg10: index):
// BOTTOMUP-NEXT:       %1 = arith.subi %arg10, %arg1 : index
// BOTTOMUP-NEXT:       %2 = arith.divsi %1, %c2 : index
// BOTTOMUP-NEXT:       %3 = arith.addi %arg1, %2 : index
// BOTTOMUP-NEXT:       %token = async.execute {
// BOTTOMUP-NEXT:         func.call @async_dispatch_fn_1(%arg0, %3, %arg10, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// BOTTOMUP-NEXT:         async.yield
// BOTTOMUP-NEXT:       }
// BOTTOMUP-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// BOTTOMUP-NEXT:       scf.yield %3 : index
// BOTTOMUP-NEXT:     }
// BOTTOMUP-NEXT:     call @parallel_compute_fn_0(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// BOTTOMUP-NEXT:     return
// BOTTOMUP-NEXT:   }

// ONEITER-LABEL: func.func @scale(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) {
// ONEITER-NEXT:     %c32 = arith.constant 32 : index
// ONEITER-NEXT:     %c1 = arith.constant 1 : index
// ONEITER-NEXT:     %c0 = arith.constant 0 : index
// ONEITER-NEXT:     %c2 = arith.constant 2 : index
// ONEITER-NEXT:     %c1000 = arith.constant 1000 : index
// ONEITER-NEXT:     %0 = arith.ceildivsi %arg1, %c2 : index
// ONEITER-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// ONEITER-NEXT:     scf.if %1 {
// ONEITER-NEXT:     } else {
// ONEITER-NEXT:       %2 = arith.ceildivsi %0, %c32 : index
// ONEITER-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// ONEITER-NEXT:       %4 = arith.minsi %0, %3 : index
// ONEITER-NEXT:       %5 = arith.ceildivsi %0, %4 : index
// ONEITER-NEXT:       %6 = arith.cmpi eq, %5, %c1 : index
// ONEITER-NEXT:       scf.if %6 {
// ONEITER-NEXT:         func.call @parallel_compute_fn_0(%c0, %4, %0, %c0, %arg1, %c2, %arg0, %arg2) : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// ONEITER-NEXT:       } else {
// ONEITER-NEXT:         %7 = arith.subi %5, %c1 : index
// ONEITER-NEXT:         %8 = async.create_group %7 : !async.group
// ONEITER-NEXT:         func.call @async_dispatch_fn_1(%8, %c0, %5, %4, %0, %c0, %arg1, %c2, %arg0, %arg2) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// ONEITER-NEXT:         async.await_all %8
// ONEITER-NEXT:       }
// ONEITER-NEXT:     }
// ONEITER-NEXT:     return
// ONEITER-NEXT:   }
// ONEITER-LABEL: func.func @grid(%arg0: memref<?x8xi32>, %arg1: index) {
// ONEITER-NEXT:     %c32 = arith.constant 32 : index
// ONEITER-NEXT:     %c0 = arith.constant 0 : index
// ONEITER-NEXT:     %c1 = arith.constant 1 : index
// ONEITER-NEXT:     %c8 = arith.constant 8 : index
// ONEITER-NEXT:     %c1000 = arith.constant 1000 : index
// ONEITER-NEXT:     %0 = arith.muli %arg1, %c8 : index
// ONEITER-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// ONEITER-NEXT:     scf.if %1 {
// ONEITER-NEXT:     } else {
// ONEITER-NEXT:       %2 = arith.ceildivsi %0, %c32 : index
// ONEITER-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// ONEITER-NEXT:       %4 = arith.minsi %0, %3 : index
// ONEITER-NEXT:       %5 = arith.ceildivsi %0, %4 : index
// ONEITER-NEXT:       %6 = arith.cmpi sge, %4, %c8 : index
// ONEITER-NEXT:       scf.if %6 {
// ONEITER-NEXT:         %7 = arith.ceildivsi %4, %c8 : index
// ONEITER-NEXT:         %8 = arith.muli %7, %c8 : index
// ONEITER-NEXT:         %9 = arith.cmpi eq, %5, %c1 : index
// ONEITER-NEXT:         scf.if %9 {
// ONEITER-NEXT:           func.call @parallel_compute_fn_with_aligned_loops(%c0, %8, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// ONEITER-NEXT:         } else {
// ONEITER-NEXT:           %10 = arith.subi %5, %c1 : index
// ONEITER-NEXT:           %11 = async.create_group %10 : !async.group
// ONEITER-NEXT:           func.call @async_dispatch_fn(%11, %c0, %5, %8, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// ONEITER-NEXT:           async.await_all %11
// ONEITER-NEXT:         }
// ONEITER-NEXT:       } else {
// ONEITER-NEXT:         %7 = arith.cmpi eq, %5, %c1 : index
// ONEITER-NEXT:         scf.if %7 {
// ONEITER-NEXT:           func.call @parallel_compute_fn(%c0, %4, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// ONEITER-NEXT:         } else {
// ONEITER-NEXT:           %8 = arith.subi %5, %c1 : index
// ONEITER-NEXT:           %9 = async.create_group %8 : !async.group
// ONEITER-NEXT:           func.call @async_dispatch_fn_0(%9, %c0, %5, %4, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// ONEITER-NEXT:           async.await_all %9
// ONEITER-NEXT:         }
// ONEITER-NEXT:       }
// ONEITER-NEXT:     }
// ONEITER-NEXT:     return
// ONEITER-NEXT:   }
// ONEITER-LABEL: func.func private @parallel_compute_fn_with_aligned_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x8xi32>) {
// ONEITER-NEXT:     %c3_i32 = arith.constant 3 : i32
// ONEITER-NEXT:     %c0 = arith.constant 0 : index
// ONEITER-NEXT:     %c1 = arith.constant 1 : index
// ONEITER-NEXT:     %c8 = arith.constant 8 : index
// ONEITER-NEXT:     %0 = arith.muli %arg2, %c8 : index
// ONEITER-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// ONEITER-NEXT:     %2 = arith.addi %1, %arg1 : index
// ONEITER-NEXT:     %3 = arith.minsi %2, %0 : index
// ONEITER-NEXT:     %4 = arith.subi %3, %c1 : index
// ONEITER-NEXT:     %5 = arith.divsi %1, %c8 : index
// ONEITER-NEXT:     %6 = arith.remsi %5, %arg2 : index
// ONEITER-NEXT:     %7 = arith.divsi %4, %c8 : index
// ONEITER-NEXT:     %8 = arith.remsi %7, %arg2 : index
// ONEITER-NEXT:     %9 = arith.addi %8, %c1 : index
// ONEITER-NEXT:     scf.for %arg11 = %6 to %9 step %c1 {
// ONEITER-NEXT:       scf.for %arg12 = %c0 to %c8 step %c1 {
// ONEITER-NEXT:         %10 = arith.index_cast %arg12 : index to i32
// ONEITER-NEXT:         %11 = arith.muli %10, %c3_i32 : i32
// ONEITER-NEXT:         memref.store %11, %arg10[%arg11, %arg12] : memref<?x8xi32>
// ONEITER-NEXT:       }
// ONEITER-NEXT:     }
// ONEITER-NEXT:     return
// ONEITER-NEXT:   }
// ONEITER-LABEL: func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x8xi32>) {
// ONEITER-NEXT:     %c1 = arith.constant 1 : index
// ONEITER-NEXT:     %c2 = arith.constant 2 : index
// ONEITER-NEXT:     %0 = scf.while (%arg13 = %arg2) : (index) -> index {
// ONEITER-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// ONEITER-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// ONEITER-NEXT:       scf.condition(%2) %arg13 : index
// ONEITER-NEXT:     } do {
// ONEITER-NEXT:     ^bb0(%arg13: index):
// ONEITER-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// ONEITER-NEXT:       %2 = arith.divsi %1, %c2 : index
// ONEITER-NEXT:       %3 = arith.addi %arg1, %2 : index
// ONEITER-NEXT:       %token = async.execute {
// ONEITER-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg13, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// ONEITER-NEXT:         async.yield
// ONEITER-NEXT:       }
// ONEITER-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// ONEITER-NEXT:       scf.yield %3 : index
// ONEITER-NEXT:     }
// ONEITER-NEXT:     call @parallel_compute_fn_with_aligned_loops(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// ONEITER-NEXT:     return
// ONEITER-NEXT:   }
// ONEITER-LABEL: func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x8xi32>) {
// ONEITER-NEXT:     %c3_i32 = arith.constant 3 : i32
// ONEITER-NEXT:     %c0 = arith.constant 0 : index
// ONEITER-NEXT:     %c1 = arith.constant 1 : index
// ONEITER-NEXT:     %c8 = arith.constant 8 : index
// ONEITER-NEXT:     %0 = arith.muli %arg2, %c8 : index
// ONEITER-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// ONEITER-NEXT:     %2 = arith.addi %1, %arg1 : index
// ONEITER-NEXT:     %3 = arith.minsi %2, %0 : index
// ONEITER-NEXT:     %4 = arith.subi %3, %c1 : index
// ONEITER-NEXT:     %5 = arith.remsi %1, %c8 : index
// ONEITER-NEXT:     %6 = arith.divsi %1, %c8 : index
// ONEITER-NEXT:     %7 = arith.remsi %6, %arg2 : index
// ONEITER-NEXT:     %8 = arith.remsi %4, %c8 : index
// ONEITER-NEXT:     %9 = arith.divsi %4, %c8 : index
// ONEITER-NEXT:     %10 = arith.remsi %9, %arg2 : index
// ONEITER-NEXT:     %11 = arith.addi %10, %c1 : index
// ONEITER-NEXT:     %12 = arith.addi %8, %c1 : index
// ONEITER-NEXT:     scf.for %arg11 = %7 to %11 step %c1 {
// ONEITER-NEXT:       %13 = arith.cmpi eq, %arg11, %7 : index
// ONEITER-NEXT:       %14 = arith.cmpi eq, %arg11, %10 : index
// ONEITER-NEXT:       %15 = arith.select %13, %5, %c0 : index
// ONEITER-NEXT:       %16 = arith.select %14, %12, %c8 : index
// ONEITER-NEXT:       scf.for %arg12 = %15 to %16 step %c1 {
// ONEITER-NEXT:         %17 = arith.index_cast %arg12 : index to i32
// ONEITER-NEXT:         %18 = arith.muli %17, %c3_i32 : i32
// ONEITER-NEXT:         memref.store %18, %arg10[%arg11, %arg12] : memref<?x8xi32>
// ONEITER-NEXT:       }
// ONEITER-NEXT:     }
// ONEITER-NEXT:     return
// ONEITER-NEXT:   }
// ONEITER-LABEL: func.func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x8xi32>) {
// ONEITER-NEXT:     %c1 = arith.constant 1 : index
// ONEITER-NEXT:     %c2 = arith.constant 2 : index
// ONEITER-NEXT:     %0 = scf.while (%arg13 = %arg2) : (index) -> index {
// ONEITER-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// ONEITER-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// ONEITER-NEXT:       scf.condition(%2) %arg13 : index
// ONEITER-NEXT:     } do {
// ONEITER-NEXT:     ^bb0(%arg13: index):
// ONEITER-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// ONEITER-NEXT:       %2 = arith.divsi %1, %c2 : index
// ONEITER-NEXT:       %3 = arith.addi %arg1, %2 : index
// ONEITER-NEXT:       %token = async.execute {
// ONEITER-NEXT:         func.call @async_dispatch_fn_0(%arg0, %3, %arg13, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// ONEITER-NEXT:         async.yield
// ONEITER-NEXT:       }
// ONEITER-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// ONEITER-NEXT:       scf.yield %3 : index
// ONEITER-NEXT:     }
// ONEITER-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// ONEITER-NEXT:     return
// ONEITER-NEXT:   }
// ONEITER-LABEL: func.func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>, %arg7: f32) {
// ONEITER-NEXT:     %c1 = arith.constant 1 : index
// ONEITER-NEXT:     %c2 = arith.constant 2 : index
// ONEITER-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// ONEITER-NEXT:     %1 = arith.addi %0, %arg1 : index
// ONEITER-NEXT:     %2 = arith.minsi %1, %arg2 : index
// ONEITER-NEXT:     %3 = arith.subi %2, %c1 : index
// ONEITER-NEXT:     %4 = arith.remsi %0, %arg2 : index
// ONEITER-NEXT:     %5 = arith.remsi %3, %arg2 : index
// ONEITER-NEXT:     %6 = arith.addi %5, %c1 : index
// ONEITER-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// ONEITER-NEXT:       %7 = arith.muli %arg8, %c2 : index
// ONEITER-NEXT:       %8 = memref.load %arg6[%7] : memref<?xf32>
// ONEITER-NEXT:       %9 = arith.mulf %8, %arg7 : f32
// ONEITER-NEXT:       memref.store %9, %arg6[%7] : memref<?xf32>
// ONEITER-NEXT:     }
// ONEITER-NEXT:     return
// ONEITER-NEXT:   }
// ONEITER-LABEL: func.func private @async_dispatch_fn_1(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>, %arg9: f32) {
// ONEITER-NEXT:     %c1 = arith.constant 1 : index
// ONEITER-NEXT:     %c2 = arith.constant 2 : index
// ONEITER-NEXT:     %0 = scf.while (%arg10 = %arg2) : (index) -> index {
// ONEITER-NEXT:       %1 = arith.subi %arg10, %arg1 : index
// ONEITER-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// ONEITER-NEXT:       scf.condition(%2) %arg10 : index
// ONEITER-NEXT:     } do {
// ONEITER-NEXT:     ^bb0(%arg10: index):
// ONEITER-NEXT:       %1 = arith.subi %arg10, %arg1 : index
// ONEITER-NEXT:       %2 = arith.divsi %1, %c2 : index
// ONEITER-NEXT:       %3 = arith.addi %arg1, %2 : index
// ONEITER-NEXT:       %token = async.execute {
// ONEITER-NEXT:         func.call @async_dispatch_fn_1(%arg0, %3, %arg10, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// ONEITER-NEXT:         async.yield
// ONEITER-NEXT:       }
// ONEITER-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// ONEITER-NEXT:       scf.yield %3 : index
// ONEITER-NEXT:     }
// ONEITER-NEXT:     call @parallel_compute_fn_0(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// ONEITER-NEXT:     return
// ONEITER-NEXT:   }

// THREE-LABEL: func.func @scale(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) {
// THREE-NEXT:     %c32 = arith.constant 32 : index
// THREE-NEXT:     %c1 = arith.constant 1 : index
// THREE-NEXT:     %c0 = arith.constant 0 : index
// THREE-NEXT:     %c2 = arith.constant 2 : index
// THREE-NEXT:     %c1000 = arith.constant 1000 : index
// THREE-NEXT:     %0 = arith.ceildivsi %arg1, %c2 : index
// THREE-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// THREE-NEXT:     scf.if %1 {
// THREE-NEXT:     } else {
// THREE-NEXT:       %2 = arith.ceildivsi %0, %c32 : index
// THREE-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// THREE-NEXT:       %4 = arith.minsi %0, %3 : index
// THREE-NEXT:       %5 = arith.ceildivsi %0, %4 : index
// THREE-NEXT:       %6 = arith.cmpi eq, %5, %c1 : index
// THREE-NEXT:       scf.if %6 {
// THREE-NEXT:         func.call @parallel_compute_fn_0(%c0, %4, %0, %c0, %arg1, %c2, %arg0, %arg2) : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// THREE-NEXT:       } else {
// THREE-NEXT:         %7 = arith.subi %5, %c1 : index
// THREE-NEXT:         %8 = async.create_group %7 : !async.group
// THREE-NEXT:         func.call @async_dispatch_fn_1(%8, %c0, %5, %4, %0, %c0, %arg1, %c2, %arg0, %arg2) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// THREE-NEXT:         async.await_all %8
// THREE-NEXT:       }
// THREE-NEXT:     }
// THREE-NEXT:     return
// THREE-NEXT:   }
// THREE-LABEL: func.func @grid(%arg0: memref<?x8xi32>, %arg1: index) {
// THREE-NEXT:     %c32 = arith.constant 32 : index
// THREE-NEXT:     %c0 = arith.constant 0 : index
// THREE-NEXT:     %c1 = arith.constant 1 : index
// THREE-NEXT:     %c8 = arith.constant 8 : index
// THREE-NEXT:     %c1000 = arith.constant 1000 : index
// THREE-NEXT:     %0 = arith.muli %arg1, %c8 : index
// THREE-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// THREE-NEXT:     scf.if %1 {
// THREE-NEXT:     } else {
// THREE-NEXT:       %2 = arith.ceildivsi %0, %c32 : index
// THREE-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// THREE-NEXT:       %4 = arith.minsi %0, %3 : index
// THREE-NEXT:       %5 = arith.ceildivsi %0, %4 : index
// THREE-NEXT:       %6 = arith.cmpi sge, %4, %c8 : index
// THREE-NEXT:       scf.if %6 {
// THREE-NEXT:         %7 = arith.ceildivsi %4, %c8 : index
// THREE-NEXT:         %8 = arith.muli %7, %c8 : index
// THREE-NEXT:         %9 = arith.cmpi eq, %5, %c1 : index
// THREE-NEXT:         scf.if %9 {
// THREE-NEXT:           func.call @parallel_compute_fn_with_aligned_loops(%c0, %8, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// THREE-NEXT:         } else {
// THREE-NEXT:           %10 = arith.subi %5, %c1 : index
// THREE-NEXT:           %11 = async.create_group %10 : !async.group
// THREE-NEXT:           func.call @async_dispatch_fn(%11, %c0, %5, %8, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// THREE-NEXT:           async.await_all %11
// THREE-NEXT:         }
// THREE-NEXT:       } else {
// THREE-NEXT:         %7 = arith.cmpi eq, %5, %c1 : index
// THREE-NEXT:         scf.if %7 {
// THREE-NEXT:           func.call @parallel_compute_fn(%c0, %4, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// THREE-NEXT:         } else {
// THREE-NEXT:           %8 = arith.subi %5, %c1 : index
// THREE-NEXT:           %9 = async.create_group %8 : !async.group
// THREE-NEXT:           func.call @async_dispatch_fn_0(%9, %c0, %5, %4, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// THREE-NEXT:           async.await_all %9
// THREE-NEXT:         }
// THREE-NEXT:       }
// THREE-NEXT:     }
// THREE-NEXT:     return
// THREE-NEXT:   }
// THREE-LABEL: func.func private @parallel_compute_fn_with_aligned_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x8xi32>) {
// THREE-NEXT:     %c3_i32 = arith.constant 3 : i32
// THREE-NEXT:     %c0 = arith.constant 0 : index
// THREE-NEXT:     %c1 = arith.constant 1 : index
// THREE-NEXT:     %c8 = arith.constant 8 : index
// THREE-NEXT:     %0 = arith.muli %arg2, %c8 : index
// THREE-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// THREE-NEXT:     %2 = arith.addi %1, %arg1 : index
// THREE-NEXT:     %3 = arith.minsi %2, %0 : index
// THREE-NEXT:     %4 = arith.subi %3, %c1 : index
// THREE-NEXT:     %5 = arith.divsi %1, %c8 : index
// THREE-NEXT:     %6 = arith.remsi %5, %arg2 : index
// THREE-NEXT:     %7 = arith.divsi %4, %c8 : index
// THREE-NEXT:     %8 = arith.remsi %7, %arg2 : index
// THREE-NEXT:     %9 = arith.addi %8, %c1 : index
// THREE-NEXT:     scf.for %arg11 = %6 to %9 step %c1 {
// THREE-NEXT:       scf.for %arg12 = %c0 to %c8 step %c1 {
// THREE-NEXT:         %10 = arith.index_cast %arg12 : index to i32
// THREE-NEXT:         %11 = arith.muli %10, %c3_i32 : i32
// THREE-NEXT:         memref.store %11, %arg10[%arg11, %arg12] : memref<?x8xi32>
// THREE-NEXT:       }
// THREE-NEXT:     }
// THREE-NEXT:     return
// THREE-NEXT:   }
// THREE-LABEL: func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x8xi32>) {
// THREE-NEXT:     %c1 = arith.constant 1 : index
// THREE-NEXT:     %c2 = arith.constant 2 : index
// THREE-NEXT:     %0 = scf.while (%arg13 = %arg2) : (index) -> index {
// THREE-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// THREE-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// THREE-NEXT:       scf.condition(%2) %arg13 : index
// THREE-NEXT:     } do {
// THREE-NEXT:     ^bb0(%arg13: index):
// THREE-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// THREE-NEXT:       %2 = arith.divsi %1, %c2 : index
// THREE-NEXT:       %3 = arith.addi %arg1, %2 : index
// THREE-NEXT:       %token = async.execute {
// THREE-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg13, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// THREE-NEXT:         async.yield
// THREE-NEXT:       }
// THREE-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// THREE-NEXT:       scf.yield %3 : index
// THREE-NEXT:     }
// THREE-NEXT:     call @parallel_compute_fn_with_aligned_loops(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// THREE-NEXT:     return
// THREE-NEXT:   }
// THREE-LABEL: func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x8xi32>) {
// THREE-NEXT:     %c3_i32 = arith.constant 3 : i32
// THREE-NEXT:     %c0 = arith.constant 0 : index
// THREE-NEXT:     %c1 = arith.constant 1 : index
// THREE-NEXT:     %c8 = arith.constant 8 : index
// THREE-NEXT:     %0 = arith.muli %arg2, %c8 : index
// THREE-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// THREE-NEXT:     %2 = arith.addi %1, %arg1 : index
// THREE-NEXT:     %3 = arith.minsi %2, %0 : index
// THREE-NEXT:     %4 = arith.subi %3, %c1 : index
// THREE-NEXT:     %5 = arith.remsi %1, %c8 : index
// THREE-NEXT:     %6 = arith.divsi %1, %c8 : index
// THREE-NEXT:     %7 = arith.remsi %6, %arg2 : index
// THREE-NEXT:     %8 = arith.remsi %4, %c8 : index
// THREE-NEXT:     %9 = arith.divsi %4, %c8 : index
// THREE-NEXT:     %10 = arith.remsi %9, %arg2 : index
// THREE-NEXT:     %11 = arith.addi %10, %c1 : index
// THREE-NEXT:     %12 = arith.addi %8, %c1 : index
// THREE-NEXT:     scf.for %arg11 = %7 to %11 step %c1 {
// THREE-NEXT:       %13 = arith.cmpi eq, %arg11, %7 : index
// THREE-NEXT:       %14 = arith.cmpi eq, %arg11, %10 : index
// THREE-NEXT:       %15 = arith.select %13, %5, %c0 : index
// THREE-NEXT:       %16 = arith.select %14, %12, %c8 : index
// THREE-NEXT:       scf.for %arg12 = %15 to %16 step %c1 {
// THREE-NEXT:         %17 = arith.index_cast %arg12 : index to i32
// THREE-NEXT:         %18 = arith.muli %17, %c3_i32 : i32
// THREE-NEXT:         memref.store %18, %arg10[%arg11, %arg12] : memref<?x8xi32>
// THREE-NEXT:       }
// THREE-NEXT:     }
// THREE-NEXT:     return
// THREE-NEXT:   }
// THREE-LABEL: func.func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x8xi32>) {
// THREE-NEXT:     %c1 = arith.constant 1 : index
// THREE-NEXT:     %c2 = arith.constant 2 : index
// THREE-NEXT:     %0 = scf.while (%arg13 = %arg2) : (index) -> index {
// THREE-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// THREE-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// THREE-NEXT:       scf.condition(%2) %arg13 : index
// THREE-NEXT:     } do {
// THREE-NEXT:     ^bb0(%arg13: index):
// THREE-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// THREE-NEXT:       %2 = arith.divsi %1, %c2 : index
// THREE-NEXT:       %3 = arith.addi %arg1, %2 : index
// THREE-NEXT:       %token = async.execute {
// THREE-NEXT:         func.call @async_dispatch_fn_0(%arg0, %3, %arg13, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// THREE-NEXT:         async.yield
// THREE-NEXT:       }
// THREE-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// THREE-NEXT:       scf.yield %3 : index
// THREE-NEXT:     }
// THREE-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// THREE-NEXT:     return
// THREE-NEXT:   }
// THREE-LABEL: func.func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>, %arg7: f32) {
// THREE-NEXT:     %c1 = arith.constant 1 : index
// THREE-NEXT:     %c2 = arith.constant 2 : index
// THREE-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// THREE-NEXT:     %1 = arith.addi %0, %arg1 : index
// THREE-NEXT:     %2 = arith.minsi %1, %arg2 : index
// THREE-NEXT:     %3 = arith.subi %2, %c1 : index
// THREE-NEXT:     %4 = arith.remsi %0, %arg2 : index
// THREE-NEXT:     %5 = arith.remsi %3, %arg2 : index
// THREE-NEXT:     %6 = arith.addi %5, %c1 : index
// THREE-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// THREE-NEXT:       %7 = arith.muli %arg8, %c2 : index
// THREE-NEXT:       %8 = memref.load %arg6[%7] : memref<?xf32>
// THREE-NEXT:       %9 = arith.mulf %8, %arg7 : f32
// THREE-NEXT:       memref.store %9, %arg6[%7] : memref<?xf32>
// THREE-NEXT:     }
// THREE-NEXT:     return
// THREE-NEXT:   }
// THREE-LABEL: func.func private @async_dispatch_fn_1(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>, %arg9: f32) {
// THREE-NEXT:     %c1 = arith.constant 1 : index
// THREE-NEXT:     %c2 = arith.constant 2 : index
// THREE-NEXT:     %0 = scf.while (%arg10 = %arg2) : (index) -> index {
// THREE-NEXT:       %1 = arith.subi %arg10, %arg1 : index
// THREE-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// THREE-NEXT:       scf.condition(%2) %arg10 : index
// THREE-NEXT:     } do {
// THREE-NEXT:     ^bb0(%arg10: index):
// THREE-NEXT:       %1 = arith.subi %arg10, %arg1 : index
// THREE-NEXT:       %2 = arith.divsi %1, %c2 : index
// THREE-NEXT:       %3 = arith.addi %arg1, %2 : index
// THREE-NEXT:       %token = async.execute {
// THREE-NEXT:         func.call @async_dispatch_fn_1(%arg0, %3, %arg10, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// THREE-NEXT:         async.yield
// THREE-NEXT:       }
// THREE-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// THREE-NEXT:       scf.yield %3 : index
// THREE-NEXT:     }
// THREE-NEXT:     call @parallel_compute_fn_0(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// THREE-NEXT:     return
// THREE-NEXT:   }

module {
  func.func @scale(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) {
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1000 = arith.constant 1000 : index
    %0 = arith.ceildivsi %arg1, %c2 : index
    %1 = arith.cmpi eq, %0, %c0 : index
    scf.if %1 {
    } else {
      %2 = arith.ceildivsi %0, %c32 : index
      %3 = arith.maxsi %2, %c1000 : index
      %4 = arith.minsi %0, %3 : index
      %5 = arith.ceildivsi %0, %4 : index
      %6 = arith.cmpi eq, %5, %c1 : index
      scf.if %6 {
        func.call @parallel_compute_fn_0(%c0, %4, %0, %c0, %arg1, %c2, %arg0, %arg2) : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
      } else {
        %7 = arith.subi %5, %c1 : index
        %8 = async.create_group %7 : !async.group
        func.call @async_dispatch_fn_1(%8, %c0, %5, %4, %0, %c0, %arg1, %c2, %arg0, %arg2) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32) -> ()
        async.await_all %8
      }
    }
    return
  }
  func.func @grid(%arg0: memref<?x8xi32>, %arg1: index) {
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c1000 = arith.constant 1000 : index
    %0 = arith.muli %arg1, %c8 : index
    %1 = arith.cmpi eq, %0, %c0 : index
    scf.if %1 {
    } else {
      %2 = arith.ceildivsi %0, %c32 : index
      %3 = arith.maxsi %2, %c1000 : index
      %4 = arith.minsi %0, %3 : index
      %5 = arith.ceildivsi %0, %4 : index
      %6 = arith.cmpi sge, %4, %c8 : index
      scf.if %6 {
        %7 = arith.ceildivsi %4, %c8 : index
        %8 = arith.muli %7, %c8 : index
        %9 = arith.cmpi eq, %5, %c1 : index
        scf.if %9 {
          func.call @parallel_compute_fn_with_aligned_loops(%c0, %8, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
        } else {
          %10 = arith.subi %5, %c1 : index
          %11 = async.create_group %10 : !async.group
          func.call @async_dispatch_fn(%11, %c0, %5, %8, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
          async.await_all %11
        }
      } else {
        %7 = arith.cmpi eq, %5, %c1 : index
        scf.if %7 {
          func.call @parallel_compute_fn(%c0, %4, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
        } else {
          %8 = arith.subi %5, %c1 : index
          %9 = async.create_group %8 : !async.group
          func.call @async_dispatch_fn_0(%9, %c0, %5, %4, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
          async.await_all %9
        }
      }
    }
    return
  }
  func.func private @parallel_compute_fn_with_aligned_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x8xi32>) {
    %c3_i32 = arith.constant 3 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %0 = arith.muli %arg2, %c8 : index
    %1 = arith.muli %arg0, %arg1 : index
    %2 = arith.addi %1, %arg1 : index
    %3 = arith.minsi %2, %0 : index
    %4 = arith.subi %3, %c1 : index
    %5 = arith.divsi %1, %c8 : index
    %6 = arith.remsi %5, %arg2 : index
    %7 = arith.divsi %4, %c8 : index
    %8 = arith.remsi %7, %arg2 : index
    %9 = arith.addi %8, %c1 : index
    scf.for %arg11 = %6 to %9 step %c1 {
      scf.for %arg12 = %c0 to %c8 step %c1 {
        %10 = arith.index_cast %arg12 : index to i32
        %11 = arith.muli %10, %c3_i32 : i32
        memref.store %11, %arg10[%arg11, %arg12] : memref<?x8xi32>
      }
    }
    return
  }
  func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x8xi32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0:2 = scf.while (%arg13 = %arg1, %arg14 = %arg2) : (index, index) -> (index, index) {
      %1 = arith.subi %arg14, %arg13 : index
      %2 = arith.cmpi sgt, %1, %c1 : index
      scf.condition(%2) %arg13, %arg14 : index, index
    } do {
    ^bb0(%arg13: index, %arg14: index):
      %1 = arith.subi %arg14, %arg13 : index
      %2 = arith.divsi %1, %c2 : index
      %3 = arith.addi %arg13, %2 : index
      %token = async.execute {
        func.call @async_dispatch_fn(%arg0, %3, %arg14, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
        async.yield
      }
      %4 = async.add_to_group %token, %arg0 : !async.token
      scf.yield %arg13, %3 : index, index
    }
    call @parallel_compute_fn_with_aligned_loops(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
    return
  }
  func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x8xi32>) {
    %c3_i32 = arith.constant 3 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %0 = arith.muli %arg2, %c8 : index
    %1 = arith.muli %arg0, %arg1 : index
    %2 = arith.addi %1, %arg1 : index
    %3 = arith.minsi %2, %0 : index
    %4 = arith.subi %3, %c1 : index
    %5 = arith.remsi %1, %c8 : index
    %6 = arith.divsi %1, %c8 : index
    %7 = arith.remsi %6, %arg2 : index
    %8 = arith.remsi %4, %c8 : index
    %9 = arith.divsi %4, %c8 : index
    %10 = arith.remsi %9, %arg2 : index
    %11 = arith.addi %10, %c1 : index
    %12 = arith.addi %8, %c1 : index
    scf.for %arg11 = %7 to %11 step %c1 {
      %13 = arith.cmpi eq, %arg11, %7 : index
      %14 = arith.cmpi eq, %arg11, %10 : index
      %15 = arith.select %13, %5, %c0 : index
      %16 = arith.select %14, %12, %c8 : index
      scf.for %arg12 = %15 to %16 step %c1 {
        %17 = arith.index_cast %arg12 : index to i32
        %18 = arith.muli %17, %c3_i32 : i32
        memref.store %18, %arg10[%arg11, %arg12] : memref<?x8xi32>
      }
    }
    return
  }
  func.func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x8xi32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0:2 = scf.while (%arg13 = %arg1, %arg14 = %arg2) : (index, index) -> (index, index) {
      %1 = arith.subi %arg14, %arg13 : index
      %2 = arith.cmpi sgt, %1, %c1 : index
      scf.condition(%2) %arg13, %arg14 : index, index
    } do {
    ^bb0(%arg13: index, %arg14: index):
      %1 = arith.subi %arg14, %arg13 : index
      %2 = arith.divsi %1, %c2 : index
      %3 = arith.addi %arg13, %2 : index
      %token = async.execute {
        func.call @async_dispatch_fn_0(%arg0, %3, %arg14, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
        async.yield
      }
      %4 = async.add_to_group %token, %arg0 : !async.token
      scf.yield %arg13, %3 : index, index
    }
    call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
    return
  }
  func.func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>, %arg7: f32) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = arith.muli %arg0, %arg1 : index
    %1 = arith.addi %0, %arg1 : index
    %2 = arith.minsi %1, %arg2 : index
    %3 = arith.subi %2, %c1 : index
    %4 = arith.remsi %0, %arg2 : index
    %5 = arith.remsi %3, %arg2 : index
    %6 = arith.addi %5, %c1 : index
    scf.for %arg8 = %4 to %6 step %c1 {
      %7 = arith.muli %arg8, %c2 : index
      %8 = memref.load %arg6[%7] : memref<?xf32>
      %9 = arith.mulf %8, %arg7 : f32
      memref.store %9, %arg6[%7] : memref<?xf32>
    }
    return
  }
  func.func private @async_dispatch_fn_1(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>, %arg9: f32) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0:2 = scf.while (%arg10 = %arg1, %arg11 = %arg2) : (index, index) -> (index, index) {
      %1 = arith.subi %arg11, %arg10 : index
      %2 = arith.cmpi sgt, %1, %c1 : index
      scf.condition(%2) %arg10, %arg11 : index, index
    } do {
    ^bb0(%arg10: index, %arg11: index):
      %1 = arith.subi %arg11, %arg10 : index
      %2 = arith.divsi %1, %c2 : index
      %3 = arith.addi %arg10, %2 : index
      %token = async.execute {
        func.call @async_dispatch_fn_1(%arg0, %3, %arg11, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32) -> ()
        async.yield
      }
      %4 = async.add_to_group %token, %arg0 : !async.token
      scf.yield %arg10, %3 : index, index
    }
    call @parallel_compute_fn_0(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
    return
  }
}

