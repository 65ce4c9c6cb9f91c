// RUN: corolift opt %s --split-input-file -verify-diagnostics

// A missing keyword in a custom op's syntax is reported as MLIR's OpAsmParser::parseKeyword
// reports it, prefixed with the op's name (punctuation errors are not prefixed). Found by
// user-style programs with typos. Each diagnostic was checked with mlir-opt-22
// -verify-diagnostics on this file.

func.func @for_to() {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{custom op 'scf.for' expected 'to'}}
  scf.for %i = %c0 too %c0 step %c0 {
  }
  return
}

// -----

func.func @for_step() {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{custom op 'scf.for' expected 'step'}}
  scf.for %i = %c0 to %c0 stop %c0 {
  }
  return
}

// -----

func.func @while_do() {
  %c0 = arith.constant 0 : index
  scf.while (%a = %c0) : (index) -> (index) {
    %t = arith.constant true
    scf.condition(%t) %a : index
  // expected-error @+1 {{custom op 'scf.while' expected 'do'}}
  } od {
  ^bb0(%a: index):
    scf.yield %a : index
  }
  return
}

// -----

func.func @parallel_to() {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{custom op 'scf.parallel' expected 'to'}}
  scf.parallel (%i) = (%c0) too (%c0) step (%c0) {
  }
  return
}

// -----

func.func @forall_to() {
  // expected-error @+1 {{custom op 'scf.forall' expected 'to'}}
  scf.forall (%i) = (0) too (4) step (1) {
  }
  return
}

// -----

func.func @index_switch_default() -> i32 {
  %c = arith.constant 0 : index
  %r = scf.index_switch %c -> i32
  case 1 {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }
  // expected-error @+1 {{custom op 'scf.index_switch' expected 'default'}}
  return %r : i32
}
