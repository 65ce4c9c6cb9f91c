// RUN: corolift opt %s --canonicalize | FileCheck %s

// The greedy driver on what async-parallel-for produces: this input is mlir-opt-22's
// -async-parallel-for={async-dispatch=true num-workers=4} output for our own two scf.parallel loops (a 1-D loop with
// step 2 and a 2-D loop with a static inner dimension); canonicalize folds its trip-count
// and block-size arithmetic, drops loop-invariant scf.while values and hoists constants.
// Expected output: mlir-opt-22 --canonicalize on this file (LLVM 22), line for line.

// CHECK-LABEL: func.func @scale(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %0 = arith.ceildivsi %arg1, %c2 : index
// CHECK-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.ceildivsi %0, %c32 : index
// CHECK-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// CHECK-NEXT:       %4 = arith.minsi %0, %3 : index
// CHECK-NEXT:       %5 = arith.ceildivsi %0, %4 : index
// CHECK-NEXT:       %6 = arith.cmpi eq, %5, %c1 : index
// CHECK-NEXT:       scf.if %6 {
// CHECK-NEXT:         func.call @parallel_compute_fn_0(%c0, %4, %0, %c0, %arg1, %c2, %arg0, %arg2) : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %7 = arith.subi %5, %c1 : index
// CHECK-NEXT:         %8 = async.create_group %7 : !async.group
// CHECK-NEXT:         func.call @async_dispatch_fn_1(%8, %c0, %5, %4, %0, %c0, %arg1, %c2, %arg0, %arg2) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// CHECK-NEXT:         async.await_all %8
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @grid(%arg0: memref<?x8xi32>, %arg1: index) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %0 = arith.muli %arg1, %c8 : index
// CHECK-NEXT:     %1 = arith.cmpi eq, %0, %c0 : index
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.ceildivsi %0, %c32 : index
// CHECK-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// CHECK-NEXT:       %4 = arith.minsi %0, %3 : index
// CHECK-NEXT:       %5 = arith.ceildivsi %0, %4 : index
// CHECK-NEXT:       %6 = arith.cmpi sge, %4, %c8 : index
// CHECK-NEXT:       scf.if %6 {
// CHECK-NEXT:         %7 = arith.ceildivsi %4, %c8 : index
// CHECK-NEXT:         %8 = arith.muli %7, %c8 : index
// CHECK-NEXT:         %9 = arith.cmpi eq, %5, %c1 : index
// CHECK-NEXT:         scf.if %9 {
// CHECK-NEXT:           func.call @parallel_compute_fn_with_aligned_loops(%c0, %8, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %10 = arith.subi %5, %c1 : index
// CHECK-NEXT:           %11 = async.create_group %10 : !async.group
// CHECK-NEXT:           func.call @async_dispatch_fn(%11, %c0, %5, %8, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// CHECK-NEXT:           async.await_all %11
// CHECK-NEXT:         }
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %7 = arith.cmpi eq, %5, %c1 : index
// CHECK-NEXT:         scf.if %7 {
// CHECK-NEXT:           func.call @parallel_compute_fn(%c0, %4, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %8 = arith.subi %5, %c1 : index
// CHECK-NEXT:           %9 = async.create_group %8 : !async.group
// CHECK-NEXT:           func.call @async_dispatch_fn_0(%9, %c0, %5, %4, %arg1, %c8, %c0, %c0, %arg1, %c8, %c1, %c1, %arg0) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// CHECK-NEXT:           async.await_all %9
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func private @parallel_compute_fn_with_aligned_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x8xi32>) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %c8 : index
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %2 = arith.addi %1, %arg1 : index
// CHECK-NEXT:     %3 = arith.minsi %2, %0 : index
// CHECK-NEXT:     %4 = arith.subi %3, %c1 : index
// CHECK-NEXT:     %5 = arith.divsi %1, %c8 : index
// CHECK-NEXT:     %6 = arith.remsi %5, %arg2 : index
// CHECK-NEXT:     %7 = arith.divsi %4, %c8 : index
// CHECK-NEXT:     %8 = arith.remsi %7, %arg2 : index
// CHECK-NEXT:     %9 = arith.addi %8, %c1 : index
// CHECK-NEXT:     scf.for %arg11 = %6 to %9 step %c1 {
// CHECK-NEXT:       scf.for %arg12 = %c0 to %c8 step %c1 {
// CHECK-NEXT:         %10 = arith.index_cast %arg12 : index to i32
// CHECK-NEXT:         %11 = arith.muli %10, %c3_i32 : i32
// CHECK-NEXT:         memref.store %11, %arg10[%arg11, %arg12] : memref<?x8xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x8xi32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = scf.while (%arg13 = %arg2) : (index) -> index {
// CHECK-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg13 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg13: index):
// CHECK-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg1, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg13, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %3 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn_with_aligned_loops(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x8xi32>) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %c8 : index
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %2 = arith.addi %1, %arg1 : index
// CHECK-NEXT:     %3 = arith.minsi %2, %0 : index
// CHECK-NEXT:     %4 = arith.subi %3, %c1 : index
// CHECK-NEXT:     %5 = arith.remsi %1, %c8 : index
// CHECK-NEXT:     %6 = arith.divsi %1, %c8 : index
// CHECK-NEXT:     %7 = arith.remsi %6, %arg2 : index
// CHECK-NEXT:     %8 = arith.remsi %4, %c8 : index
// CHECK-NEXT:     %9 = arith.divsi %4, %c8 : index
// CHECK-NEXT:     %10 = arith.remsi %9, %arg2 : index
// CHECK-NEXT:     %11 = arith.addi %10, %c1 : index
// CHECK-NEXT:     %12 = arith.addi %8, %c1 : index
// CHECK-NEXT:     scf.for %arg11 = %7 to %11 step %c1 {
// CHECK-NEXT:       %13 = arith.cmpi eq, %arg11, %7 : index
// CHECK-NEXT:       %14 = arith.cmpi eq, %arg11, %10 : index
// CHECK-NEXT:       %15 = arith.select %13, %5, %c0 : index
// CHECK-NEXT:       %16 = arith.select %14, %12, %c8 : index
// CHECK-NEXT:       scf.for %arg12 = %15 to %16 step %c1 {
// CHECK-NEXT:         %17 = arith.index_cast %arg12 : index to i32
// CHECK-NEXT:         %18 = arith.muli %17, %c3_i32 : i32
// CHECK-NEXT:         memref.store %18, %arg10[%arg11, %arg12] : memref<?x8xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: memref<?x8xi32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = scf.while (%arg13 = %arg2) : (index) -> index {
// CHECK-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg13 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg13: index):
// CHECK-NEXT:       %1 = arith.subi %arg13, %arg1 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg1, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn_0(%arg0, %3, %arg13, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %3 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (index, index, index, index, index, index, index, index, index, index, memref<?x8xi32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>, %arg7: f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg8 = %4 to %6 step %c1 {
// CHECK-NEXT:       %7 = arith.muli %arg8, %c2 : index
// CHECK-NEXT:       %8 = memref.load %arg6[%7] : memref<?xf32>
// CHECK-NEXT:       %9 = arith.mulf %8, %arg7 : f32
// CHECK-NEXT:       memref.store %9, %arg6[%7] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func private @async_dispatch_fn_1(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>, %arg9: f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = scf.while (%arg10 = %arg2) : (index) -> index {
// CHECK-NEXT:       %1 = arith.subi %arg10, %arg1 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg10 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg10: index):
// CHECK-NEXT:       %1 = arith.subi %arg10, %arg1 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg1, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn_1(%arg0, %3, %arg10, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %3 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn_0(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }

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

