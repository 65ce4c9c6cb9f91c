// cse and regions: ops outside replace equal ops in the regions of scf.for / scf.parallel /
// scf.if (not the other way round); whole scf.if ops with equivalent regions are merged when
// nothing in them has an effect; the body of async.execute (isolated from above) starts
// with an empty scope. Expected text: mlir-opt-22 --cse.
// RUN: corolift opt %s --cse | FileCheck %s
// RUN: corolift opt %s --cse | corolift opt -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @into_loops(%arg0: index, %arg1: index, %arg2: memref<?xindex>, %arg3: i1) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:     scf.for %arg4 = %arg0 to %arg1 step %arg0 {
// CHECK-NEXT:       %2 = arith.muli %arg4, %0 : index
// CHECK-NEXT:       memref.store %2, %arg2[%2] : memref<?xindex>
// CHECK-NEXT:       scf.if %arg3 {
// CHECK-NEXT:         memref.store %2, %arg2[%0] : memref<?xindex>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.muli %arg0, %0 : index
// CHECK-NEXT:     scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg0) {
// CHECK-NEXT:       %2 = arith.muli %arg4, %0 : index
// CHECK-NEXT:       memref.store %1, %arg2[%2] : memref<?xindex>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %1, %arg2[%1] : memref<?xindex>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @not_up(%arg0: index, %arg1: index, %arg2: memref<?xindex>) -> index {
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %arg0 {
// CHECK-NEXT:       %1 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT:       memref.store %1, %arg2[%arg3] : memref<?xindex>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @regions(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<i32>) -> (i32, i32, i32, i32) {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %3 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       memref.store %arg1, %arg3[] : memref<i32>
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       memref.store %arg1, %arg3[] : memref<i32>
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %0, %1, %2 : i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @isolated(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     async.await %token : !async.token
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
func.func @into_loops(%lb: index, %ub: index, %m: memref<?xindex>, %c: i1) {
  %0 = arith.addi %lb, %ub : index
  scf.for %i = %lb to %ub step %lb {
    %1 = arith.addi %lb, %ub : index
    %2 = arith.muli %i, %1 : index
    %3 = arith.muli %i, %0 : index
    memref.store %2, %m[%3] : memref<?xindex>
    scf.if %c {
      %7 = arith.muli %i, %0 : index
      memref.store %7, %m[%1] : memref<?xindex>
    }
  }
  %4 = arith.muli %lb, %0 : index
  scf.parallel (%j) = (%lb) to (%ub) step (%lb) {
    %5 = arith.muli %lb, %0 : index
    %6 = arith.muli %j, %0 : index
    memref.store %5, %m[%6] : memref<?xindex>
    scf.reduce
  }
  memref.store %4, %m[%4] : memref<?xindex>
  return
}

func.func @not_up(%lb: index, %ub: index, %m: memref<?xindex>) -> index {
  scf.for %i = %lb to %ub step %lb {
    %1 = arith.subi %ub, %lb : index
    memref.store %1, %m[%i] : memref<?xindex>
  }
  %2 = arith.subi %ub, %lb : index
  return %2 : index
}

func.func @regions(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> (i32, i32, i32, i32) {
  %0 = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> (i32) {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %3 = scf.if %c -> (i32) {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @isolated(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %t = async.execute {
    %1 = arith.muli %a, %a : i32
    async.yield
  }
  async.await %t : !async.token
  return %0 : i32
}
