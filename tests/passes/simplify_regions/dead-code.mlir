// Region simplification, dead code: unused ops free of effects go (pure ops, loads, allocations,
// loops whose bodies only compute or read), loop-carried values that only feed themselves go
// with their block arguments; stores and unregistered ops stay. Expected text:
// mlir-opt-22 --canonicalize, which changes nothing else here.
// RUN: corolift opt %s -allow-unregistered-dialect --test-simplify-regions | FileCheck %s
// RUN: corolift opt %s -allow-unregistered-dialect --test-simplify-regions | corolift opt -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @dead_ops(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<4xf32>, %arg4: index) -> i32 {
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     memref.store %arg2, %arg3[%arg4] : memref<4xf32>
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @dead_regions(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: f32) -> index {
// CHECK-NEXT:     scf.for %arg4 = %arg0 to %arg1 step %arg0 {
// CHECK-NEXT:       %0 = arith.addi %arg4, %arg4 : index
// CHECK-NEXT:       memref.store %arg3, %arg2[%0] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @dead_cycle(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT:     %2 = arith.cmpi sge, %1, %arg1 : i32
// CHECK-NEXT:     "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb1(%1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @graph_region_kept(%arg0: i32) {
// CHECK-NEXT:     "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
func.func @dead_ops(%a: i32, %b: i32, %f: f32, %m: memref<4xf32>, %i: index) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = math.exp %f : f32
  %l = memref.load %m[%i] : memref<4xf32>
  %alloc = memref.alloc() : memref<4xf32>
  %alloca = memref.alloca() : memref<8xi32>
  %v = vector.load %m[%i] : memref<4xf32>, vector<2xf32>
  %3 = arith.subi %a, %b : i32
  memref.store %f, %m[%i] : memref<4xf32>
  return %3 : i32
}

func.func @dead_regions(%lb: index, %ub: index, %m: memref<?xf32>, %f: f32) -> index {
  scf.for %i = %lb to %ub step %lb {
    %x = arith.addi %i, %i : index
    %l = memref.load %m[%x] : memref<?xf32>
  }
  %r = scf.for %i = %lb to %ub step %lb iter_args(%acc = %lb) -> (index) {
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  scf.for %i = %lb to %ub step %lb {
    %x = arith.addi %i, %i : index
    memref.store %f, %m[%x] : memref<?xf32>
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%lb) {
    %x = arith.muli %i, %i : index
    scf.reduce
  }
  return %lb : index
}

func.func @dead_cycle(%a: i32, %n: i32) {
  cf.br ^loop(%a, %a : i32, i32)
^loop(%i: i32, %acc: i32):
  %next = arith.addi %i, %a : i32
  %acc2 = arith.muli %acc, %i : i32
  %done = arith.cmpi sge, %next, %n : i32
  "foo.use"(%i) : (i32) -> ()
  cf.cond_br %done, ^exit, ^loop(%next, %acc2 : i32, i32)
^exit:
  return
}

func.func @graph_region_kept(%a: i32) {
  "foo.use"(%a) : (i32) -> ()
  return
}
