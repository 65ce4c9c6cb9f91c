// Aggressive region simplification, block merging: blocks with the same successors and
// equivalent ops merge into the first one; operands that differ become new block arguments
// (one argument for operands that repeat in every block, found from their first occurrence in
// the first block only, as MLIR does); a block whose values are used outside it is not
// merged. Expected text: mlir-opt-22 --canonicalize=region-simplify=aggressive, which changes
// nothing else here.
// RUN: corolift opt %s -allow-unregistered-dialect --test-simplify-regions=aggressive=true | FileCheck %s
// RUN: corolift opt %s -allow-unregistered-dialect --test-simplify-regions=aggressive=true | corolift opt -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @merge(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:     "foo.use"(%arg2) : (i32) -> ()
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.a"() : () -> ()
// CHECK-NEXT:     cf.cond_br %arg1, ^bb3(%arg2 : i32), ^bb4(%arg2 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.b"() : () -> ()
// CHECK-NEXT:     cf.cond_br %arg1, ^bb3(%arg3 : i32), ^bb4(%arg3 : i32)
// CHECK-NEXT:   ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %1 = arith.addi %0, %arg3 : i32
// CHECK-NEXT:     "foo.use"(%1) : (i32) -> ()
// CHECK-NEXT:     cf.br ^bb4(%1 : i32)
// CHECK-NEXT:   ^bb4(%2: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     "foo.use"(%2) : (i32) -> ()
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @prune(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: memref<i32>) {
// CHECK-NEXT:     "foo.use"(%arg2) : (i32) -> ()
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.a"() : () -> ()
// CHECK-NEXT:     cf.cond_br %arg1, ^bb4(%arg2 : i32), ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.b"() : () -> ()
// CHECK-NEXT:     cf.cond_br %arg1, ^bb4(%arg3 : i32), ^bb3
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb4(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     memref.store %0, %arg4[] : memref<i32>
// CHECK-NEXT:     memref.store %0, %arg4[] : memref<i32>
// CHECK-NEXT:     "foo.sink"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @three(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: memref<i32>) {
// CHECK-NEXT:     "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32),
// CHECK-NEXT:       1: ^bb1(%arg2 : i32),
// CHECK-NEXT:       2: ^bb1(%arg3 : i32),
// CHECK-NEXT:       3: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:     memref.store %0, %arg4[] : memref<i32>
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.sink"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @no_merge_internal_use(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @prune_first_only(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: memref<i32>) {
// CHECK-NEXT:     "foo.use"(%arg2) : (i32) -> ()
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.a"() : () -> ()
// CHECK-NEXT:     cf.cond_br %arg1, ^bb4(%arg2, %arg2, %arg2 : i32, i32, i32), ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.b"() : () -> ()
// CHECK-NEXT:     cf.cond_br %arg1, ^bb4(%arg4, %arg3, %arg3 : i32, i32, i32), ^bb3
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb4(%0: i32, %1: i32, %2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     memref.store %0, %arg5[] : memref<i32>
// CHECK-NEXT:     memref.store %1, %arg5[] : memref<i32>
// CHECK-NEXT:     memref.store %2, %arg5[] : memref<i32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
func.func @merge(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  "foo.use"(%a) : (i32) -> ()
  cf.cond_br %c, ^bbA, ^bbB
^bbA:
  "foo.a"() : () -> ()
  cf.cond_br %d, ^bb1, ^bb3(%a : i32)
^bbB:
  "foo.b"() : () -> ()
  cf.cond_br %d, ^bb2, ^bb3(%b : i32)
^bb1:
  %0 = arith.addi %a, %b : i32
  "foo.use"(%0) : (i32) -> ()
  cf.br ^bb3(%0 : i32)
^bb2:
  %1 = arith.addi %b, %b : i32
  "foo.use"(%1) : (i32) -> ()
  cf.br ^bb3(%1 : i32)
^bb3(%r: i32):
  "foo.use"(%r) : (i32) -> ()
  return %r : i32
}

func.func @prune(%c: i1, %d: i1, %a: i32, %b: i32, %m: memref<i32>) {
  "foo.use"(%a) : (i32) -> ()
  cf.cond_br %c, ^bbA, ^bbB
^bbA:
  "foo.a"() : () -> ()
  cf.cond_br %d, ^bb1, ^bb3
^bbB:
  "foo.b"() : () -> ()
  cf.cond_br %d, ^bb2, ^bb3
^bb3:
  return
^bb1:
  memref.store %a, %m[] : memref<i32>
  memref.store %a, %m[] : memref<i32>
  "foo.sink"() : () -> ()
  return
^bb2:
  memref.store %b, %m[] : memref<i32>
  memref.store %b, %m[] : memref<i32>
  "foo.sink"() : () -> ()
  return
}

func.func @three(%s: i32, %a: i32, %b: i32, %e: i32, %m: memref<i32>) {
  "foo.use"(%a) : (i32) -> ()
  cf.switch %s : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3,
    3: ^bb4
  ]
^bb1:
  memref.store %a, %m[] : memref<i32>
  return
^bb2:
  memref.store %b, %m[] : memref<i32>
  return
^bb3:
  memref.store %e, %m[] : memref<i32>
  return
^bb4:
  "foo.sink"() : () -> ()
  return
}

func.func @no_merge_internal_use(%c: i1, %a: i32) -> i32 {
  "foo.use"(%a) : (i32) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %a : i32
  "foo.use"(%0) : (i32) -> ()
  cf.br ^bb3
^bb2:
  %1 = arith.addi %a, %a : i32
  "foo.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return %a : i32
}

func.func @prune_first_only(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32, %m: memref<i32>) {
  "foo.use"(%a) : (i32) -> ()
  cf.cond_br %c, ^bbA, ^bbB
^bbA:
  "foo.a"() : () -> ()
  cf.cond_br %d, ^bb1, ^bb3
^bbB:
  "foo.b"() : () -> ()
  cf.cond_br %d, ^bb2, ^bb3
^bb3:
  return
^bb1:
  memref.store %a, %m[] : memref<i32>
  memref.store %a, %m[] : memref<i32>
  memref.store %a, %m[] : memref<i32>
  return
^bb2:
  memref.store %e, %m[] : memref<i32>
  memref.store %b, %m[] : memref<i32>
  memref.store %b, %m[] : memref<i32>
  return
}
