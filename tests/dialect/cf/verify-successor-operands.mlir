// RUN: not corolift opt %s --split-input-file 2>&1 | FileCheck %s
// Successor operand counts and types must match the target block arguments.

func.func @f(%x: f32) {
  cf.br ^bb1(%x : f32)
^bb1(%a: i32):
  return
}

// -----

func.func @f(%c: i1, %x: f32) {
  cf.cond_br %c, ^bb1(%x : f32), ^bb1(%x : f32)
^bb1(%a: i32):
  return
}

// -----

func.func @f(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x, %x : i32, i32)
^bb1(%a: i32):
  return
}

// -----

func.func @f(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    3: ^bb1(%x : i32)
  ]
^bb1:
  return
}

// -----

func.func @f(%c: i32) {
  cf.br ^bb1(%c : i32)
^bb1:
  return
}

// CHECK: :5:{{[0-9]+}}: error: type mismatch for bb argument #0 of successor #0
// CHECK: :13:{{[0-9]+}}: error: type mismatch for bb argument #0 of successor #0
// CHECK: :21:{{[0-9]+}}: error: branch has 2 operands for successor #1, but target block has 1
// CHECK: :29:{{[0-9]+}}: error: branch has 1 operands for successor #1, but target block has 0
// CHECK: :40:{{[0-9]+}}: error: branch has 1 operands for successor #0, but target block has 0
