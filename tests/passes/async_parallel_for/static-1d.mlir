// Static bounds with a step of 3: the trip count (34) folds, and the compute function gets the
// trip count, lower bound and step as constants of its own.
// Expected output: the whole output of `mlir-opt-22 -async-parallel-for="async-dispatch=false num-workers=2 min-task-size=5"` on this file, one CHECK line per line.
// RUN: corolift opt %s --async-parallel-for="async-dispatch=false num-workers=2 min-task-size=5" | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   func.func @every_third(%arg0: memref<100xi64>) {
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c100 = arith.constant 100 : index
// CHECK-NEXT:     %c33 = arith.constant 33 : index
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     scf.if %false {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %0 = async.create_group %c6 : !async.group
// CHECK-NEXT:       scf.for %arg1 = %c1 to %c7 step %c1 {
// CHECK-NEXT:         %token = async.execute {
// CHECK-NEXT:           func.call @parallel_compute_fn(%arg1, %c5, %c33, %c1, %c100, %c3, %arg0) : (index, index, index, index, index, index, memref<100xi64>) -> ()
// CHECK-NEXT:           async.yield
// CHECK-NEXT:         }
// CHECK-NEXT:         %1 = async.add_to_group %token, %0 : !async.token
// CHECK-NEXT:       }
// CHECK-NEXT:       func.call @parallel_compute_fn(%c0, %c5, %c33, %c1, %c100, %c3, %arg0) : (index, index, index, index, index, index, memref<100xi64>) -> ()
// CHECK-NEXT:       async.await_all %0
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @parallel_compute_fn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: memref<100xi64>) {
// CHECK-NEXT:     %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c33 = arith.constant 33 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %c33 : index
// CHECK-NEXT:     %3 = arith.subi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.remsi %0, %c33 : index
// CHECK-NEXT:     %5 = arith.remsi %3, %c33 : index
// CHECK-NEXT:     %6 = arith.addi %5, %c1 : index
// CHECK-NEXT:     scf.for %arg7 = %4 to %6 step %c1 {
// CHECK-NEXT:       %7 = arith.muli %arg7, %c3 : index
// CHECK-NEXT:       %8 = arith.addi %7, %c1 : index
// CHECK-NEXT:       memref.store %c7_i64, %arg6[%8] : memref<100xi64>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT: {{.}}

func.func @every_third(%a: memref<100xi64>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c100 = arith.constant 100 : index
  %seven = arith.constant 7 : i64
  scf.parallel (%i) = (%c1) to (%c100) step (%c3) {
    memref.store %seven, %a[%i] : memref<100xi64>
  }
  return
}
