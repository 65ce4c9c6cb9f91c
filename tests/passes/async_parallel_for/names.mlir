// Two loops in a module that already has an @parallel_compute_fn: the new functions get the
// names MLIR's symbol table makes unique (_0, _1, ...).
// Expected output: the whole output of `mlir-opt-22 -async-parallel-for=async-dispatch=false` on this file, one CHECK line per line.
// RUN: corolift opt %s --async-parallel-for=async-dispatch=false | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   func.func private @parallel_compute_fn()
// CHECK-NEXT:   func.func @two_loops(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1000 = arith.constant 1000 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0 : index
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.ceildivsi %arg0, %c32 : index
// CHECK-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// CHECK-NEXT:       %4 = arith.minsi %arg0, %3 : index
// CHECK-NEXT:       %5 = arith.ceildivsi %arg0, %4 : index
// CHECK-NEXT:       %6 = arith.subi %5, %c1 : index
// CHECK-NEXT:       %7 = async.create_group %6 : !async.group
// CHECK-NEXT:       scf.for %arg2 = %c1 to %5 step %c1 {
// CHECK-NEXT:         %token = async.execute {
// CHECK-NEXT:           func.call @parallel_compute_fn_1(%arg2, %4, %arg0, %c0, %arg0, %c1, %arg1) : (index, index, index, index, index, index, memref<?xindex>) -> ()
// CHECK-NEXT:           async.yield
// CHECK-NEXT:         }
// CHECK-NEXT:         %8 = async.add_to_group %token, %7 : !async.token
// CHECK-NEXT:       }
// CHECK-NEXT:       func.call @parallel_compute_fn_1(%c0, %4, %arg0, %c0, %arg0, %c1, %arg1) : (index, index, index, index, index, index, memref<?xindex>) -> ()
// CHECK-NEXT:       async.await_all %7
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.cmpi eq, %arg0, %c0 : index
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.ceildivsi %arg0, %c32 : index
// CHECK-NEXT:       %3 = arith.maxsi %2, %c1000 : index
// CHECK-NEXT:       %4 = arith.minsi %arg0, %3 : index
// CHECK-NEXT:       %5 = arith.ceildivsi %arg0, %4 : index
// CHECK-NEXT:       %6 = arith.subi %5, %c1 : index
// CHECK-NEXT:       %7 = async.create_group %6 : !async.group
// CHECK-NEXT:       scf.for %arg2 = %c1 to %5 step %c1 {
// CHECK-NEXT:         %token = async.execute {
// CHECK-NEXT:           func.call @parallel_compute_fn_0(%arg2, %4, %arg0, %c0, %arg0, %c1, %arg1) : (index, index, index, index, index, index, memref<?xindex>) -> ()
// CHECK-NEXT:           async.yield
// CHECK-NEXT:         }
// CHECK-NEXT:         %8 = async.add_to_group %token, %7 : !async.token
// CHECK-NEXT:       }
// CHECK-NEXT:       func.call @parallel_compute_fn_0(%c0, %4, %arg0, %c0, %arg0, %c1, %arg1) : (index, index, index, index, index, index, memref<?xindex>) -> ()
// CHECK-NEXT:       async.await_all %7
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xindex>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// CHECK-NEXT:       %7 = memref.load %arg6[%arg7] : memref<?xindex>
// CHECK-NEXT:       %8 = arith.addi %7, %c1 : index
// CHECK-NEXT:       memref.store %8, %arg6[%arg7] : memref<?xindex>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn_1(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<?xindex>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg2 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %arg2 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// CHECK-NEXT:       memref.store %arg7, %arg6[%arg7] : memref<?xindex>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT: {{.}}

func.func private @parallel_compute_fn()

func.func @two_loops(%n: index, %a: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %i, %a[%i] : memref<?xindex>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %a[%i] : memref<?xindex>
    %w = arith.addi %v, %c1 : index
    memref.store %w, %a[%i] : memref<?xindex>
  }
  return
}
