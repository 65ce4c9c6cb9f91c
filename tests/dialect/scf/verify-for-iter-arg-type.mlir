// RUN: not corolift opt %s 2>&1 | FileCheck %s

func.func @f(%lb: index, %x: f32) {
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index, %a: i32):
    "scf.yield"(%x) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// CHECK: error: 'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'
