// A 2-D loop with dynamic bounds and steps: the compute function selects the inner loop's
// bounds from the block's first and last coordinates.
// Expected output: the whole output of `mlir-opt-22 -async-parallel-for="async-dispatch=false num-workers=0 min-task-size=1"` on this file, one CHECK line per line.
// RUN: corolift opt %s --async-parallel-for="async-dispatch=false num-workers=0 min-task-size=1" | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   func.func @fill(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?x?xi32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT:     %1 = arith.ceildivsi %0, %arg2 : index
// CHECK-NEXT:     %2 = arith.subi %arg4, %arg3 : index
// CHECK-NEXT:     %3 = arith.ceildivsi %2, %arg5 : index
// CHECK-NEXT:     %4 = arith.muli %1, %3 : index
// CHECK-NEXT:     %5 = arith.cmpi eq, %4, %c0 : index
// CHECK-NEXT:     scf.if %5 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %6 = arith.maxsi %4, %c1 : index
// CHECK-NEXT:       %7 = arith.minsi %4, %6 : index
// CHECK-NEXT:       %8 = arith.ceildivsi %4, %7 : index
// CHECK-NEXT:       %9 = arith.subi %8, %c1 : index
// CHECK-NEXT:       %10 = async.create_group %9 : !async.group
// CHECK-NEXT:       scf.for %arg7 = %c1 to %8 step %c1 {
// CHECK-NEXT:         %token = async.execute {
// CHECK-NEXT:           func.call @parallel_compute_fn(%arg7, %7, %1, %3, %arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %arg6) : (index, index, index, index, index, index, index, index, index, index, memref<?x?xi32>) -> ()
// CHECK-NEXT:           async.yield
// CHECK-NEXT:         }
// CHECK-NEXT:         %11 = async.add_to_group %token, %10 : !async.token
// CHECK-NEXT:       }
// CHECK-NEXT:       func.call @parallel_compute_fn(%c0, %7, %1, %3, %arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %arg6) : (index, index, index, index, index, index, index, index, index, index, memref<?x?xi32>) -> ()
// CHECK-NEXT:       async.await_all %10
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: memref<?x?xi32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %2 = arith.addi %1, %arg1 : index
// CHECK-NEXT:     %3 = arith.minsi %2, %0 : index
// CHECK-NEXT:     %4 = arith.subi %3, %c1 : index
// CHECK-NEXT:     %5 = arith.remsi %1, %arg3 : index
// CHECK-NEXT:     %6 = arith.divsi %1, %arg3 : index
// CHECK-NEXT:     %7 = arith.remsi %6, %arg2 : index
// CHECK-NEXT:     %8 = arith.remsi %4, %arg3 : index
// CHECK-NEXT:     %9 = arith.divsi %4, %arg3 : index
// CHECK-NEXT:     %10 = arith.remsi %9, %arg2 : index
// CHECK-NEXT:     %11 = arith.addi %10, %c1 : index
// CHECK-NEXT:     %12 = arith.addi %8, %c1 : index
// CHECK-NEXT:     scf.for %arg11 = %7 to %11 step %c1 {
// CHECK-NEXT:       %13 = arith.muli %arg11, %arg8 : index
// CHECK-NEXT:       %14 = arith.addi %arg4, %13 : index
// CHECK-NEXT:       %15 = arith.cmpi eq, %arg11, %7 : index
// CHECK-NEXT:       %16 = arith.cmpi eq, %arg11, %10 : index
// CHECK-NEXT:       %17 = arith.select %15, %5, %c0 : index
// CHECK-NEXT:       %18 = arith.select %16, %12, %arg3 : index
// CHECK-NEXT:       scf.for %arg12 = %17 to %18 step %c1 {
// CHECK-NEXT:         %19 = arith.muli %arg12, %arg9 : index
// CHECK-NEXT:         %20 = arith.addi %arg5, %19 : index
// CHECK-NEXT:         %21 = arith.index_cast %14 : index to i32
// CHECK-NEXT:         %22 = arith.index_cast %20 : index to i32
// CHECK-NEXT:         %23 = arith.addi %21, %22 : i32
// CHECK-NEXT:         memref.store %23, %arg10[%14, %20] : memref<?x?xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT: {{.}}

func.func @fill(%lb0: index, %ub0: index, %s0: index, %lb1: index, %ub1: index, %s1: index,
                %a: memref<?x?xi32>) {
  scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %v = arith.addi %ii, %jj : i32
    memref.store %v, %a[%i, %j] : memref<?x?xi32>
  }
  return
}
