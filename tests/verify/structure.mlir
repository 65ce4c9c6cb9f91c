// RUN: corolift opt -verify-diagnostics -split-input-file %s

func.func @no_terminator() {
  // expected-error @+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  %0 = arith.constant 1 : i32
}

// -----

func.func @terminator_not_last() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  %0 = arith.constant 1 : i32
}

// -----

func.func @successors_in_the_middle() {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  cf.br ^bb1
^bb1:
  return
}

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
func.func @entry_with_predecessor() {
^bb0:
  cf.br ^bb1
^bb1:
  "cf.br"() [^bb0] : () -> ()
}

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
func.func @empty_block() {
  cf.br ^bb1
^bb1:
  return
^bb2:
}

// -----

// Modules need no terminator; an empty function body is a declaration.
module {
  func.func private @decl()
}
