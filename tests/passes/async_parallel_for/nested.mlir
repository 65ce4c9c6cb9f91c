// Nested parallel loops: the outer loop becomes a compute function that contains the inner
// loop, which is then rewritten in turn inside it.
// Expected output: the whole output of `mlir-opt-22 -async-parallel-for` on this file, one CHECK line per line.
// RUN: corolift opt %s --async-parallel-for | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   func.func @outer_product(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: memref<?x?xf32>) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0 : index
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = arith.ceildivsi %arg0, %c32 : index
// CHECK-NEXT:       %2 = arith.maxsi %1, %c1000 : index
// CHECK-NEXT:       %3 = arith.minsi %arg0, %2 : index
// CHECK-NEXT:       %4 = arith.ceildivsi %arg0, %3 : index
// CHECK-NEXT:       %5 = arith.cmpi eq, %4, %c1 : index
// CHECK-NEXT:       scf.if %5 {
// CHECK-NEXT:         func.call @parallel_compute_fn_0(%c0, %3, %arg0, %c0, %arg0, %c1, %arg1, %arg0, %arg2, %arg3) : (index, index, index, index, index, index, memref<?xf32>, index, memref<?xf32>, memref<?x?xf32>) -> ()
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %6 = arith.subi %4, %c1 : index
// CHECK-NEXT:         %7 = async.create_group %6 : !async.group
// CHECK-NEXT:         func.call @async_dispatch_fn_0(%7, %c0, %4, %3, %arg0, %c0, %arg0, %c1, %arg1, %arg0, %arg2, %arg3) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, index, memref<?xf32>, memref<?x?xf32>) -> ()
// CHECK-NEXT:         async.await_all %7
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>, %arg7: f32, %arg8: memref<?x?xf32>, %arg9: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg10 = %4 to %6 step %c1 {
// CHECK-NEXT:       %7 = memref.load %arg6[%arg10] : memref<?xf32>
// CHECK-NEXT:       %8 = arith.mulf %arg7, %7 : f32
// CHECK-NEXT:       memref.store %8, %arg8[%arg9, %arg10] : memref<?x?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>, %arg9: f32, %arg10: memref<?x?xf32>, %arg11: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg12 = %arg1, %arg13 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg13, %arg12 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg12, %arg13 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg12: index, %arg13: index):
// CHECK-NEXT:       %1 = arith.subi %arg13, %arg12 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg12, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn(%arg0, %3, %arg13, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32, memref<?x?xf32>, index) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg12, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11) : (index, index, index, index, index, index, memref<?xf32>, f32, memref<?x?xf32>, index) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xf32>, %arg7: index, %arg8: memref<?xf32>, %arg9: memref<?x?xf32>) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg10 = %4 to %6 step %c1 {
// CHECK-NEXT:       %7 = memref.load %arg6[%arg10] : memref<?xf32>
// CHECK-NEXT:       %8 = arith.cmpi eq, %arg7, %c0 : index
// CHECK-NEXT:       scf.if %8 {
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %9 = arith.ceildivsi %arg7, %c32 : index
// CHECK-NEXT:         %10 = arith.maxsi %9, %c1000 : index
// CHECK-NEXT:         %11 = arith.minsi %arg7, %10 : index
// CHECK-NEXT:         %12 = arith.ceildivsi %arg7, %11 : index
// CHECK-NEXT:         %13 = arith.cmpi eq, %12, %c1 : index
// CHECK-NEXT:         scf.if %13 {
// CHECK-NEXT:           func.call @parallel_compute_fn(%c0, %11, %arg7, %c0, %arg7, %c1, %arg8, %7, %arg9, %arg10) : (index, index, index, index, index, index, memref<?xf32>, f32, memref<?x?xf32>, index) -> ()
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %14 = arith.subi %12, %c1 : index
// CHECK-NEXT:           %15 = async.create_group %14 : !async.group
// CHECK-NEXT:           func.call @async_dispatch_fn(%15, %c0, %12, %11, %arg7, %c0, %arg7, %c1, %arg8, %7, %arg9, %arg10) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, f32, memref<?x?xf32>, index) -> ()
// CHECK-NEXT:           async.await_all %15
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_dispatch_fn_0(%arg0: !async.group, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: memref<?xf32>, %arg9: index, %arg10: memref<?xf32>, %arg11: memref<?x?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg12 = %arg1, %arg13 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT:       %1 = arith.subi %arg13, %arg12 : index
// CHECK-NEXT:       %2 = arith.cmpi sgt, %1, %c1 : index
// CHECK-NEXT:       scf.condition(%2) %arg12, %arg13 : index, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg12: index, %arg13: index):
// CHECK-NEXT:       %1 = arith.subi %arg13, %arg12 : index
// CHECK-NEXT:       %2 = arith.divsi %1, %c2 : index
// CHECK-NEXT:       %3 = arith.addi %arg12, %2 : index
// CHECK-NEXT:       %token = async.execute {
// CHECK-NEXT:         func.call @async_dispatch_fn_0(%arg0, %3, %arg13, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11) : (!async.group, index, index, index, index, index, index, index, memref<?xf32>, index, memref<?xf32>, memref<?x?xf32>) -> ()
// CHECK-NEXT:         async.yield
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = async.add_to_group %token, %arg0 : !async.token
// CHECK-NEXT:       scf.yield %arg12, %3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     call @parallel_compute_fn_0(%arg1, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11) : (index, index, index, index, index, index, memref<?xf32>, index, memref<?xf32>, memref<?x?xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT: {{.}}

func.func @outer_product(%n: index, %x: memref<?xf32>, %y: memref<?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %xi = memref.load %x[%i] : memref<?xf32>
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %yj = memref.load %y[%j] : memref<?xf32>
      %p = arith.mulf %xi, %yj : f32
      memref.store %p, %out[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
