// RUN: corolift opt -verify-diagnostics -split-input-file %s

func.func @too_many_operands(%c: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%c : i32)
^bb1:
  return
}

// -----

func.func @wrong_type(%c: i32, %d: f32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%d : f32)
^bb1(%x: i32):
  return
}

// -----

func.func @cond_br_second_successor(%c: i1, %d: f32) {
  // expected-error @+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1(%d : f32), ^bb2
^bb1(%x: f32):
  return
^bb2(%y: f32):
  return
}
