// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%lb: index, %x: f32) {
  %0 = scf.for %iv = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    scf.yield
  }
  return
}

// CHECK: error: 'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs
