// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%c: i1, %x: f32, %i: i32) {
  %0 = scf.if %c -> (f32) {
    scf.yield %i : i32
  } else {
    scf.yield %x : f32
  }
  return
}

// CHECK: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'
