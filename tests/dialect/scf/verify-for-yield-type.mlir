// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%lb: index, %x: f32, %i: i32) {
  %0 = scf.for %iv = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    scf.yield %i : i32
  }
  return
}

// CHECK: error: 'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'
