// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%c: i1, %x: f32, %i: i32) {
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// CHECK: error: 'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'f32'
