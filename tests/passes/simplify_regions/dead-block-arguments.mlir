// Region simplification, block arguments: a non-entry block argument nothing live uses is
// erased together with the cf.br / cf.cond_br / cf.switch operands feeding it (segment sizes
// updated). An unregistered op ending a block is not known to be a terminator or a branch:
// the argument it feeds goes but its operand stays, as in MLIR. Expected text:
// mlir-opt-22 --canonicalize, which changes nothing else here.
// RUN: corolift opt %s -allow-unregistered-dialect --test-simplify-regions | FileCheck %s
// RUN: corolift opt %s -allow-unregistered-dialect --test-simplify-regions | corolift opt -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @dead_args(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: f32) -> i32 {
// CHECK-NEXT:     "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:     cf.cond_br %arg2, ^bb1(%arg1 : i32), ^bb2(%arg3, %arg1 : f32, i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb2(%1: f32, %2: i32):  // pred: ^bb0
// CHECK-NEXT:     "foo.use"(%1) : (f32) -> ()
// CHECK-NEXT:     cf.br ^bb3(%2 : i32)
// CHECK-NEXT:   ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @switch_args(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg2 : i32),
// CHECK-NEXT:       42: ^bb2(%arg2 : i32),
// CHECK-NEXT:       43: ^bb3
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     "foo.use"(%1) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     "foo.other"(%arg2) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @unknown_terminator(%arg0: i32) {
// CHECK-NEXT:     "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:     "foo.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
func.func @dead_args(%a: i32, %b: i32, %c: i1, %f: f32) -> i32 {
  "foo.use"(%a) : (i32) -> ()
  cf.cond_br %c, ^bb1(%a, %b, %f : i32, i32, f32), ^bb2(%f, %b : f32, i32)
^bb1(%x: i32, %y: i32, %g: f32):
  "foo.use"(%y) : (i32) -> ()
  cf.br ^bb3(%x, %y : i32, i32)
^bb2(%h: f32, %z: i32):
  "foo.use"(%h) : (f32) -> ()
  cf.br ^bb3(%z, %z : i32, i32)
^bb3(%p: i32, %q: i32):
  return %q : i32
}

func.func @switch_args(%flag: i32, %a: i32, %b: i32) {
  "foo.use"(%a) : (i32) -> ()
  cf.switch %flag : i32, [
    default: ^bb1(%a, %b : i32, i32),
    42: ^bb2(%b, %a : i32, i32),
    43: ^bb3
  ]
^bb1(%x: i32, %y: i32):
  "foo.use"(%y) : (i32) -> ()
  return
^bb2(%z: i32, %w: i32):
  "foo.use"(%z) : (i32) -> ()
  return
^bb3:
  "foo.other"(%b) : (i32) -> ()
  return
}

func.func @unknown_terminator(%a: i32) {
  "foo.use"(%a) : (i32) -> ()
  "foo.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  return
}
