// A 1-D loop with dynamic bounds: a constant used by the body is cloned into the compute
// function, the memref and the scale factor are captured.
// Expected output: the whole output of `mlir-opt-22 -async-parallel-for=num-workers=-1` on this file, one CHECK line per line.
// RUN: corolift opt %s --async-parallel-for=num-workers=-1 | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   func.func @scale(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>, %arg4: f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 6.000000e-01 : f32
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %cst_0 = arith.constant 8.000000e-01 : f32
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %cst_3 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %cst_4 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %0 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT:     %1 = arith.ceildivsi %0, %arg2 : index
// CHECK-NEXT:     %2 = arith.cmpi eq, %1, %c0 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = async.runtime.num_worker_threads : index
// CHECK-NEXT:       %4 = arith.cmpi sgt, %3, %c4 : index
// CHECK-NEXT:       %5 = arith.select %4, %cst_3, %cst_4 : f32
// CHECK-NEXT:       %6 = arith.cmpi sgt, %3, %c8 : index
// CHECK-NEXT:       %7 = arith.select %6, %cst_2, %5 : f32
// CHECK-NEXT:       %8 = arith.cmpi sgt, %3, %c16 : index
// CHECK-NEXT:       %9 = arith.select %8, %cst_1, %7 : f32
// CHECK-NEXT:       %10 = arith.cmpi sgt, %3, %c32 : index
// CHECK-NEXT:       %11 = arith.select %10, %cst_0, %9 : f32
// CHECK-NEXT:       %12 = arith.cmpi sgt, %3, %c64 : index
// CHECK-NEXT:       %13 = arith.select %12, %cst, %11 : f32
// CHECK-NEXT:       %14 = arith.index_cast %3 : index to i32
// CHECK-NEXT:       %15 = arith.sitofp %14 : i32 to f32
// CHECK-NEXT:       %16 = arith.mulf %13, %15 : f32
// CHECK-NEXT:       %17 = arith.fptosi %16 : f32 to i32
// CHECK-NEXT:       %18 = arith.index_cast %17 : i32 to index
// CHECK-NEXT:       %19 = arith.maxsi %18, %c1 : index
// CHECK-NEXT:       %20 = arith.ceildivsi %1, %19 : index
// CHECK-NEXT:       %21 = arith.maxsi %20, %c1000 : index
// CHECK-NEXT:       %22 = arith.minsi %1, %21 : index
// CHECK-NEXT:       %23 = arith.ceildivsi %1, %22 : index
// CHECK-NEXT:       %24 = arith.cmpi eq, %23, %c1 : index
// CHECK-NEXT:       scf.if %24 {
// CHECK-NEXT:         func.call @parallel_compute_fn(%c0, %22, %1, %arg0, %arg1, %arg2, %arg3, %arg4) : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %25 = arith.subi %23, %c1 : index
// CHECK-NEXT:         %26 = async.create_group %25 : !async.group
// CHECK-NEXT:         func.call @async_dispatch_fn(%26, %c0, %23, %22, %1, %arg0, %arg1, %arg2, %arg3, %arg4) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32) -> ()
// CHECK-NEXT:         async.await_all %26
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
