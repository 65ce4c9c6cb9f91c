// Region simplification (corolift's test pass; canonicalize runs the same code after each sweep):
// blocks their region's entry cannot reach are erased, even when they use each other's values
// in a cycle, in nested regions too. Expected text: mlir-opt-22 --canonicalize, which changes
// nothing else here.
// RUN: corolift opt %s -allow-unregistered-dialect --test-simplify-regions | FileCheck %s
// RUN: corolift opt %s -allow-unregistered-dialect --test-simplify-regions | corolift opt -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @unreachable(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @nested(%arg0: i32, %arg1: memref<i32>) {
// CHECK-NEXT:     "foo.region"() ({
// CHECK-NEXT:       memref.store %arg0, %arg1[] : memref<i32>
// CHECK-NEXT:       "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       memref.store %arg0, %arg1[] : memref<i32>
// CHECK-NEXT:       "foo.yield"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
func.func @unreachable(%a: i32, %c: i1) -> i32 {
  "foo.use"(%a) : (i32) -> ()
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  "foo.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2(%x: i32):
  %y = arith.addi %x, %z : i32
  "foo.use"(%y) : (i32) -> ()
  cf.br ^bb4(%y : i32)
^bb4(%z: i32):
  cf.br ^bb2(%z : i32)
^bb3:
  return %a : i32
}

func.func @nested(%a: i32, %m: memref<i32>) {
  "foo.region"() ({
    memref.store %a, %m[] : memref<i32>
    "foo.br"()[^bb2] : () -> ()
  ^bb1:
    memref.store %a, %m[] : memref<i32>
    "foo.yield"() : () -> ()
  ^bb2:
    memref.store %a, %m[] : memref<i32>
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}
