// The designator forms of -verify-diagnostics: @+N, @-N, @above, @below, same line,
// regex blocks, errors and notes. Each produced diagnostic satisfies one designator.
// RUN: corolift opt -verify-diagnostics -split-input-file %s

func.func @below_and_above() {
  // expected-error @below {{does not dominate}}
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 1 : i32
  // expected-note @above {{operand defined here}}
  return
}

// -----

func.func @same_line_and_minus() {
  %0 = arith.addi %1, %1 : i32 // expected-error {{operand #0 does not dominate this use}}
  %1 = arith.constant 1 : i32
  // expected-note @-1 {{(op in the same block)}}
  return
}

// -----

func.func @regex() {
  // expected-error-re @+2 {{operand #{{[0-9]+}} does {{(not)}} dominate this use{{$}}}}
  // expected-note-re @+2 {{{{^}}operand defined here {{.*}}{{$}}}}
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 1 : i32
  return
}
