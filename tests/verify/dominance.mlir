// RUN: corolift opt -verify-diagnostics -split-input-file %s

// A use before its definition in the same block.
func.func @same_block() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = arith.constant 1 : i32
  return
}

// -----

// A definition in a sibling block that does not dominate the use.
func.func @sibling_block(%c: i1, %v: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %0 = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  // expected-error @+1 {{operand #1 does not dominate this use}}
  %1 = arith.addi %v, %0 : i32
  cf.br ^bb3
^bb3:
  return
}

// -----

// A use nested in a region of an op that sits before the definition.
func.func @parent_region(%c: i1) {
  scf.if %c {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %1 = arith.addi %0, %0 : i32
  }
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %0 = arith.constant 1 : i32
  return
}

// -----

// A block argument of a block that does not dominate the use.
func.func @block_argument(%c: i1, %v: i32) {
  // expected-note @above {{operand defined as a block argument (block #1 in the same region)}}
  cf.cond_br %c, ^bb1(%v : i32), ^bb2
^bb1(%a: i32):
  cf.br ^bb3
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %1 = arith.addi %a, %a : i32
  cf.br ^bb3
^bb3:
  return
}

// -----

// Blocks unreachable from the entry are not checked; neither are graph regions (module).
%0 = arith.addi %1, %1 : i32
%1 = arith.constant 1 : i32
func.func @unreachable() {
  return
^bb1:
  %2 = arith.addi %3, %3 : i32
  %3 = arith.constant 1 : i32
  return
}
