// RUN: corolift opt %s | FileCheck --strict-whitespace %s
// RUN: corolift opt %s | corolift opt | FileCheck --strict-whitespace %s

// Non-index loops print two spaces before `: i32`.
func.func @f(%i: i32, %x: f32) -> f32 {
  scf.for %j = %i to %i step %i : i32 {
  }
  %r = scf.for %j = %i to %i step %i iter_args(%a = %x) -> (f32) : i32 {
    scf.yield %a : f32
  }
  return %r : f32
}

// CHECK:module {
// CHECK-NEXT:  func.func @f(%arg0: i32, %arg1: f32) -> f32 {
// CHECK-NEXT:    scf.for %arg2 = %arg0 to %arg0 step %arg0  : i32 {
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = scf.for %arg2 = %arg0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (f32)  : i32 {
// CHECK-NEXT:      scf.yield %arg3 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:}
