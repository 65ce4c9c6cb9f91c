// A 3-D loop whose two inner loops have static trip counts (4 and 8 / 2 = 4, 16 iterations):
// a second compute function runs them whole, used when the block size is at least 16.
// Expected output: the whole output of `mlir-opt-22 -async-parallel-for="num-workers=4 min-task-size=16"` on this file, one CHECK line per line.
// RUN: corolift opt %s --async-parallel-for="num-workers=4 min-task-size=16" | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   func.func @scale3(%arg0: index, %arg1: memref<?x4x8xf32>, %arg2: f32) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %c4 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c4 : index
// CHECK-NEXT:     %2 = arith.cmpi eq, %1, %c0 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = arith.ceildivsi %1, %c32 : index
// CHECK-NEXT:       %4 = arith.maxsi %3, %c16 : index
// CHECK-NEXT:       %5 = arith.minsi %1, %4 : index
// CHECK-NEXT:       %6 = arith.ceildivsi %1, %5 : index
// CHECK-NEXT:       %7 = arith.cmpi sge, %5, %c16 : index
// CHECK-NEXT:       scf.if %7 {
// CHECK-NEXT:         %8 = arith.ceildivsi %5, %c16 : index
// CHECK-NEXT:         %9 = arith.muli %8, %c16 : index
// CHECK-NEXT:         %10 = arith.cmpi eq, %6, %c1 : index
// CHECK-NEXT:         scf.if %10 {
// CHECK-NEXT:           func.call @parallel_compute_fn_with_aligned_loops(%c0, %9, %arg0, %c4, %c4, %c0, %c0, %c0, %arg0, %c4, %c8, %c1, %c1, %c2, %arg1, %arg2) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x8xf32>, f32) -> ()
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %11 = arith.subi %6, %c1 : index
// CHECK-NEXT:           %12 = async.create_group %11 : !async.group
// CHECK-NEXT:           func.call @async_dispatch_fn(%12, %c0, %6, %9, %arg0, %c4, %c4, %c0, %c0, %c0, %arg0, %c4, %c8, %c1, %c1, %c2, %arg1, %arg2) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x8xf32>, f32) -> ()
// CHECK-NEXT:           async.await_all %12
// CHECK-NEXT:         }
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %8 = arith.cmpi eq, %6, %c1 : index
// CHECK-NEXT:         scf.if %8 {
// CHECK-NEXT:           func.call @parallel_compute_fn(%c0, %5, %arg0, %c4, %c4, %c0, %c0, %c0, %arg0, %c4, %c8, %c1, %c1, %c2, %arg1, %arg2) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x8xf32>, f32) -> ()
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %9 = arith.subi %6, %c1 : index
// CHECK-NEXT:           %10 = async.create_group %9 : !async.group
// CHECK-NEXT:           func.call @async_dispatch_fn_0(%10, %c0, %6, %5, %arg0, %c4, %c4, %c0, %c0, %c0, %arg0, %c4, %c8, %c1, %c1, %c2, %arg1, %arg2) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x8xf32>, f32) -> ()
// CHECK-NEXT:           async.await_all %10
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn_with_aligned_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: memref<?x4x8xf32>, %arg15: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %c4 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c4 : index
// CHECK-NEXT:     %2 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %3 = arith.addi %2, %arg1 : index
// CHECK-NEXT:     %4 = arith.minsi %3, %1 : index
// CHECK-NEXT:     %5 = arith.subi %4, %c1 : index
// CHECK-NEXT:     %6 = arith.divsi %2, %c4 : index
// CHECK-NEXT:     %7 = arith.divsi %6, %c4 : index
// CHECK-NEXT:     %8 = arith.remsi %7, %arg2 : index
// CHECK-NEXT:     %9 = arith.divsi %5, %c4 : index
// CHECK-NEXT:     %10 = arith.divsi %9, %c4 : index
// CHECK-NEXT:     %11 = arith.remsi %10, %arg2 : index
// CHECK-NEXT:     %12 = arith.addi %11, %c1 : index
// CHECK-NEXT:     scf.for %arg16 = %8 to %12 step %c1 {
// CHECK-NEXT:       scf.for %arg17 = %c0 to %c4 step %c1 {
// CHECK-NEXT:         scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT:           %13 = arith.muli %arg18, %c2 : index
// CHECK-NEXT:           %14 = memref.load %arg14[%arg16, %arg17, %13] : memref<?x4x8xf32>
// CHECK-NEXT:           %15 = arith.mulf %14, %arg15 : f32
// CHECK-NEXT:           memref.store %15, %arg14[%arg16, %arg17, %13] : memref<?x4x8xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: index, %arg15: index, %arg16: memref<?x4x8xf32>, %arg17: f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg18 = %arg1, %arg19 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg19, %arg18 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg18, %arg19 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg18: index, %arg19: index):
// CHECK-NEXT:       %1 = arith.subi %arg19, %arg18 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg18, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg19, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x8xf32>, f32) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg18, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn_with_aligned_loops(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x8xf32>, f32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: memref<?x4x8xf32>, %arg15: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %c4 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c4 : index
// CHECK-NEXT:     %2 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %3 = arith.addi %2, %arg1 : index
// CHECK-NEXT:     %4 = arith.minsi %3, %1 : index
// CHECK-NEXT:     %5 = arith.subi %4, %c1 : index
// CHECK-NEXT:     %6 = arith.remsi %2, %c4 : index
// CHECK-NEXT:     %7 = arith.divsi %2, %c4 : index
// CHECK-NEXT:     %8 = arith.remsi %7, %c4 : index
// CHECK-NEXT:     %9 = arith.divsi %7, %c4 : index
// CHECK-NEXT:     %10 = arith.remsi %9, %arg2 : index
// CHECK-NEXT:     %11 = arith.remsi %5, %c4 : index
// CHECK-NEXT:     %12 = arith.divsi %5, %c4 : index
// CHECK-NEXT:     %13 = arith.remsi %12, %c4 : index
// CHECK-NEXT:     %14 = arith.divsi %12, %c4 : index
// CHECK-NEXT:     %15 = arith.remsi %14, %arg2 : index
// CHECK-NEXT:     %16 = arith.addi %15, %c1 : index
// CHECK-NEXT:     %17 = arith.addi %13, %c1 : index
// CHECK-NEXT:     %18 = arith.addi %11, %c1 : index
// CHECK-NEXT:     scf.for %arg16 = %10 to %16 step %c1 {
// CHECK-NEXT:       %19 = arith.cmpi eq, %arg16, %10 : index
// CHECK-NEXT:       %20 = arith.cmpi eq, %arg16, %15 : index
// CHECK-NEXT:       %21 = arith.select %19, %8, %c0 : index
// CHECK-NEXT:       %22 = arith.select %20, %17, %c4 : index
// CHECK-NEXT:       scf.for %arg17 = %21 to %22 step %c1 {
// CHECK-NEXT:         %23 = arith.cmpi eq, %arg17, %8 : index
// CHECK-NEXT:         %24 = arith.cmpi eq, %arg17, %13 : index
// CHECK-NEXT:         %25 = arith.andi %23, %19 : i1
// CHECK-NEXT:         %26 = arith.andi %24, %20 : i1
// CHECK-NEXT:         %27 = arith.select %25, %6, %c0 : index
// CHECK-NEXT:         %28 = arith.select %26, %18, %c4 : index
// CHECK-NEXT:         scf.for %arg18 = %27 to %28 step %c1 {
// CHECK-NEXT:           %29 = arith.muli %arg18, %c2 : index
// CHECK-NEXT:           %30 = memref.load %arg14[%arg16, %arg17, %29] : memref<?x4x8xf32>
// CHECK-NEXT:           %31 = arith.mulf %30, %arg15 : f32
// CHECK-NEXT:           memref.store %31, %arg14[%arg16, %arg17, %29] : memref<?x4x8xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: index, %arg15: index, %arg16: memref<?x4x8xf32>, %arg17: f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg18 = %arg1, %arg19 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg19, %arg18 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg18, %arg19 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg18: index, %arg19: index):
// CHECK-NEXT:       %1 = arith.subi %arg19, %arg18 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg18, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn_0(%arg0, %3, %arg19, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17) : (!async.group, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x8xf32>, f32) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg18, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, memref<?x4x8xf32>, f32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT: {{.}}

func.func @scale3(%n: index, %a: memref<?x4x8xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%n, %c4, %c8) step (%c1, %c1, %c2) {
    %v = memref.load %a[%i, %j, %k] : memref<?x4x8xf32>
    %w = arith.mulf %v, %s : f32
    memref.store %w, %a[%i, %j, %k] : memref<?x4x8xf32>
  }
  return
}
